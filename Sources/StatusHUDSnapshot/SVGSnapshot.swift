import Foundation
import StatusHUD
import StatusHUDTooling
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// A `HUD.Drawing` as a self-contained SVG document: the same display list the UIKit presenter
/// applies, drawn by a browser. For pictures, goldens and documentation; apps do not ship it.
///
/// The spinner is drawn as Core Animation draws it: the two-turn arc stroked between the
/// `strokeStart` and `strokeEnd` of `HUD.SpinnerAnimation` (as a dash on a path of length 1) under
/// the angle-mask image rotated by its `maskRotation` — frozen at a time, or animated with the
/// model's durations. The bezel gets a backdrop blur where the viewer supports it (an inline SVG
/// in Chromium) under the style's fill. Text uses the layout's lines and frames, Inter first, with kerning and ligatures off (each line is then as wide as its advances, which ``GalleryTextMeasurer`` sums).
/// Output is deterministic: the same drawing gives the same bytes.
///
/// ```swift
/// let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner, status: "Loading"),
///                           container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)))
/// let svg = SVGSnapshot.document(for: drawing, time: .at(0.25))
/// ```
package enum SVGSnapshot {
    /// When the spinner is drawn.
    public enum Time: Sendable, Equatable {
        /// Frozen at this many seconds after it started.
        case at(TimeInterval)
        /// Turning, as SVG animations.
        case animated
    }

    /// The font stack of labels: Inter, then DejaVu Sans for the letters Inter lacks (the fonts
    /// ``GalleryTextMeasurer`` measures with), then the system's sans-serif.
    public static let fontFamily = "Inter, 'DejaVu Sans', -apple-system, system-ui, sans-serif"

    /// The document for `drawing`; `scale` multiplies its pixel size (its view box stays in points),
    /// `idPrefix` keeps ids apart when several documents are inlined in one page, and `glass` draws
    /// the bezel as iOS 26 does (an approximation of Liquid Glass) instead of the material of
    /// iOS 15–18, the default. `textScale` draws text that many times its fonts' point sizes, for
    /// a drawing measured with `GalleryTextMeasurer(textScale:)` alike (a larger Dynamic Type
    /// size); 1 by default.
    public static func document(for drawing: HUD.Drawing, time: Time = .at(0), scale: Double = 1, idPrefix: String = "hud",
                                glass: Bool = false, textScale: CGFloat = 1) -> String {
        var writer = Writer(drawing: drawing, time: time, id: SVGText.escaped(idPrefix), glass: glass,
                            textScale: textScale.isFinite && textScale > 0 ? textScale : 1)
        return writer.document(scale: scale)
    }
}

private struct Writer {
    let drawing: HUD.Drawing
    let time: SVGSnapshot.Time
    let id: String
    let glass: Bool
    let textScale: CGFloat
    var out = ""

    typealias N = SVGText

