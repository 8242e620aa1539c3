import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A check's rule applied to the values a smoke program read: whether it holds, and the values
/// written the way the report prints them. Rects are in one coordinate space, y growing
/// downwards (UIKit's, and a flipped AppKit view's); AppKit's screen rects go through
/// ``flipped(_:in:)`` first.
///
/// ```swift
/// let centred = SmokeExpectation.centred(hud.frame, in: window.safeAreaLayoutGuide.layoutFrame,
///                                        name: "ios.shared.centred-in-safe-area")
/// ```
public struct SmokeExpectation: Equatable, Sendable {
    public let name: String
    public let holds: Bool
    public let values: String

    public init(name: String, holds: Bool, values: String) {
        self.name = name
        self.holds = holds
        self.values = values
    }

    /// How far a frame may be from where a rule puts it: half a point either way, for rounding to
    /// pixels at scale 2 and 3, plus half a point for the text's own rounding.
    public static let tolerance: CGFloat = 1

    /// `frame`'s centre is `area`'s centre, within `tolerance` on each axis (the HUD is centred in
    /// its container's free area: the safe area, the content layout rect).
    public static func centred(_ frame: CGRect, in area: CGRect, name: String, tolerance: CGFloat = tolerance) -> Self {
        let dx = frame.midX - area.midX, dy = frame.midY - area.midY
        return Self(name: name, holds: valid(frame, area) && abs(dx) <= tolerance && abs(dy) <= tolerance,
                    values: "frame=\(describe(frame)) area=\(describe(area)) off-centre=(\(number(dx)), \(number(dy)))")
    }

    /// `frame` lies wholly inside `area` (within `tolerance`).
    public static func inside(_ frame: CGRect, _ area: CGRect, name: String, tolerance: CGFloat = tolerance) -> Self {
        let holds = valid(frame, area) && frame.minX >= area.minX - tolerance && frame.minY >= area.minY - tolerance
            && frame.maxX <= area.maxX + tolerance && frame.maxY <= area.maxY + tolerance
        return Self(name: name, holds: holds, values: "frame=\(describe(frame)) area=\(describe(area))")
    }

    /// `frame` ends above `y` (its bottom edge at or above it, y-down): above the keyboard's top,
    /// a tab bar's top.
    public static func ends(_ frame: CGRect, above y: CGFloat, name: String, what: String, tolerance: CGFloat = tolerance) -> Self {
        Self(name: name, holds: valid(frame) && y.isFinite && frame.maxY <= y + tolerance,
             values: "frame=\(describe(frame)) maxY=\(number(frame.maxY)) \(what)=\(number(y))")
    }

    /// `frame` starts below `y` (its top edge at or below it, y-down): below the safe area's top.
    public static func starts(_ frame: CGRect, below y: CGFloat, name: String, what: String, tolerance: CGFloat = tolerance) -> Self {
        Self(name: name, holds: valid(frame) && y.isFinite && frame.minY >= y - tolerance,
             values: "frame=\(describe(frame)) minY=\(number(frame.minY)) \(what)=\(number(y))")
    }

    /// `actual` is `expected`: a count, a state, an object's name.
    public static func equal<Value: Equatable>(_ actual: Value, _ expected: Value, name: String, what: String) -> Self {
        Self(name: name, holds: actual == expected, values: "\(what)=\(actual) expected=\(expected)")
    }

    /// A rect in AppKit's screen space (y up, origin at the bottom of the main screen) in the y-down
    /// space of `container` (a window's or screen's frame, same space), so that a frame and an
    /// area read from AppKit are compared the way the HUD's layout places them.
    public static func flipped(_ rect: CGRect, in container: CGRect) -> CGRect {
        CGRect(x: rect.minX - container.minX, y: container.maxY - rect.maxY, width: rect.width, height: rect.height)
    }

    /// A rect as the report prints it: `(x, y, w×h)`, rounded to a tenth of a point.
    public static func describe(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let tenths = (Double(value) * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }

    /// A frame read as empty or not finite (a view never laid out, a window never shown) fails
    /// every rule rather than passing by accident.
    private static func valid(_ rects: CGRect...) -> Bool {
        rects.allSatisfy { !$0.isNull && !$0.isInfinite && !$0.isEmpty
            && [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
    }
}
