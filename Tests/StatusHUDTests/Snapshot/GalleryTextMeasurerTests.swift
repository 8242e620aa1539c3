import Foundation
import Testing
import StatusHUD
import StatusHUDSnapshot

/// The gallery's measurer adds the font files' own advances (numbers read from the generated
/// tables, in font units: Inter 2,816 a em, DejaVu Sans 2,048), and estimates only what the
/// tables lack.
@Suite("Gallery text measurer")
struct GalleryTextMeasurerTests {
    let measurer = GalleryTextMeasurer()
    let regular = HUD.Font(textStyle: .subheadline)                 // 15 pt
    let semibold = HUD.Font(size: 15, weight: .semibold)

    @Test("Latin text is Inter's advances: \"Hi\" at 15 pt is (2084 + 668) / 2816 × 15")
    func inter() {
        #expect(abs(measurer.width(of: "Hi", font: regular) - 2752.0 / 2816 * 15) < 1e-9)
        // "Saved": S 1796, a 1588, v 1568, e 1640, d 1748 = 8340
        #expect(abs(measurer.width(of: "Saved", font: regular) - 8340.0 / 2816 * 15) < 1e-9)
        // the weight picks its own file: semibold H is 2095
        #expect(abs(measurer.width(of: "H", font: semibold) - 2095.0 / 2816 * 15) < 1e-9)
    }

    @Test("Hebrew is DejaVu Sans's: א 1369, ב 1184 of 2048")
    func hebrew() {
        #expect(abs(measurer.width(of: "אב", font: regular) - 2553.0 / 2048 * 15) < 1e-9)
    }

    @Test("A combining accent adds Inter's 0; what no table has is estimated (an emoji: 1 em)")
    func fallback() {
        #expect(abs(measurer.width(of: "e\u{301}", font: regular) - 1640.0 / 2816 * 15) < 1e-9)
        #expect(abs(measurer.width(of: "H😀", font: regular) - (2084.0 / 2816 * 15 + 15)) < 1e-9)
        #expect(measurer.width(of: "", font: regular) == 0)
    }

    @Test("Lines are Inter's ascender + descender + gap apart: (2728 + 680 + 0) / 2816 em")
    func lineHeight() {
        #expect(abs(measurer.lineHeight(of: regular) - 3408.0 / 2816 * 15) < 1e-9)
    }

    @Test("A text scale measures every font that many times larger: 49 / 15 for the largest size")
    func textScale() {
        let large = GalleryTextMeasurer(textScale: 49.0 / 15)
        #expect(abs(large.width(of: "Saved", font: regular) - 8340.0 / 2816 * 49) < 1e-9)
        #expect(abs(large.width(of: "H😀", font: regular) - (2084.0 / 2816 * 49 + 49)) < 1e-9)
        #expect(abs(large.lineHeight(of: regular) - 3408.0 / 2816 * 49) < 1e-9)
        for invalid: CGFloat in [0, -2, .nan, .infinity] {
            #expect(GalleryTextMeasurer(textScale: invalid).lineHeight(of: regular) == measurer.lineHeight(of: regular))
        }
    }
}
