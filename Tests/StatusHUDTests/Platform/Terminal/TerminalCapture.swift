#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

/// Captures what a terminal display writes, write by write.
final class TerminalCapture: Sendable {
    private let chunks = Locked<[[UInt8]]>([])
    private let width: Locked<Int?>
    private let widthReads = Locked(0)
    private let nextWriteHook = Locked<(@Sendable () -> Void)?>(nil)
    private let pausesInEachWrite: Bool

    /// A capture for a terminal `columns` wide; `pausesInEachWrite` makes every write take a
    /// moment after it is recorded, like a slow terminal, so that other threads get to write then
    /// if nothing keeps them out.
    init(columns: Int? = 80, pausesInEachWrite: Bool = false) {
        width = Locked(columns)
        self.pausesInEachWrite = pausesInEachWrite
    }

    /// The terminal's width as the writer reports it; change it to simulate a resize.
    var columns: Int? {
        get { width.withLock { $0 } }
        set { width.withLock { $0 = newValue } }
    }

    /// How many times a display asked the writer for the width (for a real terminal, an `ioctl`).
    var columnReads: Int {
        widthReads.withLock { $0 }
    }

    /// A writer that records each chunk; `isTerminal` decides the display's mode.
    func writer(isTerminal: Bool = true) -> TerminalWriter {
        let columns: @Sendable () -> Int? = { [self] in
            widthReads.withLock { $0 += 1 }
            return self.columns
        }
        return TerminalWriter(isTerminal: isTerminal, columns: columns) { [self] bytes in
            let hook = nextWriteHook.withLock { hook in
                defer { hook = nil }
                return hook
            }
            hook?()
            chunks.withLock { $0.append(bytes) }
            if pausesInEachWrite { usleep(50) }
        }
    }

    /// Runs `body` inside the next write, on the writing thread, before the chunk is recorded:
    /// as a signal handler would run if a signal came while the display writes.
    func duringNextWrite(_ body: @escaping @Sendable () -> Void) {
        nextWriteHook.withLock { $0 = body }
    }

    /// Every write so far, each as text.
    var writes: [String] {
        chunks.withLock { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Everything written so far, as one text.
    var text: String {
        writes.joined()
    }

    /// How many writes so far.
    var count: Int {
        chunks.withLock { $0.count }
    }

    /// Forgets what was written.
    func clear() {
        chunks.withLock { $0.removeAll() }
    }

    /// A display writing here (HUD and lines alike), with a ticker that only ticks when told.
    func display(
        isTerminal: Bool = true,
        environment: [String: String] = ["TERM": "xterm-256color"],
        ticker: TerminalTicker = TerminalTicker(framesPerSecond: nil)
    ) -> TerminalDisplay {
        TerminalDisplay(
            output: writer(isTerminal: isTerminal),
            lineOutput: writer(isTerminal: isTerminal),
            environment: TerminalEnvironment(environment),
            ticker: ticker
        )
    }
}

extension String {
    /// Whether the text holds an escape character, i.e. any escape sequence at all.
    var containsEscape: Bool {
        unicodeScalars.contains("\u{1B}")
    }

    /// The text with SGR colour sequences removed.
    var withoutColors: String {
        replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
#endif
