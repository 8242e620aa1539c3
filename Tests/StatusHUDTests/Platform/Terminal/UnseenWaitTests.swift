#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@_spi(Presenter) @testable import StatusHUD

/// `waitUntilHidden` with standard error piped and a spinner left up waited with no sign of why;
/// a debug build now names the HUD it waits for, once.
@Suite("Waiting for a HUD nobody sees") @MainActor
struct UnseenWaitTests {
    func engine(terminal: Bool) -> Engine {
        Engine(scheduler: VirtualScheduler(), presenter: TerminalPresenter(display: TerminalCapture().display(isTerminal: terminal)))
    }

    @Test func aSpinnerThatIsNotDrawnIsNamed() {
        let piped = engine(terminal: false)
        #expect(HUD.unseenWaitWarning(piped) == nil, "nothing up: nothing to say")
        piped.show(HUD.Content(indicator: .spinner, status: "Syncing"), kind: .activity)
        #expect(HUD.unseenWaitWarning(piped)?.contains("(\"Syncing\") that is not drawn") == true)
        piped.show(HUD.Content(indicator: .progress(0.5)), kind: .progress)
        #expect(HUD.unseenWaitWarning(piped) != nil)
    }

    @Test func aDrawnSpinnerOrAResultIsNot() {
        let live = engine(terminal: true)
        live.show(HUD.Content(indicator: .spinner, status: "Syncing"), kind: .activity)
        #expect(HUD.unseenWaitWarning(live) == nil)
        let piped = engine(terminal: false)
        piped.show(HUD.Content(indicator: .success, status: "Saved"), kind: .dismissesItself)
        #expect(HUD.unseenWaitWarning(piped) == nil, "a result line is written even to a pipe")
    }
}
#endif
