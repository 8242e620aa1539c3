#if canImport(Glibc)   // openpty: Linux only here (macOS has it in <util.h>, not checked on an Apple machine)
import Glibc
import Testing
@testable import StatusHUD

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

    @Test func theBytesThatReachTheTerminalRedrawInPlaceAndRestoreTheCursor() throws {
        let terminal = try #require(PseudoTerminal(columns: 40))
        let display = display(on: terminal)
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        display.tick()
        display.show(TerminalLine(kind: .progress(0.25), status: "Copying"))
        display.show(TerminalLine(kind: .success, status: "Copied"))
        display.show(TerminalLine(kind: .spinner, status: "Cleaning"))
        display.hide()
        let expected = "\u{1B}[?25l\r\u{1B}[36m⠋\u{1B}[0m Loading\u{1B}[K"    // cursor hidden, first frame
            + "\r\u{1B}[36m⠙\u{1B}[0m"                                          // one tick: one cell
            + "\r▕\u{1B}[36m████            \u{1B}[0m▏  25% Copying"    // 16-column bar on 39 columns; longer: no erase
            + "\r\u{1B}[K\u{1B}[?25h\u{1B}[1;32m✔\u{1B}[0m Copied\r\n"          // result replaces it and stays
            + "\u{1B}[?25l\r\u{1B}[36m⠋\u{1B}[0m Cleaning\u{1B}[K"
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
        #expect(drawn == "\u{1B}[?25l\r" + expected + "\u{1B}[K")
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
