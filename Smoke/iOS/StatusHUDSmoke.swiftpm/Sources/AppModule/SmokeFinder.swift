import StatusHUDSmokeKit
import UIKit

/// Finds the library's views at run time. Its types (`OverlayWindow`, `HUDView`) are internal and
/// cannot be named from the app, so they are matched by their class name,
/// `String(describing: type(of:))`, or by the accessibility identifiers the library sets on them
/// ("StatusHUD.overlay" on the overlay window, "StatusHUD" on the HUD view). The bezel is the
/// HUD view's only `UIVisualEffectView` subview (HUDView.swift).
@MainActor
enum SmokeFinder {
    static func isOverlay(_ window: UIWindow) -> Bool {
        String(describing: type(of: window)) == "OverlayWindow" || window.accessibilityIdentifier == "StatusHUD.overlay"
    }

    static func isHUDView(_ view: UIView) -> Bool {
        String(describing: type(of: view)) == "HUDView" || view.accessibilityIdentifier == "StatusHUD"
    }

    /// The scene's overlay windows that are shown.
    static func overlays(in scene: UIWindowScene) -> [UIWindow] {
        scene.windows.filter { isOverlay($0) && !$0.isHidden }
    }

    /// The shared HUD in a shown overlay window of `scene`, if any.
    static func sharedHUD(in scene: UIWindowScene) -> ShownHUD? {
        for overlay in overlays(in: scene) {
            if let view = hudViews(under: overlay).first, let bezel = bezel(of: view) {
                return ShownHUD(window: overlay, view: view, bezel: bezel)
            }
        }
        return nil
    }

    /// Every HUD view under `root`, depth first.
    static func hudViews(under root: UIView) -> [UIView] {
        var found: [UIView] = []
        for view in root.subviews {
            if isHUDView(view) { found.append(view) } else { found += hudViews(under: view) }
        }
        return found
    }

    static func bezel(of hud: UIView) -> UIVisualEffectView? {
        hud.subviews.lazy.compactMap { $0 as? UIVisualEffectView }.first
    }

    /// The shown `UIButton` inside the HUD view (its action button), if any.
    static func button(in view: UIView) -> UIButton? {
        for subview in view.subviews where !subview.isHidden {
            if let button = subview as? UIButton { return button }
            if let button = button(in: subview) { return button }
        }
        return nil
    }

    /// Whether the bezel's fade-in has ended: its content fully opaque on screen, and no zoom or
    /// slide left on the bezel (model and presentation).
    static func isSettled(_ bezel: UIVisualEffectView) -> Bool {
        let content = bezel.contentView
        let opacity = content.layer.presentation()?.opacity ?? Float(content.alpha)
        let shown = bezel.layer.presentation()?.affineTransform() ?? bezel.transform
        return content.alpha >= 0.99 && opacity >= 0.99 && bezel.transform.isIdentity
            && abs(shown.a - 1) < 0.005 && abs(shown.d - 1) < 0.005 && abs(shown.ty) < 0.5 && abs(shown.tx) < 0.5
    }

    /// `view`'s frame as laid out (centre and bounds, whatever its transform) in `window`.
    static func layoutFrame(of view: UIView, in window: UIWindow) -> CGRect {
        guard let superview = view.superview else { return .null }
        let size = view.bounds.size
        let frame = CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                           width: size.width, height: size.height)
        return superview.convert(frame, to: window)
    }

    /// `view`'s centre in its window's coordinates.
    static func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The colour the bezel is drawn with: the Liquid Glass's tint on iOS 26 (`UIGlassEffect`'s
    /// `tintColor`, read by key so that the app compiles with the iOS 17 and 18 SDKs), else its
    /// content view's fill (over the system material, or solid), resolved in `traits`.
    static func bezelColour(_ bezel: UIVisualEffectView, traits: UITraitCollection) -> (colour: UIColor?, source: String) {
        if let effect = bezel.effect, effect.responds(to: NSSelectorFromString("tintColor")),
           let tint = effect.value(forKey: "tintColor") as? UIColor {
            return (tint.resolvedColor(with: traits), "glass tint")
        }
        if let fill = bezel.contentView.backgroundColor {
            return (fill.resolvedColor(with: traits), "fill over \(bezel.effect.map { String(describing: type(of: $0)) } ?? "no effect")")
        }
        return (nil, "none")
    }

    /// A colour's mean of red, green and blue (0 black … 1 white), and the colour as text.
    static func lightness(_ colour: UIColor?) -> (value: CGFloat, text: String) {
        guard let colour else { return (.nan, "nil") }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return (.nan, "\(colour)") }
        let text = String(format: "rgba(%.2f, %.2f, %.2f, %.2f)", Double(red), Double(green), Double(blue), Double(alpha))
        return ((red + green + blue) / 3, text)
    }

    static func describe(_ view: UIView) -> String {
        var text = String(describing: type(of: view))
        if let id = view.accessibilityIdentifier { text += "#\(id)" }
        return text
    }

    static func describe(_ view: UIView?) -> String {
        view.map { describe($0) } ?? "nil"
    }

    static func describeWindows(of scene: UIWindowScene) -> String {
        scene.windows.map { "\(describe($0))(level \($0.windowLevel.rawValue), hidden \($0.isHidden), key \($0.isKeyWindow))" }
            .joined(separator: ", ")
    }

    static func describe(_ style: UIUserInterfaceStyle) -> String {
        switch style {
        case .light: "light"
        case .dark: "dark"
        case .unspecified: "unspecified"
        @unknown default: "unknown(\(style.rawValue))"
        }
    }
}

/// A count a callback raises, read by the scenario.
@MainActor
final class SmokeCounter {
    var count = 0
}

/// Whether a callback has come.
@MainActor
final class SmokeFlag {
    var isSet = false
}
