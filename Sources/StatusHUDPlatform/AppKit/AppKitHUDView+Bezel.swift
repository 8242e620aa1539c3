#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The bezel as the drawing's look says (material, solid, edge, shadow), its rounded blur mask, and
// its zoom.
extension AppKitHUDView {
    /// The bezel as its look says: the `.hudWindow` material in the drawing's light or dark, with
    /// its fill over it; one solid colour for custom styles, Reduce Transparency and Increase Contrast.
    func apply(_ drawn: HUD.Drawing.Bezel) {
        bezel.frame = drawn.frame
        let inside = NSRect(origin: .zero, size: drawn.frame.size)
        blur.frame = inside
        fill.frame = inside
        bezel.layer?.cornerRadius = drawn.cornerRadius
        if blurRadius != drawn.cornerRadius {
            blurRadius = drawn.cornerRadius
            blur.maskImage = Self.roundedMask(radius: drawn.cornerRadius)
        }
        let look = drawn.look(canUseGlass: false)
        switch look {
        case .glass(let tint):          // never asked for here: no glass on macOS 15.5's SDK
            blur.isHidden = true
            fill.layer?.backgroundColor = tint.layerColor
        case .material(let material, let color):
            blur.isHidden = false
            blur.appearance = NSAppearance(named: material == .systemMaterialDark ? .darkAqua : .aqua)
            fill.layer?.backgroundColor = color.layerColor
        case .solid(let color):
            blur.isHidden = true
            fill.layer?.backgroundColor = color.layerColor
        }
        let edge = drawn.edge(for: look)
        bezel.layer?.borderWidth = edge?.width ?? 0
        bezel.layer?.borderColor = edge?.color.layerColor
        let cast = drawn.shadow(for: look)
        shadowLayer.isHidden = cast == nil || !drawsShadow
        shadowLayer.frame = drawn.frame
        if let cast {
            let shape = CGRect(origin: .zero, size: drawn.frame.size)
            shadowLayer.castBezelShadow(cast, shape: CGPath(roundedRect: shape, cornerWidth: drawn.cornerRadius,
                                                       cornerHeight: drawn.cornerRadius, transform: nil))
        }
    }

    /// Zooms the bezel and its shadow about their centre (``CALayer/zoom(from:to:spring:animation:)``).
    func zoom(from start: Double?, to scale: Double, spring: HUD.Spring?, animation: HUD.Animation) {
        for layer in [bezel.layer, shadowLayer].compactMap({ $0 }) {
            layer.zoom(from: start, to: scale, spring: spring, animation: animation)
        }
    }

    /// Takes the zoom off: the bezel at its laid-out size.
    func resetZoom() {
        for layer in [bezel.layer, shadowLayer].compactMap({ $0 }) { layer.removeZoom() }
    }

    /// The material's own rounding (a layer's corners do not clip a blur of what is behind the
    /// window): a stretchable image with the drawing's corner radius, as `maskImage` documents.
    private static func roundedMask(radius: CGFloat) -> NSImage {
        let radius = radius.isFinite ? max(radius, 0) : 0
        let side = radius * 2 + 1
        let image = NSImage(size: NSSize(width: side, height: side), flipped: false) { rect in
            NSColor.black.setFill()
            NSBezierPath(roundedRect: rect, xRadius: radius, yRadius: radius).fill()
            return true
        }
        image.capInsets = NSEdgeInsets(top: radius, left: radius, bottom: radius, right: radius)
        image.resizingMode = .stretch
        return image
    }
}
#endif
