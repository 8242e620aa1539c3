import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// At the largest text sizes the HUD widens before it cuts its text, and its indicator grows with
/// the text. Measured with `ScaledTextMeasurer` (0.55 em a letter, 0.28 em a space, 1.2 em lines):
/// the 15 pt status drawn at 49 pt is 26.95 pt a letter, 13.72 pt a space, 58.8 pt a line.
@Suite("Text that fits at the largest sizes")
struct TextThatFitsTests {
    /// The gallery's largest-text state: two lines of status are all the 369 pt leave beside the
    /// details and the Cancel button.
    static let uploading = HUD.Content(indicator: .progress(0.3), status: "Uploading your photographs to the shared album",
                                       details: "3 of 10 photos", action: HUD.Action("Cancel") {})

    static func layout(_ content: HUD.Content = uploading,
                       container: HUD.Layout.Container = AccessibilityTextLayoutTests.landscape,
                       measurer: any HUD.TextMeasuring = ScaledTextMeasurer.largestAccessibilitySize) -> HUD.Layout {
        HUD.Layout(configuration: HUD.Configuration(), content: content, container: container, measurer: measurer)
    }

    @Test("A status cut at the 588 pt box takes the width it needs, and no more: 675 pt, two whole lines")
    func widensBeforeCutting() throws {
        let layout = Self.layout()
        let status = try #require(layout.status)
        // At 588 pt: "Uploading your" / "photographs to the sha…". "Uploading your photographs"
        // is 24 × 26.95 + 2 × 13.72 = 674.24 pt, so 675 is the narrowest whole width that fits.
        #expect(status.lines == ["Uploading your photographs", "to the shared album"])
        #expect(!status.isTruncated && layout.details?.isTruncated == false)
        #expect(status.frame.width == 675)
        #expect(layout.bezelFrame.width == 675 + 2 * HUD.Layout.margin)
        #expect(layout.freeArea.contains(layout.bezelFrame))
        // The button spans the widened column.
        #expect(layout.button?.frame.width == 675)
    }

    @Test("Text cut even at the free width breaks its lines at it: 750 − 32 = 718 pt")
    func widensUpToTheFreeArea() throws {
        let long = HUD.Content(indicator: .spinner, status: String(repeating: "word ", count: 40),
                               action: HUD.Action("Cancel") {})
        let layout = Self.layout(long)
        let status = try #require(layout.status)
        // "word" is 4 × 26.95 = 107.8 pt and a space 13.72: 4 words a line in 588 pt (472.36),
        // 6 in 718 (646.8 + 68.6 = 715.4 → 716); three lines are not enough, so it stays cut
        #expect(status.isTruncated && status.lines.count == 3)
        #expect(status.lines.first == "word word word word word word")
        #expect(status.frame.width == 716 && layout.bezelFrame.width == 716 + 2 * HUD.Layout.margin)
        #expect(layout.freeArea.contains(layout.bezelFrame))
        // Portrait has no room beside the box: 390 − 32 = 358 already.
        let portrait = Self.layout(long, container: AccessibilityTextLayoutTests.portrait)
        #expect(portrait.bezelFrame.width == 390)
    }

    @Test("A toast whose grown line and symbol would pass the free area is a tile instead", arguments: [
        HUD.Placement.top, .bottom,
    ])
    func grownToastStaysInTheFreeArea(placement: HUD.Placement) throws {
        var configuration = HUD.Configuration()
        configuration.placement = placement
        // "Photos saved" is 11 × 26.95 + 13.72 = 310.17 pt, one line in the portrait's 358; a toast
        // adds its 58.8 pt symbol's lead (78.8) and 20 pt: 409 pt, past the 390 pt free width.
        let layout = HUD.Layout(configuration: configuration,
                                content: HUD.Content(indicator: .success, status: "Photos saved"),
                                container: AccessibilityTextLayoutTests.portrait,
                                measurer: ScaledTextMeasurer.largestAccessibilitySize)
        #expect(layout.freeArea.contains(layout.bezelFrame))
        #expect(!layout.isCapsule && layout.status?.isTruncated == false)
    }

