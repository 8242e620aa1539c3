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

    /// `mytool | cat` with standard error on the terminal said "standard error is not a
    /// terminal": the message now names the stream (or the variable) that keeps the line off.
    @Test(arguments: [
        (false, false, "xterm", "(standard error is not a terminal)"),
        (false, true, "xterm", "(standard error is not a terminal)"),
        (true, true, "xterm", "(standard output is a pipe)"),
        (true, false, "dumb", "(TERM=dumb)"),
        (true, true, "dumb", "(TERM=dumb)"),
    ])
    func theMessageNamesWhyTheLineIsNotDrawn(errorIsTerminal: Bool, outputIsPipe: Bool, term: String, cause: String) {
        let capture = TerminalCapture()
        let display = TerminalDisplay(
            output: capture.writer(isTerminal: errorIsTerminal),
            lineOutput: TerminalWriter(isTerminal: !outputIsPipe, isPipe: outputIsPipe, columns: { nil }) { _ in },
            environment: TerminalEnvironment(["TERM": term]), ticker: TerminalTicker(framesPerSecond: nil))
        let engine = Engine(scheduler: VirtualScheduler(), presenter: TerminalPresenter(display: display))
        engine.show(HUD.Content(indicator: .spinner, status: "Downloading"), kind: .activity)
        let warning = HUD.unseenWaitWarning(engine)
        #expect(warning?.contains("(\"Downloading\") that is not drawn \(cause);") == true, "\(String(describing: warning))")
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
