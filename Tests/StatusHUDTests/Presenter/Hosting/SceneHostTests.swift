import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The scene policy the UIKit presenter applies, driven through the scene sequences where HUDs get
/// lost: two iPad windows, backgrounding, disconnection, a show before any window is key, a
/// container that leaves its window.
@Suite("Scene hosting")
struct SceneHostTests {
    typealias Host = SceneHost<String>
    typealias Scene = Host.Scene

    static func scene(_ id: String, _ state: HUD.WindowDescription.SceneState = .foregroundActive,
                      key: Bool = true, role: HUD.SceneDescription.Role = .windowApplication,
                      front: HUD.SceneDescription.ActiveAppearance = .unspecified) -> Scene {
        Scene(id: id, description: HUD.SceneDescription(role: role, state: state, activeAppearance: front,
                                                         windows: [HUD.SceneDescription.Window(isKey: key)]))
    }

    /// The HUD above the scene's first window; one normal window and the default maximum put the
    /// overlay at level 1.
    static func attach(_ id: String, report: Host.Report? = nil, window: Int = 0, level: CGFloat = 1) -> Host.Step {
        Host.Step(placement: .attach(scene: id, window: window, level: HUD.WindowLevel(rawValue: level)), report: report)
    }

    @Test func aNewHUDGoesToTheSceneActivatedLastNotTheOneListedFirst() {
        var host = Host()
        let both = [Self.scene("A"), Self.scene("B")]
        _ = host.sceneActivated("A", both)
        _ = host.sceneActivated("B", both)
        #expect(host.show(both) == Self.attach("B", report: .onScreen))
        host.hide()
        _ = host.sceneActivated("A", both)
        #expect(host.show(both) == Self.attach("A", report: .onScreen))
        // UIKit's set order is no order: listed the other way round, the same choice.
        host.hide()
        #expect(host.show(both.reversed()) == Self.attach("A", report: .onScreen))
    }

    @Test func focusMovingBetweenTwoActiveWindowsWithoutAnActivationMovesTheNextHUD() {
        // iPad Split View or Stage Manager: both scenes stay foreground-active; tapping into the
        // other one posts no activation, only its active appearance changes.
        var host = Host()
        _ = host.sceneActivated("A", [])
        _ = host.sceneActivated("B", [])
        let aInFront = [Self.scene("A", front: .active), Self.scene("B", front: .inactive)]
        #expect(host.show(aInFront) == Self.attach("A", report: .onScreen), "B was activated last, but A is in front")
        host.hide()
        let bInFront = [Self.scene("A", front: .inactive), Self.scene("B", front: .active)]
        #expect(host.show(bInFront) == Self.attach("B", report: .onScreen))
        host.hide()
        #expect(host.show(aInFront.reversed()) == Self.attach("A", report: .onScreen), "listing order is no order")
    }

    // MARK: The window touched last (iPad)

    /// Two iPad windows side by side: UIKit says both are in front (`activeAppearance` "is always
    /// .active" outside the Mac), both foreground-active.
    static var iPad: [Scene] { [scene("A", front: .active), scene("B", front: .active)] }

    @Test func onIPadTheSceneTouchedLastWinsOverTheOneActivatedLast() {
        var host = Host()
        _ = host.sceneActivated("A", Self.iPad)
        _ = host.sceneActivated("B", Self.iPad)
        host.sceneTouched("A")
        #expect(host.show(Self.iPad) == Self.attach("A", report: .onScreen), "B was activated last, but A was touched last")
        host.hide()
        host.sceneTouched("B")
        #expect(host.show(Self.iPad) == Self.attach("B", report: .onScreen))
        host.hide()
        host.sceneTouched("A")
        #expect(host.show(Self.iPad.reversed()) == Self.attach("A", report: .onScreen), "listing order is no order")
    }

    @Test func activationsAfterATouchDoNotTakeTheHUDFromTheTouchedScene() {
        // Control Center pulled down and put away: every scene deactivates and activates again, in
        // UIKit's order, which says nothing about the window the user works in.
        var host = Host()
        host.sceneTouched("A")
        _ = host.sceneActivated("A", Self.iPad)
        _ = host.sceneActivated("B", Self.iPad)
        #expect(host.show(Self.iPad) == Self.attach("A", report: .onScreen))
    }

