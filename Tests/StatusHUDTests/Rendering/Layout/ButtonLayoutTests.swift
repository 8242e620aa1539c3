import Foundation
import Testing
@_spi(Presenter) @testable import StatusHUD

/// The action button's place in the layout, worked out by hand with ``GridMeasurer`` (10 pt per
/// grapheme cluster, 20 pt lines in the button's subheadline font).
@Suite("Button layout")
struct ButtonLayoutTests {
    static let cancel = HUD.Action("Cancel") {}

    @Test("The button sits 12 pt under the text, its title padded 16 × 7 pt, centred")
    func buttonUnderTheStatus() throws {
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        // labels 90 × 20; title "Cancel" 60 × 20 → button max(60 + 32, 88) × max(20 + 14, 32) = 92 × 34
        // bezel max(38, 90, 92) + 32 = 124 wide, 16 + 38 + 8 + 20 + 12 + 34 + 16 = 144 tall
        #expect(layout.bezelFrame.size == CGSize(width: 124, height: 144))
        let button = try #require(layout.button)
        #expect(button.frame == CGRect(x: 16, y: 94, width: 92, height: 34))
        #expect(button.title.frame == CGRect(x: 32, y: 101, width: 60, height: 20))
        #expect(button.title.lines == ["Cancel"])
        #expect(layout.status?.frame.maxY == 82)
        // the same 16 pt under the button as above the ring
        #expect(layout.bezelFrame.height - button.frame.maxY == layout.indicatorFrame?.minY)
    }

    @Test("Under the details too, and never narrower than 88 pt")
    func buttonUnderTheDetails() throws {
        let content = HUD.Content(indicator: .spinner, status: "Up", details: "1 of 3", action: HUD.Action("OK") {})
        let layout = HUD.Layout(content, in: .phone)
        let details = try #require(layout.details)
        let button = try #require(layout.button)
        #expect(button.frame.minY == details.frame.maxY + 12)
        #expect(button.frame.size == CGSize(width: 88, height: 34))
        #expect(button.frame.midX == layout.bezelFrame.width / 2)
    }

    @Test("The title is measured in the configured button font")
    func buttonFont() throws {
        var configuration = HUD.Configuration()
        configuration.buttonFont = HUD.Font(textStyle: .footnote)    // 16 pt lines with GridMeasurer
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let button = try #require(HUD.Layout(content, in: .phone, configuration: configuration).button)
        #expect(button.title.font == configuration.buttonFont)
        #expect(button.title.frame.height == 16)
        #expect(button.frame.height == 32, "max(16 + 14, 32): the minimum height")
    }

    @Test("A long title stays on one line, cut off with an ellipsis, at most 200 pt wide")
    func longTitle() throws {
        let content = HUD.Content(indicator: .spinner, status: "Working",
                                  action: HUD.Action(String(repeating: "Stop ", count: 40)) {})
        let button = try #require(HUD.Layout(content, in: .phone).button)
        #expect(button.title.lines.count == 1)
        #expect(button.title.isTruncated)
        #expect(button.title.lines[0].hasSuffix("…"))
        #expect(button.frame.width <= 200)
    }

    @Test("Text-only content with a button has no spacing above it; an empty title still makes a button")
    func buttonAlone() throws {
        let alone = HUD.Layout(HUD.Content(indicator: .text, action: HUD.Action("") {}), in: .phone)
        let button = try #require(alone.button)
        #expect(button.frame == CGRect(x: 16, y: 16, width: 88, height: 34))
        #expect(alone.bezelFrame.size == CGSize(width: 120, height: 66))
    }

    @Test("With a button the bezel's corners are concentric with the capsule's: margin + capsule radius")
    func concentricCorners() throws {
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        // capsule 34 tall, radius 17, 16 pt from the bezel's bottom: 16 + 17 = 33 (configured: 14)
        let layout = HUD.Layout(content, in: .phone)
        #expect(layout.cornerRadius == 33)
        #expect(HUD.Drawing(configuration: HUD.Configuration(), content: content, layout: layout).bezel.cornerRadius == 33)
        // a larger configured radius wins; without a button the configured 14 stays
        var configuration = HUD.Configuration()
        configuration.cornerRadius = 40
        #expect(HUD.Layout(content, in: .phone, configuration: configuration).cornerRadius == 40)
        #expect(HUD.Layout(HUD.Content(indicator: .spinner, status: "Uploading"), in: .phone).cornerRadius == 14)
    }

    @Test("Without an action there is no button, and the drawing's follows the layout's")
    func drawing() throws {
        #expect(HUD.Layout(HUD.Content(indicator: .spinner, status: "A"), in: .phone).button == nil)
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, layout: layout,
                                  environment: HUD.Drawing.Environment(appearance: .dark))
        let button = try #require(drawing.button)
        #expect(button.layout == layout.button)
        #expect(button.cornerRadius == 17)
        #expect(button.titleColor == .white)
        #expect(button.fill == HUD.Color.white.withAlpha(0.15))
    }
}
