import Foundation

extension HUD {
    /// A text measurer that needs no font: it estimates each grapheme cluster's width from
    /// its kind, in units of the font's point size (its em).
    ///
    /// Wide characters (CJK ideographs, kana, hangul, full-width forms and emoji) are 1 em, spaces
    /// 0.28 em, invisible characters 0, and every other character 0.55 em, about the average
    /// advance of a proportional Latin font. Lines are 1.2 em apart. The snapshot renderer and the
    /// terminal presenter use it; it is the layout's default measurer.
    ///
    /// ```swift
    /// let layout = HUD.Layout(configuration: .init(), content: content, container: container,
    ///                         measurer: HUD.EstimatedTextMeasurer())
    /// ```
    public struct EstimatedTextMeasurer: TextMeasuring, Sendable {
        /// Creates the measurer.
        public init() {}

        /// The estimated width of `line`: the sum of its grapheme clusters' widths.
        public func width(of line: String, font: HUD.Font) -> CGFloat {
            let ems = line.reduce(0.0) { sum, character in sum + Self.ems(of: character) }
            return CGFloat(ems) * font.pointSize
        }

        /// 1.2 times the font's point size.
        public func lineHeight(of font: HUD.Font) -> CGFloat {
            font.pointSize * 1.2
        }

        /// The width of one grapheme cluster in ems.
        static func ems(of character: Character) -> Double {
            if character == " " || character == "\u{00A0}" { return 0.28 }
            if character.isNewline { return 0 }
            guard let first = character.unicodeScalars.first else { return 0 }
            if isWide(character, first: first) { return 1 }
            switch first.properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
                return 0
            case .spaceSeparator:
                return 0.28
            default:
                return 0.55
            }
        }

        private static func isWide(_ character: Character, first: Unicode.Scalar) -> Bool {
            switch first.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
                return true
            default:
                break
            }
            // Emoji: shown as emoji by default, or asked for with the emoji variation selector,
            // or built from several emoji joined together (flags, families, skin tones).
            if first.properties.isEmojiPresentation { return true }
            let scalars = character.unicodeScalars
            if first.properties.isEmoji, scalars.count > 1 { return true }
            return false
        }
    }
}