    @Test("The system's spinner keeps its size at the largest text, and so does its box; the drawn one grows")
    func nativeSpinnerKeepsItsBox() throws {
        var configuration = HUD.Configuration()
        let content = HUD.Content(indicator: .spinner, status: "Loading")
        func box(_ style: HUD.SpinnerStyle) throws -> CGSize {
            configuration.spinnerStyle = style
            return try #require(HUD.Layout(configuration: configuration, content: content,
                                           container: AccessibilityTextLayoutTests.landscape,
                                           measurer: ScaledTextMeasurer.largestAccessibilitySize).indicatorFrame).size
        }
        #expect(try box(.native) == CGSize(width: 36, height: 36))
        #expect(try box(.arc).width > 36)
    }

    @Test("The bisection finds the narrowest whole width that fits, or the widest")
    func fittingWidth() {
        #expect(LabelBox.fittingWidth(from: 588, upTo: 718) { $0 >= 674.24 } == 675)
        #expect(LabelBox.fittingWidth(from: 588, upTo: 718) { _ in false } == 718)
        #expect(LabelBox.fittingWidth(from: 588, upTo: 718) { _ in true } == 588)
        #expect(LabelBox.fittingWidth(from: 588, upTo: 500) { _ in false } == 588)
        #expect(LabelBox.fittingWidth(from: 588, upTo: .nan) { _ in false } == 588)
        #expect(LabelBox.fittingWidth(from: .nan, upTo: 10) { $0 >= 3.5 } == 4)
    }

    @Test("At the default size a cut status keeps the 200 pt box: only grown text widens")
    func defaultSizeKeepsTheBox() throws {
        let long = HUD.Content(indicator: .spinner, status: String(repeating: "abcdefghi ", count: 100))
        let layout = Self.layout(long, measurer: HUD.EstimatedTextMeasurer())
        #expect(try #require(layout.status).isTruncated)
        #expect(layout.bezelFrame.width == 200 + 2 * HUD.Layout.margin)
    }

    /// The indicator box beside the status measured at `scale` times its size, for `indicator`.
    static func box(_ indicator: HUD.Indicator, scale: CGFloat, status: String? = "Loading") -> CGRect? {
        let content = HUD.Content(indicator: indicator, status: status)
        return layout(content, container: AccessibilityTextLayoutTests.portrait,
                      measurer: ScaledTextMeasurer(scale: scale)).indicatorFrame
    }

    @Test("The indicator keeps its 36 pt box to the first accessibility size, then grows with the text to 54 pt",
          arguments: [HUD.Indicator.spinner, .progress(0.3), .error, .image(TestImage.make(width: 4, height: 4))])
    func indicatorGrows(indicator: HUD.Indicator) throws {
        // default 15 pt, XXXL 21 pt (growth 1.26), AX1 25 pt (1.5): 36 pt
        for scale: CGFloat in [1, 21.0 / 15, 25.0 / 15] {
            #expect(try #require(Self.box(indicator, scale: scale)).size == CGSize(width: 36, height: 36), "\(scale)")
        }
        // AX3 36 pt: growth 2.16, 36 × 2.16 / 1.5 = 51.84
        let ax3 = try #require(Self.box(indicator, scale: 36.0 / 15))
        #expect(abs(ax3.width - 51.84) < 0.001 && ax3.width == ax3.height)
        // AX5 49 pt: growth 2.94 → 1.96, capped at 1.5 × 36 = 54
        #expect(try #require(Self.box(indicator, scale: 49.0 / 15)).size == CGSize(width: 54, height: 54))
    }

    @Test("Without text the indicator keeps its size; the ring's line grows with its box")
    func indicatorWithoutTextAndStroke() throws {
        let alone = try #require(Self.box(.spinner, scale: 49.0 / 15, status: nil))
        let defaultSize = try #require(Self.box(.spinner, scale: 1, status: nil))
        #expect(alone.size == defaultSize.size)
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .progress(0.3), status: "Loading"),
                                  container: AccessibilityTextLayoutTests.portrait, measurer: ScaledTextMeasurer.largestAccessibilitySize)
        guard case .ring(let ring)? = drawing.indicator?.graphic else {
            Issue.record("no ring: \(String(describing: drawing.indicator))")
            return
        }
        #expect(ring.lineWidth == 4.5)   // 3 × 1.5
        #expect(IndicatorMetrics.textScale(growth: .nan) == 1 && IndicatorMetrics.textScale(growth: -2) == 1)
    }
}
