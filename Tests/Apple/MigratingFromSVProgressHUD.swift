// Every row of the "Calls" table of MigratingFromSVProgressHUD.md (the DocC article), written as an
// iOS app would write it: what an app that used SVProgressHUD writes instead. Never run, only
// compiled: `Scripts/check-apple` compiles this folder for every iOS SDK (Swift 6, warnings as
// errors) as a module that imports StatusHUD, so the article's calls cannot stop compiling
// unnoticed; `.ci/checks/migration-article.sh` checks that each row of the table has a section
// here, headed by its SVProgressHUD column verbatim, whose code names every identifier of its
// StatusHUD column. Keep the two together: a new row needs a new section.
import StatusHUD
import SwiftUI
import UIKit

@MainActor
enum MigratingFromSVProgressHUD {
    static func calls(view: UIView, image: UIImage, brand: UIColor) {
        // SVProgressHUD: `SVProgressHUD.show()` / `show(withStatus:)`
        HUD.show()
        HUD.show(status: "Loading")

        // SVProgressHUD: `showProgress(_:)` / `showProgress(_:status:)`
        HUD.showProgress(0.4)
        HUD.showProgress(0.4, status: "Uploading")

        // SVProgressHUD: `setStatus(_:)`
        HUD.setStatus("Almost done")

        // SVProgressHUD: `showSuccess(withStatus:)`, `showError(withStatus:)`, `showInfo(withStatus:)`
        HUD.showSuccess(status: "Saved")
        HUD.showError(status: "No connection")
        HUD.showInfo(status: "Pull to refresh")

        // SVProgressHUD: `show(_:status:)` (image)
        HUD.showImage(image, status: "Starred")
        HUD.showImage(image, status: "Starred", details: "Find it under Favourites")

        // SVProgressHUD: `dismiss()`, `dismiss(completion:)`
        HUD.dismiss()
        HUD.dismiss(completion: { print("gone") })

        // SVProgressHUD: `dismiss(withDelay:)`, `dismiss(withDelay:completion:)`
        HUD.dismiss(withDelay: 1)
        HUD.dismiss(withDelay: 1, completion: { print("gone") })

        // SVProgressHUD: `popActivity()`
        HUD.popActivity()

        // SVProgressHUD: `isVisible()`
        let visible: Bool = HUD.isVisible

        // SVProgressHUD: `displayDuration(for:)`
        let seconds: TimeInterval = HUD.displayDuration(for: "Saved")
        print(visible, seconds)
    }

