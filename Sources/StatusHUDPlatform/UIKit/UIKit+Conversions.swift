#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The core's plain values as UIKit's types: nothing here decides anything.

extension HUD.Color {
    var uiColor: UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension HUD.TimingCurve {
    /// The curve as a property animator's timing parameters.
    @MainActor var cubicTiming: UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    }
}

extension HUD.Font {
    /// The system font of this size and weight, scaled for Dynamic Type as its text style scales.
    func uiFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        let style: UIFont.TextStyle = switch textStyle {
        case .largeTitle: Self.largeTitleStyle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: systemFont, compatibleWith: traits)
    }

    /// tvOS has no large-title text style (`UIFont.TextStyle.largeTitle` is unavailable there):
    /// a large title scales as the first title does.
    private static var largeTitleStyle: UIFont.TextStyle {
        #if os(tvOS)
        .title1
        #else
        .largeTitle
        #endif
    }
}

/// Measures lines with UIKit's text system, in the fonts the labels draw with.
struct UIKitTextMeasurer: HUD.TextMeasuring {
    let traits: UITraitCollection

    func width(of line: String, font: HUD.Font) -> CGFloat {
        (line as NSString).size(withAttributes: [.font: font.uiFont(compatibleWith: traits)]).width
    }

    func lineHeight(of font: HUD.Font) -> CGFloat {
        font.uiFont(compatibleWith: traits).lineHeight
    }
}

extension HUD.Color {
    /// The colour of a `UIColor`, in sRGB (extended components clamped).
    package init(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
#endif
