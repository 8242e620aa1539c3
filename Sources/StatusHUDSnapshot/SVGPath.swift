import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Presenter) import StatusHUD

extension HUD.Path {
    /// The path as SVG path data. Arcs become quarter-turn (or shorter) elliptical-arc commands,
    /// since one SVG arc cannot draw a full circle; `clockwise` is the sweep flag 1 in y-down SVG.
    var svgData: String {
        var parts: [String] = []
        var hasCurrentPoint = false
        func point(_ p: CGPoint) -> String { "\(SVGText.number(p.x)) \(SVGText.number(p.y))" }
        for element in elements {
            switch element {
            case .move(let to):
                parts.append("M\(point(to))")
                hasCurrentPoint = true
            case .line(let to):
                parts.append("\(hasCurrentPoint ? "L" : "M")\(point(to))")
                hasCurrentPoint = true
            case .arc(let center, let radius, let start, let end, let clockwise):
                let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                parts.append("\(hasCurrentPoint ? "L" : "M")\(point(startPoint))")
                hasCurrentPoint = true
                let sweep = clockwise ? end - start : start - end
                guard sweep > 0, radius > 0 else { continue }
                let pieces = max(Int((sweep / (.pi / 2)).rounded(.up)), 1)
                for piece in 1...pieces {
                    let angle = start + (end - start) * CGFloat(piece) / CGFloat(pieces)
                    let to = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    parts.append("A\(SVGText.number(radius)) \(SVGText.number(radius)) 0 0 \(clockwise ? 1 : 0) \(point(to))")
                }
            case .close:
                parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}

extension HUD.Arc {
    /// The whole arc as SVG path data.
    var svgData: String {
        HUD.Path(elements: [.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true)]).svgData
    }
}
