import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 2. A page sheet and a full-screen cover presented after the HUD is shown stay under it: they are
/// in the app's key window, the overlay's level is above that window's, and a touch outside the
/// bezel passes through the overlay to the presented view.
@MainActor
struct PresentationScenario: SmokeScenario {
    let name = "2. a sheet and a full-screen cover presented after the HUD stay under it"

    func run(_ stage: SmokeStage) async {
        HUD.show(status: "Smoke: under a sheet")
        guard await stage.sharedHUD("ios.sheet") != nil else { return }
        await check(.pageSheet, prefix: "ios.sheet", stage)
        await stage.dismissPresented()
        await check(.fullScreen, prefix: "ios.cover", stage)
    }

    private func check(_ style: UIModalPresentationStyle, prefix: String, _ stage: SmokeStage) async {
        let report = stage.report
        let presented = UIViewController()
        presented.view.backgroundColor = .systemTeal
        presented.modalPresentationStyle = style
        await stage.present(presented)
        // The overlay's level is worked out again when windows change (SceneNews.windowsChanged).
        await SmokeWait.pause(0.3)
        guard let shown = SmokeFinder.sharedHUD(in: stage.scene) else {
            report.check("\(prefix).hud-still-shown", false, "no HUD in an overlay after presenting; windows: \(SmokeFinder.describeWindows(of: stage.scene))")
            return
        }
        let overlay = shown.window
        let presenting = presented.presentingViewController?.view.window ?? stage.window
        // Rule: UIKit presents in the presenting controller's window: the app's key window, never the overlay.
        report.check("\(prefix).presented-in-app-window", presented.view.window === stage.window && presented.view.window !== overlay,
                     "presented.window=\(SmokeFinder.describe(presented.view.window)) key=\(SmokeFinder.describe(stage.window))")
        // Rule: SceneHost.overlayLevel: the highest shown level from the app window's up, + 1.
        report.check("\(prefix).overlay-level-above-presenting-window", overlay.windowLevel.rawValue > presenting.windowLevel.rawValue,
                     "overlay=\(overlay.windowLevel.rawValue) presenting=\(presenting.windowLevel.rawValue)")
        // Rule: the HUD stays in its shown overlay while the presentation is up (OverlayWindow.swift).
        report.check("\(prefix).hud-still-in-overlay", !overlay.isHidden && shown.view.window === overlay && HUD.isVisible,
                     "overlay.isHidden=\(overlay.isHidden) hud.window=\(SmokeFinder.describe(shown.view.window)) isVisible=\(HUD.isVisible)")
        // Rule: the overlay never becomes key on iOS, so a presentation keeps the keyboard and focus.
        report.check("\(prefix).key-window-stays-app", stage.scene.keyWindow === stage.window,
                     "scene.keyWindow=\(SmokeFinder.describe(stage.scene.keyWindow))")
        // Rule: OverlayWindow.hitTest passes a touch outside the bezel through (HUD.Drawing.hitTarget:
        // .passThrough without a backdrop), and the app's window then gives it to the presented view.
        let viewFrame = presented.view.convert(presented.view.bounds, to: stage.window)
        let bezel = shown.frame
        var point = CGPoint(x: viewFrame.midX, y: viewFrame.maxY - 60)
        if bezel.insetBy(dx: -10, dy: -10).contains(point) { point.y = viewFrame.minY + 60 }
        let overlayHit = overlay.hitTest(stage.window.convert(point, to: overlay), with: nil)
        let appHit = stage.window.hitTest(point, with: nil)
        report.check("\(prefix).touch-outside-bezel-reaches-presented-view",
                     overlayHit == nil && appHit?.isDescendant(of: presented.view) == true,
                     "point=(\(Int(point.x)), \(Int(point.y))) overlay.hitTest=\(SmokeFinder.describe(overlayHit)) app.hitTest=\(SmokeFinder.describe(appHit))")
        // The bezel is still drawn over the presented view: centred in the safe area as before.
        await stage.expect({
            SmokeExpectation.centred(shown.frame, in: stage.safeArea(in: overlay), name: "\(prefix).hud-centred-over-it")
        })
    }
}
