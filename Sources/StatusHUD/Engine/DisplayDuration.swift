import Foundation

/// How long a self-dismissing HUD stays: long enough to read its status.
enum DisplayDuration {
    /// Seconds of reading time per unit of text.
    static let secondsPerUnit: TimeInterval = 0.06
    /// Seconds added to every status, however short.
    static let baseSeconds: TimeInterval = 0.5
    /// Units a CJK ideograph, kana or hangul syllable counts for: each carries a word's worth of meaning.
    static let denseCharacterUnits = 4

    /// min(max(0.5 + 0.06 × units, minimum dismiss time), maximum dismiss time), where units counts
    /// characters and each CJK ideograph, kana or hangul syllable counts 4.
    static func forStatus(_ status: String, configuration: HUD.Configuration) -> TimeInterval {
        let reading = baseSeconds + secondsPerUnit * Double(units(in: status))
        return min(max(reading, configuration.minimumDismissTimeInterval), configuration.maximumDismissTimeInterval)
    }

    /// Reading units in `text`: one per character (grapheme cluster), four per dense CJK character.
    static func units(in text: String) -> Int {
        text.reduce(0) { total, character in
            total + (isDense(character) ? denseCharacterUnits : 1)
        }
    }

    private static func isDense(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x3040...0x30FF,   // Hiragana, Katakana
             0x31F0...0x31FF,   // Katakana phonetic extensions
             0x3400...0x4DBF,   // CJK Unified Ideographs Extension A
             0x4E00...0x9FFF,   // CJK Unified Ideographs
             0xAC00...0xD7AF,   // Hangul syllables
             0xF900...0xFAFF,   // CJK Compatibility Ideographs
             0xFF66...0xFF9D,   // Halfwidth Katakana
             0x20000...0x323AF: // CJK Extensions B–H and compatibility supplement
            return true
        default:
            return false
        }
    }
}