    @Test func activationOrderBreaksTheTieBetweenScenesNeverTouched() {
        var host = Host()
        let three = Self.iPad + [Self.scene("C", front: .active)]
        _ = host.sceneActivated("C", three)
        _ = host.sceneActivated("B", three)
        _ = host.sceneActivated("A", three)
        host.sceneTouched("C")
        #expect(host.show(three) == Self.attach("C", report: .onScreen), "touched beats activated later")
        host.hide()
        _ = host.sceneDisconnected("C", three)
        #expect(host.show(Self.iPad) == Self.attach("A", report: .onScreen), "untouched: the last activated")
    }

    @Test func aVisibleHUDStaysWhenTheUserTouchesTheOtherWindowAndTheNextGoesThere() {
        var host = Host()
        host.sceneTouched("A")
        #expect(host.show(Self.iPad) == Self.attach("A", report: .onScreen))
        host.sceneTouched("B")
        #expect(host.windowsChanged(Self.iPad) == .nothing)
        #expect(host.show(Self.iPad) == .nothing, "a later show while on screen stays too")
        #expect(host.host == "A")
        host.hide()
        #expect(host.show(Self.iPad) == Self.attach("B", report: .onScreen))
    }

    @Test func aDisconnectedSceneIsForgottenWithItsTouches() {
        var host = Host()
        host.sceneTouched("A")
        _ = host.sceneDisconnected("A", Self.iPad)
        _ = host.sceneActivated("B", Self.iPad)
        // A scene that connects again under the same identity starts untouched.
        #expect(host.show(Self.iPad) == Self.attach("B", report: .onScreen))
    }

    @Test func onTheMacTheWindowInFrontComesBeforeTheOneClickedLast() {
        // Mac Catalyst: `activeAppearance` follows the key window, which keyboard shortcuts and the
        // Window menu change without a click.
        var host = Host()
        host.sceneTouched("B")
        #expect(host.show([Self.scene("A", front: .active), Self.scene("B", front: .inactive)]) == Self.attach("A", report: .onScreen))
    }

