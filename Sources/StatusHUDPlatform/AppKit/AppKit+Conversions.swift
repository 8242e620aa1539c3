#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The core's plain values as AppKit's types: nothing here decides anything. (Paths, layer
// colours and fonts, shared with UIKit, are in CoreAnimation/.)

extension HUD.Color {
    var nsColor: NSColor { NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
}

/// Measures text for the layout with AppKit's fonts.
struct AppKitTextMeasurer: HUD.TextMeasuring {
    func width(of line: String, font: HUD.Font) -> CGFloat {
        ceil((line as NSString).size(withAttributes: [.font: font.systemFont]).width)
    }

    func lineHeight(of font: HUD.Font) -> CGFloat {
        let font = font.systemFont
        return ceil(font.ascender - font.descender + font.leading)
    }
}

extension HUD.Image {
    /// The RGBA pixels as a Core Graphics image (straight alpha, as `HUD.Image` keeps them).
    var cgImage: CGImage? {
        guard width > 0, height > 0, let provider = CGDataProvider(data: Data(pixels) as CFData) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
#endif
