import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The action button (``HUD/Action``): a rounded rectangle filled with ``fill``, its corners
    /// concentric with the bezel's, its title in ``titleColor``. A tap on
    /// ``Layout/Button/hitFrame`` (at least 44 pt tall) runs the action.
    ///
    /// Presenters draw it above everything else in the bezel and let it take touches even when
    /// the HUD lets touches through to what is behind it.
    public struct Button: Sendable, Equatable {
        /// Where it goes and its title, in the bezel's coordinates.
        public var layout: HUD.Layout.Button
        /// The corner radius: concentric with the bezel's corners, the bezel's radius less the
        /// margin between them (24 − 16 = 8 pt by default), as `UICornerRadius.containerConcentric`
        /// rounds a view inside a container; at least ``minimumCornerRadius``, at most half the
        /// button's height (a capsule).
        public var cornerRadius: CGFloat
        /// The fill: an opaque mix of the text colour into the bezel's, the least that stands
        /// 1.5 : 1 apart from every colour the bezel can take over any backdrop (darker than the
        /// darkest, or lighter than the lightest) while a title keeps 4.5 : 1 on it: 0.35 grey on
        /// the light bezel, 0.59 on the dark one.
        public var fill: HUD.Color
        /// The title's colour: the text colour, or else white or black, the first that keeps
        /// 4.5 : 1 on ``fill`` (white on the light style's button, black on the dark style's).
        public var titleColor: HUD.Color

        /// Creates a button.
        public init(layout: HUD.Layout.Button, cornerRadius: CGFloat, fill: HUD.Color, titleColor: HUD.Color) {
            self.layout = layout
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.titleColor = titleColor
        }

        /// The smallest corner radius, where the bezel's is too small to be concentric with: 6 pt.
        public static let minimumCornerRadius: CGFloat = 6

        package init(_ layout: HUD.Layout.Button, bezelCornerRadius: CGFloat, fill: HUD.Color, title: HUD.Color) {
            let concentric = max(bezelCornerRadius - HUD.Layout.margin, Self.minimumCornerRadius)
            self.init(layout: layout, cornerRadius: min(concentric, layout.frame.height / 2),
                      fill: fill, titleColor: title)
        }
    }
}
