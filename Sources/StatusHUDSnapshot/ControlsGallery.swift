import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD
import StatusHUDControls

/// The gallery's pictures of what sits beside the HUD: the refresh title at three moments of a pull,
/// and two HUDs of their own in two cards. Their geometry comes from the same neutral code the UIKit
/// views apply (`PullToRefresh`, `RefreshTitleLayout`, `HUD.Drawing` for each card's container).
package enum ControlsGallery {
    /// One figure: its name (the SVG's file), its caption and its markup over the sample screen.
    public struct Figure: Sendable {
        public let name: String
        public let caption: String
        /// The SVG document.
        public let svg: String
        /// The figure's HTML: the sample screen with the SVG over it.
        public let html: String
    }

    /// The navigation bar's title, as UIKit draws a standard title: 17 pt semibold.
    static let titleFont = HUD.Font(size: 17, weight: .semibold)

    /// Every figure: the refresh title pulled half way, armed and refreshing, and two card HUDs.
    public static var figures: [Figure] {
        refreshTitleFigures + [twoCardsFigure]
    }

    // MARK: The refresh title

    /// The three moments, each worked out by `PullToRefresh` from the offsets a list would report
    /// under a 91 pt bar (status bar and navigation bar).
    static var refreshTitleFigures: [Figure] {
        let inset = 91.0
        var pulling = PullToRefresh()
        _ = pulling.scrolled(offset: -inset - 40, insetTop: inset, isDragging: true)
        var armed = PullToRefresh()
        _ = armed.scrolled(offset: -inset - 96, insetTop: inset, isDragging: true)
        var refreshing = armed
        _ = refreshing.released()
        // Released, the list bounces back to rest (the view holds no inset: its ring is in the
        // title, not in a gap above the list), so the refreshing picture has no empty gap.
        _ = refreshing.scrolled(offset: -inset, insetTop: inset, isDragging: false)
        return [
            refreshTitle(pulling, name: "refresh-pulling", caption: "refresh title: pulled 40 of 80 pt, the ring half full"),
            refreshTitle(armed, name: "refresh-armed", caption: "refresh title: armed, pulled past 80 pt"),
            refreshTitle(refreshing, name: "refresh-refreshing", caption: "refresh title: released, refreshing (the ring spins)"),
        ]
    }

    static func refreshTitle(_ control: PullToRefresh, name: String, caption: String) -> Figure {
        let n = { (value: Double) in SVGText.number(value) }
        let title = "Inbox"
        let measurer = GalleryTextMeasurer()
        let layout = RefreshTitleLayout(titleSize: CGSize(width: measurer.width(of: title, font: titleFont),
                                                          height: measurer.lineHeight(of: titleFont)),
                                        accessorySize: nil, height: 44)
        // The row centred in a 390 pt bar under the 47 pt status bar.
        let left = (390 - Double(layout.size.width)) / 2, top = 47.0
        let ring = layout.ring.offsetBy(dx: left, dy: top)
        // The HUD's stroke family: a 3 pt line in the title's colour over a faint track of it.
        let line = Double(RefreshTitleLayout.ringLineWidth)
        let (cx, cy, r) = (Double(ring.midX), Double(ring.midY), Double(ring.width) / 2 - line / 2)
        let circumference = 2 * Double.pi * r
        let drawn = control.phase == .refreshing ? 0.75 : control.progress
        var arc = "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.24\" "
            + "stroke-width=\"\(n(line))\"/>"
        arc += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"none\" stroke=\"#000\" stroke-width=\"\(n(line))\" "
            + "stroke-linecap=\"round\" stroke-dasharray=\"\(n(circumference * drawn)) \(n(circumference))\" "
            + "transform=\"rotate(-90 \(n(cx)) \(n(cy)))\">"
        if control.phase == .refreshing {
            arc += "<animateTransform attributeName=\"transform\" type=\"rotate\" from=\"-90 \(n(cx)) \(n(cy))\" "
                + "to=\"270 \(n(cx)) \(n(cy))\" dur=\"1s\" repeatCount=\"indefinite\"/>"
        }
        arc += "</circle>"
        let titleFrame = layout.title.offsetBy(dx: left, dy: top)
        let text = "<text x=\"\(n(Double(titleFrame.midX)))\" y=\"\(n(Double(titleFrame.midY) + 6))\" text-anchor=\"middle\" "
            + "font-family=\"Inter, system-ui, sans-serif\" font-size=\"17\" font-weight=\"600\" fill=\"#000\">\(title)</text>"
        let pulled = control.distance
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\" viewBox=\"0 0 390 844\">"
            + "<rect width=\"390\" height=\"91\" fill=\"#f9f9f9\"/><rect y=\"91\" width=\"390\" height=\"0.5\" fill=\"#c6c6c8\"/>"
            + arc + text + "</svg>"
        let list = "<div class=\"app\"><div class=\"list\" style=\"top:\(n(91 + pulled))px\">"
            + (0..<12).map { "<div class=\"row\">Message \($0 + 1)</div>" }.joined() + "</div></div>"
        return Figure(name: name, caption: caption, svg: svg, html: list + svg)
    }

    // MARK: Two HUDs of their own

    /// Two cards, each with its own HUD laid out in the card's area: one uploads, one fails.
    static var twoCardsFigure: Figure {
        let card = CGSize(width: 358, height: 300)
        let container = HUD.Layout.Container(size: card, safeAreaInsets: HUD.EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let environment = HUD.Environment(appearance: .light, displayScale: 2)
        let huds = [
            HUD.Content(indicator: .progress(0.6), status: "Uploading", details: "Photo card"),
            HUD.Content(indicator: .error, status: "Could not load"),
        ].map {
            HUD.Drawing(configuration: HUD.Configuration(), content: $0, container: container,
                        measurer: GalleryTextMeasurer(), environment: environment)
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\" viewBox=\"0 0 390 844\">"
        var cards = ""
        for (index, drawing) in huds.enumerated() {
            let top = 120 + Double(index) * (Double(card.height) + 24)
            cards += "<div class=\"card\" style=\"top:\(SVGText.number(top))px\"></div>"
            svg += "<g transform=\"translate(16 \(SVGText.number(top)))\">"
                + SVGSnapshot.document(for: drawing, time: .at(0.3), idPrefix: "card\(index)") + "</g>"
        }
        svg += "</svg>"
        return Figure(name: "two-instances", caption: "HUD.Instance(in:) in two cards: each its own HUD",
                      svg: svg, html: "<div class=\"app\"><div class=\"bar\">Cards</div></div>" + cards + svg)
    }

    /// The styles the figures use, added to the gallery page's.
    static let style = """
        .list { position: absolute; left: 0; right: 0; background: #fff; }
        .row { height: 44px; line-height: 44px; padding-left: 20px; border-bottom: 0.5px solid #c6c6c8; font-size: 17px; }
        .card { position: absolute; left: 16px; width: 358px; height: 300px; border-radius: 16px;
                background: linear-gradient(135deg, #64d2ff, #bf5af2); }
        """
}
