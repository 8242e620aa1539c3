import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The rules behind the overlay's cosmetics: spinner loops added again only when missing, a fade
/// turned back from where it is, and one VoiceOver notification per appearance.
@Suite("Overlay cosmetics")
struct OverlayCosmeticsTests {
    // MARK: Spinner loops

    @Test func runningLoopsAreLeftAloneSoTheSpinnerDoesNotSnapBack() {
        #expect(SpinnerLoops.toAdd(present: ["rotation", "strokeStart", "strokeEnd"]).isEmpty)
        #expect(SpinnerLoops.toAdd(present: ["strokeEnd", "position", "rotation", "strokeStart"]).isEmpty,
                "other animations on the layers do not matter")
    }

    @Test func anyMissingLoopAddsAllThreeSoTheyStayInStep() {
        #expect(SpinnerLoops.toAdd(present: []) == SpinnerLoops.keys)
        #expect(SpinnerLoops.toAdd(present: ["rotation", "strokeStart"]) == SpinnerLoops.keys)
        #expect(SpinnerLoops.toAdd(present: ["strokeStart", "strokeEnd"]) == SpinnerLoops.keys)
    }

    // MARK: Fades that turn

    let fadeIn = HUD.Animation(duration: 0.15, curve: .easeOut)
    let fadeOut = HUD.Animation(duration: 0.3, curve: .easeOut)

    @Test func aHideDuringTheFadeInTurnsItBackFromWhereItIs() {
        // 40 % opaque during a 0.15 s fade-in, a 0.3 s fade-out comes: it goes back the 40 % at its own speed.
        let turn = FadeTurn.toward(.disappear, with: fadeOut, running: .appear, isReversed: false,
                                   opacity: 0.4, runningDuration: 0.15)
        guard case .reverse(let factor) = turn else { Issue.record("\(turn)"); return }
        #expect(abs(factor * 0.15 - 0.12) < 1e-9, "0.4 × 0.3 s of the fade-out")
    }

    @Test func aShowDuringTheFadeOutTurnsItBackAndAThirdTurnGoesOnAgain() {
        // 25 % opaque during the fade-out: coming back covers the 75 % still hidden.
        let back = FadeTurn.toward(.appear, with: fadeIn, running: .disappear, isReversed: false,
                                   opacity: 0.25, runningDuration: 0.3)
        guard case .reverse(let factor) = back else { Issue.record("\(back)"); return }
        #expect(abs(factor * 0.3 - 0.75 * 0.15) < 1e-9)
        // Hidden again while coming back, at 40 % opaque: the fade-out covers those 40 %, whatever
        // the reversed animator would say its fraction is.
        let again = FadeTurn.toward(.disappear, with: fadeOut, running: .disappear, isReversed: true,
                                    opacity: 0.4, runningDuration: 0.3)
        guard case .reverse(let factor2) = again else { Issue.record("\(again)"); return }
        #expect(abs(factor2 * 0.3 - 0.4 * 0.3) < 1e-9)
    }

    @Test func aFadeThatAlreadyGoesThatWayIsKeptAndNoFadeStartsOne() {
        #expect(FadeTurn.toward(.appear, with: fadeIn, running: .appear, isReversed: false,
                                opacity: 0.5, runningDuration: 0.15) == .keep)
        #expect(FadeTurn.toward(.appear, with: fadeIn, running: .disappear, isReversed: true,
                                opacity: 0.5, runningDuration: 0.3) == .keep)
        #expect(FadeTurn.toward(.appear, with: fadeIn, running: nil, isReversed: false,
                                opacity: 0, runningDuration: 0) == .start)
    }

    @Test func aFadeOfNoLengthOrAnOpacityThatIsNoNumberHasADefinedTurn() {
        #expect(FadeTurn.toward(.disappear, with: fadeOut, running: .appear, isReversed: false,
                                opacity: 0.5, runningDuration: 0) == .start)
        #expect(FadeTurn.toward(.disappear, with: fadeOut, running: .appear, isReversed: false,
                                opacity: 0.5, runningDuration: .infinity) == .start)
        #expect(FadeTurn.toward(.disappear, with: fadeOut, running: .appear, isReversed: false,
                                opacity: .nan, runningDuration: 0.15) == .reverse(durationFactor: 0))
        #expect(FadeTurn.toward(.disappear, with: fadeOut, running: .appear, isReversed: false,
                                opacity: 7, runningDuration: 0.15) == .reverse(durationFactor: 2))
    }

    // MARK: VoiceOver

    @Test func aBlockingHUDIsSpokenOnceByTakingTheFocusNotAlsoByAnAnnouncement() {
        var posting = VoiceOverPosting()
        #expect(posting.post(announcement: "Saving", cameOnScreen: true, blocks: true, voiceOverRunning: true) == .focusOnHUD)
        #expect(posting.post(announcement: "Saved", cameOnScreen: false, blocks: true, voiceOverRunning: true) == .announcement("Saved"),
                "a change while up is announced; the focus is already there")
        #expect(posting.post(announcement: nil, cameOnScreen: true, blocks: true, voiceOverRunning: true) == nil,
                "back on screen (another window) with nothing new: silent, the focus is not taken twice")
        #expect(posting.hidden() == .restoreFocus)
        #expect(posting.hidden() == nil, "given back once")
    }

    @Test func aHUDThatDoesNotBlockIsAnnouncedAndLeavesTheFocus() {
        var posting = VoiceOverPosting()
        #expect(posting.post(announcement: "Copied", cameOnScreen: true, blocks: false, voiceOverRunning: true) == .announcement("Copied"))
        #expect(posting.hidden() == nil, "nothing to give back")
    }

    @Test func withoutVoiceOverNothingIsPostedAndNoFocusIsOwed() {
        var posting = VoiceOverPosting()
        #expect(posting.post(announcement: "Saving", cameOnScreen: true, blocks: true, voiceOverRunning: false) == nil)
        #expect(posting.hidden() == nil)
    }
}
