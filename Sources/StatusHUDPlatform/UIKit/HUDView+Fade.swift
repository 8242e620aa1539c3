#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The fade's look on the view: opacity, zoom, the slide and drag of a toast (set by the presenter's
// fader and the swiper); what the engine and the fader read back.
extension HUDView {
    /// Moves the bezel `offset` points down from where its fade puts it, as a finger drags it.
    func setDrag(_ offset: CGFloat) {
        dragOffset = offset.isFinite ? offset : 0
        applyTransform()
    }

    /// The look at `phase` of a fade, with the configured animation (a slide for a top or bottom
    /// toast) and the user's Reduce Motion.
    func fade(_ phase: HUD.Drawing.Fade.Phase) -> HUD.Drawing.Fade {
        let reducesMotion = UIAccessibility.isReduceMotionEnabled
        return drawing?.fade(phase, reducesMotion: reducesMotion, animation: configuration.appearAnimation)
            ?? HUD.Drawing.Fade(phase: phase, reducesMotion: reducesMotion, animation: configuration.appearAnimation)
    }

    /// Sets the fade's look: alpha to the mask and the bezel's content, the blur on or off (inside
    /// an animation UIKit animates the effect itself), scale to the bezel.
    func setFade(_ fade: HUD.Drawing.Fade) {
        setOpacity(fade.alpha)
        self.fade.offset = fade.offset
        setScale(fade.scale)
    }

    /// Sets the fade's opacity only (the appear spring moves the zoom apart from it).
    func setOpacity(_ alpha: Double) {
        fade.alpha = alpha
        dimming.alpha = CGFloat(alpha)
        bezel.contentView.alpha = CGFloat(alpha)
        shadowView.alpha = CGFloat(alpha)
        edgeView.alpha = CGFloat(alpha)
        bezel.effect = alpha > 0 ? blur : nil
    }

    /// Sets the fade's zoom only.
    func setScale(_ scale: Double) {
        fade.scale = scale
        applyTransform()
    }

    /// The bezel's zoom, and its slide and drag down (a top or bottom toast), on the bezel, its
    /// shadow and its edge.
    func applyTransform() {
        let scale = CGFloat(fade.scale)
        let transform = CGAffineTransform(translationX: 0, y: CGFloat(fade.offset) + dragOffset).scaledBy(x: scale, y: scale)
        for view in [bezel, shadowView, edgeView] { view.transform = transform }
    }

    /// The zoom set last (the model value, not mid-animation).
    var scale: Double { fade.scale }

    /// The fade's look set last (the model value, not mid-animation).
    var currentFade: HUD.Drawing.Fade { fade }

    /// The opacity on screen now, mid-animation included (the presentation layer's).
    var fadeOnScreen: Double {
        Double(dimming.layer.presentation()?.opacity ?? Float(dimming.alpha))
    }
}
#endif