    mutating func document(scale: Double) -> String {
        let size = drawing.size
        let scale = scale.isFinite && scale > 0 ? scale : 1
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(N.number(Double(size.width) * scale))\" "
            + "height=\"\(N.number(Double(size.height) * scale))\" viewBox=\"0 0 \(N.number(size.width)) \(N.number(size.height))\">\n"
        out += "<g opacity=\"\(N.number(drawing.fade.alpha))\">\n"
        writeMask()
        let bezel = drawing.bezel
        let center = (x: N.number(bezel.frame.midX), y: N.number(bezel.frame.midY))
        out += "<g class=\"bezel\" transform=\"translate(\(center.x) \(center.y)) scale(\(N.number(drawing.fade.scale))) "
            + "translate(-\(center.x) -\(center.y))\">\n"
        // The material iOS 15–18 draw, or with `glass` iOS 26's Liquid Glass, which a browser has
        // not: approximated by what `UIGlassEffect` documents and no more, a glass (a blur that
        // keeps the backdrop's colours) under the tint. The system's own rim, lensing and
        // highlights are not drawn, nor a shadow the HUD does not add to glass; its hairline is.
        // The blur is 12 px: at 3 px the 2 pt white gutters between the sample screen's photos
        // showed through as bright bands (black ones in dark), sharper than the regular glass
        // ever shows what is behind it; at 12 px they melt into the photos' colours, which stay.
        let look = bezel.look(canUseGlass: glass)
        if let shadow = bezel.shadow(for: look) { writeShadow(shadow, of: bezel) }
        let frame = bezel.frame
        out += "<g class=\"bezel-frame\" data-frame=\"\(N.number(frame.minX)) \(N.number(frame.minY)) \(N.number(frame.width)) "
            + "\(N.number(frame.height))\" data-radius=\"\(N.number(bezel.cornerRadius))\" data-look=\"\(lookName(look))\"/>\n"
        switch look {
        case .material(_, let color):
            writeBackdropFilter("blur(20px)", of: bezel)
            out += "<path class=\"fill\" d=\"\(outline(bezel))\" \(fill(color))/>\n"
        case .glass(let tint):
            writeBackdropFilter("blur(12px) saturate(1.6)", of: bezel)
            out += "<path class=\"fill\" d=\"\(outline(bezel))\" \(fill(tint))/>\n"
        case .solid(let color):
            out += "<path class=\"fill\" d=\"\(outline(bezel))\" \(fill(color))/>\n"
        }
        if let edge = bezel.edge(for: look) {
            let inset = edge.width / 2
            out += "<path class=\"edge\" d=\"\(outline(bezel, inset: inset))\" \(stroke(edge.color, width: edge.width, cap: .butt))/>\n"
        }
        out += "<g transform=\"translate(\(N.number(bezel.frame.minX)) \(N.number(bezel.frame.minY)))\">\n"
        if let indicator = drawing.indicator { writeIndicator(indicator) }
        if let status = drawing.status { writeLabel(status, color: drawing.textColor, role: "status") }
        if let details = drawing.details { writeLabel(details, color: drawing.detailsColor(for: drawing.bezel.look(canUseGlass: glass)), role: "details") }
        if let button = drawing.button { writeButton(button) }
        out += "</g>\n</g>\n</g>\n</svg>\n"
        return out
    }

    // MARK: Pieces

    /// The bezel's outline as SVG path data: continuous corners, or a capsule; `inset` points inside.
    func outline(_ bezel: HUD.Drawing.Bezel, inset: CGFloat = 0, offset: CGSize = .zero) -> String {
        let frame = bezel.frame.insetBy(dx: inset, dy: inset).offsetBy(dx: offset.width, dy: offset.height)
        return ContinuousCorners.svgPath(frame, radius: max(bezel.cornerRadius - inset, 0))
    }

    func lookName(_ look: HUD.Drawing.Bezel.Look) -> String {
        switch look {
        case .glass: "glass"
        case .material: "material"
        case .solid: "solid"
        }
    }

    /// What the bezel blurs, as a browser does it: a CSS backdrop filter in a box with rounded
    /// corners. (Chromium clips a backdrop filter to its box's border radius only, not to a clip
    /// path, and a clipped foreignObject loses the filter; the box's circular corner of the same
    /// radius meets the continuous outline at the diagonal and lies at most a fraction of a point
    /// outside it near the sides, under the fill's edge.)
    mutating func writeBackdropFilter(_ filter: String, of bezel: HUD.Drawing.Bezel) {
        out += "<foreignObject \(rect(bezel.frame))><div xmlns=\"http://www.w3.org/1999/xhtml\" "
            + "style=\"width:100%;height:100%;border-radius:\(N.number(bezel.cornerRadius))px;"
            + "backdrop-filter:\(filter);-webkit-backdrop-filter:\(filter)\"></div></foreignObject>\n"
    }

    /// The bezel's shadow, outside its shape only: a translucent bezel must not show it through.
    mutating func writeShadow(_ shadow: HUD.Drawing.Bezel.Shadow, of bezel: HUD.Drawing.Bezel) {
        let spread = shadow.radius * 2 + max(abs(shadow.offset.width), abs(shadow.offset.height))
        let area = bezel.frame.insetBy(dx: -spread, dy: -spread)
        let paint = N.paint(shadow.color)
        out += "<defs><filter id=\"\(id)-shadow\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            + "<feGaussianBlur stdDeviation=\"\(N.number(shadow.radius / 2))\"/></filter>"
            + "<mask id=\"\(id)-outside\" maskUnits=\"userSpaceOnUse\" \(rect(area))>"
            + "<rect \(rect(area)) fill=\"white\"/><path d=\"\(outline(bezel))\" fill=\"black\"/></mask></defs>\n"
        out += "<g class=\"shadow\" mask=\"url(#\(id)-outside)\"><path d=\"\(outline(bezel, offset: shadow.offset))\" "
            + "fill=\"\(paint.color)\" fill-opacity=\"\(paint.opacity)\" filter=\"url(#\(id)-shadow)\"/></g>\n"
    }

