#if canImport(QuartzCore)
import CoreGraphics
import Foundation
import ImageIO
import QuartzCore

/// The angle mask as layer contents: the bundled PNG at its scale (decoded by ImageIO, on every
/// platform), or, when there is none or it cannot be decoded, the drawing's grey+alpha pixels.
@MainActor
enum AngleMaskContents {
    private static var cache: [Int: CGImage] = [:]

    static func image(for mask: HUD.AngleMaskImage) -> CGImage? {
        if let image = cache[mask.scale] { return image }
        let image = bundled(mask) ?? mask.computedImage
        cache[mask.scale] = image
        return image
    }

    private static func bundled(_ mask: HUD.AngleMaskImage) -> CGImage? {
        guard let file = mask.bundledFile, let source = CGImageSourceCreateWithURL(file as CFURL, nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil),
              image.width == mask.side, image.height == mask.side else { return nil }
        return image
    }
}
#endif
