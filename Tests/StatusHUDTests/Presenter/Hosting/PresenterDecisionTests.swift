import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The smaller decisions the UIKit presenter applies: the keyboard kept while detached, cues only
/// on screen, touches, instant and resumed fades, and progress layers that start from their own value.
@Suite("Presenter decisions")
struct PresenterDecisionTests {
    let configuration = HUD.Configuration()
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: Keyboard

    @Test func aKeyboardThatCameUpBeforeTheHUDAttachedIsAvoided() {
        var keyboard = KeyboardTracker()
        keyboard.willChange(to: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7)
        // Later, in whatever window the HUD attaches to:
        #expect(keyboard.overlap(containerFrame: phone).height == 336)
        keyboard.willHide(duration: 0.25, curve: 7)
        #expect(keyboard.overlap(containerFrame: phone).height == 0)
    }

    @Test func rotatingWithTheKeyboardUpUsesTheNewFramesOfBoth() {
        var keyboard = KeyboardTracker()
        keyboard.willChange(to: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7)
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Before the keyboard's own notification arrives, the old frame does not reach the new bottom edge.
        #expect(keyboard.overlap(containerFrame: landscape).height == 0)
        keyboard.willChange(to: CGRect(x: 0, y: 181, width: 844, height: 209), duration: 0.25, curve: 7)
        #expect(keyboard.overlap(containerFrame: landscape).height == 209)
        #expect(keyboard.overlap(containerFrame: CGRect(x: 0, y: 0, width: 844, height: 390),
                                 convert: { $0.offsetBy(dx: 0, dy: 100) }).height == 109, "converted to the window first")
    }

    @Test func aKeyboardFrameThatIsNoFrameCountsAsNoKeyboard() {
        var keyboard = KeyboardTracker()
        keyboard.willChange(to: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), duration: 0.25, curve: 7)
        #expect(keyboard.screenFrame == nil && keyboard.overlap(containerFrame: phone).height == 0)
        keyboard.willChange(to: .zero, duration: 0, curve: 0)
        #expect(keyboard.screenFrame == nil)
    }

    @Test func theFirstHUDSeesAKeyboardThatCameUpBeforeThePresenterExisted() {
        // A login form: the keyboard is up, then Sign in makes the first HUD. No notification was
        // heard; the keyboard layout guide says where the keyboard is.
        var keyboard = KeyboardTracker()
        #expect(!keyboard.isKnown)
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        keyboard.seed(guideFrame: CGRect(x: 0, y: 181, width: 844, height: 209), containerFrame: landscape, restingTop: 369)
        #expect(keyboard.isKnown && keyboard.overlap(containerFrame: landscape).height == 209)
    }

    @Test func aGuideAtRestSeedsNoKeyboardAndOneNotLaidOutSeedsNothing() {
        var keyboard = KeyboardTracker()
        keyboard.seed(guideFrame: .zero, containerFrame: phone, restingTop: 810)
        #expect(!keyboard.isKnown, "a guide of no height at the top has not been laid out")
        keyboard.seed(guideFrame: CGRect(x: 0, y: 810, width: 390, height: 34), containerFrame: phone, restingTop: 810)
        #expect(keyboard.isKnown && keyboard.screenFrame == nil, "the guide over the home indicator only")

        var homeButton = KeyboardTracker()
        homeButton.seed(guideFrame: CGRect(x: 0, y: 844, width: 390, height: 0), containerFrame: phone, restingTop: 844)
        #expect(homeButton.isKnown && homeButton.screenFrame == nil, "no safe area: a guide of no height at the bottom is at rest")

        var nan = KeyboardTracker()
        nan.seed(guideFrame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 34), containerFrame: phone, restingTop: 810)
        #expect(!nan.isKnown)
    }

    @Test func aNotificationIsNewerThanAnySeed() {
        var keyboard = KeyboardTracker()
        keyboard.willHide(duration: 0.25, curve: 7)
        keyboard.seed(guideFrame: CGRect(x: 0, y: 508, width: 390, height: 336), containerFrame: phone, restingTop: 810)
        #expect(keyboard.screenFrame == nil)
    }

    // MARK: What the overlay takes from the app's window

    typealias Presentation = AppearanceForwarding.Presentation

    @Test func aSheetOrAnAlertLeavesTheStatusBarAndTheScreenToTheControllerBelow() {
        let pageSheet = Presentation()
        let alert = Presentation()
        #expect(AppearanceForwarding.decider(of: .statusBar, presented: [pageSheet]) == nil)
        #expect(AppearanceForwarding.decider(of: .screen, presented: [pageSheet]) == nil)
        #expect(AppearanceForwarding.decider(of: .screen, presented: [alert]) == nil, "a portrait-only app stays portrait under an alert")
        let cover = Presentation(isFullScreenStyle: true, coversScreen: true)
        #expect(AppearanceForwarding.decider(of: .statusBar, presented: [cover, pageSheet, alert]) == 0)
        #expect(AppearanceForwarding.decider(of: .screen, presented: [cover, pageSheet, alert]) == 0)
    }

    @Test("A presented view fills its container when it covers it, to half a point; a sheet or an alert does not")
    func aPresentationFillsTheWindowByItsFrame() {
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(AppearanceForwarding.fills(window, bounds: window), "a popover adapted to full screen")
        #expect(AppearanceForwarding.fills(CGRect(x: 0.3, y: -0.2, width: 389.6, height: 844.4), bounds: window),
                "rounding is no gap")
        #expect(!AppearanceForwarding.fills(CGRect(x: 0, y: 59, width: 390, height: 785), bounds: window),
                "a page sheet, inset from the top")
        #expect(!AppearanceForwarding.fills(CGRect(x: 65, y: 330, width: 270, height: 184), bounds: window), "an alert")
        #expect(!AppearanceForwarding.fills(window, bounds: .zero))
        #expect(!AppearanceForwarding.fills(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844), bounds: window))
        #expect(!AppearanceForwarding.fills(CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 844), bounds: window))
    }

    @Test func aPresentationThatCapturesTheStatusBarDecidesOnlyTheStatusBar() {
        let capturing = Presentation(capturesStatusBar: true)
        #expect(AppearanceForwarding.decider(of: .statusBar, presented: [capturing]) == 0)
        #expect(AppearanceForwarding.decider(of: .screen, presented: [capturing]) == nil)
        let overFullScreen = Presentation(coversScreen: true)
        #expect(AppearanceForwarding.decider(of: .statusBar, presented: [overFullScreen]) == nil,
                "only .fullScreen hands over the status bar without capturing it")
        #expect(AppearanceForwarding.decider(of: .screen, presented: [overFullScreen]) == 0)
    }

    @Test func aPresentationBeingDismissedDecidesNothingNorDoesWhatItPresents() {
        let cover = Presentation(isFullScreenStyle: true, coversScreen: true)
        let leaving = Presentation(isFullScreenStyle: true, coversScreen: true, isBeingDismissed: true)
        #expect(AppearanceForwarding.decider(of: .statusBar, presented: [cover, leaving, cover]) == 0)
        #expect(AppearanceForwarding.decider(of: .screen, presented: [leaving]) == nil)
    }

    @Test func anAppForcingAStyleKeepsItOnTheOverlayWhenTheSystemChanges() {
        // An app forcing dark on a dark system: the overlay must not go light with the system.
        for heard in [false, true] {
            #expect(AppearanceForwarding.styleOverride(overrides: [.dark], resolved: .dark, scene: .dark, changesAreHeard: heard) == .dark)
            #expect(AppearanceForwarding.styleOverride(overrides: [.light], resolved: .light, scene: .dark, changesAreHeard: heard) == .light,
                    "a light-only app in dark mode")
        }
    }

    @Test func anOverrideOnAViewControllerCountsAsOneOnTheWindow() {
        // The root (or a full-screen presentation) forces dark; the window forces nothing.
        #expect(AppearanceForwarding.styleOverride(overrides: [.unspecified, .unspecified, .dark], resolved: .dark, scene: .dark,
                                                   changesAreHeard: false) == .dark)
        // The controller's own override beats the window's: the resolved style is what is carried.
        #expect(AppearanceForwarding.styleOverride(overrides: [.light, .dark], resolved: .dark, scene: .light,
                                                   changesAreHeard: false) == .dark)
    }

    @Test func fromIOS17TheResolvedStyleIsAlwaysCarriedBeforeItTheSystemIsFollowed() {
        // Nothing forced: from iOS 17 the app window's changes are heard, so the overlay carries
        // the resolved style (iOS 17's traitOverrides are not in the override chain).
        #expect(AppearanceForwarding.styleOverride(overrides: [.unspecified], resolved: .dark, scene: .dark, changesAreHeard: true) == .dark)
        // Before, it follows the system by itself, unless something unseen makes the app differ.
        #expect(AppearanceForwarding.styleOverride(overrides: [.unspecified], resolved: .dark, scene: .dark, changesAreHeard: false) == .unspecified)
        #expect(AppearanceForwarding.styleOverride(overrides: [], resolved: .light, scene: .dark, changesAreHeard: false) == .light)
        #expect(AppearanceForwarding.styleOverride(overrides: [.dark], resolved: .unspecified, scene: .dark, changesAreHeard: true) == .unspecified,
                "nothing resolved: nothing forced")
    }

    @Test func theOverlayStopsListeningToEverythingItStartedOn() {
        var listening = AppearanceForwarding.Listening<String>()
        #expect(listening.follow(["window", "root", "window"]) == (stop: [], start: ["window", "root"]))
        #expect(listening.follow(["window", "root"]) == (stop: [], start: []), "registered once")
        #expect(listening.follow(["window", "cover"]) == (stop: ["root"], start: ["cover"]), "a cover takes over the screen")
        #expect(listening.follow([]) == (stop: ["window", "cover"], start: []), "the overlay goes")
        #expect(listening.follow(["window"]) == (stop: [], start: ["window"]), "the next HUD starts again")
    }

    final class Item {}
    typealias Focus = OverlayFocus<Item>

    @Test func onTVTheOverlayTakesTheRemoteOnlyWhenTheHUDNeedsIt() {
        #expect(Focus.wantsKey(isTV: true, blocksInteraction: true, hasButton: false))
        #expect(Focus.wantsKey(isTV: true, blocksInteraction: false, hasButton: true))
        #expect(!Focus.wantsKey(isTV: true, blocksInteraction: false, hasButton: false), "a toast leaves the remote to the app")
        #expect(!Focus.wantsKey(isTV: false, blocksInteraction: true, hasButton: true), "iOS: never key")
        var focus = Focus()
        #expect(focus.update(isTV: false, blocksInteraction: true, hasButton: true, focused: nil, canTakeIt: { _ in true }) == .none)
        #expect(!focus.takesKey)
    }

    @Test func aBlockingHUDSwallowsMenuSoTheAppIsNotSentHome() {
        var focus = Focus()
        let cell = Item()
        #expect(focus.update(isTV: true, blocksInteraction: true, hasButton: false, focused: cell, canTakeIt: { _ in true }) == .take)
        let menu = focus.menuPressed(blocksInteraction: true, canTakeIt: { _ in true })
        #expect(menu.swallowed && menu.step == .none, "the HUD keeps the remote: the user waits")
        #expect(focus.takesKey)
    }

    @Test func menuOnAHUDWithOnlyAButtonGivesTheRemoteBackUntilTheHUDBlocks() {
        var focus = Focus()
        let cell = Item()
        #expect(focus.update(isTV: true, blocksInteraction: false, hasButton: true, focused: cell, canTakeIt: { _ in true }) == .take)
        let menu = focus.menuPressed(blocksInteraction: false, canTakeIt: { _ in true })
        #expect(menu.swallowed && menu.step == .giveBack(cell))
        #expect(focus.update(isTV: true, blocksInteraction: false, hasButton: true, focused: nil, canTakeIt: { _ in true }) == .none,
                "an update does not take it again")
        #expect(focus.update(isTV: true, blocksInteraction: true, hasButton: true, focused: cell, canTakeIt: { _ in true }) == .take,
                "coming to block does")
        #expect(focus.hidden(canTakeIt: { _ in true }) == .giveBack(cell))
        #expect(focus.update(isTV: true, blocksInteraction: false, hasButton: true, focused: cell, canTakeIt: { _ in true }) == .take,
                "the next HUD takes it again")
        var idle = Focus()
        #expect(!idle.menuPressed(blocksInteraction: false, canTakeIt: { _ in true }).swallowed, "not key: Menu is the app's")
    }

    @Test func theFocusGoesBackToWhatHadItBeforeTheHUD() {
        var focus = Focus()
        let (cell, other) = (Item(), Item())
        #expect(focus.update(isTV: true, blocksInteraction: true, hasButton: false, focused: cell, canTakeIt: { _ in true }) == .take)
        #expect(focus.update(isTV: true, blocksInteraction: true, hasButton: true, focused: other, canTakeIt: { _ in true }) == .none,
                "taken once: what had the focus before the HUD is kept")
        #expect(focus.hidden(canTakeIt: { _ in true }) == .giveBack(cell))
        #expect(focus.hidden(canTakeIt: { _ in true }) == .none, "given back once")
        _ = focus.update(isTV: true, blocksInteraction: true, hasButton: false, focused: cell, canTakeIt: { _ in true })
        #expect(focus.hidden(canTakeIt: { _ in false }) == .giveBack(nil), "gone from the window: the app's default decides")
    }

    // MARK: Cues

    @Test func aResultShownWhileWaitingForAWindowPlaysItsHapticOnceWhenItAttaches() {
        var gate = CueGate()
        let success = HUD.Content(indicator: .success, status: "Saved")
        #expect(gate.shown(success, configuration: configuration) == HUD.Feedback.Cue())
        let cue = gate.cameOnScreen(success, configuration: configuration)
        #expect(cue.haptic == .success && cue.announcement?.status == "Saved")
        gate.wentOffScreen()
        #expect(gate.cameOnScreen(success, configuration: configuration) == HUD.Feedback.Cue(),
                "moved to another scene: nothing new, nothing said again")
    }

    @Test func whatChangedOffScreenIsCuedOnceOnReturn() {
        var gate = CueGate()
        let spinner = HUD.Content(indicator: .spinner, status: "Saving")
        _ = gate.cameOnScreen(spinner, configuration: configuration)
        #expect(gate.shown(spinner, configuration: configuration).announcement?.status == "Saving")
        gate.wentOffScreen()
        let error = HUD.Content(indicator: .error, status: "Failed")
        #expect(gate.updated(error, change: [.indicator, .status], configuration: configuration) == HUD.Feedback.Cue())
        #expect(gate.updated(error, change: .details, configuration: configuration) == HUD.Feedback.Cue())
        let cue = gate.cameOnScreen(error, configuration: configuration)
        #expect(cue.haptic == .error && cue.announcement?.status == "Failed")
        #expect(gate.updated(error, change: .details, configuration: configuration).haptic == nil)
    }

    @Test func aHiddenHUDForgetsWhatItSaid() {
        var gate = CueGate()
        let spinner = HUD.Content(indicator: .spinner, status: "Saving")
        _ = gate.cameOnScreen(spinner, configuration: configuration)
        _ = gate.shown(spinner, configuration: configuration)
        gate.hidden()
        _ = gate.shown(spinner, configuration: configuration)
        #expect(gate.cameOnScreen(spinner, configuration: configuration).announcement?.status == "Saving")
    }

    // MARK: Touches

    private func drawing(_ content: HUD.Content, mask: HUD.Backdrop = .none) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configuration.backdrop = mask
        return HUD.Drawing(configuration: configuration, content: content, container: .phone, measurer: GridMeasurer())
    }

    @Test func touchesPassThroughAPlainHUDButReachItsButton() throws {
        let plain = drawing(HUD.Content(indicator: .spinner, status: "Loading", action: HUD.Action("Cancel") {}))
        let button = try #require(plain.button)
        let centre = CGPoint(x: plain.bezel.frame.minX + button.layout.frame.midX,
                             y: plain.bezel.frame.minY + button.layout.frame.midY)
        #expect(plain.hitTarget(at: centre) == .button)
        #expect(plain.hitTarget(at: CGPoint(x: plain.bezel.frame.midX, y: plain.bezel.frame.minY + 5)) == .passThrough,
                "the bezel outside the button lets touches through, as SVProgressHUD's .none does")
        #expect(plain.hitTarget(at: CGPoint(x: 5, y: 5)) == .passThrough)
        #expect(plain.hitTarget(at: CGPoint(x: CGFloat.nan, y: 5)) == .passThrough)
        let blocking = drawing(HUD.Content(indicator: .spinner, status: "Loading"), mask: .clear)
        #expect(blocking.hitTarget(at: CGPoint(x: 5, y: 5)) == .blocker)
    }

    // MARK: Fades

    @Test func anInstantTransitionIsInstantWhateverTheDrawingsFade() {
        let drawn = HUD.Animation(duration: 0.15, curve: .easeIn)
        #expect(HUD.Drawing.fadeAnimation(drawn, transitionDuration: 0, remainingFraction: 1).duration == 0)
        #expect(HUD.Drawing.fadeAnimation(drawn, transitionDuration: .nan, remainingFraction: 1).duration == 0)
        #expect(HUD.Drawing.fadeAnimation(drawn, transitionDuration: 0.15, remainingFraction: 1) == drawn)
    }

    @Test func anInterruptedFadeTakesWhatIsLeftOfTheWay() {
        let drawn = HUD.Animation(duration: 0.2, curve: .easeIn)
        let resumed = HUD.Drawing.fadeAnimation(drawn, transitionDuration: 0.2, remainingFraction: 0.25)
        #expect(abs(resumed.duration - 0.05) < 1e-12)
        #expect(HUD.Drawing.fadeAnimation(nil, transitionDuration: 0.3, remainingFraction: 1).duration == 0.3)
    }

    // MARK: Indicator layers

    @Test func aNewHUDsProgressStartsFromItsOwnValue() throws {
        let last = drawing(HUD.Content(indicator: .progress(0.9))).indicator?.graphic
        let next = try #require(drawing(HUD.Content(indicator: .progress(0.1))).indicator?.graphic)
        #expect(HUD.Drawing.Graphic.update(from: last, to: next, isNewHUD: true) == .rebuild)
        #expect(HUD.Drawing.Graphic.update(from: last, to: next, isNewHUD: false) == .moveProgress)
        #expect(HUD.Drawing.Graphic.update(from: next, to: next, isNewHUD: false) == .keep)
        let spinner = try #require(drawing(HUD.Content(indicator: .spinner)).indicator?.graphic)
        #expect(HUD.Drawing.Graphic.update(from: last, to: spinner, isNewHUD: false) == .rebuild)
        #expect(HUD.Drawing.Graphic.update(from: nil, to: spinner, isNewHUD: false) == .rebuild)
    }
}
