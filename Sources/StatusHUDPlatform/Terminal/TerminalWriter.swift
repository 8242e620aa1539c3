#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Where the terminal HUD writes, and what it knows about that place: whether it is a terminal
/// and how wide it is.
///
/// The HUD writes standard error (``standardError``) and writes lines above itself to standard
/// output (``standardOutput``). Tests inject a writer that captures bytes, or one on a
/// pseudo-terminal.
///
/// ```swift
/// let bytes = Locked<[UInt8]>([])
/// let writer = TerminalWriter(isTerminal: true, columns: { 40 }) { chunk in
///     bytes.withLock { $0 += chunk }
/// }
/// ```
struct TerminalWriter: Sendable {
    /// The file descriptor written to, if any: signal handlers write their restore sequence there.
    let fileDescriptor: Int32?
    /// Whether the output is a terminal; escape sequences are written only to terminals.
    let isTerminal: Bool
    /// Whether the output is a pipe or a socket: a program reads it, and may write it to the
    /// terminal at any moment (`mytool | tee log`).
    let isPipe: Bool
    private let writeBytes: @Sendable ([UInt8]) -> Void
    private let readColumns: @Sendable () -> Int?

    /// A writer that hands every chunk to `write`; `columns` tells the width (`nil`: unknown).
    init(
        isTerminal: Bool,
        isPipe: Bool = false,
        columns: @escaping @Sendable () -> Int? = { nil },
        fileDescriptor: Int32? = nil,
        write: @escaping @Sendable ([UInt8]) -> Void
    ) {
        self.isTerminal = isTerminal
        self.isPipe = isPipe
        self.fileDescriptor = fileDescriptor
        self.writeBytes = write
        self.readColumns = columns
    }

    /// A writer on file descriptor `descriptor`: each chunk is one `write(2)` (repeated only if
    /// the kernel takes part of it); a terminal's width comes from `TIOCGWINSZ`.
    ///
    /// `flushesStandardStreams` flushes C's buffered streams first, so that text printed with
    /// `print` before comes out before this writer's bytes.
    static func fileDescriptor(_ descriptor: Int32, flushesStandardStreams: Bool = false) -> TerminalWriter {
        TerminalWriter(
            isTerminal: isatty(descriptor) == 1,
            isPipe: isPipe(descriptor),
            columns: { columns(of: descriptor) },
            fileDescriptor: descriptor
        ) { bytes in
            if flushesStandardStreams { fflush(nil) }
            writeAll(bytes, to: descriptor)
        }
    }

    /// Standard error: where the HUD draws.
    static var standardError: TerminalWriter { fileDescriptor(STDERR_FILENO) }

    /// Standard output: where ``HUD/writeLine(_:)`` writes, after text buffered by `print`.
    static var standardOutput: TerminalWriter { fileDescriptor(STDOUT_FILENO, flushesStandardStreams: true) }

    /// Writes `bytes`, in one piece where the output allows it.
    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        writeBytes(bytes)
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// The terminal's width in columns, or `nil` when it does not tell (not a terminal, or a
    /// pseudo-terminal nobody has sized).
    var columns: Int? {
        readColumns()
    }

    /// How many bytes written to this pipe its reader has not yet taken; `nil` when that cannot
    /// be told (not a pipe, or a system whose pipes do not say: only Linux's do, on the write end).
    var unreadPipeBytes: Int? {
        #if canImport(Glibc)
        guard isPipe, let fileDescriptor else { return nil }
        var count: Int32 = 0
        guard ioctl(fileDescriptor, UInt(FIONREAD), &count) == 0 else { return nil }
        return Int(count)
        #else
        return nil
        #endif
    }

    /// Whether this writer and `other` write the same file descriptor.
    func writesSameDescriptor(as other: TerminalWriter) -> Bool {
        fileDescriptor != nil && fileDescriptor == other.fileDescriptor
    }

    private static func isPipe(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFSOCK
    }

    private static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes all of `bytes`, going on after partial writes and interruptions; gives up on any
    /// other error (a closed pipe, a full disk): a HUD must never stop the program it decorates.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = systemWrite(descriptor, pointer, remaining)
                if written > 0 {
                    pointer += written
                    remaining -= written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&request, 1, 1000) <= 0 { return }
                } else {
                    return
                }
            }
        }
    }
}

/// `write(2)`, named apart from the writer's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
#endif
