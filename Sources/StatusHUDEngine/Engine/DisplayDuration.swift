import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
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
        return min(max(reading, configuration.minimumResultDuration), configuration.maximumResultDuration)
    }

    /// Reading units in `text`: one per character (grapheme cluster), four per dense CJK character.
    static func units(in text: String) -> Int {
        text.reduce(0) { total, character in
            total + (isDense(character) ? denseCharacterUnits : 1)
        }
    }

    /// A letter of a wide script (CJK ideographs, kana, hangul syllables, Yi, Tangut): East Asian
    /// wide by the project's one width table (``CharacterWidth/wideRanges``), and a letter, so
    /// wide punctuation, symbols and fullwidth Latin count as one unit like their narrow forms.
    private static func isDense(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return CharacterWidth.isWide(scalar.value) && scalar.properties.generalCategory == .otherLetter
    }
}
