import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 6. A window forced light under a dark system draws the HUD light: the HUD view's traits are light
/// and its bezel has the light palette's colour; with the override removed it follows the scene
/// (dark) again.
///
/// The system's style cannot be set by an app. On iOS 17 and later the scene's `traitOverrides`
/// make the scene dark, which every window in it inherits, the overlay included; on iOS 15 and 16
/// there is no such override, and the check runs under whatever the system is.
@MainActor
struct LightWindowScenario: SmokeScenario {
    let name = "6. a light-only window under a dark scene draws the HUD light"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        var sceneIsDark = false
        if #available(iOS 17.0, *) {
            stage.scene.traitOverrides.userInterfaceStyle = .dark
            sceneIsDark = await SmokeWait.until(timeout: 2) { stage.scene.traitCollection.userInterfaceStyle == .dark }
            report.note("scene traitOverrides dark: scene style \(SmokeFinder.describe(stage.scene.traitCollection.userInterfaceStyle))")
        } else {
            sceneIsDark = stage.scene.traitCollection.userInterfaceStyle == .dark
            report.note("iOS \(UIDevice.current.systemVersion): no scene trait overrides; the system is \(SmokeFinder.describe(stage.scene.traitCollection.userInterfaceStyle))")
        }
        stage.window.overrideUserInterfaceStyle = .light
        await SmokeWait.pause(0.2)
        HUD.show(status: "Smoke: light only")
        guard let shown = await stage.sharedHUD("ios.style") else { return }
        // Rule (HUDOnIOS.md, "Light or dark"; OverlayWindow.followAppWindow): the HUD takes the style
        // the app's window resolves to, from the first frame: light.
        _ = await SmokeWait.until(timeout: 2) { shown.view.traitCollection.userInterfaceStyle == .light }
        report.check(SmokeExpectation.equal(SmokeFinder.describe(shown.view.traitCollection.userInterfaceStyle), "light",
                                            name: "ios.style.hud-traits-light", what: "hud.userInterfaceStyle"))
        await checkBezel(shown, light: true, name: "ios.style.bezel-light", stage)
        guard #available(iOS 17.0, *), sceneIsDark else {
            let reason = "the scene is not dark (style \(SmokeFinder.describe(stage.scene.traitCollection.userInterfaceStyle))): "
                + "there is no dark to follow again"
            report.skip("ios.style.hud-follows-dark-scene-again", reason)
            report.skip("ios.style.bezel-dark-again", reason)
            return
        }
        // Rule: on iOS 17 and later the overlay listens to the app window's style and follows a
        // change at once (HUDOnIOS.md): without the override the HUD is the scene's, dark.
        stage.window.overrideUserInterfaceStyle = .unspecified
        HUD.show(status: "Smoke: following the scene")
        _ = await SmokeWait.until(timeout: 2) { shown.view.traitCollection.userInterfaceStyle == .dark }
        report.check(SmokeExpectation.equal(SmokeFinder.describe(shown.view.traitCollection.userInterfaceStyle), "dark",
                                            name: "ios.style.hud-follows-dark-scene-again", what: "hud.userInterfaceStyle"))
        await checkBezel(shown, light: false, name: "ios.style.bezel-dark-again", stage)
    }

    /// Rule (Palette.swift): the light bezel is white (fill white at 60 % over the light material,
    /// the glass tinted white, 0.95 grey solid); the dark one 0.18 grey (0.12 solid). Expected: the
    /// colour's mean of red, green and blue above 0.5 for light, below for dark.
    private func checkBezel(_ shown: ShownHUD, light: Bool, name: String, _ stage: SmokeStage) async {
        func read() -> (holds: Bool, values: String) {
            let (colour, source) = SmokeFinder.bezelColour(shown.bezel, traits: shown.view.traitCollection)
            let (value, text) = SmokeFinder.lightness(colour)
            return (value.isFinite && (light ? value > 0.5 : value < 0.5),
                    "\(source)=\(text) lightness=\(String(format: "%.2f", Double(value))) expected=\(light ? "> 0.5 (light)" : "< 0.5 (dark)")")
        }
        _ = await SmokeWait.until(timeout: 2) { read().holds }
        let result = read()
        stage.report.check(name, result.holds, result.values)
    }
}
