import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// At the top or bottom, an indicator with one line of status is a capsule with the indicator
/// beside the text, measured with ``GridMeasurer``: "Saved" is 50 pt wide, its line 20 pt tall.
@Suite("Capsule beside text")
struct CapsuleBesideTextTests {
    static func layout(_ placement: HUD.Placement, _ content: HUD.Content, direction: HUD.WritingDirection = .leftToRight,
                       configure: (inout HUD.Configuration) -> Void = { _ in }) -> HUD.Layout {
        var configuration = HUD.Configuration()
        configuration.placement = placement
        configure(&configuration)
        var container = PlacementLayoutTests.island
        container.layoutDirection = direction
        return HUD.Layout(content, in: container, configuration: configuration)
    }

    static let saved = HUD.Content(indicator: .success, status: "Saved")

    @Test("A success at the top: 10 + 36 + 8 + 50 + 16 = 120 pt by 56, its glyph concentric with the round end", arguments: [HUD.Placement.top, .bottom])
    func besideText(placement: HUD.Placement) throws {
        let layout = Self.layout(placement, Self.saved)
        #expect(layout.bezelFrame.size == CGSize(width: 120, height: 56))
        #expect(layout.isCapsule && layout.cornerRadius == 28)
        let glyph = try #require(layout.indicatorFrame)
        #expect(glyph == CGRect(x: 10, y: 10, width: 36, height: 36))
        #expect(glyph.midX == layout.cornerRadius && glyph.midY == layout.cornerRadius, "concentric with the left end")
        let status = try #require(layout.status)
        #expect(status.frame == CGRect(x: 54, y: 18, width: 50, height: 20))
    }

    @Test("Right to left, the glyph goes to the right end and the text before it")
    func mirrored() throws {
        let layout = Self.layout(.top, Self.saved, direction: .rightToLeft)
        #expect(try #require(layout.indicatorFrame).minX == 120 - 10 - 36)
        #expect(try #require(layout.status).frame.maxX == 120 - 10 - 36 - 8)
    }

    @Test("The centre, details, a button, two lines, the bar or a square keep the tile")
    func tilesStay() {
        let cases: [(HUD.Placement, HUD.Content, (inout HUD.Configuration) -> Void)] = [
            (.center, Self.saved, { _ in }),
            (.top, HUD.Content(indicator: .success, status: "Saved", details: "3 photos"), { _ in }),
            (.top, HUD.Content(indicator: .progress(0.5), status: "Uploading", action: HUD.Action("Cancel") {}), { _ in }),
            (.top, HUD.Content(indicator: .success, status: String(repeating: "long ", count: 12)), { _ in }),
            (.bottom, HUD.Content(indicator: .progress(0.5), status: "Copying"), { $0.progressStyle = .bar }),
            (.top, Self.saved, { $0.isSquare = true }),
        ]
        for (placement, content, configure) in cases {
            let layout = Self.layout(placement, content, configure: configure)
            #expect(layout.bezelFrame.width >= layout.bezelFrame.height, "a tile, at least square")
            #expect(layout.cornerRadius < layout.bezelFrame.height / 2, "no capsule")
        }
    }

    @Test("A spinner and a ring sit beside their status too; text alone keeps its own capsule")
    func otherIndicators() throws {
        for indicator in [HUD.Indicator.spinner, .progress(0.4)] {
            let layout = Self.layout(.bottom, HUD.Content(indicator: indicator, status: "Saving"))
            #expect(layout.isCapsule && layout.bezelFrame.height == 56)
        }
        let text = Self.layout(.top, HUD.Content(indicator: .text, status: "Copied"))
        #expect(text.indicatorFrame == nil && text.bezelFrame.height == 52)
    }
}
