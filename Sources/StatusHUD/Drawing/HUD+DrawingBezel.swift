import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The rounded rectangle behind the indicator and the text.
    ///
    /// Platforms that blur draw ``material`` (when there is one) and then ``fill`` over it, as
    /// SVProgressHUD does; platforms that cannot blur draw ``opaqueFill`` instead.
    public struct Bezel: Sendable, Equatable {
        /// The bezel's frame, in the container's coordinates.
        public var frame: CGRect
        /// The corner radius in points: the configured radius, at most half the shorter side.
        public var cornerRadius: CGFloat
        /// The blur to draw behind ``fill``; `nil` for custom styles.
        public var material: Material?
        /// The colour drawn over the material: white or black at 60 % for the light and dark
        /// styles, the custom background for custom styles.
        public var fill: HUD.Color
        /// What to draw instead of material and fill where nothing blurs: an opaque colour close
        /// to how they look (the custom background for custom styles).
        public var opaqueFill: HUD.Color

        /// Creates a bezel.
        public init(frame: CGRect, cornerRadius: CGFloat, material: Material?, fill: HUD.Color, opaqueFill: HUD.Color) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.material = material
            self.fill = fill
            self.opaqueFill = opaqueFill
        }
    }

    /// A system blur, named after `UIBlurEffect.Style`.
    public enum Material: Sendable, Equatable {
        /// `UIBlurEffect.Style.systemMaterialLight` (`.light` on tvOS, which has no system materials).
        case systemMaterialLight
        /// `UIBlurEffect.Style.systemMaterialDark` (`.dark` on tvOS).
        case systemMaterialDark
    }
}
