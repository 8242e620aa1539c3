#if canImport(Glibc)   // openpty: Linux only here (macOS has it in <util.h>, not checked on an Apple machine)
import Glibc
import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

/// A real pseudo-terminal: the code under test writes to its terminal side, the test reads what
/// arrived on the other side. The kernel's line discipline turns "\n" into "\r\n" on the way.
final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32

    init?(columns: UInt16 = 80, rows: UInt16 = 24) {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { return nil }
        self.controller = controller
        self.terminal = terminal
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        resize(columns: columns, rows: rows)
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// Sets the terminal's size, as a terminal emulator does when its window changes.
    func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// A writer on the terminal side, as the HUD's standard error would be.
    var writer: TerminalWriter {
        .fileDescriptor(terminal)
    }

    /// Reads what has arrived, waiting up to `timeout` for the first byte and briefly for more.
    func read(timeout: TimeInterval = 1) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let wait = bytes.isEmpty ? max(Int32(deadline.timeIntervalSinceNow * 1000), 0) : 20
            guard poll(&request, 1, wait) > 0 else { break }
            let count = systemRead(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
#endif
