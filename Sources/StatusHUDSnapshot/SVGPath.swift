import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

extension HUD.Path {
    /// The path as SVG path data. Arcs become quarter-turn (or shorter) elliptical-arc commands,
    /// since one SVG arc cannot draw a full circle; `clockwise` is the sweep flag 1 in y-down SVG.
    var svgData: String {
        // Written straight into one string (pieces separated by a space), without a string per
        // piece: a spinner's arc is written twice per document.
        var data = ""
        data.reserveCapacity(64 * elements.count)
        var hasCurrentPoint = false
        func number(_ value: CGFloat) { SVGText.write(Double(value), to: &data) }
        func piece(_ command: String) {
            if !data.isEmpty { data += " " }
            data += command
        }
        func point(_ p: CGPoint) {
            number(p.x)
            data += " "
            number(p.y)
        }
        for element in elements {
            switch element {
            case .move(let to):
                piece("M")
                point(to)
                hasCurrentPoint = true
            case .line(let to):
                piece(hasCurrentPoint ? "L" : "M")
                point(to)
                hasCurrentPoint = true
            case .arc(let center, let radius, let start, let end, let clockwise):
                let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                piece(hasCurrentPoint ? "L" : "M")
                point(startPoint)
                hasCurrentPoint = true
                let sweep = clockwise ? end - start : start - end
                guard sweep > 0, radius > 0 else { continue }
                let pieces = max(Int((sweep / (.pi / 2)).rounded(.up)), 1)
                for index in 1...pieces {
                    let angle = start + (end - start) * CGFloat(index) / CGFloat(pieces)
                    let to = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    piece("A")
                    number(radius)
                    data += " "
                    number(radius)
                    data += clockwise ? " 0 0 1 " : " 0 0 0 "
                    point(to)
                }
            case .close:
                piece("Z")
            }
        }
        return data
    }
}

extension HUD.Arc {
    /// The whole arc as SVG path data.
    var svgData: String {
        HUD.Path(elements: [.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true)]).svgData
    }
}
