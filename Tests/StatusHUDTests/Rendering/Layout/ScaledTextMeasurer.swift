import Foundation
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// Measures as UIKit's measurer does at a larger Dynamic Type size: every font scaled by
/// `scale`, then estimated (0.55 em a letter, 0.28 em a space, lines 1.2 em apart).
struct ScaledTextMeasurer: HUD.TextMeasuring {
    /// The largest accessibility size: the 15 pt subheadline drawn at 49 pt.
    static let largestAccessibilitySize = ScaledTextMeasurer(scale: 49.0 / 15)

    var scale: CGFloat

    private func scaled(_ font: HUD.Font) -> HUD.Font {
        HUD.Font(textStyle: font.textStyle, size: font.pointSize * scale, weight: font.weight)
    }

    func width(of line: String, font: HUD.Font) -> CGFloat {
        HUD.EstimatedTextMeasurer().width(of: line, font: scaled(font))
    }

    func lineHeight(of font: HUD.Font) -> CGFloat {
        HUD.EstimatedTextMeasurer().lineHeight(of: scaled(font))
    }
}
