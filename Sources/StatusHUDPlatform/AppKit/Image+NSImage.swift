#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension HUD.Image {
    /// The pixels of `image` as it draws at twice its size in points, a Retina screen's pixels
    /// (a bitmap with fewer pixels keeps its own, and ``scale`` says how many per point), in sRGB.
    ///
    /// An image that cannot be drawn — no representation, a size of zero or not a number, more
    /// than 64 megapixels (2²⁶ pixels), or a bitmap Core Graphics cannot draw into — gives an
    /// empty image (0 × 0): the HUD keeps the image's place beside its status and draws nothing
    /// there. A template image is drawn in its own colours (black), not tinted.
    ///
    /// ```swift
    /// HUD.showImage(HUD.Image(NSImage(named: "Synced")!), status: "Synced")
    /// ```
    public init(_ image: NSImage) {
        self = Self.converting(image) ?? HUD.Image(width: 0, height: 0, pixels: [])
    }

    // Decisions AppKit forces, and the alternatives:
    // - Which pixels: an `NSImage` may hold several representations, or a PDF or symbol that has
    //   no pixels at all. `cgImage(forProposedRect:context:hints:)` picks or renders one for a
    //   destination; with no context it assumes a scale of 1, which would blur the HUD on Retina
    //   screens, so it is asked for twice the point size (no Mac screen is 3×). Reading
    //   `NSScreen.main`'s scale instead would tie a value type's init to the main actor.
    // - Why draw again: the `CGImage` may be 16-bit, grey, indexed or in any colour space; drawing
    //   it into an 8-bit sRGB RGBA bitmap converts all of them. Such a bitmap holds premultiplied
    //   alpha only (Core Graphics has no 8-bit straight-alpha context), so the neutral
    //   `init(width:height:scale:premultipliedPixels:)`, tested on Linux, straightens it.
    private static func converting(_ image: NSImage) -> HUD.Image? {
        let size = image.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        var rect = CGRect(x: 0, y: 0, width: size.width * 2, height: size.height * 2)
        guard let cgImage = image.cgImage(forProposedRect: &rect, context: nil, hints: nil) else { return nil }
        let width = cgImage.width
        let height = cgImage.height
        guard width > 0, height > 0, let count = pixelCount(width: width, height: height),
              let sRGB = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        var pixels = [UInt8](repeating: 0, count: count * 4)
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: sRGB,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { return nil }
        return HUD.Image(width: width, height: height, scale: Double(width) / Double(size.width),
                         premultipliedPixels: pixels)
    }
}
#endif
