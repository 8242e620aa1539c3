#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
/// The font type of the platform's views: `UIFont` with UIKit, `NSFont` with AppKit.
typealias PlatformFont = UIFont
/// The colour type of the platform's views: `UIColor` with UIKit, `NSColor` with AppKit.
typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit
typealias PlatformFont = NSFont
typealias PlatformColor = NSColor
#endif

#if (os(iOS) || os(tvOS) || os(visionOS)) || canImport(AppKit)
extension HUD.Font {
    /// The system font of this size and weight, unscaled (UIKit scales it for Dynamic Type).
    var systemFont: PlatformFont {
        let platformWeight: PlatformFont.Weight = switch weight {
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
        return PlatformFont.systemFont(ofSize: pointSize, weight: platformWeight)
    }
}
#endif
