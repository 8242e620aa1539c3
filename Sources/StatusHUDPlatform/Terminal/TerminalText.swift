#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Makes any status safe to draw on one terminal line.
///
/// A status may hold anything: newlines, tabs, escape sequences, a hundred thousand characters.
/// Drawn as given, a newline would break the line the HUD redraws in place and an escape
/// sequence would let the status move the cursor or change colours. So line breaks and tabs
/// become spaces, and every other control character (C0, DEL, C1, including ESC) is dropped.
///
/// ```swift
/// TerminalText.singleLine("Copying\n\u{1B}[31mfile\u{1B}[0m")   // "Copying [31mfile[0m"
/// ```
enum TerminalText {
    /// `text` on one line, without control characters; `nil` and `""` give `""`.
    static func singleLine(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isSpaceLike(scalar) {
                result.append(" ")
            } else if !isControl(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` holds a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and the
    /// other right-to-left scripts). Terminals that reorder such text do not keep the columns the
    /// HUD counts on, so such a line is always redrawn whole.
    static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x200F, 0x202B, 0x202E, 0x2067:   // RLM, RLE, RLO, RLI
                return true
            default:
                return HUD.WritingDirection.isRightToLeftBlock(scalar.value)
            }
        }
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        isSpaceLike(scalar) || isControl(scalar)
    }

    /// Tab, line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators.
    private static func isSpaceLike(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
#endif
