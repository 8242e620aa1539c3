import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A text measurer whose numbers can be worked out by hand: every grapheme cluster is 10 pt
/// wide, whatever it is (a letter, a space, an ideograph, a family emoji), and lines are 20 pt
/// apart in the status font (subheadline) and 16 pt apart in the details font (footnote).
struct GridMeasurer: HUD.TextMeasuring {
    /// Counts the grapheme clusters measured, to show how much work a layout does.
    final class Counter {
        var measuredGraphemes = 0
    }

    var graphemeWidth: CGFloat = 10
    var counter: Counter?

    func width(of line: String, font: HUD.Font) -> CGFloat {
        let count = line.count
        counter?.measuredGraphemes += count
        return CGFloat(count) * graphemeWidth
    }

    func lineHeight(of font: HUD.Font) -> CGFloat {
        font.textStyle == .footnote ? 16 : 20
    }
}


extension HUD.Layout {
    /// A layout measured with ``GridMeasurer``.
    init(_ content: HUD.Content, in container: Container, configuration: HUD.Configuration = HUD.Configuration()) {
        self.init(configuration: configuration, content: content, container: container, measurer: GridMeasurer())
    }
}

extension HUD.Layout.Container {
    /// An iPhone-sized portrait container with nothing covered: 390 × 844 pt.
    static let phone = HUD.Layout.Container(size: CGSize(width: 390, height: 844))
    /// The same with a notch (47 pt), a home indicator (34 pt) and a keyboard 336 pt tall.
    static let phoneWithKeyboard = HUD.Layout.Container(
        size: CGSize(width: 390, height: 844),
        safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        keyboardHeight: 336
    )
}

extension CGRect {
    /// Whether origin and size are all finite numbers.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
