import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// What covers the container behind the bezel; it fills the whole container.
    public enum Mask: Sendable, Equatable {
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
    public static let blackOpacity = 0.4

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
