#if canImport(Glibc)   // openpty: Linux only here (macOS has it in <util.h>, not checked on an Apple machine)
import Glibc
import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

/// How many times ``countingHandler`` ran; only touched by handlers run through `raise` on the
/// test's own thread, in a serialized suite.
nonisolated(unsafe) private var handledCount: Int32 = 0

private func countingHandler(_ signal: Int32) {
    handledCount += 1
}

/// Every test here changes process-wide signal actions, so they run one at a time, and each puts
/// back what it changed.
@Suite("Terminal signals", .serialized)
struct TerminalSignalsTests {
    private let signals = [SIGINT, SIGTERM, SIGWINCH]

    private func action(_ signal: Int32) -> sigaction {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return action
    }

    private func disposition(_ signal: Int32) -> SignalDisposition {
        SignalDisposition(action(signal))
    }

    /// Installs `countingHandler` for `signal`; returns the action it replaced.
    private func installCountingHandler(_ signal: Int32) -> sigaction {
        var handler = sigaction()
        handler.__sigaction_handler.sa_handler = countingHandler   // a plain handler, without SA_SIGINFO
        sigemptyset(&handler.sa_mask)
        var previous = sigaction()
        sigaction(signal, &handler, &previous)
        return previous
    }

    private func restore(_ signal: Int32, _ action: sigaction) {
        var action = action
        sigaction(signal, &action, nil)
    }

    /// Raises `signal` on this thread and lets it be delivered before returning. Test threads
    /// are dispatch worker threads, which block signals, so the signal is unblocked just for this.
    private func raiseHere(_ signal: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &previousMask)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    private func liveDisplay(on terminal: PseudoTerminal) -> TerminalDisplay {
        TerminalDisplay(
            output: terminal.writer,
            lineOutput: terminal.writer,
            environment: TerminalEnvironment(["TERM": "xterm"]),
            ticker: TerminalTicker(framesPerSecond: nil),
            signals: .shared
        )
    }

    /// Reads from `terminal` until `text` has arrived or a second has passed.
    private func read(_ terminal: PseudoTerminal, until text: String) -> String {
        var output = ""
        let deadline = Date().addingTimeInterval(1)
        while !output.contains(text), Date() < deadline {
            output += terminal.read(timeout: 0.1)
        }
        return output
    }

    @Test func handlersAreInstalledOnlyWhileLiveAndRemovedAfter() throws {
        let terminal = try #require(PseudoTerminal())
        let display = liveDisplay(on: terminal)
        let before = signals.map(disposition)
        #expect(TerminalSignals.shared.installedSignals.isEmpty)

        display.show(TerminalLine(kind: .success, status: "A result is not live"))
        #expect(signals.map(disposition) == before)

        display.show(TerminalLine(kind: .spinner, status: "Live"))
        #expect(TerminalSignals.shared.installedSignals == signals)
        for signal in signals {
            guard case .handler = disposition(signal) else {
                Issue.record("signal \(signal) has no handler while live")
                continue
            }
            #expect(disposition(signal) != before[signals.firstIndex(of: signal)!])
        }

        display.hide()
        #expect(signals.map(disposition) == before)
        #expect(TerminalSignals.shared.installedSignals.isEmpty)
    }

    @Test func anInterruptRestoresTheTerminalThenReachesThePreviousHandler() throws {
        let terminal = try #require(PseudoTerminal())
        let display = liveDisplay(on: terminal)
        let original = installCountingHandler(SIGINT)
        defer { restore(SIGINT, original) }
        let counting = disposition(SIGINT)

        display.show(TerminalLine(kind: .spinner, status: "Working"))
        _ = terminal.read()
        handledCount = 0
        raiseHere(SIGINT)

        #expect(handledCount == 1, "the program's own handler ran")
        let output = read(terminal, until: "Working")
        #expect(output.hasPrefix("\r\u{1B}[K\u{1B}[0m\u{1B}[?25h"), "line erased and cursor shown at once")
        #expect(output.hasSuffix("\u{1B}[?25l\r\u{1B}[36m⠋\u{1B}[0m Working\u{1B}[K\r"),
                "the program carried on, so the HUD hid the cursor and drew itself again")

