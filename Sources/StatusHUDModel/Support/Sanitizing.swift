import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Double {
    /// The value clamped to 0…1; NaN counts as 0 and infinities go to the nearer end.
    package var clampedToUnitInterval: Double {
        isNaN ? 0 : Swift.min(Swift.max(self, 0), 1)
    }
}

extension CGFloat {
    /// The value as a length: itself when finite and positive, otherwise 0.
    package var sanitizedLength: CGFloat {
        isFinite && self > 0 ? self : 0
    }

    /// The value as a coordinate or displacement: itself when finite, otherwise 0.
    package var sanitizedCoordinate: CGFloat {
        isFinite ? self : 0
    }
}

extension CGSize {
    /// The size with each side made a valid length (NaN, infinite and negative sides count as 0).
    package var sanitized: CGSize {
        CGSize(width: width.sanitizedLength, height: height.sanitizedLength)
    }
}
