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

@Suite("Terminal on a pseudo-terminal")
struct TerminalPseudoTerminalTests {
    private func display(on terminal: PseudoTerminal, environment: [String: String] = ["TERM": "xterm"]) -> TerminalDisplay {
        TerminalDisplay(output: terminal.writer, lineOutput: terminal.writer,
                        environment: TerminalEnvironment(environment), ticker: TerminalTicker(framesPerSecond: nil))
    }

    @Test func aPseudoTerminalIsATerminalWithItsOwnWidth() throws {
        let terminal = try #require(PseudoTerminal(columns: 57))
        #expect(terminal.writer.isTerminal)
        #expect(terminal.writer.columns == 57)
        terminal.resize(columns: 33)
        #expect(terminal.writer.columns == 33)
    }

    @Test func aPipeIsNotATerminal() {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        let writer = TerminalWriter.fileDescriptor(descriptors[1])
        #expect(!writer.isTerminal)
        #expect(writer.columns == nil)
    }

    /// `mytool | tee log`: standard error is the terminal, standard output a pipe whose reader
    /// echoes to the same terminal whenever it likes. The HUD then draws no live line for those
    /// echoed lines to land on: only whole result lines reach the terminal, and the pipe (the log)
    /// gets only the program's own lines, without an escape sequence.
    @Test func withStandardOutputPipedTheTerminalAndTheLogStayClean() throws {
        let terminal = try #require(PseudoTerminal(columns: 40))
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        let piped = TerminalWriter.fileDescriptor(descriptors[1])
        #expect(piped.isPipe && !terminal.writer.isPipe)
        let display = TerminalDisplay(output: terminal.writer, lineOutput: piped,
                                      environment: TerminalEnvironment(["TERM": "xterm"]),
                                      ticker: TerminalTicker(framesPerSecond: nil))
        #expect(display.mode == .plain)
        display.show(TerminalLine(kind: .spinner, status: "Building"))
        display.tick()
        display.writeLine("compiling main.swift")
        display.show(TerminalLine(kind: .progress(0.5), status: "Linking"))
        display.show(TerminalLine(kind: .success, status: "Built"))
        display.hide()
        #expect(terminal.read(timeout: 0.2) == "✔ Built\r\n")
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptors[0], &buffer, buffer.count)
        #expect(String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == "compiling main.swift\n")
    }

    @Test func aFileAsStandardOutputKeepsTheLiveLine() throws {
        let terminal = try #require(PseudoTerminal(columns: 40))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("statushud-\(UUID().uuidString).log").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(file); unlink(path) }
        let display = TerminalDisplay(output: terminal.writer, lineOutput: .fileDescriptor(file),
                                      environment: TerminalEnvironment(["TERM": "xterm"]),
                                      ticker: TerminalTicker(framesPerSecond: nil))
        #expect(display.mode == .live(colors: true), "nobody reads a file back onto the terminal")
    }

    @Test func theBytesThatReachTheTerminalRedrawInPlaceAndRestoreTheCursor() throws {
        let terminal = try #require(PseudoTerminal(columns: 40))
        let display = display(on: terminal)
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        display.tick()
        display.show(TerminalLine(kind: .progress(0.25), status: "Copying"))
        display.show(TerminalLine(kind: .success, status: "Copied"))
        display.show(TerminalLine(kind: .spinner, status: "Cleaning"))
        display.hide()
        let expected = "\u{1B}[?25l\r\u{1B}[36m⠋\u{1B}[0m Loading\u{1B}[K\r"  // cursor hidden, first frame, back to the start
            + "\u{1B}[36m⠙\u{1B}[0m\r"                                        // one tick: one cell
            + "▕\u{1B}[36m████            \u{1B}[0m▏  25% Copying\r"  // 16-column bar on 39 columns; longer: no erase
            + "\r\u{1B}[K\u{1B}[?25h\u{1B}[1;32m✔\u{1B}[0m Copied\r\n"          // result replaces it and stays
            + "\u{1B}[?25l\r\u{1B}[36m⠋\u{1B}[0m Cleaning\u{1B}[K\r"
            + "\r\u{1B}[K\u{1B}[?25h"                                           // erased, cursor back
        #expect(terminal.read() == expected)
    }

    @Test(arguments: [
        ("日本語のステータスです", "⠋ 日本語のス…"),
        ("😀😀😀😀😀😀😀😀", "⠋ 😀😀😀😀😀…"),
        ("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
         "⠋ e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}…"),
        ("שלום עולם שלום עולם", "⠋ שלום עולם ש…"),
    ])
    func theLineIsCutToTheTerminalsWidth(status: String, expected: String) throws {
        let terminal = try #require(PseudoTerminal(columns: 15))
        let display = display(on: terminal, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        display.show(TerminalLine(kind: .spinner, status: status))
        let drawn = terminal.read()
        #expect(drawn == "\u{1B}[?25l\r" + expected + "\u{1B}[K\r")
        #expect(CharacterWidth.columns(of: expected) <= 14)
        display.hide()
    }

    @Test func resultLinesOnTheTerminalEndInANewLine() throws {
        let terminal = try #require(PseudoTerminal())
        let display = display(on: terminal, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        display.show(TerminalLine(kind: .info, status: "Note"))
        #expect(terminal.read() == "ℹ Note\r\n")
    }
}
#endif
