import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The default measurer's estimate: 0.55 em per ordinary character, 1 em per wide one, 0.28 em
/// per space, nothing for invisible characters; lines 1.2 em apart.
@Suite("Estimated text measurer")
struct EstimatedTextMeasurerTests {
    let measurer = HUD.EstimatedTextMeasurer()
    let font = HUD.Font(size: 20)

    private func width(_ text: String) -> CGFloat {
        measurer.width(of: text, font: font)
    }

    @Test("Ordinary characters are 0.55 em and spaces 0.28 em")
    func latin() {
        // 20 pt: "ab c" = 3 × 11 + 5.6 = 38.6
        #expect(abs(width("ab c") - 38.6) < 1e-9)
        #expect(width("") == 0)
    }

    @Test("ASCII text is measured as character by character, to the last bit")
    func asciiFastPath() {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [everyASCII, "Uploading 24 photos", "a\r\nb", "\t x ~", "", "1#*"] {
            let characterByCharacter = text.reduce(0.0) { $0 + HUD.EstimatedTextMeasurer.ems(of: $1) }
            #expect(HUD.EstimatedTextMeasurer.asciiEms(of: text) == characterByCharacter, "\(text.debugDescription)")
        }
        #expect(HUD.EstimatedTextMeasurer.asciiEms(of: "café") == nil)
    }

    @Test("CJK, kana, hangul, full-width forms and emoji are 1 em each", arguments: [
        "読", "み", "カ", "한", "Ａ", "😀", "👨‍👩‍👧‍👦", "🇯🇵", "❤️",
    ])
    func wide(character: String) {
        #expect(width(character) == 20)
    }

    @Test("Combining marks do not widen their letter; invisible characters are 0")
    func invisible() {
        #expect(abs(width("e\u{301}") - 11) < 1e-9)
        #expect(width("\u{200B}") == 0)
        #expect(width("\u{200F}") == 0)
    }

    @Test("Hebrew and Arabic letters are ordinary width")
    func rightToLeft() {
        #expect(abs(width("שלום") - 44) < 1e-9)
    }

    @Test("Lines are 1.2 em apart, following the font's size")
    func lineHeight() {
        #expect(abs(measurer.lineHeight(of: font) - 24) < 1e-9)
        // subheadline is 15 pt by default: 18 pt lines
        #expect(abs(measurer.lineHeight(of: HUD.Font(textStyle: .subheadline)) - 18) < 1e-9)
    }

    @Test("It drives a real layout: a spinner with a status")
    func defaultLayout() throws {
        let layout = HUD.Layout(
            configuration: HUD.Configuration(),
            content: HUD.Content(indicator: .spinner, status: "Loading"),
            container: .phone
        )
        // "Loading" at 15 pt: 7 × 0.55 × 15 = 57.75 → 58 pt; one line of 18 pt
        let status = try #require(layout.status)
        #expect(status.frame.size == CGSize(width: 58, height: 18))
        // max(36, 58) + 32 = 90 wide; 16 + 36 + 8 + 18 + (16 − round(3.6)) = 90 tall
        // origin (floor(195 − 45), floor(422 − 45)) = (150, 377)
        #expect(layout.bezelFrame == CGRect(x: 150, y: 377, width: 90, height: 90))
    }
}
