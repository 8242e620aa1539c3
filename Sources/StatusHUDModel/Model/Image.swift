#if canImport(UIKit) && !os(watchOS)
import UIKit

extension HUD {
    /// The image type `showImage(_:status:)` takes: on UIKit platforms, `UIImage` itself, so a
    /// template image takes the style's colour and a symbol image keeps its configuration; nothing
    /// is converted. (On macOS and Linux it is a bitmap of RGBA pixels, made from an `NSImage` on
    /// macOS.)
    public typealias Image = UIImage
}
#else
extension HUD {
    /// A bitmap for `showImage(_:status:)` where UIKit does not exist: 8-bit sRGB RGBA pixels,
    /// premultiplied by nothing (straight alpha), rows top to bottom. On macOS an AppKit app makes
    /// one from an `NSImage` with `init(_:)`.
    ///
    /// It is a value of its own, not `NSImage`, because a configuration holding it is `Sendable`
    /// and copied between threads, which `NSImage`, a mutable class, is not.
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
        package static let maximumPixelCount = 1 << 26

        /// Creates an image; pixel data of the wrong length is cut or padded with transparent
        /// pixels, negative sizes count as zero, a size over 64 megapixels (2²⁶ pixels) gives an empty
        /// image, and a scale that is not a positive number counts as 1.
        public init(width: Int, height: Int, scale: Double = 1, pixels: [UInt8]) {
            let width = max(width, 0)
            let height = max(height, 0)
            let tooLarge = Self.pixelCount(width: width, height: height) == nil
            let byteCount = tooLarge ? 0 : width * height * 4
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

extension HUD.Image {
    /// An image made from pixels whose colours are premultiplied by their alpha, as Core Graphics'
    /// bitmap contexts give them (an 8-bit RGBA context cannot hold straight alpha): each colour is
    /// divided by its alpha, rounded to the nearest, so it is stored straight. A fully transparent
    /// pixel becomes 0, 0, 0, 0; a colour greater than its alpha (not premultiplied data) counts as
    /// full; a last, partial pixel is dropped. Sizes and lengths are made valid as
    /// ``init(width:height:scale:pixels:)`` makes them.
    package init(width: Int, height: Int, scale: Double, premultipliedPixels pixels: [UInt8]) {
        var straight = Array(pixels.prefix(pixels.count / 4 * 4))      // whole pixels only
        var index = 0
        while index + 3 < straight.count {
            let alpha = Int(straight[index + 3])
            for channel in index..<index + 3 {
                straight[channel] = alpha == 0 ? 0 : UInt8(min((Int(straight[channel]) * 255 + alpha / 2) / alpha, 255))
            }
            index += 4
        }
        self.init(width: width, height: height, scale: scale, pixels: straight)
    }

    /// The number of pixels of an image `width` × `height`, or `nil` when the size is negative,
    /// overflows or is over ``maximumPixelCount``: what a converter checks before it allocates.
    package static func pixelCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow || area > maximumPixelCount ? nil : area
    }
}
#endif
