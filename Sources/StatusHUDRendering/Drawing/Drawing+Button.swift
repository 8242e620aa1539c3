import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The action button (``HUD/Action``): a capsule filled with ``fill``, a light tint of the
    /// text colour, its title in ``titleColor``. A tap on ``Layout/Button/hitFrame`` (at least
    /// 44 pt tall) runs the action.
    ///
    /// Presenters draw it above everything else in the bezel and let it take touches even when
    /// the HUD lets touches through to what is behind it.
    package struct Button: Sendable, Equatable {
        /// Where it goes and its title, in the bezel's coordinates.
        package var layout: HUD.Layout.Button
        /// The corner radius: half the button's height, a capsule, as iOS 26's buttons in glass and
        /// its grey buttons are (18 pt for the 36 pt button).
        package var cornerRadius: CGFloat
        /// The fill: the text colour at a low opacity (10 % black on the light bezel, 9 % white on
        /// the dark one), the least that stands 1.2 : 1 from the bezel over any backdrop while the
        /// title keeps 4.5 : 1 on it; quieter than the text. On Liquid Glass, UIKit draws the
        /// system's glass button instead.
        package var fill: HUD.Color
        /// The title's colour: the text colour, or else white or black, the first that keeps
        /// 4.5 : 1 on ``fill`` over any backdrop (the text colour for the light and dark styles).
        package var titleColor: HUD.Color

        /// Creates a button.
        package init(layout: HUD.Layout.Button, cornerRadius: CGFloat, fill: HUD.Color, titleColor: HUD.Color) {
            self.layout = layout
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.titleColor = titleColor
        }

        package init(_ layout: HUD.Layout.Button, fill: HUD.Color, title: HUD.Color) {
            self.init(layout: layout, cornerRadius: layout.frame.height / 2, fill: fill, titleColor: title)
        }
    }
}
