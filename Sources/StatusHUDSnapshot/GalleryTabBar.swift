import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

/// A tab bar drawn at the bottom of a gallery screen, for the toasts that keep clear of it
/// (`HUD.Layout.Bars`): its frame is what the UIKit presenter would find, and the drawing is a
/// silhouette of the system's, not the system's own.
package enum GalleryTabBar: Sendable, Equatable {
    /// iOS 15–18's bar: 49 pt of tabs over the home indicator's safe area, across the screen,
    /// with a hairline on top.
    case classic
    /// iOS 26's floating bar: a 62 pt capsule of glass, 21 pt in from the sides and 21 pt above
    /// the screen's bottom edge, over the home indicator's safe area (approximated).
    case floating

    /// The bar's frame on a screen of `size` whose bottom safe area is `bottomInset`.
    package func frame(in size: CGSize, bottomInset: CGFloat) -> CGRect {
        switch self {
        case .classic: CGRect(x: 0, y: size.height - bottomInset - 49, width: size.width, height: 49 + bottomInset)
        case .floating: CGRect(x: 21, y: size.height - 21 - 62, width: size.width - 42, height: 62)
        }
    }

    /// The bar as an SVG over the screen: four tabs (the first selected), each a symbol's disc and
    /// a caption.
    package func svg(size: CGSize, bottomInset: CGFloat, dark: Bool) -> String {
        let n = { (value: CGFloat) in SVGText.number(value) }
        let frame = frame(in: size, bottomInset: bottomInset)
        let ink = dark ? "#8e8e93" : "#8a8a8e", selected = "#0a84ff"
        var out = "<svg class=\"tabbar\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\">"
        switch self {
        case .classic:
            out += "<rect x=\"0\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
                + "fill=\"\(dark ? "#121212" : "#f9f9f9")\" fill-opacity=\"0.94\"/>"
                + "<rect x=\"0\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"0.5\" fill=\"\(dark ? "#38383a" : "#c6c6c8")\"/>"
        case .floating:
            out += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
                + "rx=\"\(n(frame.height / 2))\" fill=\"\(dark ? "#1c1c1e" : "#ffffff")\" fill-opacity=\"0.82\" "
                + "stroke=\"\(dark ? "#ffffff" : "#000000")\" stroke-opacity=\"0.1\" stroke-width=\"0.5\"/>"
            // The selected tab's own lighter capsule, as iOS 26 marks it.
            let cell = (frame.width - 8) / 4
            out += "<rect x=\"\(n(frame.minX + 4))\" y=\"\(n(frame.minY + 4))\" width=\"\(n(cell))\" height=\"\(n(frame.height - 8))\" "
                + "rx=\"\(n((frame.height - 8) / 2))\" fill=\"\(dark ? "#ffffff" : "#000000")\" fill-opacity=\"0.07\"/>"
        }
        let inset: CGFloat = self == .floating ? 4 : 0
        let cell = (frame.width - 2 * inset) / 4
        let top = frame.minY + (self == .floating ? 10 : 7)
        for (index, title) in ["Photos", "Albums", "Shared", "Search"].enumerated() {
            let x = frame.minX + inset + cell * (CGFloat(index) + 0.5)
            let color = index == 0 ? selected : ink
            out += "<circle cx=\"\(n(x))\" cy=\"\(n(top + 11))\" r=\"11\" fill=\"\(color)\"/>"
                + "<text x=\"\(n(x))\" y=\"\(n(top + 36))\" text-anchor=\"middle\" font-family=\"Inter\" font-size=\"10\" "
                + "font-weight=\"500\" fill=\"\(color)\">\(title)</text>"
        }
        return out + "</svg>"
    }
}
