import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The statuses random sequences use, with their reading units counted by hand (a character is
/// one unit, a CJK ideograph, kana or hangul syllable four), so the model does not need the
/// engine's counting code.
enum ModelStatus {
    /// nil, then strings; index into this table.
    static let table: [(text: String?, units: Int, source: String)] = [
        (nil, 0, "nil"),
        ("", 0, "\"\""),
        ("Loading", 7, "\"Loading\""),
        ("Saved ✅", 7, "\"Saved ✅\""),
        ("👨‍👩‍👧‍👦🇳🇴", 2, "\"👨‍👩‍👧‍👦🇳🇴\""),
        ("مرحبا بالعالم", 13, "\"مرحبا بالعالم\""),            // Arabic, right to left
        ("שלום עולם", 9, "\"שלום עולם\""),                    // Hebrew, right to left
        ("上传中…", 13, "\"上传中…\""),                         // 3 ideographs × 4 + 1
        ("안녕하세요 world", 26, "\"안녕하세요 world\""),       // 5 syllables × 4 + 6
        ("e\u{301}", 1, "\"e\\u{301}\""),                      // one character, two scalars
        (longText, 1_000, "String(repeating: \"ab\", count: 500)"),
        // Only `setStatus` uses this one: counting 100,000 characters for every show would
        // dominate the run time of a debug build.
        (veryLongText, 100_000, "String(repeating: \"ab\", count: 50_000)"),
    ]

    static let longText = String(repeating: "ab", count: 500)
    static let veryLongText = String(repeating: "ab", count: 50_000)
    /// Rows shows may use.
    static let showRows = 0..<(table.count - 1)

    static func text(_ index: Int) -> String? { table[index].text }

    static func units(of text: String) -> Int {
        guard let row = table.first(where: { $0.text == text }) else {
            preconditionFailure("status not in the table: \(text.prefix(40))")
        }
        return row.units
    }
}
