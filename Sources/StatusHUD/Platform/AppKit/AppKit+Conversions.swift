#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The core's plain values as AppKit's and Core Animation's types: nothing here decides anything.
// The HUD's views are flipped (y down, as the layout is), so an arc clockwise on screen is
// counterclockwise in Core Graphics' own sense.

extension HUD.Color {
    var nsColor: NSColor { NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
    var cgColor: CGColor { nsColor.cgColor }
}

extension HUD.Path {
    /// The path in a flipped view (`clockwise` means clockwise on screen).
    var appKitPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension HUD.Arc {
    /// The arc in a flipped view, clockwise on screen.
    var appKitPath: CGPath {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        return path
    }
}


extension HUD.Font {
    /// The system font of this size and weight (macOS has no Dynamic Type to scale it).
    var nsFont: NSFont {
        let nsWeight: NSFont.Weight = switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
        return NSFont.systemFont(ofSize: pointSize, weight: nsWeight)
    }
}

/// Measures text for the layout with AppKit's fonts.
struct AppKitTextMeasurer: HUD.TextMeasuring {
    func width(of line: String, font: HUD.Font) -> CGFloat {
        ceil((line as NSString).size(withAttributes: [.font: font.nsFont]).width)
    }

    func lineHeight(of font: HUD.Font) -> CGFloat {
        let font = font.nsFont
        return ceil(font.ascender - font.descender + font.leading)
    }
}

extension HUD.Image {
    /// The RGBA pixels as a Core Graphics image (straight alpha, as `HUD.Image` keeps them).
    var cgImage: CGImage? {
        guard width > 0, height > 0, let provider = CGDataProvider(data: Data(pixels) as CFData) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
#endif
