#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Standard output moved onto a pseudo-terminal of the HUD's own while the live line is drawn, so
/// that what the program prints (Swift's `print`, `FileHandle.standardOutput`, C's `printf`, a
/// child process) comes to the HUD, which writes it above the live line in whole lines.
///
/// Why a pseudo-terminal (the alternatives, and what each costs):
/// - **A method to call instead of `print`** (``HUD/writeLine(_:)``, indicatif's `println`) is
///   what nobody writes first; `print` tore the line.
/// - **Replacing C's `stdout` stream** (`fopencookie`; rich's `redirect_stdout` replaces Python's
///   `sys.stdout` the same way) catches `print` but not `FileHandle.standardOutput`, `write(1, …)`
///   or a child process, which write the descriptor.
/// - **A pipe on descriptor 1** catches all of those, but `isatty(1)` turns false while the line
///   is live: C's stdio then buffers whole blocks instead of lines, and child processes stop
///   colouring their output.
/// - **A pseudo-terminal on descriptor 1** (chosen) catches every writer and still is a terminal,
///   of the real one's size, in raw mode (no "\n" to "\r\n" rewriting), so `isatty`, line
///   buffering and colour stay as they were. It is used only when standard output is itself a
///   terminal: output to a pipe or a file is never touched.
///
/// The display takes the captured bytes under its own lock (``take(_:)``), so captured lines, the
/// live line and ``HUD/writeLine(_:)`` are written in one order. A reader thread only waits for
/// bytes and asks the display to take them. ``restore()`` puts the real standard output back and
/// the display takes what is left, a partial last line included; what C's stdio still buffers
/// goes to the real output by itself, after it. Nothing is lost when the line ends or the program
/// exits normally; a process killed by a signal loses what was not yet read (milliseconds' worth).
/// A child process that still writes the pseudo-terminal after the line ended keeps the reader
/// going, which then copies its output through unchanged.
///
/// Never waited on with a lock held: `restore()` does not flush C's `stdout` (a thread blocked
/// printing into a full pseudo-terminal holds that stream's lock until the reader drains it).
final class OutputCapture: Sendable {
    /// The HUD's side of the pseudo-terminal: where the program's output arrives.
    let controller: Int32
    /// A duplicate of the real standard output, written while captured and closed by the reader.
    let realOutput: Int32
    private let descriptor: Int32
    /// Whether the real output is back; the capture's own lock also keeps two readers apart.
    private let restored = Locked(false)

    /// Moves `descriptor` (standard output) onto a new pseudo-terminal and starts a thread that calls
    /// `bytesArrived` whenever there is something to ``drain()``, until every writer has let go of
    /// the pseudo-terminal after ``restore()``. `nil` when any step fails: then nothing is changed.
    static func start(descriptor: Int32 = STDOUT_FILENO, bytesArrived: @escaping @Sendable () -> Void) -> OutputCapture? {
        fflush(nil)      // what was printed before goes to the real output first
        guard let (controller, terminal) = openTerminalPair() else { return nil }
        var settings = termios()
        if tcgetattr(terminal, &settings) == 0 {
            cfmakeraw(&settings)
            _ = tcsetattr(terminal, TCSANOW, &settings)
        }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 { _ = ioctl(terminal, UInt(TIOCSWINSZ), &size) }
        let real = dup(descriptor)
        guard real >= 0, dup2(terminal, descriptor) >= 0 else {
            if real >= 0 { close(real) }
            close(terminal)
            close(controller)
            return nil
        }
        close(terminal)
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        let capture = OutputCapture(controller: controller, realOutput: real, descriptor: descriptor)
        DispatchQueue(label: "StatusHUD.OutputCapture").async {
            capture.waitForBytes(then: bytesArrived)
        }
        return capture
    }

    private init(controller: Int32, realOutput: Int32, descriptor: Int32) {
        self.controller = controller
        self.realOutput = realOutput
        self.descriptor = descriptor
    }

    /// Whether ``restore()`` has put the real standard output back.
    var isRestored: Bool { restored.withLock { $0 } }

    /// Reads everything that has arrived, without waiting, and hands it to `body` (maybe empty),
    /// under the capture's lock: bytes are taken and written by one taker at a time, in order.
    func take(_ body: ([UInt8]) -> Void) {
        restored.withLock { _ in body(drain()) }
    }

    private func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(controller, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return bytes       // nothing more now (EAGAIN), or no writer left (EIO, 0)
            }
        }
    }

    /// Puts the real standard output back; what was printed into the capture is still there for
    /// ``take(_:)``.
    func restore() {
        restored.withLock { isRestored in
            guard !isRestored else { return }
            isRestored = true
            _ = dup2(realOutput, descriptor)
        }
    }

    /// The reader thread: waits for bytes (or for the last writer to go) and lets the display take
    /// them, until the pseudo-terminal has no writer left and nothing to read after a restore.
    private func waitForBytes(then bytesArrived: @Sendable () -> Void) {
        let copy = TerminalWriter.fileDescriptor(realOutput)
        var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while true {
            request.revents = 0
            let ready = poll(&request, 1, 250)
            if ready < 0, errno != EINTR { break }
            let restored = isRestored
            if ready > 0 {
                if restored { take { copy.write($0) } } else { bytesArrived() }
            }
            if request.revents & Int16(POLLHUP) != 0 {
                // Every writer gone: after the restore, that is the end; before it (the program
                // closed its standard output), wait without spinning.
                if restored { break }
                usleep(50_000)
            }
        }
        close(controller)
        close(realOutput)
    }

    private static func openTerminalPair() -> (controller: Int32, terminal: Int32)? {
        #if canImport(Glibc)
        var controller: Int32 = -1, terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { return nil }
        return (controller, terminal)
        #else
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
            close(controller)
            return nil
        }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            return nil
        }
        return (controller, terminal)
        #endif
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
#endif
