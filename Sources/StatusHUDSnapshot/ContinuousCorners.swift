import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The outline of a rounded rectangle as iOS draws it with `CALayerCornerCurve.continuous`: each
/// corner leaves the straight side 1.528 radii before the corner instead of 1, so its curvature
/// eases in (the curve as commonly reverse-engineered from UIKit's rounded rectangles: two cubic
/// curves joined by short lines around a central one). Where the full curve does not fit (its
/// reach past half the shorter side) it is blended towards a circular corner until it does, so a
/// radius of half the shorter side is a capsule's round end. An approximation for pictures.
enum ContinuousCorners {
    /// How far a continuous corner reaches along each side, in radii.
    static let reach = 1.52866483

    /// One corner in its own frame: `a` along the side the corner is entered from, `b` along the
    /// side it leaves by, both in radii from the rectangle's corner: a curve is three points, a
    /// line one.
    private static let continuous: [[(Double, Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)],
        [(0.63149399, 0.074911)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)],
        [(0.065496, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, reach)],
    ]
    /// The same steps for a circular corner (a quarter circle, Bézier constant 0.5523), to blend.
    private static let circular: [[(Double, Double)]] = [
        [(1, 0), (1, 0), (1, 0)],
        [(1, 0)],
        [(1 - 0.5522847, 0), (0, 1 - 0.5522847), (0, 1)],
        [(0, 1)],
        [(0, 1), (0, 1), (0, 1)],
    ]

    /// SVG path data of `rect` with continuous corners of `radius` (at most half the shorter side).
    static func svgPath(_ rect: CGRect, radius: CGFloat) -> String {
        let half = Double(min(rect.width, rect.height)) / 2
        let r = max(min(Double(radius), half), 0)
        guard r > 0 else {
            return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        }
        // 1 where the whole continuous corner fits, 0 where only a circular one does.
        let blend = min(max((half / r - 1) / (reach - 1), 0), 1)
        func mixed(_ i: Int, _ j: Int) -> (Double, Double) {
            let (ca, cb) = continuous[i][j], (ra, rb) = circular[i][j]
            return (ra + (ca - ra) * blend, rb + (cb - rb) * blend)
        }
        let start = 1 + (reach - 1) * blend
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        // Each corner: its point, the unit vector back along the side entered, the one along the side left.
        let corners: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((x1, y0), (-1, 0), (0, 1)), ((x1, y1), (0, -1), (-1, 0)),
            ((x0, y1), (1, 0), (0, -1)), ((x0, y0), (0, 1), (1, 0)),
        ]
        // Written as bytes into one buffer, made a string once: the outline is drawn several times
        // per document, and appending to a string piece by piece was most of a document's time.
        var d: [UInt8] = []
        d.reserveCapacity(1_024)
        func point(_ corner: ((Double, Double), (Double, Double), (Double, Double)), _ a: Double, _ b: Double) {
            let (c, u, v) = corner
            SVGText.write(c.0 + (a * u.0 + b * v.0) * r, to: &d)
            d.append(UInt8(ascii: " "))
            SVGText.write(c.1 + (a * u.1 + b * v.1) * r, to: &d)
        }
        d.append(UInt8(ascii: "M"))
        point(corners[3], 0, start)
        for corner in corners {
            d.append(UInt8(ascii: "L"))
            point(corner, start, 0)
            for (i, step) in continuous.enumerated() {
                d.append(UInt8(ascii: step.count == 3 ? "C" : "L"))
                for j in step.indices {
                    if j > 0 { d.append(UInt8(ascii: " ")) }
                    let (a, b) = mixed(i, j)
                    point(corner, a, b)
                }
            }
        }
        d.append(UInt8(ascii: "Z"))
        return String(decoding: d, as: UTF8.self)
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
    private static func n(_ value: CGFloat) -> String { SVGText.number(Double(value)) }
}
