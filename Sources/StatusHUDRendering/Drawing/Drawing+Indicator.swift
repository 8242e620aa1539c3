import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The graphic above the text and the box it is drawn in.
    package struct Indicator: Sendable, Equatable {
        /// The indicator's box, in the bezel's coordinates. The graphic's own coordinates are in
        /// this box: (0, 0) is its top-left corner.
        package var frame: CGRect
        /// What is drawn in the box.
        package var graphic: Graphic

        /// Creates an indicator.
        package init(frame: CGRect, graphic: Graphic) {
            self.frame = frame
            self.graphic = graphic
        }
    }
}