    static func notifications() -> [NSObjectProtocol] {
        // SVProgressHUD: `SVProgressHUDWillAppearNotification` … `DidDisappear…`, `…DidReceiveTouchEvent…`, `…DidTouchDownInside…`
        let names = [HUD.willAppearNotification, HUD.didAppearNotification, HUD.willDisappearNotification,
                     HUD.didDisappearNotification, HUD.didReceiveTouchEventNotification, HUD.didTouchDownInsideNotification]
        return names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
                // SVProgressHUD: `SVProgressHUDStatusUserInfoKey`
                let status = notification.userInfo?[HUD.statusUserInfoKey] as? String
                print(notification.name, status ?? "")
            }
        }
    }

    static func settings(view: UIView, brand: UIColor) {
        // SVProgressHUD: `setDefaultStyle(_:)`
        HUD.configuration.style = .automatic
        HUD.configuration.style = .light
        HUD.configuration.style = .dark
        HUD.configuration.style = .custom(foreground: .white, background: .black)

        // SVProgressHUD: `setForegroundColor(_:)`, `setBackgroundColor(_:)`
        let indigo: UIColor = .systemIndigo
        HUD.configuration.style = .custom(foreground: .white, background: brand)                    // UIColor
        HUD.configuration.style = .custom(foreground: .white, background: indigo)
        HUD.configuration.style = .custom(foreground: .label, background: .secondarySystemBackground) // dynamic
        HUD.configuration.style = .custom(foreground: .white, background: UIColor(named: "Brand") ?? .systemIndigo)
        HUD.configuration.style = .custom(foreground: .white, background: .black.withAlphaComponent(0.8))
        HUD.configuration.style = .custom(foreground: Color.white, background: .accentColor)         // SwiftUI
        HUD.configuration.style = .custom(foreground: .white, background: HUD.Color(red: 0.1, green: 0.3, blue: 0.6))

        // SVProgressHUD: `setDefaultMaskType(_:)`, `setBackgroundLayerColor(_:)`
        HUD.configuration.backdrop = .none
        HUD.configuration.backdrop = .clear
        HUD.configuration.backdrop = .black
        HUD.configuration.backdrop = .gradient
        let color = UIColor.black.withAlphaComponent(0.3)
        HUD.configuration.backdrop = .custom(color)
        HUD.configuration.backdrop = .custom(HUD.Color.black.withAlpha(0.3))

        // SVProgressHUD: user interaction follows the mask type
        HUD.configuration.interaction = .automatic      // blocked by every mask type but .none:
        HUD.configuration.backdrop = .none
        HUD.configuration.interaction = .blocked
        HUD.configuration.interaction = .passedThrough

        // SVProgressHUD: `setFont(_:)`
        HUD.configuration.font = HUD.Font(textStyle: .headline)
        HUD.configuration.font = HUD.Font(textStyle: .subheadline, size: 15, weight: .semibold)

        // SVProgressHUD: `setRingThickness`, `setRingRadius`, `setRingNoTextRadius`, `setCornerRadius`, `setMinimumSize`, `setImageViewSize`
        HUD.configuration.ringLineWidth = 3
        HUD.configuration.ringRadius = 20
        HUD.configuration.ringRadiusWithoutText = 26
        HUD.configuration.cornerRadius = 12
        HUD.configuration.minimumSize = CGSize(width: 100, height: 100)
        HUD.configuration.imageSize = CGSize(width: 32, height: 32)

        // SVProgressHUD: `setOffsetFromCenter(_:)`, `resetOffsetFromCenter()`
        HUD.configuration.offsetFromCenter = HUD.Offset(horizontal: 0, vertical: -40)
        HUD.configuration.offsetFromCenter = .zero

        // SVProgressHUD: `setGraceTimeInterval`, `setMinimumDismissTimeInterval`, `setMaximumDismissTimeInterval`
        HUD.configuration.graceDuration = 0.3
        HUD.configuration.minimumResultDuration = 5
        HUD.configuration.maximumResultDuration = 10

        // SVProgressHUD: `setFadeInAnimationDuration`, `setFadeOutAnimationDuration`
        HUD.configuration.fadeInDuration = 0.2
        HUD.configuration.fadeOutDuration = 0.2

        // SVProgressHUD: `setMaxSupportedWindowLevel`
        HUD.configuration.maximumWindowLevel = .normal
        HUD.configuration.maximumWindowLevel = .statusBar
        HUD.configuration.maximumWindowLevel = .alert
        HUD.configuration.maximumWindowLevel = HUD.WindowLevel(rawValue: UIWindow.Level.statusBar.rawValue)

        // SVProgressHUD: `setHapticsEnabled`
        HUD.configuration.isHapticFeedbackEnabled = false

        // SVProgressHUD: `setMotionEffectEnabled(_:)`
        HUD.configuration.isMotionEffectEnabled = false
    }

    static func newInStatusHUD(upload: Progress) async throws {
        // SVProgressHUD: —
        HUD.configuration.appearAnimation = .spring
        HUD.configuration.appearAnimation = .zoomOut
        HUD.configuration.appearAnimation = .zoomIn
        HUD.configuration.appearAnimation = .fade
        HUD.configuration.minimumDisplayDuration = 0.5
        HUD.configuration.progressStyle = .ring
        HUD.configuration.progressStyle = .bar
        HUD.configuration.progressStyle = .pie
        HUD.configuration.isVoiceOverAnnouncementEnabled = true
        HUD.configuration.detailsFont = HUD.Font(textStyle: .footnote)
        HUD.show(status: "Syncing", details: "3 of 12 albums")
        HUD.configuration.buttonFont = HUD.Font(textStyle: .subheadline, weight: .semibold)
        HUD.setAction(HUD.Action("Cancel") { upload.cancel() })
        let photos = try await HUD.whileRunning(status: "Loading photos", success: "Loaded") { 12 }
        HUD.showProgress(of: upload, status: "Uploading", success: "Uploaded", cancelTitle: "Cancel")
        let shown: HUD.Content? = HUD.current
        let presenter: any HUD.Presenter = HUD.presenter      // custom presenters: HUD.presenter = MyPresenter()
        HUD.presenter = presenter
        print(photos, shown?.status ?? "")
    }

    static func containerAndImages(view: UIView) {
        // SVProgressHUD: `setContainerView(_:)`
        HUD.containerView = view
        HUD.containerView = nil

        // SVProgressHUD: `setSuccessImage`, `setErrorImage`, `setInfoImage`
        HUD.configuration.successImage = UIImage(systemName: "checkmark")
        HUD.configuration.errorImage = UIImage(systemName: "xmark")
        HUD.configuration.infoImage = UIImage(systemName: "info")

        // SVProgressHUD: `setDefaultAnimationType(_:)` (`.flat`, `.native`)
        HUD.configuration.spinnerStyle = .arc
        HUD.configuration.spinnerStyle = .native

        // SVProgressHUD: `setBorderColor`/`Width` (a hairline edge is drawn)
        // Not offered yet: nothing to write.
    }
}
