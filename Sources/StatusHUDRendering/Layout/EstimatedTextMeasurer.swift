import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A text measurer that needs no font: it estimates each grapheme cluster's width from
    /// its kind, in units of the font's point size (its em).
    ///
    /// Wide characters (CJK ideographs, kana, hangul, full-width forms and emoji) are 1 em, spaces
    /// 0.28 em, invisible characters 0, and every other character 0.55 em, about the average
    /// advance of a proportional Latin font; which characters are wide or invisible comes from
    /// `CharacterWidth`, the table the terminal HUD uses too. Lines are 1.2 em apart. It is the
    /// layout's default measurer, for presenters without real fonts.
    ///
    /// ```swift
    /// let layout = HUD.Layout(configuration: .init(), content: content, container: container,
    ///                         measurer: HUD.EstimatedTextMeasurer())
    /// ```
    package struct EstimatedTextMeasurer: TextMeasuring, Sendable {
        /// Creates the measurer.
        package init() {}

        /// The estimated width of `line`: the sum of its grapheme clusters' widths.
        package func width(of line: String, font: HUD.Font) -> CGFloat {
            let ems = Self.asciiEms(of: line) ?? line.reduce(0.0) { sum, character in sum + Self.ems(of: character) }
            return CGFloat(ems) * font.pointSize
        }

        /// The ems of `line` if it is all ASCII, else nil: what ``ems(of:)`` sums, character by
        /// character in the same order, without looking up Unicode properties (the layout measures
        /// every line it tries, so this is most of its time). A space is 0.28, a control character
        /// (and "\r\n", one character of two bytes) 0, any other ASCII character 0.55.
        static func asciiEms(of line: String) -> Double? {
            var line = line
            return line.withUTF8 { bytes in
                var sum = 0.0
                for byte in bytes {
                    if byte >= 0x80 { return nil }
                    if byte == 0x20 {
                        sum += 0.28
                    } else if byte > 0x20 && byte < 0x7F {
                        sum += 0.55
                    }
                }
                return sum
            }
        }

        /// 1.2 times the font's point size.
        package func lineHeight(of font: HUD.Font) -> CGFloat {
            font.pointSize * 1.2
        }

        /// The width of one grapheme cluster in ems: 1 for a character two columns wide in
        /// `CharacterWidth`, 0 for one that takes no column or breaks the line, 0.28 for a space.
        static func ems(of character: Character) -> Double {
            guard let first = character.unicodeScalars.first else { return 0 }
            switch first.properties.generalCategory {
            case .lineSeparator, .paragraphSeparator: return 0
            case .spaceSeparator: return 0.28
            default: break
            }
            switch CharacterWidth.columns(of: character) {
            case 0: return 0
            case 1: return 0.55
            default: return 1
            }
        }
    }
}
