import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The action button's place in the layout, worked out by hand with ``GridMeasurer`` (10 pt per
/// grapheme cluster, 20 pt lines in the button's subheadline font).
@Suite("Button layout")
struct ButtonLayoutTests {
    static let cancel = HUD.Action("Cancel") {}

    @Test("The button sits 12 pt under the text, its title padded 16 × 8 pt, across the content")
    func buttonUnderTheStatus() throws {
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        // labels 90 × 20; title "Cancel" 60 × 20 → button max(60 + 32, 88) × max(20 + 16, 36) = 92 × 36
        // 16 + 36 + 8 + 20 + 12 + 36 + 16 = 144 tall; max(36, 90, 92) + 32 = 124 wide, widened
        // to a tile as wide as tall: a column of 144 − 32 = 112, the button across it
        #expect(layout.bezelFrame.size == CGSize(width: 144, height: 144))
        let button = try #require(layout.button)
        #expect(button.frame == CGRect(x: 16, y: 92, width: 112, height: 36))
        #expect(button.title.frame == CGRect(x: 42, y: 100, width: 60, height: 20))
        #expect(button.title.lines == ["Cancel"])
        #expect(layout.status?.frame.maxY == 80)
        // the same 16 pt under the button as above the ring
        #expect(layout.bezelFrame.height - button.frame.maxY == layout.indicatorFrame?.minY)
    }

