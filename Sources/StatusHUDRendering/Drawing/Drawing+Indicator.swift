import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The graphic above the text and the box it is drawn in.
    public struct Indicator: Sendable, Equatable {
        /// The indicator's box, in the bezel's coordinates. The graphic's own coordinates are in
        /// this box: (0, 0) is its top-left corner.
        public var frame: CGRect
        /// What is drawn in the box.
        public var graphic: Graphic

        /// Creates an indicator.
        public init(frame: CGRect, graphic: Graphic) {
            self.frame = frame
            self.graphic = graphic
        }
    }
}
