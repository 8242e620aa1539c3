import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The window choice as the UIKit layer makes it, from scene sets.
@Suite("Window choice from scenes")
struct SceneDescriptionTests {
    typealias Scene = HUD.SceneDescription
    typealias Window = HUD.SceneDescription.Window

    static func choose(_ scenes: [Scene], max: HUD.WindowLevel = .normal) -> (HUD.WindowChoice, Scene.Position?) {
        let result = Scene.choose(from: scenes, maximumWindowLevel: max)
        return (result.choice, result.position)
    }

    @Test func noScenesMeansNoWindowsYet() {
        #expect(Self.choose([]).0 == .noneYet(.noWindows))
        #expect(Self.choose([Scene(role: .windowApplication, state: .foregroundActive, windows: [])]).0 == .noneYet(.noWindows))
    }

    @Test func carPlayAndExternalDisplaysAreNeverChosen() {
        let carPlay = Scene(role: .other, state: .foregroundActive, windows: [Window()])
        let external = Scene(role: .other, state: .foregroundActive, windows: [Window()])
        #expect(Self.choose([carPlay]).0 == .noneYet(.noApplicationScene))
        #expect(Self.choose([carPlay, external]).0 == .noneYet(.noApplicationScene))
        let app = Scene(role: .windowApplication, state: .foregroundInactive, windows: [Window()])
        #expect(Self.choose([carPlay, app]).1 == Scene.Position(scene: 1, window: 0))
    }

    @Test func theActiveSceneWinsAndEqualScenesKeepTheirOrder() {
        let inactive = Scene(role: .windowApplication, state: .foregroundInactive, windows: [Window()])
        let active = Scene(role: .windowApplication, state: .foregroundActive, windows: [Window(isKey: false), Window()])
        #expect(Self.choose([inactive, active]).1 == Scene.Position(scene: 1, window: 1))
        #expect(Self.choose([active, active]).1 == Scene.Position(scene: 0, window: 1))
        let background = Scene(role: .windowApplication, state: .background, windows: [Window()])
        #expect(Self.choose([background]).0 == .noneYet(.noForegroundScene))
    }

    @Test func aKeyWindowAboveTheLevelLimitWaits() {
        let alert = Scene(role: .windowApplication, state: .foregroundActive,
                          windows: [Window(isKey: false), Window(isKey: true, level: .alert)])
        #expect(Self.choose([alert]).0 == .noneYet(.keyWindowLevelOutOfRange(.alert)))
        #expect(Self.choose([alert], max: .alert).1 == Scene.Position(scene: 0, window: 1))
    }

    @Test func hiddenOrTransparentKeyWindowsDoNotCount() {
        let scene = Scene(role: .windowApplication, state: .foregroundActive,
                          windows: [Window(isHidden: true), Window(alpha: 0)])
        #expect(Self.choose([scene]).0 == .noneYet(.noShownKeyWindow))
    }
}
