#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// An app's UIColors where the HUD's colours are set. They are kept as they are and resolved each
// time the HUD draws, with a trait collection of the drawing's appearance and contrast (see
// HUD.DynamicColor for why not at set time); the drawing, neutral code, decides the rest.

extension HUD.Style {
    /// A custom style in an app's colours, resolved each time the HUD draws, so dynamic system
    /// colours and asset-catalog colours follow light and dark mode and Increase Contrast:
    /// SVProgressHUD's `setForegroundColor(_:)` and `setBackgroundColor(_:)`.
    ///
    /// ```swift
    /// HUD.configuration.style = .custom(foreground: .white, background: .systemIndigo)
    /// HUD.configuration.style = .custom(foreground: .label, background: UIColor(named: "Brand") ?? .systemBackground)
    /// ```
    ///
    /// Where both arguments are also ``HUD/Color`` members (`.white`, `.black`, `.clear`), the
    /// ``HUD/Color`` case is chosen; the colours are the same.
    @_disfavoredOverload
    public static func custom(foreground: UIColor, background: UIColor) -> HUD.Style {
        .dynamic(foreground: HUD.DynamicColor(foreground), background: HUD.DynamicColor(background))
    }
}

extension HUD.Backdrop {
    /// A cover in an app's colour, resolved each time the HUD draws: SVProgressHUD's
    /// `setBackgroundLayerColor(_:)` with `setDefaultMaskType(.custom)`.
    ///
    /// ```swift
    /// HUD.configuration.backdrop = .custom(UIColor.black.withAlphaComponent(0.3))
    /// ```
    @_disfavoredOverload
    public static func custom(_ color: UIColor) -> HUD.Backdrop {
        .dynamic(HUD.DynamicColor(color))
    }
}

extension HUD.DynamicColor {
    /// `color`, resolved for each drawing's appearance and contrast with
    /// `resolvedColor(with:)`, in sRGB (a wide-gamut colour gets its nearest sRGB colour);
    /// equal to another made from an equal `UIColor`.
    public init(_ color: UIColor) {
        self.init(source: color) { environment in
            HUD.Color(color.resolvedColor(with: environment.traitCollection))
        }
    }
}

extension HUD.Drawing.Environment {
    /// The traits a colour is resolved with for this environment: its light or dark style, its
    /// contrast and its display scale. Other traits (size classes, the elevated level, an app's
    /// custom traits) are not part of the drawing's environment: a colour that depends on them
    /// resolves as for their unspecified values.
    var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light),
            UITraitCollection(accessibilityContrast: increasesContrast ? .high : .normal),
            UITraitCollection(displayScale: displayScale.isFinite && displayScale >= 1 ? CGFloat(displayScale) : 1),
        ])
    }
}

#endif
