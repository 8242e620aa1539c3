#if canImport(UIKit) && !os(watchOS)
import UIKit

extension HUD {
    /// The image type `showImage(_:status:)` takes: on UIKit platforms, `UIImage` itself.
    public typealias Image = UIImage
}
#else
extension HUD {
    /// A bitmap for `showImage(_:status:)` where UIKit does not exist: 8-bit RGBA pixels,
    /// premultiplied by nothing (straight alpha), rows top to bottom.
    ///
    /// ```swift
    /// let dot = HUD.Image(width: 1, height: 1, pixels: [255, 0, 0, 255])
    /// HUD.showImage(dot, status: "Recording")
    /// ```
    public struct Image: Sendable, Equatable {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// Pixels per point: 1, 2 or 3 as in `@2x` and `@3x` images.
        public let scale: Double
        /// `width × height × 4` bytes: red, green, blue, alpha.
        public let pixels: [UInt8]

        /// The most pixels an image may have (64 megapixels); a larger one becomes an empty image.
        public static let maximumPixelCount = 1 << 26

        /// Creates an image; pixel data of the wrong length is cut or padded with transparent
        /// pixels, negative sizes count as zero, a size over ``maximumPixelCount`` gives an empty
        /// image, and a scale that is not a positive number counts as 1.
        public init(width: Int, height: Int, scale: Double = 1, pixels: [UInt8]) {
            let width = max(width, 0)
            let height = max(height, 0)
            let (area, overflow) = width.multipliedReportingOverflow(by: height)
            let tooLarge = overflow || area > Self.maximumPixelCount
            let byteCount = tooLarge ? 0 : area * 4
            self.width = tooLarge ? 0 : width
            self.height = tooLarge ? 0 : height
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            if pixels.count == byteCount {
                self.pixels = pixels
            } else {
                self.pixels = Array(pixels.prefix(byteCount))
                    + [UInt8](repeating: 0, count: max(byteCount - pixels.count, 0))
            }
        }
    }
}
#endif
