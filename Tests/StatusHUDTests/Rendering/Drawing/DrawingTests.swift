import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What the drawing says a presenter draws: mask, bezel, each indicator graphic, labels.
/// Numbers are worked out from the defaults and ``GridMeasurer``.
@Suite("Drawing")
struct DrawingTests {
    private func scene(
        _ content: HUD.Content,
        configure: (inout HUD.Configuration) -> Void = { _ in },
        container: HUD.Layout.Container = .phone
    ) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configure(&configuration)
        return HUD.Drawing(configuration: configuration, content: content, container: container, measurer: GridMeasurer())
    }

    // MARK: Mask

    @Test("Each mask type becomes its drawing", arguments: [
        (HUD.Backdrop.none, HUD.Drawing.Mask.none),
        (.clear, .clear),
        (.black, .color(HUD.Color(white: 0, alpha: 0.4))),
        (.custom(HUD.Color(red: 0, green: 0, blue: 1, alpha: 0.2)), .color(HUD.Color(red: 0, green: 0, blue: 1, alpha: 0.2))),
    ])
    func masks(backdrop: HUD.Backdrop, mask: HUD.Drawing.Mask) {
        #expect(scene(HUD.Content(indicator: .spinner)) { $0.backdrop = backdrop }.mask == mask)
    }

    @Test("The gradient mask is centred on the bezel and reaches black at 75 % at the shorter side")
    func gradientMask() {
        let scene = scene(HUD.Content(indicator: .spinner), configure: { $0.backdrop = .gradient },
                          container: .phoneWithKeyboard)
        // bezel (153, 235, 84, 84): centre (195, 277); shorter side 390
        #expect(scene.mask == .radialGradient(HUD.Drawing.RadialGradient(
            center: CGPoint(x: 195, y: 277), radius: 390,
            innerColor: HUD.Color(white: 0, alpha: 0), outerColor: HUD.Color(white: 0, alpha: 0.75))))
        #expect(scene.size == CGSize(width: 390, height: 844))
    }

    @Test("Touches are blocked by masks, unless the interaction setting says otherwise")
    func blocking() {
        let content = HUD.Content(indicator: .spinner)
        #expect(scene(content).blocksInteraction == false)
        #expect(scene(content) { $0.backdrop = .clear }.blocksInteraction)
        #expect(scene(content) { $0.backdrop = .black; $0.interaction = .passedThrough }.blocksInteraction == false)
        #expect(scene(content) { $0.interaction = .blocked }.blocksInteraction)
    }

    // MARK: Bezel

    @Test("The bezel has the layout's frame and the configured corner radius, at most half its side")
    func bezel() {
        let content = HUD.Content(indicator: .spinner)
        let plain = scene(content)
        #expect(plain.bezel.frame == CGRect(x: 161, y: 388, width: 68, height: 68))
        #expect(plain.bezel.cornerRadius == 24)
        #expect(plain.bezel.isCapsule == false)
        #expect(scene(content) { $0.cornerRadius = 100 }.bezel.cornerRadius == 34)
        #expect(scene(content) { $0.cornerRadius = .nan }.bezel.cornerRadius == 0)
        #expect(scene(content) { $0.cornerRadius = -3 }.bezel.cornerRadius == 0)
    }

    @Test("One line of text alone is a capsule; two lines, details, an indicator or a button make a tile")
    func capsule() {
        let toast = scene(HUD.Content(indicator: .text, status: "Copied"))
        // 16 + 20 + 16 = 52 tall: radius 26, whatever the configured radius
        #expect(toast.bezel.isCapsule)
        #expect(toast.bezel.cornerRadius == 26)
        #expect(scene(HUD.Content(indicator: .text, status: "Copied")) { $0.cornerRadius = 4 }.bezel.cornerRadius == 26)
        let tiles = [
            HUD.Content(indicator: .text, status: String(repeating: "abcdefghi ", count: 4)),   // two lines
            HUD.Content(indicator: .text, status: "Copied", details: "to the clipboard"),
            HUD.Content(indicator: .success, status: "Copied"),
            HUD.Content(indicator: .text, status: "Copied", action: HUD.Action("Undo") {}),
        ]
        for content in tiles {
            let drawing = scene(content)
            #expect(drawing.bezel.isCapsule == false, "\(content)")
            #expect(drawing.bezel.cornerRadius == 24, "\(content)")
        }
    }

    @Test("A progress with Cancel that ends in a success keeps its size and its corners")
    func shapeKeptThroughAHUDsLife() {
        let progress = scene(HUD.Content(indicator: .progress(1), status: "Uploading"))
        let success = scene(HUD.Content(indicator: .success, status: "Uploading"))
        #expect(progress.bezel.frame == success.bezel.frame)
        #expect(progress.indicator?.frame == success.indicator?.frame)
        let withCancel = scene(HUD.Content(indicator: .progress(0.5), status: "Uploading", action: HUD.Action("Cancel") {}))
        #expect(withCancel.bezel.cornerRadius == success.bezel.cornerRadius)
        // every indicator takes the same box, with text and without
        for hasText in [false, true] {
            let indicators: [HUD.Indicator] = [.spinner, .progress(0.5), .success, .error, .info, .image(TestImage.make(width: 5, height: 2))]
            var sizes = indicators.map { scene(HUD.Content(indicator: $0, status: hasText ? "Hi" : nil)).indicator?.frame.size }
            sizes.append(scene(HUD.Content(indicator: .progress(0.5), status: hasText ? "Hi" : nil)) { $0.progressStyle = .pie }.indicator?.frame.size)
            #expect(sizes.allSatisfy { $0 == CGSize(width: 36, height: 36) }, "\(sizes)")
        }
    }

    // MARK: Indicators

    @Test("The progress ring is one turn from 12 o'clock over a track of 1.5 : 1")
    func ring() throws {
        let scene = scene(HUD.Content(indicator: .progress(0.25), status: "Up"))
        let indicator = try #require(scene.indicator)
        // with text: radius 16.5, box (16.5 + 1.5) × 2 = 36, in a tile 92 pt tall and so 92 wide,
        // at ((92 − 36) / 2, 16)
        #expect(indicator.frame == CGRect(x: 28, y: 16, width: 36, height: 36))
        guard case .ring(let ring) = indicator.graphic else {
            Issue.record("expected a ring, got \(indicator.graphic)")
            return
        }
        #expect(ring.arc == HUD.Arc(center: CGPoint(x: 18, y: 18), radius: 16.5, startAngle: -.pi / 2, endAngle: 3 * .pi / 2))
        #expect(ring.progress == 0.25)
        #expect(ring.lineWidth == 3)
        #expect(ring.color == .black)
        #expect(ring.trackColor == HUD.Color(white: 0, alpha: 0.24))
        // a quarter of the ring ends at 3 o'clock
        let end = ring.arc.point(atFraction: ring.progress)
        #expect(abs(end.x - 34.5) < 1e-9 && abs(end.y - 18) < 1e-9)
    }

    @Test("The bar fills from the leading edge", arguments: [
        (HUD.WritingDirection.leftToRight, CGRect(x: 0, y: 0, width: 30, height: 6)),
        (.rightToLeft, CGRect(x: 90, y: 0, width: 30, height: 6)),
    ])
    func bar(direction: HUD.WritingDirection, fill: CGRect) throws {
        let container = HUD.Layout.Container(size: CGSize(width: 390, height: 844), layoutDirection: direction)
        let scene = scene(HUD.Content(indicator: .progress(0.25)), configure: { $0.progressStyle = .bar }, container: container)
        guard case .bar(let bar)? = scene.indicator?.graphic else {
            Issue.record("expected a bar")
            return
        }
        // 120 × 0.25 = 30; twice the ring's 3 pt tall, a capsule, its box its own height
        #expect(bar.trackFrame == CGRect(x: 0, y: 0, width: 120, height: 6))
        #expect(bar.fillFrame == fill)
        #expect(bar.cornerRadius == 3)
    }

    @Test("The pie is the ring's outline with a solid wedge clockwise from 12 o'clock inside it, no grey disc")
    func pie() throws {
        func pie(_ progress: Double) -> HUD.Drawing.ProgressPie? {
            let scene = scene(HUD.Content(indicator: .progress(progress)), configure: { $0.progressStyle = .pie })
            guard case .pie(let pie)? = scene.indicator?.graphic else { return nil }
            return pie
        }
        // no text: the outline at radius 16.5, 3 pt wide, in a 36 pt box centred at (18, 18);
        // the wedge's radius 16.5 − 3 = 13.5
        let quarter = try #require(pie(0.25))
        #expect(quarter.center == CGPoint(x: 18, y: 18))
        #expect(quarter.radius == 16.5)
        #expect(quarter.lineWidth == 3)
        #expect(quarter.color == .black)
        #expect(quarter.wedgeColor == .black)
        #expect(quarter.trackColor.alpha == 0, "a grey disc read as a clock face")
        #expect(quarter.wedge.elements == [
            .move(to: CGPoint(x: 18, y: 18)),
            .line(to: CGPoint(x: 18, y: 4.5)),
            .arc(center: CGPoint(x: 18, y: 18), radius: 13.5, startAngle: -.pi / 2, endAngle: 0, clockwise: true),
            .close,
        ])
        #expect(try #require(pie(0)).wedge.isEmpty)
        #expect(try #require(pie(1)).wedge == .circle(center: CGPoint(x: 18, y: 18), radius: 13.5))
    }

    @Test("Progress set on content after it was made is clamped too: NaN as 0, beyond 0…1 to the nearer end",
          arguments: [(Double.nan, 0.0), (-.infinity, 0), (-0.5, 0), (7, 1), (.infinity, 1)])
    func progressSetAfterInit(progress: Double, clamped: Double) throws {
        // HUD.Content.init clamps, but `indicator` is a public var: the drawing must clamp again
        var content = HUD.Content(indicator: .spinner)
        content.indicator = .progress(progress)
        func graphic(_ style: HUD.ProgressStyle) -> HUD.Drawing.Graphic? {
            scene(content) { $0.progressStyle = style }.indicator?.graphic
        }
        guard case .ring(let ring)? = graphic(.ring),
              case .bar(let bar)? = graphic(.bar),
              case .pie(let pie)? = graphic(.pie) else {
            Issue.record("expected a ring, a bar and a pie")
            return
        }
        #expect(ring.progress == clamped)
        #expect(bar.progress == clamped)
        #expect(pie.progress == clamped)
        // the bar fills 0 or all 120 pt of its track; the pie's wedge is empty or a full circle
        #expect(bar.fillFrame == CGRect(x: 0, y: 0, width: 120 * clamped, height: 6))
        #expect(pie.wedge == (clamped == 0 ? HUD.Path() : .circle(center: CGPoint(x: 18, y: 18), radius: 13.5)))
    }

    @Test("Glyphs are vector paths inside their box", arguments: HUD.Drawing.Glyph.Kind.allCases)
    func glyphs(kind: HUD.Drawing.Glyph.Kind) throws {
        let scene = scene(HUD.Content(indicator: HUD.Indicator(.result(kind)), status: "Done"), configure: { $0.style = .dark })
        guard case .glyph(let glyph)? = scene.indicator?.graphic else {
            Issue.record("expected a glyph")
            return
        }
        #expect(glyph.kind == kind)
        #expect(glyph.color == .white)
        // the ring's 3 pt (heavier than a ninth of the status's 20 pt lines, GridMeasurer)
        #expect(glyph.lineWidth == 3)
        #expect(glyph.stroke.isEmpty == false)
        for element in glyph.stroke.elements + glyph.fill.elements {
            switch element {
            case .move(let point), .line(let point):
                #expect((0...36).contains(point.x) && (0...36).contains(point.y), "\(point)")
            case .arc(let center, let radius, _, _, _):
                #expect(center.x - radius >= 0 && center.x + radius <= 36)
                #expect(center.y - radius >= 0 && center.y + radius <= 36)
            case .close:
                break
            }
        }
        #expect(glyph.fill.isEmpty == (kind != .info))
    }

    @Test("The three glyphs differ")
    func glyphsDiffer() {
        let paths = HUD.Drawing.Glyph.Kind.allCases.map {
            GlyphPaths.glyph($0, in: CGSize(width: 28, height: 28), lineWidth: 2, color: .black).stroke
        }
        #expect(Set(paths.map { "\($0)" }).count == 3)
    }

    @Test("The three glyphs are one family with the ring: the same circle and stroke, heavier beside larger text")
    func glyphFamily() throws {
        struct Lines: HUD.TextMeasuring {
            let height: CGFloat
            func width(of line: String, font: HUD.Font) -> CGFloat { CGFloat(line.count) * 10 }
            func lineHeight(of font: HUD.Font) -> CGFloat { height }
        }
        func glyph(_ indicator: HUD.Indicator, lines: CGFloat) throws -> HUD.Drawing.Glyph {
            let scene = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: indicator, status: "a"),
                                    container: .phone, measurer: Lines(height: lines))
            guard case .glyph(let glyph)? = scene.indicator?.graphic else { throw CancellationError() }
            return glyph
        }
        let family = try [HUD.Indicator.success, .error, .info].map { try glyph($0, lines: 18) }
        // 18 pt lines (15 pt text): 18 / 9 = 2 is lighter than the ring's 3 pt, which it takes;
        // the circle's radius 18 − 1.5 = 16.5 about (18, 18), the ring's
        for member in family {
            #expect(member.lineWidth == 3)
            #expect(Array(member.stroke.elements.prefix(3)) == HUD.Path.circle(center: CGPoint(x: 18, y: 18), radius: 16.5).elements)
        }
        // larger text (36 pt lines) → 4 pt; never thinner than the ring nor heavier than a
        // seventh of the box (at 90 pt lines the box has grown with the text to 1.5 × 36 = 54 pt)
        #expect(try glyph(.success, lines: 36).lineWidth == 4)
        #expect(try glyph(.success, lines: 4).lineWidth == 3)
        #expect(try glyph(.success, lines: 90).lineWidth == 54.0 / 7)
        #expect(GlyphPaths.lineWidth(besideLinesOf: 4, side: 28) == 1, "never thinner than 1 pt")
    }

    @Test("A glyph in a wide box is drawn in the centred square")
    func glyphInWideBox() {
        let glyph = GlyphPaths.glyph(.error, in: CGSize(width: 40, height: 28), lineWidth: 2, color: .black)
        // square of 28 at x = (40 − 28) / 2 = 6: the circle about (6 + 14, 14) = (20, 14), its
        // radius 14 − 2 / 2 = 13, starting at its top (20, 1); then the cross, from
        // (6 + 0.36 × 28, 0.36 × 28) = (16.08, 10.08)
        let elements = glyph.stroke.elements
        #expect(elements.first == .move(to: CGPoint(x: 20, y: 1)))
        #expect(elements.count > 3)
        if case .arc(let center, let radius, _, _, _) = elements[1] {
            #expect(center == CGPoint(x: 20, y: 14) && radius == 13)
        } else {
            Issue.record("the circle comes first: \(elements)")
        }
        if case .move(let start) = elements[3] {
            #expect(abs(start.x - 16.08) < 1e-9 && abs(start.y - 10.08) < 1e-9)
        } else {
            Issue.record("the cross follows the circle: \(elements)")
        }
    }

    @Test("An image is drawn in its box with the foreground as tint")
    func image() throws {
        let image = TestImage.make(width: 2, height: 2)
        let scene = scene(HUD.Content(indicator: .image(image)))
        let indicator = try #require(scene.indicator)
        #expect(indicator.frame == CGRect(x: 16, y: 16, width: 36, height: 36))
        #expect(indicator.graphic == .image(image, tint: .black))
    }

    @Test("A configured result image replaces its glyph only, in the glyph's box, tinted as an image")
    func resultImages() throws {
        let thumb = TestImage.make(width: 3, height: 2)
        let stop = TestImage.make(width: 1, height: 1)
        let configure: (inout HUD.Configuration) -> Void = {
            $0.successImage = thumb
            $0.errorImage = stop
            $0.style = .dark
        }
        // With status: the box is imageSize, 36 × 36 at the margin, as the glyph's is.
        let success = try #require(scene(HUD.Content(indicator: .success, status: "Done"), configure: configure).indicator)
        #expect(success.graphic == .image(thumb, tint: .white))
        let glyph = try #require(scene(HUD.Content(indicator: .success, status: "Done"), configure: { $0.style = .dark }).indicator)
        #expect(success.frame == glyph.frame)
        #expect(success.frame.size == CGSize(width: 36, height: 36))
        #expect(try #require(scene(HUD.Content(indicator: .error), configure: configure).indicator).graphic == .image(stop, tint: .white))
        // info has no image configured: its glyph stays
        guard case .glyph(let info) = try #require(scene(HUD.Content(indicator: .info), configure: configure).indicator).graphic else {
            Issue.record("info keeps its glyph")
            return
        }
        #expect(info.kind == .info)
        // The images change only the picture: a spinner and a progress are drawn as ever.
        guard case .spinner = try #require(scene(HUD.Content(indicator: .spinner), configure: configure).indicator).graphic else {
            Issue.record("the spinner stays")
            return
        }
    }

    @Test("Text only has no indicator")
    func textOnly() {
        #expect(scene(HUD.Content(indicator: .text, status: "Hi")).indicator == nil)
    }

    // MARK: A layout made for other content

    @Test("With a layout made for other content, the drawing draws content's indicator in the layout's box and the layout's text")
    func layoutForOtherContent() throws {
        let configuration = HUD.Configuration()
        let spinnerLayout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Loading"), in: .phone)
        // a glyph in the spinner's box: with text, (16.5 + 1.5) × 2 = 36 at ((102 − 36) / 2, 16)
        let glyph = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .success, status: "Other"),
                              layout: spinnerLayout)
        let indicator = try #require(glyph.indicator)
        #expect(indicator.frame == CGRect(x: 33, y: 16, width: 36, height: 36))
        guard case .glyph(let success) = indicator.graphic else {
            Issue.record("expected a glyph, got \(indicator.graphic)")
            return
        }
        #expect(success.kind == .success)
        // the glyph fills the box it was given, with the ring's stroke
        #expect(success.lineWidth == 3)
        if case .arc(_, let radius, _, _, _) = success.stroke.elements[1] { #expect(radius == 18 - 1.5) }
        #expect(glyph.status == spinnerLayout.status)
        #expect(glyph.status?.lines == ["Loading"])
        #expect(glyph.bezel.frame == spinnerLayout.bezelFrame)

        // text-only content in the spinner's box: no indicator, the box's room stays
        let textInBox = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .text), layout: spinnerLayout)
        #expect(textInBox.indicator == nil)
        #expect(textInBox.bezel.frame == spinnerLayout.bezelFrame)

        // a spinner with a layout of text only: no box, so no spinner
        let textLayout = HUD.Layout(HUD.Content(indicator: .text, status: "Hi"), in: .phone)
        let noBox = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner), layout: textLayout)
        #expect(noBox.indicator == nil)
        #expect(noBox.status?.lines == ["Hi"])
    }

    @Test("The ring's radius and thickness are those the layout sized its box with")
    func layoutRingSizes() throws {
        // laid out with the defaults and text: radius 16.5, thickness 3, box 36
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Loading"), in: .phone)
        var configuration = HUD.Configuration()
        configuration.ringRadius = 30
        configuration.ringLineWidth = 6
        let scene = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner), layout: layout)
        guard case .spinner(let spinner)? = scene.indicator?.graphic else {
            Issue.record("expected a spinner")
            return
        }
        #expect(spinner.arc.radius == 16.5)
        #expect(spinner.lineWidth == 3)
        #expect(spinner.arc.center == CGPoint(x: 18, y: 18))
    }

    // MARK: Labels

    @Test("The labels are the layout's, the status in the foreground colour, the details in the secondary")
    func labels() throws {
        let content = HUD.Content(indicator: .spinner, status: "שלום", details: "Please wait")
        let scene = scene(content) { $0.style = .dark }
        let layout = HUD.Layout(content, in: .phone)
        let status = try #require(scene.status)
        let details = try #require(scene.details)
        #expect(status == layout.status)
        #expect(details == layout.details)
        #expect(status.lines == ["שלום"])
        #expect(status.frame == layout.status?.frame)
        #expect(status.writingDirection == .rightToLeft)
        #expect(scene.textColor == .white)
        #expect(scene.detailsColor == HUD.Color.white.withAlpha(0.85))
        // the status in the weight of iOS's own capsules, the details regular
        #expect(status.font == HUD.Font(textStyle: .subheadline, weight: .semibold))
        #expect(details.text == "Please wait")
        #expect(details.writingDirection == .leftToRight)
        #expect(details.font == HUD.Font(textStyle: .footnote))
        #expect(details.lineHeight == 16)
    }
}
