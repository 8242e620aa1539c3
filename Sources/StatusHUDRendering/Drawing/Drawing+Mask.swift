import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// What covers the container behind the bezel; it fills the whole container.
    package enum Mask: Sendable, Equatable {
        /// Nothing is drawn.
        case none
        /// A transparent cover (it only catches touches, when interaction is blocked).
        case clear
        /// A solid colour: black at 40 % for `.black`, or the colour of `.custom`.
        case color(HUD.Color)
        /// A radial gradient for `.gradient`.
        case radialGradient(RadialGradient)
    }
}

extension HUD.Drawing.Mask {
    /// The opacity of the `.black` mask: 0.4.
    package static let blackOpacity = 0.4

    /// The mask for `backdrop`, with a gradient centred on `bezelCenter` in a container of `size`;
    /// a dynamic colour is resolved for `environment`.
    package init(_ backdrop: HUD.Backdrop, containerSize size: CGSize, bezelCenter: CGPoint,
         environment: HUD.Drawing.Environment) {
        switch backdrop {
        case .none:
            self = .none
        case .clear:
            self = .clear
        case .black:
            self = .color(HUD.Color.black.withAlpha(Self.blackOpacity))
        case .custom(let color):
            self = .color(color)
        case .dynamic(let color):
            self = .color(color.resolved(in: environment))
        case .gradient:
            self = .radialGradient(HUD.Drawing.RadialGradient(
                center: bezelCenter,
                radius: min(size.width, size.height),
                innerColor: .clear,
                outerColor: HUD.Color.black.withAlpha(0.75)
            ))
        }
    }
}

extension HUD.Drawing.Mask {
    /// The mask's colour at `point` (container coordinates): what a bezel there sits on; `nil` for
    /// no mask or a clear one. A gradient's colour is interpolated between its inner and outer
    /// colours by the distance from its centre (premultiplied, so a transparent end adds no hue).
    ///
    /// A blur that samples what lies behind its window, not its own window's layers (macOS's
    /// behind-window material in the HUD's panel), does not see the mask the panel draws: it lays
    /// this colour over the blur so the bezel shows the dimmed content, as the screen around it does.
    package func color(at point: CGPoint) -> HUD.Color? {
        switch self {
        case .none, .clear:
            return nil
        case .color(let color):
            return color
        case .radialGradient(let gradient):
            let distance = hypot(point.x - gradient.center.x, point.y - gradient.center.y)
            let reach = gradient.radius.isFinite && gradient.radius > 0 ? Double(distance / gradient.radius) : 1
            let t = reach.isFinite ? min(max(reach, 0), 1) : 1
            let (inner, outer) = (gradient.innerColor, gradient.outerColor)
            let alpha = inner.alpha + (outer.alpha - inner.alpha) * t
            guard alpha > 0 else { return HUD.Color(red: 0, green: 0, blue: 0, alpha: 0) }
            func channel(_ a: Double, _ b: Double) -> Double {
                (a * inner.alpha + (b * outer.alpha - a * inner.alpha) * t) / alpha
            }
            return HUD.Color(red: channel(inner.red, outer.red), green: channel(inner.green, outer.green),
                             blue: channel(inner.blue, outer.blue), alpha: alpha)
        }
    }
}