    @Test func whenNoSceneSaysWhichIsInFrontTheLastActivatedWins() {
        var host = Host()
        _ = host.sceneActivated("B", [])
        _ = host.sceneActivated("A", [])
        #expect(host.show([Self.scene("B"), Self.scene("A")]) == Self.attach("A", report: .onScreen))
        host.hide()
        #expect(host.show([Self.scene("B", front: .active), Self.scene("A", front: .active)]) == Self.attach("A", report: .onScreen),
                "equal appearances: activation order breaks the tie")
        host.hide()
        #expect(host.show([Self.scene("B", front: .unspecified), Self.scene("A", front: .inactive)]) == Self.attach("B", report: .onScreen),
                "a scene known to be behind comes after one that does not say")
    }

    @Test func theFirstHUDFindsTheWindowInFrontWithoutHavingSeenAnyActivation() {
        // The shared presenter is made on the first call: it has heard no activation yet.
        var host = Host()
        #expect(host.show([Self.scene("A", front: .inactive), Self.scene("B", front: .active)]) == Self.attach("B", report: .onScreen))
    }

    @Test func aVisibleHUDStaysWhereItIsWhenFocusMovesToTheOtherWindow() {
        var host = Host()
        #expect(host.show([Self.scene("A", front: .active), Self.scene("B", front: .inactive)]) == Self.attach("A", report: .onScreen))
        #expect(host.windowsChanged([Self.scene("A", front: .inactive), Self.scene("B", front: .active)]) == .nothing)
        #expect(host.host == "A")
    }

    @Test func anActiveSceneComesBeforeAnInactiveOneActivatedLater() {
        var host = Host()
        _ = host.sceneActivated("A", [])
        _ = host.sceneActivated("B", [])
        #expect(host.show([Self.scene("A"), Self.scene("B", .foregroundInactive)]) == Self.attach("A", report: .onScreen))
    }

    @Test func aVisibleHUDStaysInItsSceneWhenTheUserActivatesAnother() {
        var host = Host()
        let both = [Self.scene("A"), Self.scene("B")]
        _ = host.sceneActivated("A", both)
        #expect(host.show(both) == Self.attach("A", report: .onScreen))
        #expect(host.sceneActivated("B", both) == .nothing)
        #expect(host.show(both) == .nothing, "a later show while on screen stays too")
        #expect(host.host == "A")
    }

    @Test func itsSceneGoingToTheBackgroundMovesItToTheOtherWithoutAReport() {
        var host = Host()
        _ = host.sceneActivated("B", [])
        #expect(host.show([Self.scene("A"), Self.scene("B")]) == Self.attach("B", report: .onScreen))
        let after = [Self.scene("A"), Self.scene("B", .background)]
        #expect(host.sceneEnteredBackground("B", after) == Self.attach("A"))
        #expect(host.isOnScreen && host.host == "A")
        #expect(host.sceneEnteredBackground("B", after) == .nothing, "another scene's news moves nothing")
    }

    @Test func itsSceneDisconnectingMovesItEvenWhileUIKitStillListsTheScene() {
        var host = Host()
        host.target = "B"
        let both = [Self.scene("A"), Self.scene("B")]
        #expect(host.show(both) == Self.attach("B", report: .onScreen))
        #expect(host.sceneDisconnected("B", both) == Self.attach("A"))
        #expect(host.target == nil, "a disconnected target is forgotten")
    }

    @Test func theAppGoingToTheBackgroundTakesItOffScreenAndItsReturnBringsItBack() {
        var host = Host()
        #expect(host.show([Self.scene("A")]) == Self.attach("A", report: .onScreen))
        #expect(host.sceneEnteredBackground("A", [Self.scene("A", .background)])
                == Host.Step(placement: .wait(.noForegroundScene), report: .offScreen))
        #expect(!host.isOnScreen)
        #expect(host.windowsChanged([Self.scene("A", .foregroundInactive)]) == Self.attach("A", report: .onScreen),
                "willEnterForeground: the key window is there again")
        #expect(host.sceneActivated("A", [Self.scene("A")]) == .nothing, "reported once")
    }

    @Test func aShowFromViewDidLoadWaitsForAKeyWindowThenAttaches() {
        var host = Host()
        let launching = [Self.scene("A", .foregroundInactive, key: false)]
        #expect(host.show(launching) == Host.Step(placement: .wait(.noShownKeyWindow), report: nil),
                "never on screen: nothing to report")
        #expect(host.windowsChanged(launching) == Host.Step(placement: .wait(.noShownKeyWindow), report: nil))
        #expect(host.windowsChanged([Self.scene("A", .foregroundInactive)]) == Self.attach("A", report: .onScreen))
    }

    @Test func aShowWhileOffScreenAttachesAgainAtOnce() {
        var host = Host()
        _ = host.show([Self.scene("A")])
        _ = host.sceneEnteredBackground("A", [Self.scene("A", .background)])
        #expect(host.show([Self.scene("A")]) == Self.attach("A", report: .onScreen))
    }

    @Test func aDismissDuringADisconnectLeavesNothingBehind() {
        var host = Host()
        let both = [Self.scene("A"), Self.scene("B")]
        _ = host.sceneActivated("A", both)
        _ = host.show(both)
        host.hide()
        #expect(host.sceneDisconnected("A", both) == .nothing)
        #expect(host.show([Self.scene("B")]) == Self.attach("B", report: .onScreen))
    }

    @Test func anExplicitTargetWinsWhenItCanTakeTheHUD() {
        var host = Host()
        host.target = "A"
        _ = host.sceneActivated("B", [])
        #expect(host.show([Self.scene("A", .foregroundInactive), Self.scene("B")]) == Self.attach("A", report: .onScreen))
        host.hide()
        #expect(host.show([Self.scene("A", .background), Self.scene("B")]) == Self.attach("B", report: .onScreen),
                "a target in the background does not hold the HUD off screen")
    }

    @Test func carPlayAndExternalDisplaysNeverTakeIt() {
        var host = Host()
        _ = host.sceneActivated("car", [])
        #expect(host.show([Self.scene("car", role: .other), Self.scene("A")]) == Self.attach("A", report: .onScreen))
    }

    @Test func inAContainerTheContainersWindowDecidesAndScenesDoNot() {
        var host = Host()
        #expect(host.show([], containerInWindow: true) == Host.Step(placement: .unchanged, report: .onScreen))
        #expect(host.sceneEnteredBackground("A", []) == .nothing)
        #expect(host.containerWindowChanged(inWindow: false) == Host.Step(placement: .unchanged, report: .offScreen))
        #expect(host.containerWindowChanged(inWindow: false) == .nothing)
        #expect(host.containerWindowChanged(inWindow: true) == Host.Step(placement: .unchanged, report: .onScreen))
        host.hide()
        #expect(host.containerWindowChanged(inWindow: false) == .nothing, "hidden: nothing to report")
    }

    @Test func theOverlayGoesJustAboveTheScenesWindowsUpToTheMaximumLevel() {
        let scene = HUD.SceneDescription(role: .windowApplication, state: .foregroundActive, windows: [
            HUD.SceneDescription.Window(isKey: true, level: .normal),
            HUD.SceneDescription.Window(isKey: false, level: HUD.WindowLevel(rawValue: 5)),
            HUD.SceneDescription.Window(isHidden: true, isKey: false, level: HUD.WindowLevel(rawValue: 50)),
            HUD.SceneDescription.Window(isKey: false, level: .alert),
        ])
        #expect(Host.overlayLevel(in: scene, above: 0, maximumWindowLevel: .normal).rawValue == 1)
        #expect(Host.overlayLevel(in: scene, above: 0, maximumWindowLevel: .statusBar).rawValue == 6)
        #expect(Host.overlayLevel(in: scene, above: 3, maximumWindowLevel: .alert).rawValue == 2001)
        #expect(Host.overlayLevel(in: scene, above: 9, maximumWindowLevel: .normal).rawValue == 1, "a bad index")
    }

    // MARK: Level

    static func windows(_ levels: [(CGFloat, key: Bool)], id: String = "A") -> Scene {
        Scene(id: id, description: HUD.SceneDescription(role: .windowApplication, state: .foregroundActive, windows: levels.map {
            HUD.SceneDescription.Window(isKey: $0.key, level: HUD.WindowLevel(rawValue: $0.0))
        }))
    }

    @Test func aWindowShownLaterBelowTheMaximumDoesNotCoverAVisibleHUD() {
        var host = Host()
        host.maximumWindowLevel = .statusBar
        #expect(host.show([Self.windows([(0, key: true)])]) == Self.attach("A", report: .onScreen, level: 1))
        // The app shows a banner window at level 10: the overlay goes above it, with no report.
        let withBanner = [Self.windows([(0, key: true), (10, key: false)])]
        #expect(host.windowsChanged(withBanner) == Self.attach("A", level: 11))
        #expect(host.windowsChanged(withBanner) == .nothing, "placed once")
        // A window above the maximum is the app's to keep in front.
        #expect(host.windowsChanged([Self.windows([(0, key: true), (10, key: false), (2000, key: false)])]) == .nothing)
        // The banner goes: the overlay comes back down.
        #expect(host.windowsChanged([Self.windows([(0, key: true)])]) == Self.attach("A", level: 1))
    }

    @Test func aChangedMaximumMovesAVisibleHUD() {
        var host = Host()
        let scenes = [Self.windows([(0, key: true), (1000, key: false)])]
        #expect(host.show(scenes) == Self.attach("A", report: .onScreen, level: 1))
        #expect(host.maximumWindowLevelChanged(to: .statusBar, scenes) == Self.attach("A", level: 1001))
        #expect(host.maximumWindowLevelChanged(to: .statusBar, scenes) == .nothing)
        #expect(host.show(scenes) == .nothing, "a later show keeps the place")
    }

    @Test func anotherWindowBecomingKeyInItsSceneTakesTheHUDAboveIt() {
        var host = Host()
        #expect(host.show([Self.windows([(0, key: true), (0, key: false)])]) == Self.attach("A", report: .onScreen, window: 0))
        #expect(host.windowsChanged([Self.windows([(0, key: false), (0, key: true)])]) == Self.attach("A", window: 1))
    }

    @Test func aKeyWindowBeingSwappedDoesNotTakeAVisibleHUDOffScreen() {
        var host = Host()
        #expect(host.show([Self.windows([(0, key: true)])]) == Self.attach("A", report: .onScreen))
        #expect(host.windowsChanged([Self.windows([(0, key: false)])]) == .nothing)
        #expect(host.isOnScreen)
    }
}
