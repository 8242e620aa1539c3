#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The terminal HUD's one line, safe to drive from any thread: the presenter on the main actor,
/// the ticker on its queue, signal notifications, and ``HUD/writeLine(_:)`` from anywhere.
///
/// Everything it draws is decided and written under one lock, so writes never interleave and
/// each frame is one `write(2)`.
///
/// - **Live mode** (the output is a terminal and `TERM` is not `dumb`): spinners and progress
///   bars are drawn in place on one line, the cursor hidden; the spinner turns on every tick, a
///   progress change is drawn on the next tick (at most 12 frames a second, however fast progress
///   comes), and any other change at once. A result (success, error, info, image, text) replaces
///   the live line with a line of its own that stays in the scroll-back; hiding erases the live
///   line and shows the cursor. Colour unless `NO_COLOR`.
/// - **Plain mode** (anything else: a pipe, a file, CI logs, `TERM=dumb`, and a line output
///   that is a pipe, as in `mytool | tee log`, whose reader may write to the same terminal at any
///   moment): no escape sequence is ever written and no signal handler installed; only result
///   lines, each one whole `write(2)`, nothing for spinners or progress. The log gets only what
///   the program itself prints.
///
/// ```swift
/// let display = TerminalDisplay.standard
/// display.show(TerminalLine(kind: .spinner, status: "Loading"))
/// display.show(TerminalLine(kind: .success, status: "Loaded"))   // "✔ Loaded" stays
/// display.hide()
/// ```
package final class TerminalDisplay: Sendable {
    /// How the display draws; fixed when it is made.
    enum Mode: Sendable, Equatable {
        /// In place, with escape sequences; `colors` unless `NO_COLOR`.
        case live(colors: Bool)
        /// Result lines only, no escape sequences.
        case plain
    }

    /// Why a display draws in plain mode.
    package enum PlainReason: Sendable, Equatable {
        /// The HUD's output (standard error for the shared HUD) is a pipe or a file.
        case outputIsNotATerminal
        /// `TERM=dumb`: the terminal understands no escape sequence.
        case dumbTerminal
        /// The line output (standard output) is a pipe, as in `mytool | tee log`.
        case lineOutputIsAPipe

        /// The reason in words, for a diagnostic: "standard output is a pipe".
        package var description: String {
            switch self {
            case .outputIsNotATerminal: return "standard error is not a terminal"
            case .dumbTerminal: return "TERM=dumb"
            case .lineOutputIsAPipe: return "standard output is a pipe"
            }
        }
    }

    let mode: Mode
    /// Why the display is in plain mode; `nil` when it is live. When several reasons hold, the
    /// first in ``PlainReason``'s order.
    package let plainReason: PlainReason?
    let output: TerminalWriter
    let lineOutput: TerminalWriter
    private let environment: TerminalEnvironment
    let ticker: TerminalTicker
    let signals: TerminalSignals?
    /// Whether the program's standard output is caught while a line is live.
    let capturesStandardOutput: Bool
    private let state = Locked(State())

    struct State {
        /// The live line on screen; `nil` when none is (always in plain mode, and once closed).
        var live: Live?
        /// Standard output, caught while the line is live (see ``OutputCapture``).
        var capture: OutputCapture?
        /// Captured bytes after the last line break: written once the line is complete.
        var partialLine: [UInt8] = []
        /// Set at exit: nothing is drawn any more.
        var isClosed = false
        /// The line output's pipe kept its bytes past the last wait (see `waitForPipeReader`).
        var pipeReaderStalled = false
    }

    /// A live line (spinner or progress) and how it is drawn.
    struct Live {
        var line: TerminalLine
        /// What the line shows on the terminal now.
        var drawn: TerminalFrame
        var columns: Int
        var tick = 0
        /// A progress change waits for the next tick.
        var needsRedraw = false
        var registration: TerminalSignals.Registration?
        /// What a Ctrl-C runs while the line's button is armed (see ``armButton(_:)``).
        var onPress: (@Sendable () -> Void)?

        /// Takes `line`'s progress when it differs from the line shown in nothing else (to be
        /// drawn on the next tick), changing the line in place; whether it did.
        mutating func takeProgress(of line: TerminalLine) -> Bool {
            guard line.differsOnlyInProgress(from: self.line) else { return false }
            if line.kind != self.line.kind {
                self.line.kind = line.kind
                needsRedraw = true
            }
            return true
        }
    }

    /// Creates a display.
    ///
    /// - Parameters:
    ///   - output: where the HUD draws; standard error for the shared HUD.
    ///   - lineOutput: where ``writeLine(_:)`` writes; standard output for the shared HUD.
    ///   - environment: the variables that decide colour and `TERM=dumb`.
    ///   - ticker: the clock of spinner frames; a ticker without a rate lets tests call ``tick()``.
    ///   - signals: the signal handling to register with while live; `nil` installs none.
    ///   - capturesStandardOutput: while a line is live and `lineOutput` is standard output on a
    ///     terminal, catch what the program prints there and write it above the line (see
    ///     ``OutputCapture``); off by default.
    init(
        output: TerminalWriter,
        lineOutput: TerminalWriter,
        environment: TerminalEnvironment,
        ticker: TerminalTicker = TerminalTicker(),
        signals: TerminalSignals? = nil,
        capturesStandardOutput: Bool = false
    ) {
        self.output = output
        self.lineOutput = lineOutput
        self.environment = environment
        self.ticker = ticker
        self.signals = signals
        self.capturesStandardOutput = capturesStandardOutput
        // A line output that is a pipe may reach the same terminal through the program reading it
        // (`mytool | tee log`), at moments nobody here controls: its lines would land on a live
        // line half-drawn. So then only whole result lines are written, as in plain mode.
        if !output.isTerminal {
            plainReason = .outputIsNotATerminal
        } else if environment.isDumbTerminal {
            plainReason = .dumbTerminal
        } else if lineOutput.isPipe {
            plainReason = .lineOutputIsAPipe
        } else {
            plainReason = nil
        }
        mode = plainReason == nil ? .live(colors: environment.allowsColor) : .plain
    }

    /// The display of the shared HUD: draws on standard error, writes lines to standard output,
    /// handles signals while live and restores the terminal at exit (see ``closeAtExit()``).
    package static let standard: TerminalDisplay = {
        let display = TerminalDisplay(
            output: .standardError,
            lineOutput: .standardOutput,
            environment: .current,
            ticker: TerminalTicker(),
            signals: .shared,
            capturesStandardOutput: true
        )
        // Once, when it is made: a normal exit (`exit`, or the end of `main`) closes it.
        if case .live = display.mode {
            atexit { TerminalDisplay.standard.closeAtExit() }
        }
        return display
    }()

    /// Whether a live line (spinner or progress) is on screen.
    var isLive: Bool {
        state.withLock { $0.live != nil }
    }

    // MARK: Drawing

    /// Shows `line`: draws a live line or writes a result line (see the type's description).
    /// Every call with a result writes it; repeats are the caller's to leave out (the presenter
    /// shows only content that changed).
    func show(_ line: TerminalLine) {
        state.withLock { state in
            guard !state.isClosed else { return }
            if line.isLive {
                showLive(line, in: &state)
            } else {
                showResult(line, in: &state)
            }
        }
    }

    /// Makes the next Ctrl-C a press of the live line's button, which runs `press` (on the
    /// signal queue) instead of ending the program; `nil` disarms. Once pressed, the button is
    /// disarmed and its hint leaves the line, so the next Ctrl-C ends the program as usual.
    /// Does nothing without a live line (in plain mode, Ctrl-C always ends the program).
    func armButton(_ press: (@Sendable () -> Void)?) {
        state.withLock { state in
            guard var live = state.live else { return }
            live.onPress = press
            state.live = live
            if let registration = live.registration { signals?.armInterrupt(press != nil, for: registration) }
        }
    }

    /// Whether a Ctrl-C would press the live line's button now.
    var isButtonArmed: Bool {
        state.withLock { $0.live?.onPress != nil }
    }

    /// Presses the armed button, as a Ctrl-C does: runs its action once, disarms it and takes
    /// its hint off the line.
    func pressButton() {
        let press = state.withLock { state -> (@Sendable () -> Void)? in
            guard var live = state.live, let press = live.onPress else { return nil }
            live.onPress = nil
            live.line.actionTitle = nil
            redraw(&live)
            state.live = live
            return press
        }
        press?()
    }

    /// Erases the live line and shows the cursor; a result line stays where it is.
    func hide() {
        state.withLock { state in
            stopLive(in: &state)
        }
    }

    /// Draws the next frame if one is due: the spinner's next position, or a progress change.
    /// The ticker calls this about 12 times a second while a line is live.
    func tick() {
        state.withLock { state in
            guard var live = state.live else { return }
            if live.line.animates {
                live.tick &+= 1
            } else if !live.needsRedraw {
                return
            }
            redraw(&live)
            state.live = live
        }
    }

    /// Writes `text` and a line break to the line output, above the live line, which is erased
    /// first and drawn again after: a line printed while a spinner turns never tears it.
    package func writeLine(_ text: String) {
        state.withLock { state in
            writeAboveLive(Array((text + "\n").utf8), in: &state)
        }
    }

    /// Writes `bytes` to the line output (the real standard output while it is caught), above the
    /// live line if there is one: the line is erased first and drawn again after.
    private func writeAboveLive(_ bytes: [UInt8], in state: inout State) {
        let lines = state.capture.map { TerminalWriter.fileDescriptor($0.realOutput) } ?? lineOutput
        guard case .live(let colors) = mode, let drawn = state.live?.drawn else {
            lines.write(bytes)
            return
        }
        let erase = Array((ANSI.lineStart + ANSI.eraseToEndOfLine).utf8)
        let redraw = Array(TerminalEncoder.full(drawn, colors: colors).utf8)
        if lines.writesSameDescriptor(as: output) {
            output.write(erase + bytes + (isTerminating ? [] : redraw))
        } else {
            output.write(erase)
            lines.write(bytes)
            // Checked just before: writing the lines takes a while, and a Ctrl-C may have come.
            if !isTerminating { output.write(redraw) }
        }
    }

    /// The capture has bytes: whole lines go above the live line, a partial one waits for its end.
    func forwardCapturedOutput() {
        state.withLock { state in
            guard let capture = state.capture else { return }
            capture.take { bytes in
                guard !bytes.isEmpty else { return }
                state.partialLine += bytes
                guard let end = state.partialLine.lastIndex(of: UInt8(ascii: "\n")) else { return }
                let whole = Array(state.partialLine[...end])
                state.partialLine.removeSubrange(...end)
                writeAboveLive(whole, in: &state)
            }
        }
    }

    /// Erases the live line, shows the cursor and stops drawing for good: the process is exiting.
    func close() {
        state.withLock { close(in: &$0) }
    }

    /// ``close()`` for an exit hook, which must never wait for the lock: it can run inside a
    /// signal handler (a program's SIGINT handler that calls `exit`) on a thread that holds the
    /// lock already. So it only tries the lock, a few times over a few milliseconds (another
    /// thread drawing a frame lets go at once), and gives up if it stays busy; a signal handler
    /// that ran has written the restore sequence already. Returns whether it got the lock.
    @discardableResult
    func closeAtExit() -> Bool {
        for attempt in 0..<Self.exitLockAttempts {
            if attempt > 0 { usleep(1_000) }
            if state.withLockIfAvailable({ close(in: &$0) }) != nil { return true }
        }
        return false
    }

    /// How often ``closeAtExit()`` tries the lock, a millisecond apart.
    private static let exitLockAttempts = 10

    private func close(in state: inout State) {
        guard !state.isClosed else { return }
        state.isClosed = true
        stopLive(in: &state)
    }

    // MARK: Signals and width

    /// After SIGWINCH: reads the width and redraws, first erasing every row from the cursor down,
    /// since a narrower terminal may have wrapped the line onto several (the cursor waits on the
    /// first: see ``TerminalEncoder``); the live line is the last thing on screen, so nothing of
    /// the program's goes. After a SIGINT or SIGTERM the program survived (its own handler ran):
    /// the handler erased the line and showed the cursor, so hide it again and redraw.
    func signalArrived(_ signal: Int32) {
        if signal == TerminalSignals.buttonPress {
            pressButton()
            return
        }
        state.withLock { state in
            guard case .live(let colors) = mode, var live = state.live else { return }
            live.columns = currentColumns()
            live.drawn = TerminalLayout.frame(for: live.line, tick: live.tick, columns: live.columns)
            let before = signal == SIGWINCH ? ANSI.lineStart + ANSI.eraseToEndOfScreen : ANSI.hideCursor
            output.write(before + TerminalEncoder.full(live.drawn, colors: colors))
            state.live = live
        }
    }

    /// The terminal's width: what it says, else `COLUMNS`, else 80.
    func currentColumns() -> Int {
        output.columns ?? environment.columns ?? TerminalLayout.defaultColumns
    }
}
#endif
