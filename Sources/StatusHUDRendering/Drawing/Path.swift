import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A vector path in y-down coordinates (origin top-left, as in UIKit),
    /// built from moves, lines, circular arcs and closes.
    ///
    /// Angles are in radians from the positive x axis: 0 is 3 o'clock, π/2 is 6 o'clock, 3π/2 is
    /// 12 o'clock. `clockwise` means clockwise on screen, as in
    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` (which is the opposite of
    /// `CGMutablePath.addArc(…clockwise:)` in flipped coordinates). Like `UIBezierPath.addArc`,
    /// an arc starts with a straight line from the current point, if there is one, to its start.
    ///
    /// ```swift
    /// var check = HUD.Path()
    /// check.move(to: CGPoint(x: 6, y: 15))
    /// check.line(to: CGPoint(x: 11, y: 20))
    /// check.line(to: CGPoint(x: 22, y: 8))
    /// ```
    package struct Path: Sendable, Equatable {
        /// One step of a path.
        package enum Element: Sendable, Equatable {
            /// Starts a new subpath at a point.
            case move(to: CGPoint)
            /// A straight line from the current point.
            case line(to: CGPoint)
            /// A circular arc, joined to the current point by a straight line.
            case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
            /// A straight line back to the start of the subpath, closing it.
            case close
        }

        /// The steps, in order.
        package private(set) var elements: [Element]

        /// Creates a path from steps; an empty path by default.
        package init(elements: [Element] = []) {
            self.elements = elements
        }

        /// Whether the path has no steps.
        package var isEmpty: Bool {
            elements.isEmpty
        }

        /// Starts a new subpath at `point`.
        package mutating func move(to point: CGPoint) {
            elements.append(.move(to: point))
        }

        /// Adds a straight line to `point`.
        package mutating func line(to point: CGPoint) {
            elements.append(.line(to: point))
        }

        /// Adds a circular arc (see the type's notes on angles and direction).
        package mutating func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            elements.append(.arc(center: center, radius: radius, startAngle: startAngle,
                                 endAngle: endAngle, clockwise: clockwise))
        }

        /// Closes the current subpath.
        package mutating func close() {
            elements.append(.close)
        }

        /// A full circle, starting and ending at 12 o'clock, drawn clockwise.
        package static func circle(center: CGPoint, radius: CGFloat) -> Path {
            Path(elements: [
                .move(to: CGPoint(x: center.x, y: center.y - radius)),
                .arc(center: center, radius: radius, startAngle: 3 * .pi / 2, endAngle: 7 * .pi / 2, clockwise: true),
                .close,
            ])
        }
    }
}
