import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 1. The shared HUD shows in an overlay window of its own above the key window of the
/// foreground-active scene, and its bezel is centred in the safe area.
@MainActor
struct SharedHUDScenario: SmokeScenario {
    let name = "1. shared HUD: overlay window above the key window, centred in the safe area"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        HUD.show(status: "Smoke: shared HUD")
        guard let shown = await stage.sharedHUD("ios.shared") else { return }
        let overlay = shown.window, key = stage.window
        report.note("windows: \(SmokeFinder.describeWindows(of: stage.scene))")
        // Rule: OverlayWindow.appear() shows it with isHidden = false (HUDOnIOS.md, "Which window").
        report.check("ios.shared.overlay-visible", !overlay.isHidden && overlay.alpha > 0,
                     "window=\(SmokeFinder.describe(overlay)) isHidden=\(overlay.isHidden) alpha=\(overlay.alpha)")
        // Rule: the overlay is made in the scene in use, the foreground-active one (UIKitPresenter, SceneHost).
        report.check("ios.shared.overlay-in-active-scene", overlay.windowScene === stage.scene,
                     "overlay scene state=\(overlay.windowScene?.activationState.rawValue ?? -1) same=\(overlay.windowScene === stage.scene)")
        // Rule: SceneHost.overlayLevel gives the highest shown level from the key window's up, + 1;
        // expected: at or above the key window's level (the brief), printed as read.
        report.check("ios.shared.overlay-level-at-or-above-key-window", overlay.windowLevel.rawValue >= key.windowLevel.rawValue,
                     "overlay=\(overlay.windowLevel.rawValue) key=\(key.windowLevel.rawValue)")
        // Rule: the overlay never becomes key on iOS (canBecomeKey false): the app's window stays key.
        report.check("ios.shared.overlay-never-key", !overlay.isKeyWindow && stage.scene.keyWindow === key,
                     "overlay.isKeyWindow=\(overlay.isKeyWindow) scene.keyWindow=\(SmokeFinder.describe(stage.scene.keyWindow))")
        // Rule: Placement.center centres the bezel in the safe area when no keyboard is up; the
        // area is the key window's safe area in the overlay's coordinates.
        await stage.expect({
            SmokeExpectation.centred(shown.frame, in: stage.safeArea(in: overlay), name: "ios.shared.centred-in-safe-area")
        })
        // Rule: the bezel lies inside the safe area (Layout keeps it in the free area).
        await stage.expect({
            SmokeExpectation.inside(shown.frame, stage.safeArea(in: overlay), name: "ios.shared.inside-safe-area")
        })
    }
}