    func rect(_ frame: CGRect) -> String {
        "x=\"\(N.number(frame.minX))\" y=\"\(N.number(frame.minY))\" width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\""
    }

    func fill(_ color: HUD.Color) -> String {
        let paint = N.paint(color)
        return "fill=\"\(paint.color)\" fill-opacity=\"\(paint.opacity)\""
    }

    func stroke(_ color: HUD.Color, width: CGFloat, cap: HUD.LineCap, join: HUD.LineJoin = .round) -> String {
        let paint = N.paint(color)
        return "fill=\"none\" stroke=\"\(paint.color)\" stroke-opacity=\"\(paint.opacity)\" stroke-width=\"\(N.number(width))\" "
            + "stroke-linecap=\"\(cap == .round ? "round" : "butt")\" stroke-linejoin=\"\(join == .round ? "round" : "miter")\""
    }

    mutating func writeMask() {
        let size = "x=\"0\" y=\"0\" width=\"\(N.number(drawing.size.width))\" height=\"\(N.number(drawing.size.height))\""
        switch drawing.mask {
        case .none:
            break
        case .clear:
            out += "<rect class=\"mask\" \(size) fill=\"none\"/>\n"
        case .color(let color):
            out += "<rect class=\"mask\" \(size) \(fill(color))/>\n"
        case .radialGradient(let gradient):
            let inner = N.paint(gradient.innerColor), outer = N.paint(gradient.outerColor)
            out += "<radialGradient id=\"\(id)-gradient\" gradientUnits=\"userSpaceOnUse\" cx=\"\(N.number(gradient.center.x))\" "
                + "cy=\"\(N.number(gradient.center.y))\" r=\"\(N.number(gradient.radius))\">"
                + "<stop offset=\"0\" stop-color=\"\(inner.color)\" stop-opacity=\"\(inner.opacity)\"/>"
                + "<stop offset=\"1\" stop-color=\"\(outer.color)\" stop-opacity=\"\(outer.opacity)\"/></radialGradient>\n"
            out += "<rect class=\"mask\" \(size) fill=\"url(#\(id)-gradient)\"/>\n"
        }
    }

    /// A frame of a glyph drawing itself in (`HUD.Drawing.DrawIn`): the ring's track under the
    /// circle while it closes, each stroke to its end (a dash of the path's length, as the ring's
    /// progress), nothing of a stroke not begun, the dot at its opacity.
    mutating func writeGlyphDrawingIn(_ glyph: HUD.Drawing.Glyph) {
        if let track = glyph.trackColor, let circle = glyph.strokes.first {
            out += "<path class=\"track\" d=\"\(circle.svgData)\" \(stroke(track, width: glyph.lineWidth, cap: glyph.lineCap))/>\n"
        }
        for (index, path) in glyph.strokes.enumerated() {
            let end = index < glyph.strokeEnds.count ? glyph.strokeEnds[index] : 1
            guard end > 0 else { continue }
            out += "<path class=\"glyph\" d=\"\(path.svgData)\" pathLength=\"1\" stroke-dasharray=\"\(N.number(end)) 2\" "
                + "\(stroke(glyph.color, width: glyph.lineWidth, cap: glyph.lineCap, join: glyph.lineJoin))/>\n"
        }
        if !glyph.fill.isEmpty, glyph.fillOpacity > 0 {
            out += "<path d=\"\(glyph.fill.svgData)\" \(fill(glyph.color.withAlpha(glyph.color.alpha * glyph.fillOpacity)))/>\n"
        }
    }

