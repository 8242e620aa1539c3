import StatusHUDModel
import StatusHUDRendering
import Foundation

/// How a presenter that animates the HUD's opacity and zoom apart (the AppKit one) fades it in or
/// out, from where it is on screen.
///
/// The opacity runs the drawing's fade, shortened to what is left of the way when it turns back a
/// fade part-way (``HUD/Animation/resumed(remainingFraction:)``). The zoom runs beside it: a new
/// HUD zooms in from the appear animation's start on the drawing's spring; one turned back zooms
/// from where it is; a disappearing one zooms to the animation's end over the fade. Reduce Motion
/// keeps the scale at 1, and so does a top or bottom toast, which only fades.
///
/// ```swift
/// let plan = FadePlan(.appear, drawing: drawing, appearAnimation: .zoomOut, reducesMotion: false,
///                     transitionDuration: 0.15, alphaOnScreen: 0)
/// plan.zoomFrom       // 1.3
/// ```
package struct FadePlan: Equatable {
    /// The opacity's animation, from the opacity on screen to ``alpha``; 0 s long for an instant
    /// transition.
    package var animation: HUD.Animation
    /// The opacity the fade ends at: 1 appearing, 0 disappearing.
    package var alpha: Double
    /// The zoom to start from, or nil to start from the zoom on screen.
    package var zoomFrom: Double?
    /// The zoom the fade ends at.
    package var zoomTo: Double
    /// The spring the zoom follows (appearing), or nil for ``animation``'s curve and duration.
    package var spring: HUD.Spring?
    /// The largest zoom the bezel may reach during the fade, whichever way and from wherever it
    /// starts (a spring's peak past 1 included), with a tenth more; 1 when it does not zoom.
    package var largestZoom: Double
    /// How long the zoom may run: the spring's settling time, or the opacity's animation; the
    /// presenter keeps room for ``largestZoom`` that long.
    package var zoomDuration: TimeInterval

    /// Whether the fade takes no time: the look is set at once.
    package var isInstant: Bool { animation.duration <= 0 }

    /// The plan for a fade towards `direction` of an engine transition `transitionDuration` long,
    /// with the opacity on screen now `alphaOnScreen` (0…1; anything else counts as 0 or 1).
    package init(_ direction: HUD.Transition.Direction, drawing: HUD.Drawing?, appearAnimation: HUD.AppearAnimation,
         reducesMotion: Bool, transitionDuration: TimeInterval, alphaOnScreen: Double) {
        // A top or bottom toast (the drawing's slide) only fades here: this presenter's panel is
        // cut to the bezel's region, with no room to slide in from an edge, and a zoom about the
        // centre reads wrong for a capsule at an edge.
        let appearAnimation = drawing?.slide != nil ? .fade : appearAnimation
        let appearing = direction == .appear
        let shown = alphaOnScreen.isNaN ? 0 : min(max(alphaOnScreen, 0), 1)
        let drawn = appearing ? drawing?.fadeIn : drawing?.fadeOut
        let full = HUD.Drawing.fadeAnimation(drawn, transitionDuration: transitionDuration, remainingFraction: 1)
        animation = full.resumed(remainingFraction: appearing ? 1 - shown : shown)
        alpha = appearing ? 1 : 0
        func scale(_ phase: HUD.Drawing.Fade.Phase) -> Double {
            HUD.Drawing.Fade(phase: phase, reducesMotion: reducesMotion, animation: appearAnimation).scale
        }
        zoomFrom = appearing && shown == 0 ? scale(.appearing(progress: 0)) : nil
        zoomTo = scale(appearing ? .visible : .disappearing(progress: 1))
        spring = appearing ? drawing?.appearSpring : nil
        let scales = appearAnimation.scales
        // A spring from below 1 swings past it: room for its peak, 1 + (1 − start) × overshoot.
        let peak = spring.map { 1 + abs(1 - scales.appearing) * $0.overshoot } ?? 1
        let most = max(scales.appearing, scales.disappearing, peak)
        largestZoom = reducesMotion || animation.duration <= 0 || most == 1 ? 1 : most * 1.1
        zoomDuration = animation.duration <= 0 ? 0 : max(spring?.settlingDuration ?? 0, animation.duration)
    }
}
