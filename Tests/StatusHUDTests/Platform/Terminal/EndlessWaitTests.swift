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

extension SharedHUDTests {
    /// A debug build's word on `waitUntilHidden()`. It used to say at once that a wait was for a
    /// spinner nobody sees, even when work or a delayed dismissal was about to end it (README's
    /// `showProgress(of:)` then `await HUD.waitUntilHidden()`, piped); and a wait on a plain
    /// `show(status:)`, which never ends, said nothing on a terminal. Now one line, a few seconds
    /// into a wait that nothing under way will end, drawn or not.
    @Suite("Waiting for a HUD nothing will hide", .timeLimit(.minutes(1))) @MainActor
    struct EndlessWaitTests {
        let hud: TestHUD<TerminalPresenter>
        let said = Locked<[String]>([])

        init() {
            hud = TestHUD(presenter: TerminalPresenter(display: TerminalCapture().display(isTerminal: false)))
            HUD.shared.saidWaitingForever = false
            let said = said
            HUD.shared.diagnose = { line in said.withLock { $0.append(line) } }
        }

        private func startWaiting() -> Task<Void, Never> {
            Task.detached { await HUD.waitUntilHidden() }
        }

        private func untilAWaiterIsRegistered(_ count: Int = 1) async {
            while hud.engine.hiddenWaiterCount < count { await Task.yield() }
        }

        private var lines: [String] { said.withLock { $0 } }

        /// README's patterns, standard output piped: each wait ends without a word.
        @Test func readmePatternsSayNothing() async {
            let progress = Progress(totalUnitCount: 10)
            HUD.showProgress(of: progress, status: "Syncing files", success: "Synced")
            let bound = startWaiting()
            await untilAWaiterIsRegistered()
            hud.clock.advance(by: 10)
            HUD.dismiss()
            hud.clock.advance(by: 1)
            await bound.value

            HUD.show(status: "Building")
            HUD.showSuccess(status: "Built")
            let result = startWaiting()
            await untilAWaiterIsRegistered()
            hud.clock.advance(by: 10)
            await result.value

            HUD.show(status: "Cleaning up")
            HUD.dismiss(withDelay: 5)
            let delayed = startWaiting()
            await untilAWaiterIsRegistered()
            hud.clock.advance(by: 10)
            await delayed.value
            #expect(lines.isEmpty, "\(lines)")
        }

        @Test func aWaitOnAPlainSpinnerSaysSoOnce() async {
            HUD.show(status: "Syncing files")
            let first = startWaiting()
            await untilAWaiterIsRegistered()
            hud.clock.advance(by: 2.9)
            #expect(lines.isEmpty)
            hud.clock.advance(by: 0.2)
            #expect(lines.count == 1)
            let second = startWaiting()
            await untilAWaiterIsRegistered(2)
            hud.clock.advance(by: 10)
            #expect(lines.count == 1, "said once: \(lines)")
            let line = lines.first ?? ""
            #expect(line.contains("HUD.waitUntilHidden() has waited 3 s for a HUD (\"Syncing files\"), not drawn (standard error is not a terminal),"), "\(line)")
            #expect(line.contains("HUD.dismiss()") && line.contains("HUD.whileRunning"), "\(line)")
            HUD.dismiss()
            hud.clock.advance(by: 1)
            await first.value
            await second.value
        }

        @Test func aWaitThatEndsInTimeOrIsCancelledSaysNothing() async {
            HUD.show(status: "Syncing files")
            let ended = startWaiting()
            await untilAWaiterIsRegistered()
            hud.clock.advance(by: 2)
            HUD.dismiss()
            hud.clock.advance(by: 1)
            await ended.value

            HUD.show(status: "Syncing files")
            let cancelled = startWaiting()
            await untilAWaiterIsRegistered()
            cancelled.cancel()
            await cancelled.value
            hud.clock.advance(by: 10)
            #expect(lines.isEmpty, "\(lines)")
            HUD.dismiss()
        }

        /// The line names what keeps the spinner off screen, if anything does.
        @Test(arguments: [
            (true, false, "xterm", ""),
            (false, false, "xterm", ", not drawn (standard error is not a terminal),"),
            (false, true, "xterm", ", not drawn (standard error is not a terminal),"),
            (true, true, "xterm", ", not drawn (standard output is a pipe),"),
            (true, false, "dumb", ", not drawn (TERM=dumb),"),
        ])
        func theLineNamesWhyTheSpinnerIsNotDrawn(errorIsTerminal: Bool, outputIsPipe: Bool, term: String, cause: String) {
            let capture = TerminalCapture()
            let display = TerminalDisplay(
                output: capture.writer(isTerminal: errorIsTerminal),
                lineOutput: TerminalWriter(isTerminal: !outputIsPipe, isPipe: outputIsPipe, columns: { nil }) { _ in },
                environment: TerminalEnvironment(["TERM": term]), ticker: TerminalTicker(framesPerSecond: nil))
            let engine = Engine(scheduler: VirtualScheduler(), presenter: TerminalPresenter(display: display))
            #expect(HUD.endlessWaitWarning(engine, calledOn: "hud") == nil, "hidden")
            engine.show(HUD.Content(indicator: .spinner, status: "Downloading"), kind: .activity)
            let warning = HUD.endlessWaitWarning(engine, calledOn: "hud")
            #expect(warning?.contains("hud.waitUntilHidden() has waited 3 s for a HUD (\"Downloading\")\(cause) that nothing will hide") == true,
                    "\(String(describing: warning))")
            engine.show(HUD.Content(indicator: .success, status: "Saved"), kind: .dismissesItself)
            #expect(HUD.endlessWaitWarning(engine, calledOn: "hud") == nil, "a result hides itself")
        }
    }
}
#endif
