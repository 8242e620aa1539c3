#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
// The lines the display draws, under its lock: the live line (started, redrawn in place, stopped,
// the program's output caught while it shows and let go after) and the result lines left in the
// scroll-back.
extension TerminalDisplay {
    func showLive(_ line: TerminalLine, in state: inout State) {
        guard case .live = mode else {
            // Nothing is drawn, but what the program printed before this call leaves the buffer
            // of a piped standard output now, long before a result line might overtake it.
            fflush(nil)
            return
        }
        switch state.live?.takeProgress(of: line) {
        case nil:
            startLive(line, in: &state)
        case true?:
            return    // drawn on the next tick: a flood of progress costs no copy and no write
        case false?:
            guard var live = state.live else { return }
            live.line = line
            live.columns = currentColumns()
            redraw(&live)
            state.live = live
        }
    }

    /// Starts the signal handling, then hides the cursor and draws `line` for the first time, in
    /// one write, and starts the ticker. The handlers come first: a Ctrl-C at any moment after the
    /// cursor is hidden shows it again.
    private func startLive(_ line: TerminalLine, in state: inout State) {
        guard case .live(let colors) = mode else { return }
        let registration = signals?.register(restoring: output.fileDescriptor) { [weak self] signal in
            self?.signalArrived(signal)
        }
        let columns = currentColumns()
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: columns)
        output.write(ANSI.hideCursor + TerminalEncoder.full(frame, colors: colors))
        state.live = Live(line: line, drawn: frame, columns: columns, registration: registration)
        if capturesStandardOutput, lineOutput.isTerminal, lineOutput.fileDescriptor == STDOUT_FILENO {
            state.capture = OutputCapture.start { [weak self] in self?.forwardCapturedOutput() }
        }
        ticker.start { [weak self] in self?.tick() }
    }

    /// Ends the live line, if any: erases it and shows the cursor, writes what standard output
    /// caught meanwhile, then `text` (only `text` when nothing was live). The signal handling stops after that write, so a
    /// Ctrl-C at any moment before the cursor is shown still shows it.
    func stopLive(in state: inout State, followedBy text: String = "") {
        guard let live = state.live else {
            output.write(text)
            return
        }
        state.live = nil
        ticker.stop()
        let end = ANSI.lineStart + ANSI.eraseToEndOfLine + ANSI.showCursor
        if let (caught, lines) = releaseCapture(in: &state), !caught.isEmpty {
            output.write(end)          // what was caught goes where the line was, before `text`
            lines.write(caught)
            output.write(text)
        } else {
            output.write(end + text)
        }
        if let registration = live.registration { signals?.unregister(registration) }
    }

    /// Gives standard output back; returns what was caught and not yet written, a partial last
    /// line included, and the writer of the real standard output.
    private func releaseCapture(in state: inout State) -> ([UInt8], TerminalWriter)? {
        guard let capture = state.capture else { return nil }
        state.capture = nil
        capture.restore()
        var rest = state.partialLine
        state.partialLine = []
        capture.take { rest += $0 }
        // Standard output is the real one again; the capture's duplicate belongs to its reader,
        // which closes it once the last writer is gone. (No flush of C's streams: see OutputCapture.)
        return (rest, TerminalWriter.fileDescriptor(STDOUT_FILENO))
    }

    /// In `mytool | tee log` the printed lines reach the terminal through `tee`, the result line
    /// straight from standard error: flushed is not yet shown. So wait (briefly, on the calling
    /// thread) until the reader has taken what is in the pipe, then give it a moment to write it.
    /// A reader that takes nothing for ``pipeReaderPatience`` (a pager waiting for a key) is not
    /// waited for again until its pipe is found empty.
    ///
    /// The alternatives: making standard output line-buffered changes how every piped program
    /// performs, for a HUD that may show one result; writing the result to standard output too
    /// puts it in the log. Measured on Linux (the pipe's fill comes from `FIONREAD`); elsewhere
    /// the flush and the moment after it remain.
    private func waitForPipeReader(in state: inout State) {
        if let unread = lineOutput.unreadPipeBytes, unread > 0 {
            guard !state.pipeReaderStalled else { return }
            let deadline = Self.pipeReaderPatience
            var waited = 0.0
            while let left = lineOutput.unreadPipeBytes, left > 0 {
                guard waited < deadline else {
                    state.pipeReaderStalled = true
                    return
                }
                usleep(Self.pipePollInterval)
                waited += Double(Self.pipePollInterval) / 1_000_000
            }
        }
        state.pipeReaderStalled = false
        usleep(Self.pipeReaderWriteTime)
    }

    /// How long a result line waits for the pipe's reader to take what was printed: 50 ms.
    static let pipeReaderPatience = 0.05
    private static let pipePollInterval: useconds_t = 200
    /// What the reader is given, once it has read, to write what it read: 1 ms.
    private static let pipeReaderWriteTime: useconds_t = 1_000

    /// Whether a signal is ending the process: no frame may be drawn after its restore sequence.
    var isTerminating: Bool { signals?.isTerminating == true }

    func redraw(_ live: inout Live) {
        guard case .live(let colors) = mode, !isTerminating else { return }
        let frame = TerminalLayout.frame(for: live.line, tick: live.tick, columns: live.columns)
        if let bytes = TerminalEncoder.redraw(from: live.drawn, to: frame, colors: colors) {
            output.write(bytes)
        }
        live.drawn = frame
        live.needsRedraw = false
    }

    func showResult(_ line: TerminalLine, in state: inout State) {
        switch mode {
        case .plain:
            // What the program printed before comes out first: `print` buffers a pipe's output,
            // and in `mytool 2>&1 | tee log` the two streams meet. (No capture here to wait on.)
            fflush(nil)
            if plainReason == .lineOutputIsAPipe { waitForPipeReader(in: &state) }
            output.write(TerminalLayout.resultText(for: line, colors: false) + "\n")
        case .live(let colors):
            let text = TerminalLayout.resultText(for: line, colors: colors, columns: currentColumns())
            stopLive(in: &state, followedBy: text + "\n")
        }
    }
}
#endif
