import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// An edge toast in iOS's proportions (`HUD.Layout.Toast`), measured with ``GridMeasurer``:
/// "Saved" is 50 pt wide, its line 20 pt tall; "3 photos" 80 pt wide in a 16 pt details line.
@Suite("Toast layout")
struct ToastLayoutTests {
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

    @Test("A success at an edge: 48 pt tall; a 22 pt glyph centred on the round end; 24 + 11 + 10 + 50 + 20 = 115 pt wide",
          arguments: [HUD.Placement.top, .bottom])
    func glyphToast(placement: HUD.Placement) throws {
        let layout = Self.layout(placement, Self.saved)
        #expect(layout.bezelFrame.size == CGSize(width: 115, height: 48))
        #expect(layout.isCapsule && layout.cornerRadius == 24)
        let glyph = try #require(layout.indicatorFrame)
        #expect(glyph == CGRect(x: 13, y: 13, width: 22, height: 22))
        #expect(glyph.midX == layout.cornerRadius && glyph.midY == layout.cornerRadius, "its centre on the end cap's")
        #expect(try #require(layout.status).frame == CGRect(x: 45, y: 14, width: 50, height: 20))
    }

    @Test("A glyph toast and a text toast at one edge are one height; the centred HUD keeps its 36 pt box")
    func oneHeight() throws {
        for indicator in [HUD.Indicator.success, .error, .info, .spinner, .progress(0.4), .text] {
            let layout = Self.layout(.top, HUD.Content(indicator: indicator, status: "Saved"))
            #expect(layout.bezelFrame.height == HUD.Layout.Toast.height, "\(indicator)")
            #expect(layout.indicatorFrame?.size ?? CGSize(width: 22, height: 22) == CGSize(width: 22, height: 22))
        }
        let centred = Self.layout(.center, Self.saved)
        #expect(try #require(centred.indicatorFrame).size == CGSize(width: 36, height: 36))
    }

    @Test("Right to left, the glyph is centred on the right end and the text ends 10 pt before it")
    func mirrored() throws {
        let layout = Self.layout(.top, Self.saved, direction: .rightToLeft)
        #expect(try #require(layout.indicatorFrame).midX == 115 - 24)
        #expect(try #require(layout.status).frame.maxX == 115 - 24 - 11 - 10)
    }

    @Test("Details make a second line under the status, in their own font: 10 + 20 + 16 + 10 = 56 pt tall")
    func twoLines() throws {
        let layout = Self.layout(.bottom, HUD.Content(indicator: .success, status: "Saved", details: "3 photos"))
        #expect(layout.isCapsule && layout.bezelFrame.size == CGSize(width: 28 + 11 + 10 + 80 + 20, height: 56))
        #expect(try #require(layout.indicatorFrame) == CGRect(x: 17, y: 17, width: 22, height: 22))
        #expect(try #require(layout.status).frame == CGRect(x: 49, y: 10, width: 50, height: 20))
        let details = try #require(layout.details)
        #expect(details.frame == CGRect(x: 49, y: 30, width: 80, height: 16) && details.font.textStyle == .footnote)
        // Without a glyph both lines are centred, 16 pt from the widest's ends.
        let text = Self.layout(.top, HUD.Content(indicator: .text, status: "Copied", details: "3 photos"))
        #expect(text.isCapsule && text.bezelFrame.size == CGSize(width: 112, height: 56))
        #expect(text.status?.frame.minX == 26 && text.details?.frame.minX == 16)
    }

