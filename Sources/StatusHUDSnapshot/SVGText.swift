import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

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
        var text = ""
        write(value, to: &text)
        return text
    }

    /// Appends ``number(_:)`` of `value` to `text`.
    static func write(_ value: Double, to text: inout String) {
        withDigits(of: value) { text += String(decoding: $0, as: UTF8.self) }
    }

    /// Appends ``number(_:)`` of `value` to `bytes`, UTF-8 text being built (path data).
    static func write(_ value: Double, to bytes: inout [UInt8]) {
        withDigits(of: value) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the UTF-8 bytes of ``number(_:)`` of `value`.
    ///
    /// Written from the whole number of thousandths, digit by digit, rather than by
    /// `String(format:)`, which goes through C varargs and a dynamic cast per number: a bezel's
    /// continuous outline has some 80 numbers, and formatting them was nine tenths of a
    /// document's time.
    private static func withDigits(of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let thousandths = value.isFinite ? (value * 1000).rounded() : 0
        // Beyond 2^53 thousandths a double has no thousandths to write; such numbers (never a
        // coordinate) keep the C formatter's digits.
        guard abs(thousandths) < 9e15 else {
            let rounded = thousandths / 1000
            var text = rounded == rounded.rounded() && abs(rounded) < 1e15
                ? String(Int64(rounded)) : String(format: "%.3f", rounded)
            while text.contains(".") && text.hasSuffix("0") { text.removeLast() }
            text.withUTF8 { body($0) }
            return
        }
        let count = Int64(thousandths)
        var magnitude = count.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            // Digits from the right: the thousandths without trailing zeros, the point, the whole.
            var index = buffer.count
            func put(_ byte: UInt8) { index -= 1; buffer[index] = byte }
            var fraction = magnitude % 1000
            magnitude /= 1000
            if fraction != 0 {
                var digits = 3
                while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
                for _ in 0..<digits { put(UInt8(ascii: "0") + UInt8(fraction % 10)); fraction /= 10 }
                put(UInt8(ascii: "."))
            }
            repeat { put(UInt8(ascii: "0") + UInt8(magnitude % 10)); magnitude /= 10 } while magnitude > 0
            if count < 0 { put(UInt8(ascii: "-")) }
            body(UnsafeBufferPointer(rebasing: buffer[index...]))
        }
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
