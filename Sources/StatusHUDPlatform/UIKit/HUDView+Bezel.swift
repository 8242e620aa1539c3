#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The bezel as the drawing's look says: glass, material or solid, its corners, edge, shadow and
// parallax.
extension HUDView {
    /// The bezel as its look says: Liquid Glass on iOS 26, the material before, solid for custom
    /// styles and with Reduce Transparency or Increase Contrast; its hairline edge and shadow.
    func apply(_ drawn: HUD.Drawing.Bezel) {
        bezel.bounds = CGRect(origin: .zero, size: drawn.frame.size)
        bezel.center = CGPoint(x: drawn.frame.midX, y: drawn.frame.midY)
        let look = drawn.look(canUseGlass: Self.canUseGlass)
        Self.setCorners(of: bezel, radius: drawn.cornerRadius)
        if look != blurLook {
            blurLook = look
            // Glass is not clipped: it takes its shape from `cornerConfiguration` (set above) and
            // draws its rim, highlight and shadow at and beyond that edge, which clipping to the
            // layer's bounds would cut. The blur and the solid fill have no shape of their own, so
            // they are clipped to the layer's rounded corners. (Alternative: never clipping; the
            // material would then fill a square.) The content sits inside the margins either way.
            bezel.clipsToBounds = Self.clipsBezel(look)
            switch look {
            case .glass(let tint):
                blur = Self.glass(tint: tint)
                bezel.contentView.backgroundColor = .clear
            case .material(let material, let fill):
                #if os(tvOS)   // tvOS has no system materials ('systemMaterial' is unavailable in tvOS)
                blur = UIBlurEffect(style: material == .systemMaterialDark ? .dark : .light)
                #else
                blur = UIBlurEffect(style: material == .systemMaterialDark ? .systemMaterialDark : .systemMaterialLight)
                #endif
                bezel.contentView.backgroundColor = fill.uiColor
            case .solid(let color):
                blur = nil
                bezel.contentView.backgroundColor = color.uiColor
            }
            bezel.effect = fade.alpha > 0 ? blur : nil
        }
        let edge = drawn.edge(for: look)
        edgeView.bounds = bezel.bounds
        edgeView.center = bezel.center
        edgeView.layer.cornerRadius = drawn.cornerRadius
        edgeView.layer.borderWidth = edge?.width ?? 0
        edgeView.layer.borderColor = edge?.color.layerColor
        applyShadow(drawn.shadow(for: look), of: drawn)
    }

    /// The shadow view follows the bezel as it moves (with the keyboard, in its animation); its
    /// shadow's shape and cut-out are set at once.
    private func applyShadow(_ shadow: HUD.Drawing.Bezel.Shadow?, of drawn: HUD.Drawing.Bezel) {
        shadowView.isHidden = shadow == nil
        guard let shadow else { return }
        shadowView.bounds = bezel.bounds
        shadowView.center = bezel.center
        let shape = UIBezierPath(roundedRect: shadowView.bounds, cornerRadius: drawn.cornerRadius)
        shadowView.layer.castBezelShadow(shadow, shape: shape.cgPath)
    }

    /// The tilt parallax on the bezel and its shadow, as deep as the drawing says; removed when 0
    /// (SVProgressHUD only ever added it, so turning it off did nothing until the next HUD).
    func applyParallax(_ depth: CGFloat) {
        #if os(iOS)
        guard depth != parallaxDepth else { return }
        parallaxDepth = depth
        for view in [bezel, shadowView, edgeView] {
            view.motionEffects.forEach(view.removeMotionEffect)
            guard depth > 0 else { continue }
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            for effect in [horizontal, vertical] {
                effect.minimumRelativeValue = -depth
                effect.maximumRelativeValue = depth
            }
            let group = UIMotionEffectGroup()
            group.motionEffects = [horizontal, vertical]
            view.addMotionEffect(group)
        }
        #endif
    }

    /// Whether Liquid Glass can be used: compiled with an SDK that has it and running on iOS 26.
    ///
    /// The compile-time condition is UIKit's module version: 9126.2 in the iPhoneOS 26.2 SDK, 8506.1
    /// in 18.6 and 7439.1 in 17.4, so `canImport(UIKit, _version: 9000)` holds only from the 26 SDKs
    /// on (`Scripts/check-apple --teeth` shows it flip). tvOS is left out: no tvOS 26 SDK is here to
    /// check its code.
    ///
    /// This module's files test `os(iOS) || os(tvOS) || os(visionOS)`, never a bare
    /// `canImport(UIKit)`: a module below (StatusHUDModel) has loaded UIKit already, and once a bare
    /// `canImport(UIKit)` has been answered from that loaded module, the versioned test here finds
    /// no version, warns "cannot find user version number" and ignores the version (Swift 6.3, which
    /// file comes first decides it). With warnings as errors, `Scripts/check-apple` fails if one
    /// comes back.
    static var canUseGlass: Bool {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) { return true }
        #endif
        return false
    }

    /// Whether the bezel clips to its rounded bounds: for the blur and solid looks, not for glass.
    private static func clipsBezel(_ look: HUD.Drawing.Bezel.Look) -> Bool {
        if case .glass = look { return false }
        return true
    }

    /// A tinted Liquid Glass effect.
    private static func glass(tint: HUD.Color) -> UIVisualEffect? {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) {
            let glass = UIGlassEffect(style: .regular)
            glass.tintColor = tint.uiColor
            return glass
        }
        #endif
        return nil
    }

    /// The bezel's corners: the layer's radius, with continuous corners; on iOS 26 also the view's
    /// `cornerConfiguration`, which is how glass takes its shape.
    ///
    /// On iOS 26 the configuration is set for every look, not only glass: the view is reused from
    /// HUD to HUD and a look can change while it is up (Reduce Transparency, a custom style), and a
    /// configuration cannot be removed once set. Set for glass only, a configuration left from an
    /// earlier glass HUD would keep its radius beside the layer's new one (a toast's capsule beside
    /// a tile's 24 pt). Setting both to the same radius every pass leaves no stale value, whichever of
    /// the two UIKit draws from. (Alternative: a new effect view per look; rejected, as it would
    /// restart the glass's own appear animation and move the VoiceOver element.)
    private static func setCorners(of view: UIVisualEffectView, radius: CGFloat) {
        view.layer.cornerRadius = radius
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) {
            view.cornerConfiguration = .corners(radius: .fixed(Double(radius)))
        }
        #endif
    }
}
#endif
