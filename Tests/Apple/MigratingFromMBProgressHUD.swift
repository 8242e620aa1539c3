// Every row of the "Calls" table of MigratingFromMBProgressHUD.md (the DocC article), written as an
// iOS app would write it: what an app that used MBProgressHUD writes instead. Never run, only
// compiled: `Scripts/check-apple` compiles this folder for every iOS SDK (Swift 6, warnings as
// errors) as a module that imports StatusHUD, so the article's calls cannot stop compiling
// unnoticed; `.ci/checks/migration-article.sh` checks that each row of the table has a section
// here, headed by its MBProgressHUD column verbatim, whose code names every identifier of its
// StatusHUD column. Keep the two together: a new row needs a new section.
import StatusHUD
import SwiftUI
import UIKit

@MainActor
enum MigratingFromMBProgressHUD {
    static func calls(view: UIView, image: UIImage) {
        // MBProgressHUD: `showHUDAddedTo:animated:`
        let hud = HUD.Instance(in: view)
        hud.configuration.fadeInDuration = 0     // animated: false
        hud.show()

        // MBProgressHUD: `HUDForView:`
        let found: HUD.Instance? = HUD.Instance.topmost(in: view)

        // MBProgressHUD: `hideHUDForView:animated:`
        let hadOne: Bool = HUD.Instance.dismiss(in: view, animated: true)
        print(found as Any, hadOne)

        // MBProgressHUD: `hideAnimated:`
        hud.dismiss(animated: false)
        hud.dismiss()

        // MBProgressHUD: `hideAnimated:afterDelay:`
        hud.dismiss(withDelay: 1.5)
    }

    static func modes(hud: HUD.Instance, image: UIImage) {
        // MBProgressHUD: `MBProgressHUDModeIndeterminate`
        hud.show()
        hud.show(status: "Loading")
        hud.configuration.spinnerStyle = .native

        // MBProgressHUD: `MBProgressHUDModeDeterminate` (pie)
        hud.configuration.progressStyle = .pie
        hud.showProgress(0.4)

        // MBProgressHUD: `MBProgressHUDModeAnnularDeterminate`
        hud.configuration.progressStyle = .ring
        hud.showProgress(0.4)

        // MBProgressHUD: `MBProgressHUDModeDeterminateHorizontalBar`
        hud.configuration.progressStyle = .bar
        hud.showProgress(0.4)

        // MBProgressHUD: `MBProgressHUDModeCustomView`
        hud.showImage(image, status: "Starred")
        hud.showSuccess(status: "Saved")
        hud.showError(status: "No connection")
        hud.showInfo(status: "Pull to refresh")
        // Any other view: not offered, nothing to write.

        // MBProgressHUD: `MBProgressHUDModeText`
        hud.showText("Copied", details: "Paste it anywhere")
    }

    static func content(hud: HUD.Instance, upload: Progress) {
        // MBProgressHUD: `label.text`
        hud.show(status: "Loading")
        hud.setStatus("Almost done")

        // MBProgressHUD: `detailsLabel.text`
        hud.show(status: "Syncing", details: "3 of 12 albums")
        hud.setDetails("4 of 12 albums")

        // MBProgressHUD: `progress`
        hud.showProgress(0.5, status: "Uploading")

        // MBProgressHUD: `progressObject`
        hud.showProgress(of: upload, status: "Uploading", success: "Uploaded", cancelTitle: "Cancel")

        // MBProgressHUD: `button` (`setTitle:forState:`, `addTarget:action:forControlEvents:`)
        hud.setAction(HUD.Action("Cancel", handler: { upload.cancel() }))
        hud.setAction(nil)
    }

    static func behaviour(view: UIView) -> NSObjectProtocol {
        let hud = HUD.Instance(in: view)

        // MBProgressHUD: `graceTime`
        hud.configuration.graceDuration = 0.3

        // MBProgressHUD: `minShowTime`
        hud.configuration.minimumDisplayDuration = 0.5

        // MBProgressHUD: `removeFromSuperViewOnHide`
        // Always: nothing to write; keep `hud` to show it again.

        // MBProgressHUD: `completionBlock`
        hud.dismiss(completion: { print("hidden") })
        hud.dismiss(animated: false, completion: { print("hidden") })
        hud.dismiss(withDelay: 1, completion: { print("hidden") })

        // MBProgressHUD: `delegate` / `hudWasHidden:`
        for name in [HUD.willAppearNotification, HUD.didAppearNotification, HUD.willDisappearNotification] {
            print(name)
        }
        return NotificationCenter.default.addObserver(forName: HUD.didDisappearNotification, object: hud, queue: .main) { _ in
            print("hudWasHidden")
        }
    }

    static func looks(hud: HUD.Instance, brand: UIColor) {
        // MBProgressHUD: `offset`
        hud.configuration.offsetFromCenter = HUD.Offset(horizontal: 0, vertical: 80)

        // MBProgressHUD: `offset` with `MBProgressMaxOffset` (pinned to the bottom)
        hud.configuration.placement = .bottom
        hud.configuration.offsetFromCenter = HUD.Offset(horizontal: 0, vertical: 12)

        // MBProgressHUD: `margin`
        hud.configuration.minimumSize = CGSize(width: 120, height: 120)
        hud.configuration.cornerRadius = 12

        // MBProgressHUD: `square`
        hud.configuration.isSquare = true

        // MBProgressHUD: `backgroundView.style`, `backgroundView.color`
        hud.configuration.backdrop = .none
        hud.configuration.backdrop = .clear
        hud.configuration.backdrop = .black
        hud.configuration.backdrop = .gradient
        let color = UIColor.black.withAlphaComponent(0.3)
        hud.configuration.backdrop = .custom(color)

        // MBProgressHUD: `bezelView.style`, `bezelView.color`
        hud.configuration.style = .automatic
        hud.configuration.style = .light
        hud.configuration.style = .dark
        hud.configuration.style = .custom(foreground: .white, background: brand)

        // MBProgressHUD: `contentColor`
        hud.configuration.style = .custom(foreground: UIColor.systemBlue, background: .secondarySystemBackground)

        // MBProgressHUD: `animationType` (`Fade`, `Zoom`, `ZoomOut`, `ZoomIn`)
        hud.configuration.appearAnimation = .fade
        hud.configuration.appearAnimation = .zoomOut
        hud.configuration.appearAnimation = .zoomIn

        // MBProgressHUD: `label.font`, `detailsLabel.font`, `button` font
        hud.configuration.font = HUD.Font(textStyle: .headline)
        hud.configuration.detailsFont = HUD.Font(textStyle: .footnote, size: 13, weight: .regular)
        hud.configuration.buttonFont = HUD.Font(textStyle: .subheadline, weight: .semibold)

        // MBProgressHUD: `defaultMotionEffectsEnabled`
        hud.configuration.isMotionEffectEnabled = false

        // MBProgressHUD: `userInteractionEnabled` (blocks the view under it)
        hud.configuration.interaction = .automatic
        hud.configuration.interaction = .blocked
        hud.configuration.interaction = .passedThrough
    }
}