        display.hide()
        #expect(disposition(SIGINT) == counting, "the previous handler is back")
    }

    @Test func anArmedButtonTakesOneCtrlCAndTheNextReachesTheProgramAgain() throws {
        let terminal = try #require(PseudoTerminal())
        let display = liveDisplay(on: terminal)
        let original = installCountingHandler(SIGINT)
        defer { restore(SIGINT, original) }

        display.show(TerminalLine(kind: .spinner, status: "Exporting", actionTitle: "Cancel"))
        #expect(read(terminal, until: "Cancel").contains("^C Cancel"))
        let presses = Locked(0)
        display.armButton { presses.withLock { $0 += 1 } }
        #expect(TerminalSignals.shared.isInterruptArmed)
        handledCount = 0
        raiseHere(SIGINT)

        #expect(handledCount == 0, "the press did not reach the program's handler")
        #expect(!TerminalSignals.shared.isInterruptArmed, "the handler disarmed itself")
        let deadline = Date().addingTimeInterval(2)
        while presses.withLock({ $0 }) == 0, Date() < deadline { usleep(1_000) }
        #expect(presses.withLock { $0 } == 1, "the press ran the button's action")
        let redraw = terminal.read(timeout: 0.2)
        #expect(!redraw.contains("\u{1B}[?25h"), "the terminal was not restored: the program goes on")
        #expect(!redraw.contains("Cancel"), "the spent hint left the line")

        raiseHere(SIGINT)
        #expect(handledCount == 1, "the second Ctrl-C reaches the program as usual")
        #expect(presses.withLock { $0 } == 1)
        display.hide()
    }

    @Test func anIgnoredSignalGetsNoHandlerAndStaysIgnored() throws {
        let terminal = try #require(PseudoTerminal())
        let display = liveDisplay(on: terminal)
        let original = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, original) }

        display.show(TerminalLine(kind: .spinner, status: "Working"))
        #expect(disposition(SIGTERM) == .ignore)
        #expect(!TerminalSignals.shared.installedSignals.contains(SIGTERM))
        #expect(TerminalSignals.shared.installedSignals.contains(SIGINT))
        display.hide()
        #expect(disposition(SIGTERM) == .ignore)
    }

    @Test func aHandlerTheProgramInstalledMeanwhileIsLeftInPlace() throws {
        let terminal = try #require(PseudoTerminal())
        let display = liveDisplay(on: terminal)
        let original = action(SIGWINCH)
        defer { restore(SIGWINCH, original) }

        display.show(TerminalLine(kind: .spinner, status: "Working"))
        _ = installCountingHandler(SIGWINCH)
        let programs = disposition(SIGWINCH)
        display.hide()
        #expect(disposition(SIGWINCH) == programs)
    }

    @Test func aResizeRedrawsTheLineAtTheNewWidth() throws {
        let terminal = try #require(PseudoTerminal(columns: 80))
        let display = liveDisplay(on: terminal)
        display.show(TerminalLine(kind: .spinner, status: String(repeating: "wide ", count: 20)))
        // Read the whole first line (it ends in its ellipsis), however the writes were split: a
        // partial read under load left the first line's end for the read after the resize.
        #expect(CharacterWidth.columns(of: read(terminal, until: "…").withoutColors) > 70)

        terminal.resize(columns: 20)
        raiseHere(SIGWINCH)   // a terminal emulator's resize sends it to the foreground process group
        let redrawn = read(terminal, until: "…").withoutColors
        // Every row from the cursor (at the start of the line, on its first row) down is erased
        // first: a narrower terminal may have wrapped the old line onto several.
        #expect(redrawn == "\r\u{1B}[J\r⠋ wide wide wide w…\u{1B}[K\r")
        display.hide()
    }

    @Test func theHandlersAreInPlaceForEveryWriteFromHidingTheCursorToShowingItAgain() {
        let writes = Locked<[(text: String, handled: Bool)]>([])
        let writer = TerminalWriter(isTerminal: true, columns: { 80 }) { bytes in
            let handled = !TerminalSignals.shared.installedSignals.isEmpty
            writes.withLock { $0.append((String(decoding: bytes, as: UTF8.self), handled)) }
        }
        let display = TerminalDisplay(output: writer, lineOutput: writer,
                                      environment: TerminalEnvironment(["TERM": "xterm"]),
                                      ticker: TerminalTicker(framesPerSecond: nil), signals: .shared)
        display.show(TerminalLine(kind: .spinner, status: "Working"))
        display.show(TerminalLine(kind: .success, status: "Done"))   // erased and replaced by a result
        display.show(TerminalLine(kind: .progress(0.5), status: "Again"))
        display.hide()

        let recorded = writes.withLock { $0 }
        let hidesCursor = recorded.map { $0.text.hasPrefix("\u{1B}[?25l") }
        let showsCursor = recorded.map { $0.text.contains("\u{1B}[?25h") }
        let handled = recorded.map(\.handled)
        #expect(hidesCursor == [true, false, true, false])
        #expect(showsCursor == [false, true, false, true])
        #expect(handled == [true, true, true, true], "a signal during any of these writes restores the terminal")
        #expect(TerminalSignals.shared.installedSignals.isEmpty)
    }

    @Test func aBurstOfSignalsReachesEachListenerOncePerSignal() throws {
        let received = Locked<[Int32]>([])
        let done = DispatchSemaphore(value: 0)
        let registration = TerminalSignals.shared.register(restoring: nil) { signal in
            received.withLock { $0.append(signal) }
            if signal == SIGINT { done.signal() }
        }
        defer { TerminalSignals.shared.unregister(registration) }
        // What the handler writes for three quick resizes and an interrupt, in one piece, so
        // the queue reads it at once.
        var burst = [SIGWINCH, SIGWINCH, SIGWINCH, SIGINT].map { UInt8($0) }
        #expect(write(SignalHandlerStorage.shared.wakeWriteDescriptor, &burst, burst.count) == burst.count)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(received.withLock { $0 } == [SIGWINCH, SIGINT])
    }

    @Test func twoLiveDisplaysShareTheHandlersUntilTheLastGoes() throws {
        let first = try #require(PseudoTerminal())
        let second = try #require(PseudoTerminal())
        let one = liveDisplay(on: first)
        let two = liveDisplay(on: second)
        let before = signals.map(disposition)
        one.show(TerminalLine(kind: .spinner))
        two.show(TerminalLine(kind: .progress(0.5)))
        one.hide()
        #expect(TerminalSignals.shared.installedSignals == signals)
        two.hide()
        #expect(signals.map(disposition) == before)
    }
}
#endif
