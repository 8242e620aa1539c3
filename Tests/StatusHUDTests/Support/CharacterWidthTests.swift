import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

@Suite("Character width")
struct CharacterWidthTests {
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
        #expect(CharacterWidth.columns(of: text) == expected)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(CharacterWidth.columns(of: "\u{1B}\u{7}\u{85}") == 0)
    }
}
