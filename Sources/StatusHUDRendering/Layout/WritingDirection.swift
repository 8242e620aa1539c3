import StatusHUDModel
extension HUD {
    /// The direction a line of text runs in, or the interface runs in.
    package enum WritingDirection: Sendable, Equatable, Hashable {
        /// Left to right, as Latin, Greek, Cyrillic and CJK text.
        case leftToRight
        /// Right to left, as Hebrew and Arabic text.
        case rightToLeft
    }
}

extension HUD.WritingDirection {
    /// The natural direction of `text`: the direction of its first strongly directional letter,
    /// or `nil` when it has none (digits, punctuation, emoji and spaces are neutral).
    ///
    /// This approximates the first-strong rule of the Unicode bidirectional algorithm (rules P2
    /// and P3) without its data: it looks at letters only (general category L), so the
    /// directional marks U+200E and U+200F do not count; it tells right-to-left letters by their
    /// code-point blocks, not by their `Bidi_Class`; and it does not skip text inside isolates.
    static func natural(of text: some StringProtocol) -> HUD.WritingDirection? {
        for scalar in text.unicodeScalars {
            // ASCII without Unicode properties: its only letters are A–Z and a–z, left to right.
            if scalar.isASCII {
                if ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) { return .leftToRight }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter:
                return isRightToLeftBlock(scalar.value) ? .rightToLeft : .leftToRight
            default:
                continue
            }
        }
        return nil
    }

    /// Whether a code point lies in a block of a right-to-left script: Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko, Samaritan, Mandaic and their supplements and presentation forms, and the
    /// historic right-to-left scripts of the supplementary planes.
    package static func isRightToLeftBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }
}
