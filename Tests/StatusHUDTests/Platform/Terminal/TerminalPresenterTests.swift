#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

@Suite("Terminal presenter") @MainActor
struct TerminalPresenterTests {
    let capture = TerminalCapture()
    let clock = VirtualScheduler()
    let engine: Engine

    init() {
        engine = Engine(scheduler: clock, presenter: TerminalPresenter(display: capture.display()))
    }

    @Test func theDefaultPresenterWhereThereIsNoUIKitIsTheTerminal() {
        #expect(DefaultPresenter.make(scheduler: clock) is TerminalPresenter)
    }

    @Test func aTerminalHasNoFadesSoTheHUDIsFullyShownAtOnce() {
        engine.show(HUD.Content(indicator: .spinner, status: "Loading"), kind: .activity)
        #expect(engine.phase == .visible)
        #expect(capture.text.withoutColors.hasSuffix("\r⠋ Loading\u{1B}[K\r"))

        engine.dismiss(after: 0, completion: nil)
        #expect(engine.phase == .hidden)
        #expect(capture.writes.last == "\r\u{1B}[K\u{1B}[?25h")
    }

    @Test func aSuccessIsWrittenAtOnceAndItsHUDEndsOnTheNextTurn() {
        engine.show(HUD.Content(indicator: .spinner, status: "Saving"), kind: .activity)
        engine.show(HUD.Content(indicator: .success, status: "Saved"), kind: .dismissesItself)
        #expect(capture.writes.last?.withoutColors == "\r\u{1B}[K\u{1B}[?25h✔ Saved\n")
        let writes = capture.count

        // The line stays in the scroll-back, so the HUD ends on the next turn, not after 1.5 s.
        #expect(engine.displayDuration(for: "Saved") == 1.5)
        clock.advance(by: 0)
        #expect(engine.phase == .hidden)
        #expect(capture.count == writes, "the result line is left in the scroll-back")
    }

    @Test func progressFromTheEngineIsDrawnAsABar() {
        engine.show(HUD.Content(indicator: .progress(0.25), status: "Copying"), kind: .progress)
        engine.show(HUD.Content(indicator: .progress(0.5), status: "Copying"), kind: .progress)
        (engine.presenter as? TerminalPresenter)?.display.tick()
        #expect(capture.text.withoutColors.contains("▕█████"))
        engine.setStatus("Verifying")
        #expect(capture.writes.last?.contains("Verifying") == true, "a status change is drawn at once")
    }

    @Test func ctrlCPressesEachButtonOnceEvenWhileItStays() async {
        let display = (engine.presenter as? TerminalPresenter)?.display
        let presses = Locked(0)
        let stop = HUD.Action("Stop") { presses.withLock { $0 += 1 } }
        engine.show(HUD.Content(indicator: .progress(0.1), status: "Copying", action: stop), kind: .progress)
        #expect(capture.text.withoutColors.contains("^C Stop"))
        #expect(display?.isButtonArmed == true)

        display?.pressButton()
        let deadline = Date().addingTimeInterval(5)
        while presses.withLock({ $0 }) == 0, Date() < deadline { await Task.yield() }
        #expect(presses.withLock { $0 } == 1, "the press ran the action on the main actor")
        engine.show(HUD.Content(indicator: .progress(0.2), status: "Copying"), kind: .progress)
        #expect(engine.content?.action == stop, "the button stays through the progress update")
        #expect(display?.isButtonArmed == false, "but Ctrl-C is not taken again for the same button")

        engine.setAction(HUD.Action("Cancel") {})
        #expect(display?.isButtonArmed == true, "a new button is armed")
        engine.setAction(nil)
        #expect(display?.isButtonArmed == false)
    }

    @Test func theLookOfTheConfigurationChangesNothingInATerminal() {
        engine.show(HUD.Content(indicator: .spinner, status: "Loading"), kind: .activity)
        let writes = capture.count
        let widthReads = capture.columnReads
        var configuration = engine.configuration
        configuration.style = .dark
        configuration.progressStyle = .pie
        engine.configuration = configuration
        engine.show(HUD.Content(indicator: .spinner, status: "Loading"), kind: .activity)   // the same again
        #expect(capture.count == writes)
        #expect(capture.columnReads == widthReads, "no layout, not even the terminal's width")
    }

    @Test func eachResultIsWrittenOnceWhileShown() {
        let saved = HUD.Content(indicator: .success, status: "Saved")
        engine.show(saved, kind: .dismissesItself)
        var configuration = engine.configuration
        configuration.style = .dark
        engine.configuration = configuration                       // the engine updates the presenter
        engine.show(saved, kind: .dismissesItself)                 // the same show again
        engine.setStatus("Saved 2")                                // a status change: a new line
        engine.dismiss(after: 0, completion: nil)
        #expect(engine.phase == .hidden)
        engine.show(saved, kind: .dismissesItself)                 // shown again later
        #expect(capture.writes.map(\.withoutColors) == ["✔ Saved\n", "✔ Saved 2\n", "✔ Saved\n"])
    }

    @Test func aDismissWithDelayErasesTheSpinnerWhenItIsDue() {
        engine.show(HUD.Content(indicator: .spinner, status: "Cleaning"), kind: .activity)
        var completed = false
        engine.dismiss(after: 1, completion: { completed = true })
        clock.advance(by: 0.99)
        #expect(engine.phase == .visible)
        clock.advance(by: 0.01)
        clock.runDue()
        #expect(engine.phase == .hidden)
        #expect(completed)
        #expect(capture.writes.last == "\r\u{1B}[K\u{1B}[?25h")
    }
}
#endif
