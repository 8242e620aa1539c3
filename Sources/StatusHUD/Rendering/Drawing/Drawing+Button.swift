import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The action button (``HUD/Action``): a capsule filled with ``fill``, its title in
    /// ``titleColor``. A tap on ``Layout/Button/frame`` runs the action.
    ///
    /// Presenters draw it above everything else in the bezel and let it take touches even when
    /// the HUD lets touches through to what is behind it.
    public struct Button: Sendable, Equatable {
        /// Where it goes and its title, in the bezel's coordinates.
        public var layout: HUD.Layout.Button
        /// The capsule's corner radius: half its height.
        public var cornerRadius: CGFloat
        /// The capsule's colour: the text colour at 15 % of its opacity.
        public var fill: HUD.Color
        /// The title's colour: the text colour.
        public var titleColor: HUD.Color

        /// Creates a button.
        public init(layout: HUD.Layout.Button, cornerRadius: CGFloat, fill: HUD.Color, titleColor: HUD.Color) {
            self.layout = layout
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.titleColor = titleColor
        }

        /// The opacity of the capsule's fill, relative to the text colour's: 0.15.
        public static let fillOpacity = 0.15

        init(_ layout: HUD.Layout.Button, foreground: HUD.Color) {
            self.init(layout: layout, cornerRadius: layout.frame.height / 2,
                      fill: foreground.withAlpha(foreground.alpha * Self.fillOpacity), titleColor: foreground)
        }
    }
}