    mutating func writeIndicator(_ indicator: HUD.Drawing.Indicator) {
        out += "<g class=\"indicator\" transform=\"translate(\(N.number(indicator.frame.minX)) \(N.number(indicator.frame.minY)))\">\n"
        switch indicator.graphic {
        case .spinner(let spinner): writeSpinner(spinner)
        case .nativeSpinner(let spinner): writeNativeSpinner(spinner)
        case .ring(let ring):
            out += "<path class=\"track\" d=\"\(ring.arc.svgData)\" \(stroke(ring.trackColor, width: ring.lineWidth, cap: ring.lineCap))/>\n"
            if ring.progress > 0 {
                out += "<path class=\"progress\" d=\"\(ring.arc.svgData)\" pathLength=\"1\" stroke-dasharray=\"\(N.number(ring.progress)) 2\" "
                    + "\(stroke(ring.color, width: ring.lineWidth, cap: ring.lineCap))/>\n"
            }
        case .bar(let bar):
            out += "<rect class=\"track\" \(rect(bar.trackFrame)) rx=\"\(N.number(bar.cornerRadius))\" \(fill(bar.trackColor))/>\n"
            if bar.fillFrame.width > 0 {
                out += "<rect \(rect(bar.fillFrame)) rx=\"\(N.number(bar.cornerRadius))\" \(fill(bar.color))/>\n"
            }
        case .pie(let pie):
            let circle = "cx=\"\(N.number(pie.center.x))\" cy=\"\(N.number(pie.center.y))\" r=\"\(N.number(pie.radius))\""
            out += "<circle class=\"track\" \(circle) \(fill(pie.trackColor))/>\n"
            out += "<circle class=\"outline\" \(circle) \(stroke(pie.color, width: pie.lineWidth, cap: .butt))/>\n"
            if !pie.wedge.isEmpty { out += "<path class=\"progress\" d=\"\(pie.wedge.svgData)\" \(fill(pie.wedgeColor))/>\n" }
        case .glyph(let glyph) where glyph.isWhole && glyph.trackColor == nil:
            out += "<path class=\"glyph\" d=\"\(glyph.stroke.svgData)\" \(stroke(glyph.color, width: glyph.lineWidth, cap: glyph.lineCap, join: glyph.lineJoin))/>\n"
            if !glyph.fill.isEmpty { out += "<path d=\"\(glyph.fill.svgData)\" \(fill(glyph.color))/>\n" }
        case .glyph(let glyph):
            writeGlyphDrawingIn(glyph)
        case .image(let image, _):
            if let png = ImagePNG.data(of: image) {
                out += "<image \(rect(CGRect(origin: .zero, size: indicator.frame.size))) preserveAspectRatio=\"xMidYMid meet\" "
                    + "href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
            }
        }
        out += "</g>\n"
    }

    /// The spinner: the arc as a dash of a path of length 1, under the rotated angle mask.
    mutating func writeSpinner(_ spinner: HUD.Drawing.Spinner) {
        let model = spinner.animation
        let box = spinner.maskFrame
        let center = "\(N.number(box.midX)) \(N.number(box.midY))"
        let length = model.strokeEnd.from - model.strokeStart.from     // constant: 0.47
        let png = ImagePNG.angleMask(spinner.maskImage)
        if spinner.trackColor.alpha > 0 {
            out += "<path class=\"track\" d=\"\(spinner.arc.svgData)\" \(stroke(spinner.trackColor, width: spinner.lineWidth, cap: spinner.lineCap))/>\n"
        }
        out += "<mask id=\"\(id)-angle\" maskUnits=\"userSpaceOnUse\" \(rect(box)) style=\"mask-type:alpha\">"
        out += "<image \(rect(box)) href=\"data:image/png;base64,\(png)\""
        switch time {
        case .at(let seconds):
            let state = model.state(at: seconds)
            out += " transform=\"rotate(\(N.number(state.maskRotation * 180 / .pi)) \(center))\"/></mask>\n"
            out += "<path class=\"spinner\" d=\"\(spinner.arc.svgData)\" pathLength=\"1\" mask=\"url(#\(id)-angle)\" "
                + "stroke-dasharray=\"\(N.number(state.strokeEnd - state.strokeStart)) 2\" stroke-dashoffset=\"\(N.number(-state.strokeStart))\" "
                + "\(stroke(spinner.color, width: spinner.lineWidth, cap: spinner.lineCap))/>\n"
        case .animated:
            let duration = "\(N.number(model.duration))s"
            out += "><animateTransform attributeName=\"transform\" type=\"rotate\" from=\"\(N.number(model.maskRotation.from * 180 / .pi)) \(center)\" "
                + "to=\"\(N.number(model.maskRotation.to * 180 / .pi)) \(center)\" dur=\"\(duration)\" repeatCount=\"indefinite\"/></image></mask>\n"
            out += "<path class=\"spinner\" d=\"\(spinner.arc.svgData)\" pathLength=\"1\" mask=\"url(#\(id)-angle)\" "
                + "stroke-dasharray=\"\(N.number(length)) 2\" \(stroke(spinner.color, width: spinner.lineWidth, cap: spinner.lineCap))>"
                + "<animate attributeName=\"stroke-dashoffset\" from=\"\(N.number(-model.strokeStart.from))\" to=\"\(N.number(-model.strokeStart.to))\" "
                + "dur=\"\(duration)\" repeatCount=\"indefinite\"/></path>\n"
        }
    }

