import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Presenter) import StatusHUD

/// Text and numbers as they go into an SVG document: escaped, and written the same way every time.
enum SVGText {
    /// `text` safe inside an XML element or a double-quoted attribute: `&`, `<`, `>`, `"` and `'`
    /// escaped, and characters XML 1.0 forbids (NUL and other C0 controls but tab, line feed and
    /// carriage return; U+FFFE, U+FFFF) replaced by U+FFFD. (A Swift string never holds a lone
    /// surrogate: decoding replaced it already.)
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// A number with at most three decimals and no trailing zeros ("12", "0.5", "-3.142"); not a
    /// number counts as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// A colour as `rgb(…)` and its opacity.
    static func paint(_ color: HUD.Color) -> (color: String, opacity: String) {
        let channel = { (value: Double) in String(Int((value * 255).rounded())) }
        return ("rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))", number(color.alpha))
    }
}
