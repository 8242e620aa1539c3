import StatusHUDModel
import Foundation

extension HUD.Color {
    /// WCAG 2's relative luminance of the colour's RGB (its alpha ignored).
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two colours' RGB, 1…21.
    func contrast(with other: HUD.Color) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour drawn over the opaque `backdrop` (source-over, in sRGB, as UIKit composites).
    func composited(over backdrop: HUD.Color) -> HUD.Color {
        HUD.Color(red: red * alpha + backdrop.red * (1 - alpha),
                  green: green * alpha + backdrop.green * (1 - alpha),
                  blue: blue * alpha + backdrop.blue * (1 - alpha))
    }
}