    /// The system's spinner as iOS draws it: the spokes at their opacities for the moment, or
    /// (animated) turned a spoke at a time, once per period.
    mutating func writeNativeSpinner(_ spinner: HUD.Drawing.NativeSpinner) {
        typealias Native = HUD.Drawing.NativeSpinner
        let brightest: Int
        switch time {
        case .at(let seconds): brightest = Native.brightestSpoke(at: seconds)
        case .animated: brightest = 0
        }
        out += "<g class=\"native-spinner\">"
        if case .animated = time {
            let center = "\(N.number(spinner.center.x)) \(N.number(spinner.center.y))"
            let turns = (0..<8).map { "\($0 * 45) \(center)" }.joined(separator: ";")
            out += "<animateTransform attributeName=\"transform\" type=\"rotate\" calcMode=\"discrete\" values=\"\(turns)\" "
                + "dur=\"\(N.number(Native.period))s\" repeatCount=\"indefinite\"/>"
        }
        out += "\n"
        for (index, spoke) in spinner.spokes.enumerated() {
            let color = spinner.color.withAlpha(spinner.color.alpha * Native.opacity(ofSpoke: index, brightest: brightest))
            out += "<line x1=\"\(N.number(spoke.start.x))\" y1=\"\(N.number(spoke.start.y))\" x2=\"\(N.number(spoke.end.x))\" "
                + "y2=\"\(N.number(spoke.end.y))\" \(stroke(color, width: spinner.lineWidth, cap: .round))/>\n"
        }
        out += "</g>\n"
    }

    mutating func writeButton(_ button: HUD.Drawing.Button) {
        // Where a tap is taken (at least 44 pt tall): not drawn; a pixel check paints it.
        out += "<g class=\"button\"><rect class=\"hit\" \(rect(button.layout.hitFrame)) fill=\"none\"/>\n"
        // On glass, the button is glass on the glass (iOS 26's `.glass()` button style), a layer
        // that catches light. Light, the glass's tint once more over the bezel: brighter, and the
        // title keeps its 4.5 : 1 over any backdrop as on the bezel. Dark, the tint again darkened
        // the pill until it read as a hole in the HUD; it is the light veil the material's dark
        // button has instead (the drawing's fill, a tint of the white title).
        var color = button.fill
        let title = button.titleColor, darkTitle = (title.red + title.green + title.blue) / 3 < 0.5
        if case .glass(let tint) = drawing.bezel.look(canUseGlass: glass), darkTitle { color = tint }
        out += "<path class=\"capsule\" d=\"\(ContinuousCorners.svgPath(button.layout.frame, radius: button.cornerRadius))\" \(fill(color))/>\n"
        writeLabel(button.layout.title, color: button.titleColor, role: "title")
        out += "</g>\n"
    }

    /// The label's lines as `text` elements of class `role` (status, details or title).
    mutating func writeLabel(_ label: HUD.Layout.Label, color: HUD.Color, role: String) {
        let paint = N.paint(color)
        let font = label.font
        let weight = ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
                      "bold": 700, "heavy": 800, "black": 900][font.weight.rawValue] ?? 400
        let direction = label.writingDirection == .rightToLeft ? " direction=\"rtl\"" : ""
        for (index, line) in label.lines.enumerated() {
            let middle = label.frame.minY + label.lineHeight * (CGFloat(index) + 0.5)
            out += "<text class=\"\(role)\" x=\"\(N.number(label.frame.midX))\" y=\"\(N.number(middle))\" text-anchor=\"middle\" dominant-baseline=\"central\" "
                + "font-family=\"\(SVGSnapshot.fontFamily)\" font-size=\"\(N.number(font.pointSize * textScale))\" font-weight=\"\(weight)\" "
                + "style=\"font-kerning:none;font-variant-ligatures:none\" "
                + "fill=\"\(paint.color)\" fill-opacity=\"\(paint.opacity)\"\(direction)>\(N.escaped(line))</text>\n"
        }
    }
}