    @Test("The tap area is at least 44 pt tall about the button, inside the bezel, and the drawing's hit test uses it")
    func hitArea() throws {
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        let button = try #require(layout.button)
        #expect(button.hitFrame == CGRect(x: 16, y: 88, width: 112, height: 44))
        #expect(CGRect(origin: .zero, size: layout.bezelFrame.size).contains(button.hitFrame))
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, layout: layout)
        let origin = layout.bezelFrame.origin
        // 3 pt above the visible button, and 3 pt under it: still the button
        #expect(drawing.hitTarget(at: CGPoint(x: origin.x + 60, y: origin.y + 89)) == .button)
        #expect(drawing.hitTarget(at: CGPoint(x: origin.x + 60, y: origin.y + 131)) == .button)
        #expect(drawing.hitTarget(at: CGPoint(x: origin.x + 60, y: origin.y + 87)) != .button)
        // A frame given whole is grown the same way.
        let made = HUD.Layout.Button(frame: CGRect(x: 0, y: 10, width: 20, height: 30), title: button.title)
        #expect(made.hitFrame == CGRect(x: -12, y: 3, width: 44, height: 44))
    }

    @Test("Under the details too, and never narrower than 88 pt")
    func buttonUnderTheDetails() throws {
        let content = HUD.Content(indicator: .spinner, status: "Up", details: "1 of 3", action: HUD.Action("OK") {})
        let layout = HUD.Layout(content, in: .phone)
        let details = try #require(layout.details)
        let button = try #require(layout.button)
        #expect(button.frame.minY == details.frame.maxY + 12)
        // 88 pt at least, across the column the tile rule widened
        #expect(button.frame.size == CGSize(width: layout.bezelFrame.width - 32, height: 36) && button.frame.width >= 88)
        #expect(button.frame.midX == layout.bezelFrame.width / 2)
    }

    @Test("A bar and a button above each other have the same ends, the content's width")
    func barAndButtonAlign() throws {
        var configuration = HUD.Configuration()
        configuration.progressStyle = .bar
        let content = HUD.Content(indicator: .progress(0.5), status: "Copying", action: HUD.Action("Stop") {})
        let layout = HUD.Layout(content, in: .phone, configuration: configuration)
        let bar = try #require(layout.indicatorFrame)
        let button = try #require(layout.button)
        #expect(bar.minX == button.frame.minX && bar.maxX == button.frame.maxX)
        #expect(bar.minX == HUD.Layout.margin && bar.width == 120)
        // A wider status widens both: 15 clusters, 150 pt.
        let wide = HUD.Layout(HUD.Content(indicator: .progress(0.5), status: "abcdefghijklmno", action: HUD.Action("Stop") {}),
                              in: .phone, configuration: configuration)
        #expect(wide.indicatorFrame?.width == 150 && wide.button?.frame.width == 150)
    }

    @Test("The title is measured in the configured button font")
    func buttonFont() throws {
        var configuration = HUD.Configuration()
        configuration.buttonFont = HUD.Font(textStyle: .footnote)    // 16 pt lines with GridMeasurer
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let button = try #require(HUD.Layout(content, in: .phone, configuration: configuration).button)
        #expect(button.title.font == configuration.buttonFont)
        #expect(button.title.frame.height == 16)
        #expect(button.frame.height == 36, "max(16 + 16, 36): the minimum height")
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
        #expect(button.frame == CGRect(x: 16, y: 16, width: 88, height: 36))
        #expect(alone.bezelFrame.size == CGSize(width: 120, height: 68))
        #expect(alone.isCapsule == false, "a button makes it a tile")
    }

    @Test("The bezel keeps its radius with or without a button; the button is a capsule inside it")
    func capsuleButton() throws {
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        #expect(layout.cornerRadius == 24)
        #expect(HUD.Layout(HUD.Content(indicator: .success, status: "Uploaded"), in: .phone).cornerRadius == 24)
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, layout: layout)
        #expect(drawing.bezel.cornerRadius == 24)
        #expect(drawing.button?.cornerRadius == 18, "half the 36 pt height")
        func buttonRadius(bezel radius: CGFloat) -> CGFloat? {
            var configuration = HUD.Configuration()
            configuration.cornerRadius = radius
            return HUD.Drawing(configuration: configuration, content: content, container: .phone, measurer: GridMeasurer()).button?.cornerRadius
        }
        #expect(buttonRadius(bezel: 40) == 18)
        #expect(buttonRadius(bezel: 4) == 18)
        #expect(buttonRadius(bezel: .nan) == 18)
    }

    @Test("Without an action there is no button, and the drawing's follows the layout's")
    func drawing() throws {
        #expect(HUD.Layout(HUD.Content(indicator: .spinner, status: "A"), in: .phone).button == nil)
        let content = HUD.Content(indicator: .spinner, status: "Uploading", action: Self.cancel)
        let layout = HUD.Layout(content, in: .phone)
        for appearance in [HUD.Appearance.light, .dark] {
            let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, layout: layout,
                                      environment: HUD.Drawing.Environment(appearance: appearance))
            let button = try #require(drawing.button)
            #expect(button.layout == layout.button)
            #expect(button.cornerRadius == 18)
            // A light tint of the text colour, translucent: over every bezel the blur can make it
            // stands 1.2 : 1 apart, quieter than the text's 4.5 : 1 and more, and the title, the
            // text colour, keeps 4.5 : 1 on it.
            #expect(button.fill.alpha < 0.2)
            #expect(button.fill.withAlpha(1) == drawing.textColor)
            #expect(button.titleColor == drawing.textColor)
            let palette = Palette(style: .automatic, environment: HUD.Environment(appearance: appearance))
            let fills = [palette.bezelFill.composited(over: .black), palette.bezelFill.composited(over: .white),
                         palette.opaqueBezelFill.composited(over: .black)]
            for bezel in fills {
                let tinted = button.fill.composited(over: bezel)
                #expect(tinted.contrast(with: bezel) >= 1.2)
                #expect(tinted.contrast(with: bezel) < drawing.textColor.contrast(with: bezel))
                #expect(button.titleColor.contrast(with: tinted) >= 4.5)
            }
            // the least such tint: 1 % less falls under 1.2 : 1 over some bezel
            let less = button.fill.withAlpha(button.fill.alpha - 0.01)
            #expect(fills.contains { less.composited(over: $0).contrast(with: $0) < 1.2 })
        }
    }
}
