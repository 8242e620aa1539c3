/// How many columns of a monospaced grid (a terminal) a character takes: the one width table of
/// the project. The terminal HUD lays out by it, and the layout's estimated measurer turns it into
/// ems.
///
/// Widths are counted per grapheme cluster (a Swift `Character`), so a base letter with its
/// combining marks, a flag or a family emoji is measured, and cut, as one unit:
///
/// - **2 columns**: the East Asian Wide and Fullwidth ranges listed in ``wideRanges`` (CJK
///   ideographs and their extensions, kana, hangul syllables and leading jamo, bopomofo, Yi, CJK
///   symbols and punctuation, fullwidth forms, Tangut, Khitan, Nüshu); emoji whose default
///   presentation is emoji (read from the standard library's Unicode data); any emoji made
///   emoji-style by U+FE0F or joined by U+200D; and flags (a pair of regional indicators).
/// - **0 columns**: nonspacing and enclosing marks, format characters (zero-width space and
///   joiners, bidirectional marks) except the soft hyphen, conjoining hangul vowels and finals,
///   and control characters (the terminal HUD replaces those before measuring).
/// - **1 column**: everything else, including characters of ambiguous East Asian width (box
///   drawing, the block elements of the progress bar, ✔ ✖ ℹ), as terminals outside CJK locales
///   draw them.
///
/// ```swift
/// CharacterWidth.columns(of: "日本")       // 4
/// CharacterWidth.columns(of: "e\u{301}")   // 1
/// ```
package enum CharacterWidth {
    /// The columns `character` takes: 0, 1 or 2.
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = columns(of: first)
        guard scalars.count > 1 else { return base }
        if base == 2 { return 2 }
        if isRegionalIndicator(first) { return 2 }
        if first.properties.isEmoji, scalars.contains(where: { $0 == emojiPresentation || $0 == zeroWidthJoiner }) {
            return 2
        }
        return base
    }

    /// The columns `text` takes.
    package static func columns<Text: StringProtocol>(of text: Text) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value == 0xAD { return 1 }   // soft hyphen: drawn by terminals
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    // MARK: Tables

    /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji blocks (Unicode 15.1
    /// `EastAsianWidth.txt`, neighbouring ranges merged where the gap holds unassigned code points).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo, leading consonants
        0x2329...0x232A,    // angle brackets
        0x2E80...0x303E,    // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,    // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
        0x3400...0x4DBF,    // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,    // CJK Unified Ideographs
        0xA000...0xA4CF,    // Yi syllables and radicals
        0xA960...0xA97F,    // Hangul Jamo Extended-A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK Compatibility Ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Tangut components, Khitan small script
        0x18D00...0x18D08,  // Tangut supplement
        0x1AFF0...0x1B2FF,  // Kana extended and supplement, small kana, Nüshu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Unified Ideographs Extensions G–H
    ]

    private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether `value` is in ``wideRanges``.
    package static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
