#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Testing
@testable import StatusHUD

@Suite("Terminal width")
struct TerminalWidthTests {
    @Test(arguments: [
        ("Hello", 5),
        ("日本語", 6),               // CJK ideographs
        ("カタカナ", 8),             // katakana
        ("한국어", 6),               // hangul syllables
        ("ＡＢ", 4),                 // fullwidth forms
        ("😀", 2),                   // emoji presentation
        ("👍🏽", 2),                  // emoji with a skin tone modifier
        ("👨‍👩‍👧", 2),                  // zero-width-joiner family
        ("🇯🇵", 2),                  // flag: two regional indicators
        ("❤️", 2),                   // text-default emoji made emoji-style by U+FE0F
        ("❤", 1),                    // the same without U+FE0F
        ("1️⃣", 2),                   // keycap
        ("e\u{301}", 1),             // combining acute accent
        ("a\u{20DD}", 1),            // enclosing circle
        ("\u{200B}", 0),             // zero-width space
        ("שלום", 4),                 // Hebrew
        ("مرحبا", 5),                // Arabic
        ("✔✖ℹ", 3),                  // the result glyphs
        ("▕█▉▏", 4),                 // the progress bar's blocks
        ("\u{1100}\u{1161}\u{11A8}", 2),   // a hangul syllable from conjoining jamo
    ])
    func columns(_ text: String, _ expected: Int) {
        #expect(TerminalWidth.columns(of: text) == expected)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(TerminalWidth.columns(of: "\u{1B}\u{7}\u{85}") == 0)
    }

    @Test func truncationKeepsWholeCharactersAndEndsInAnEllipsis() {
        #expect(TerminalWidth.truncated("Uploading 日本語", toColumns: 13) == "Uploading 日…")
        #expect(TerminalWidth.truncated("Uploading 日本語", toColumns: 12) == "Uploading …")
        #expect(TerminalWidth.truncated("Uploading 日本語", toColumns: 16) == "Uploading 日本語")
        #expect(TerminalWidth.truncated("abc", toColumns: 0) == "")
        #expect(TerminalWidth.truncated("abc", toColumns: -3) == "")
        #expect(TerminalWidth.truncated("日本", toColumns: 1) == "…")
    }

    @Test func everyCutOfMixedTextFitsAndNeverSplitsACharacter() {
        let text = "Ae\u{301}日🇯🇵👨‍👩‍👧 שלום ❤️x\u{200B}y"
        let characters = Array(text)
        for columns in 0...(TerminalWidth.columns(of: text) + 2) {
            let cut = TerminalWidth.truncated(text, toColumns: columns)
            #expect(TerminalWidth.columns(of: cut) <= columns, "width at \(columns)")
            var kept = Array(cut)
            if kept.last == "…", cut != text { kept.removeLast() }
            #expect(Array(characters.prefix(kept.count)) == kept, "a prefix of whole characters at \(columns)")
        }
    }

    @Test func aHundredThousandCharactersAreCutQuickly() {
        let text = String(repeating: "数据", count: 50_000)
        let cut = TerminalWidth.truncated(text, toColumns: 79)
        #expect(TerminalWidth.columns(of: cut) == 79)
        #expect(cut.hasSuffix("…"))
    }
}
#endif
