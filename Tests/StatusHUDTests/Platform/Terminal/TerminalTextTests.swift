#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

@Suite("Terminal text")
struct TerminalTextTests {
    @Test func lineBreaksAndTabsBecomeSpaces() {
        #expect(TerminalText.singleLine("a\nb\r\nc\td\u{2028}e") == "a b  c d e")
    }

    @Test func escapeSequencesCannotReachTheTerminal() {
        let line = TerminalText.singleLine("\u{1B}[2J\u{1B}[31mred\u{9B}31m\u{7}")
        #expect(!line.containsEscape)
        #expect(line == "[2J[31mred31m")
    }

    @Test func noStatusAndEmptyStatusGiveEmptyText() {
        #expect(TerminalText.singleLine(nil) == "")
        #expect(TerminalText.singleLine("") == "")
    }

    @Test func ordinaryTextIsKeptAsGiven() {
        let text = "Ünïcödé 日本 👨‍👩‍👧 שלום e\u{301}"
        #expect(TerminalText.singleLine(text) == text)
    }

    @Test func rightToLeftTextIsRecognised() {
        #expect(TerminalText.containsRightToLeft("Saving שלום"))
        #expect(TerminalText.containsRightToLeft("مرحبا"))
        #expect(!TerminalText.containsRightToLeft("Saving 日本 😀"))
    }
}
#endif
