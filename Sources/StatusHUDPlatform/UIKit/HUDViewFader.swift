#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// Fades a HUD view in and out as its drawing says, for `HUD.UIKitPresenter`: one fade at a time, a
/// fade still running the other way turned back from where it is on screen.
///
/// What to do is decided by neutral code tested on Linux (`FadeTurn`, `HUD.Drawing.fadeAnimation`);
/// this only runs it with `UIViewPropertyAnimator`, which can be paused and reversed mid-way, so a
/// HUD shown again during its fade-out turns back instead of popping.
@MainActor
final class HUDViewFader {
    private var animator: UIViewPropertyAnimator?
    /// The appear zoom, on the drawing's spring, beside `animator`'s opacity.
    private var zoomAnimator: UIViewPropertyAnimator?
    /// Which way the running fade was started (it may have been reversed since).
    private var animatorDirection = HUD.Transition.Direction.appear

    /// Fades `view` in or out as the drawing says. A fade still running the other way is turned
    /// back from where it is on screen (`FadeTurn`): stopped and started again instead, the bezel's
    /// blur or glass, which has no strength of its own to set, would pop to full or to none.
    /// `completion` runs only if this fade reaches its end.
    func fade(_ view: HUDView, _ direction: HUD.Transition.Direction, _ transition: HUD.Transition,
                      completion: @escaping @MainActor () -> Void) {
        let drawn = direction == .appear ? view.drawing?.fadeIn : view.drawing?.fadeOut
        let full = HUD.Drawing.fadeAnimation(drawn, transitionDuration: transition.duration, remainingFraction: 1)
        if let animator, animator.state == .active, full.duration > 0 {
            let turn = FadeTurn.toward(direction, with: full, running: animatorDirection, isReversed: animator.isReversed,
                                       opacity: view.fadeOnScreen, runningDuration: animator.duration)
            switch turn {
            case .keep:
                whenFinished(animator, completion)
                return
            case .reverse(let factor) where factor > 0:
                animator.pauseAnimation()
                // The appear spring's zoom stops where it is; the opacity (and the blur with it) turns back.
                zoomAnimator?.stopAnimation(true)
                zoomAnimator = nil
                animator.isReversed.toggle()
                whenFinished(animator, completion)
                animator.continueAnimation(withTimingParameters: full.curve.cubicTiming, durationFactor: CGFloat(factor))
                if direction == .appear {
                    // An opacity-only fade (the spring's) would leave the zoom where it stopped.
                    let zoom = UIViewPropertyAnimator(duration: animator.duration * factor, timingParameters: full.curve.cubicTiming)
                    zoom.addAnimations { view.setScale(view.fade(.visible).scale) }
                    zoomAnimator = zoom
                    zoom.startAnimation()
                }
                return
            case .reverse, .start:
                break       // nothing left of the way: stopped and applied at once below
            }
        }
        let alpha = stopFade(view)
        let end = direction == .appear ? view.fade(.visible) : view.fade(.disappearing(progress: 1))
        animate(view, to: end, full.resumed(remainingFraction: direction == .appear ? 1 - alpha : alpha), direction,
                completion: completion)
    }

    /// Runs `completion` when `animator` ends where it is heading now; not if it is turned again.
    private func whenFinished(_ animator: UIViewPropertyAnimator, _ completion: @escaping @MainActor () -> Void) {
        let target: UIViewAnimatingPosition = animator.isReversed ? .start : .end
        animator.addCompletion { position in
            if position == target { completion() }
        }
    }

    /// Stops a running fade where it is on screen and returns that opacity. The presentation value
    /// is read before the animator stops, and the look is set to it, zoom included.
    @discardableResult
    func stopFade(_ view: HUDView?) -> Double {
        zoomAnimator?.stopAnimation(true)
        zoomAnimator = nil
        guard let view else {
            animator?.stopAnimation(true)
            animator = nil
            return 0
        }
        // Mid-fade, the opacity on screen; otherwise the look last set (a presentation layer can
        // still show the end of a fade stopped earlier in this turn of the run loop).
        let alpha = animator?.state == .active ? view.fadeOnScreen : view.currentFade.alpha
        if let animator, animator.state == .active {
            animator.stopAnimation(true)
            let disappearing = (animatorDirection == .disappear) != animator.isReversed
            view.setFade(view.fade(disappearing ? .disappearing(progress: 1 - alpha) : .appearing(progress: alpha)))
        }
        animator = nil
        return alpha
    }

    /// Animates from the look on screen to `fade`; a duration of 0 applies it at once.
    private func animate(_ view: HUDView, to fade: HUD.Drawing.Fade, _ animation: HUD.Animation,
                         _ direction: HUD.Transition.Direction, completion: @escaping @MainActor () -> Void) {
        animatorDirection = direction
        guard animation.duration > 0 else {
            view.setFade(fade)
            completion()
            return
        }
        // Appearing, the zoom follows the drawing's spring (HUD.Spring.appear) and the opacity the curve.
        let spring = direction == .appear && view.scale != fade.scale ? view.drawing?.appearSpring : nil
        let next = UIViewPropertyAnimator(duration: animation.duration, timingParameters: animation.curve.cubicTiming)
        next.scrubsLinearly = false       // paused to turn, it stays where its curve had it
        let start = view.currentFade
        next.addAnimations {
            if spring != nil { view.setOpacity(fade.alpha) } else { view.setFade(fade) }
        }
        // Turned back all the way, UIKit restores the views; the view's own record of its look
        // (which decides the blur on the next layout pass) goes back with them.
        next.addCompletion { position in
            if position == .start { UIView.performWithoutAnimation { view.setFade(start) } }
        }
        whenFinished(next, completion)
        animator = next
        next.startAnimation()
        if let spring {
            let zoom = UIViewPropertyAnimator(duration: spring.settlingDuration, timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping), initialVelocity: .zero))
            zoom.addAnimations { view.setScale(fade.scale) }
            zoomAnimator = zoom
            zoom.startAnimation()
        }
    }
}
#endif