    @Test("The ring and the spinner in a toast are drawn to its box: a 2 pt line, radius 10")
    func scaledStrokes() throws {
        var configuration = HUD.Configuration()
        configuration.placement = .top
        let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .progress(0.5), status: "Saving"),
                                  container: PlacementLayoutTests.island, measurer: GridMeasurer())
        guard case .ring(let ring)? = drawing.indicator?.graphic else { Issue.record("no ring"); return }
        #expect(ring.lineWidth == 2 && ring.arc.radius == 10)
        let check = HUD.Drawing(configuration: configuration, content: Self.saved, container: PlacementLayoutTests.island,
                                measurer: GridMeasurer())
        guard case .glyph(let glyph)? = check.indicator?.graphic else { Issue.record("no glyph"); return }
        #expect(abs(glyph.lineWidth - 20.0 / 9) < 0.001, "the glyph's stroke beside 20 pt lines")
    }

    @Test("The glyph tint colours glyphs and images, not the spinner, the ring or the text")
    func tint() {
        var configuration = HUD.Configuration()
        configuration.placement = .top
        let green = HUD.Color(red: 0.2, green: 0.78, blue: 0.35)
        configuration.glyphTint = HUD.DynamicColor(green)
        func graphic(_ indicator: HUD.Indicator) -> (HUD.Drawing.Graphic?, HUD.Color) {
            let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: indicator, status: "Saved"),
                                      container: PlacementLayoutTests.island, measurer: GridMeasurer())
            return (drawing.indicator?.graphic, drawing.textColor)
        }
        if case (.glyph(let glyph)?, let text) = graphic(.error) { #expect(glyph.color == green && text != green) }
        else { Issue.record("no glyph") }
        if case (.ring(let ring)?, _) = graphic(.progress(0.3)) { #expect(ring.color != green) } else { Issue.record("no ring") }
        let image = HUD.Image(width: 1, height: 1, pixels: [0, 0, 0, 255])
        if case (.image(_, let tint)?, _) = graphic(.image(image)) { #expect(tint == green) } else { Issue.record("no image") }
        configuration.glyphTint = nil
        if case (.glyph(let glyph)?, let text) = graphic(.success) { #expect(glyph.color == text) } else { Issue.record("no glyph") }
        #expect(configuration.resultImages == nil, "no tint and no images: no box")
    }

    @Test("The centre, a button, a wrapped status or details, the bar, a square or no text keep the tile")
    func tilesStay() {
        let cases: [(HUD.Placement, HUD.Content, (inout HUD.Configuration) -> Void)] = [
            (.center, Self.saved, { _ in }),
            (.top, HUD.Content(indicator: .progress(0.5), status: "Uploading", action: HUD.Action("Cancel") {}), { _ in }),
            (.top, HUD.Content(indicator: .success, status: String(repeating: "long ", count: 12)), { _ in }),
            (.top, HUD.Content(indicator: .success, status: "Saved", details: String(repeating: "long ", count: 12)), { _ in }),
            (.bottom, HUD.Content(indicator: .progress(0.5), status: "Copying"), { $0.progressStyle = .bar }),
            (.top, Self.saved, { $0.isSquare = true }),
            (.top, HUD.Content(indicator: .spinner), { _ in }),
        ]
        for (placement, content, configure) in cases {
            let layout = Self.layout(placement, content, configure: configure)
            #expect(layout.bezelFrame.width >= layout.bezelFrame.height, "a tile, at least square")
            #expect(layout.cornerRadius < layout.bezelFrame.height / 2, "no capsule: \(content)")
        }
    }

    @Test("Larger text grows the toast and its glyph; a minimum size is kept; invalid sizes stay finite")
    func growsAndStaysFinite() throws {
        var configuration = HUD.Configuration()
        configuration.placement = .top
        let large = HUD.Layout(configuration: configuration, content: Self.saved, container: PlacementLayoutTests.island,
                               measurer: ScaledTextMeasurer(scale: 2))
        let glyph = try #require(large.indicatorFrame)
        #expect(large.bezelFrame.height > 48 && glyph.width > 22 && glyph.width <= large.bezelFrame.height - 20)
        #expect(glyph.midX == large.bezelFrame.height / 2)
        configuration.minimumSize = CGSize(width: 200, height: 60)
        let minimum = HUD.Layout(configuration: configuration, content: Self.saved, container: PlacementLayoutTests.island,
                                 measurer: GridMeasurer())
        #expect(minimum.bezelFrame.size == CGSize(width: 200, height: 60) && minimum.cornerRadius == 30)
        #expect(try #require(minimum.indicatorFrame).midX == 30)
    }
}
