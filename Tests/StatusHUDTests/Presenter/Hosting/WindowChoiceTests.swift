import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The window policy: the first listed shown key window from normal level up to the maximum, in a
/// foreground-active application scene first, then a foreground-inactive one; otherwise a
/// reason to wait.
@Suite("Window choice")
struct WindowChoiceTests {
    typealias Window = HUD.WindowDescription

    private func choose(_ windows: [Window], max: HUD.WindowLevel = .normal) -> HUD.WindowChoice {
        HUD.WindowChoice(frontToBack: windows, maximumWindowLevel: max)
    }

    @Test("The key window of the active scene")
    func keyWindow() {
        #expect(choose([Window()]) == .window(at: 0))
        #expect(choose([Window(isKey: false), Window()]) == .window(at: 1))
    }

    @Test("Among several key windows (one per scene), the first listed")
    func frontmost() {
        // an iPad with two active scenes side by side
        #expect(choose([Window(isKey: false), Window(), Window()]) == .window(at: 1))
    }

    @Test("The order of one scene's windows does not change the choice: only its key window counts")
    func orderWithinScene() {
        // one scene: a normal window, its key window, and a shown alert window that is not key
        let key = Window()
        let others = [Window(isKey: false), Window(isKey: false, level: .alert)]
        for keyIndex in 0...others.count {
            var windows = others
            windows.insert(key, at: keyIndex)
            #expect(choose(windows) == .window(at: keyIndex))
            #expect(choose(windows.reversed()) == .window(at: others.count - keyIndex))
        }
    }

    @Test("An active scene comes before an inactive one, whatever the order")
    func activeFirst() {
        let windows = [Window(sceneState: .foregroundInactive), Window(sceneState: .foregroundActive)]
        #expect(choose(windows) == .window(at: 1))
    }

    @Test("An inactive scene is used when no scene is active")
    func inactiveScene() {
        let windows = [Window(sceneState: .background), Window(sceneState: .foregroundInactive)]
        #expect(choose(windows) == .window(at: 1))
    }

    @Test("A CarPlay-like scene is skipped, even when its window comes first and is key")
    func carPlayScene() {
        let carPlay = Window(isInApplicationScene: false)
        #expect(choose([carPlay, Window()]) == .window(at: 1))
        #expect(choose([carPlay]) == .noneYet(.noApplicationScene))
    }

    @Test("An alert that is key means waiting, not showing nothing")
    func alertIsKey() {
        let windows = [Window(level: .alert), Window(isKey: false)]
        #expect(choose(windows) == .noneYet(.keyWindowLevelOutOfRange(.alert)))
    }

    @Test("A raised maximum level admits the alert and the levels below it")
    func raisedMaximum() {
        #expect(choose([Window(level: .alert)], max: .alert) == .window(at: 0))
        #expect(choose([Window(level: .statusBar)], max: .alert) == .window(at: 0))
        #expect(choose([Window(level: HUD.WindowLevel(rawValue: 2001))], max: .alert)
            == .noneYet(.keyWindowLevelOutOfRange(HUD.WindowLevel(rawValue: 2001))))
    }

    @Test("Levels below normal are out of range, and so is everything when the maximum is below normal")
    func belowNormal() {
        let low = HUD.WindowLevel(rawValue: -1)
        #expect(choose([Window(level: low)], max: .alert) == .noneYet(.keyWindowLevelOutOfRange(low)))
        #expect(choose([Window()], max: low) == .noneYet(.keyWindowLevelOutOfRange(.normal)))
    }

    @Test("NaN levels are never chosen and never trap")
    func nanLevels() {
        let nan = HUD.WindowLevel(rawValue: .nan)
        #expect(choose([Window()], max: nan) != .window(at: 0))
        #expect(choose([Window(level: nan), Window()], max: .alert) == .window(at: 1))
    }

    @Test("Hidden, transparent and off-screen key windows are not shown", arguments: [
        Window(isHidden: true), Window(alpha: 0), Window(alpha: -1), Window(alpha: .nan), Window(isOnMainScreen: false),
    ])
    func notShown(window: Window) {
        #expect(choose([window]) == .noneYet(.noShownKeyWindow))
        #expect(choose([window, Window()]) == .window(at: 1))
    }

    @Test("A faint window is still shown")
    func faint() {
        #expect(choose([Window(alpha: 0.01)]) == .window(at: 0))
    }

    @Test("No key window in the foreground")
    func noKeyWindow() {
        #expect(choose([Window(isKey: false), Window(isKey: false)]) == .noneYet(.noShownKeyWindow))
    }

    @Test("Scenes in the background or unattached", arguments: [
        Window.SceneState.background, .unattached,
    ])
    func noForegroundScene(state: Window.SceneState) {
        #expect(choose([Window(sceneState: state)]) == .noneYet(.noForegroundScene))
        #expect(choose([Window(sceneState: state), Window(isInApplicationScene: false)]) == .noneYet(.noForegroundScene))
    }

    @Test("No windows at all")
    func noWindows() {
        #expect(choose([]) == .noneYet(.noWindows))
    }

    @Test("An alert in the active scene does not hide an eligible window of an inactive scene")
    func alertInActiveScene() {
        let windows = [Window(level: .alert), Window(sceneState: .foregroundInactive)]
        #expect(choose(windows) == .window(at: 1))
    }

    @Test("Every reason reads as a sentence")
    func reasons() {
        let reasons: [HUD.WindowChoice.NoWindowReason] = [
            .noWindows, .noApplicationScene, .noForegroundScene, .noShownKeyWindow, .keyWindowLevelOutOfRange(.alert),
        ]
        #expect(Set(reasons.map(\.description)).count == reasons.count)
        #expect(HUD.WindowChoice.NoWindowReason.keyWindowLevelOutOfRange(.alert).description.contains("2000"))
    }
}
