#if os(iOS)
import UIKit

/// Lets a top or bottom toast be swiped away towards its edge, for `HUDView`: a pan gesture whose
/// translation and velocity go to the neutral `ToastSwipe`, which decides where the bezel is while
/// the finger drags it and whether letting go dismisses it or springs it back. This only applies
/// the answers.
///
/// Decisions UIKit's runtime forces, with the alternatives:
/// - The pan sits on the HUD view, which takes the touches on a swipeable toast's bezel
///   (`ToastSwipe.takesTouch`) and lets every other touch through, as a HUD that does not block
///   does. (A recognizer on the app's window would see the app's own drags; one on the bezel, a
///   visual effect view, would not be asked `gestureRecognizerShouldBegin` by the HUD view.)
/// - A dismissal is reported to the engine (`swipedAway`, the show transition's
///   `reportSwipedAway()`), which ends the toast as its countdown would: notifications,
///   completions, the next queued toast. The fade-out the engine then asks for starts where the
///   finger left the bezel and carries it on through its edge (the drag offset stays under the
///   fade's slide).
/// - A finger on the bezel holds the toast's countdown (`held`, the show transition's
///   `reportHeld()` and `reportLetGo()`), as iOS's banners wait, and a short touch that never
///   dragged is a tap that dismisses it (`ToastSwipe.isTap`). Both come from a second recognizer,
///   a long press of no minimum duration (once begun, it follows the finger anywhere): it begins at touch-down
///   and ends at the lift, which a pan (beginning only once the finger moves) and a tap recognizer
///   (never told of a touch that stays) cannot tell. It recognizes together with the pan (the
///   delegate says so) and cancels no touches. A toast the app dismisses mid-hold fades out under
///   the finger, and the drag is cancelled.
/// - Rotation or a keyboard mid-drag relayout the bezel; the drag offset is relative, so it
///   follows the new place.
/// - VoiceOver users cannot swipe the bezel (VoiceOver takes the swipes): with VoiceOver's focus on
///   the toast, the escape gesture (two-finger scrub) dismisses it instead
///   (`HUDView.accessibilityPerformEscape`, `VoiceOverEscape`). UIKit sends the escape to the
///   focused element and the views containing it, so with the focus in the app the scrub stays
///   the app's (a toast that does not block never takes the focus). The focus on the toast holds
///   its countdown as a finger does (`VoiceOverHold`, heard by `HUDBezelView`), through the same
///   `held` path, as a second holder. A toast swiped away hides
///   through the presenter's usual path, which gives VoiceOver's focus back
///   (`VoiceOverFocus.restore()`), so focus is never left on a removed element.
/// - tvOS has no touches to swipe with (the remote moves focus): no pan there. visionOS is not
///   compiled here, so it is left out rather than guessed.
@MainActor
final class HUDViewSwiper: NSObject, UIGestureRecognizerDelegate {
    private weak var view: HUDView?
    /// The pan, on the HUD view.
    let pan = UIPanGestureRecognizer()
    /// From touch-down to lift on the bezel: the hold, and the tap.
    let hold = UILongPressGestureRecognizer()
    /// Told when a swipe or a tap dismisses the toast: the presenter reports it to the engine.
    var swipedAway: (() -> Void)?
    /// Told `true` when a finger comes onto the bezel, `false` when it leaves.
    var held: ((Bool) -> Void)?
    /// When the finger came down, and whether it has dragged since.
    private var touchDown: TimeInterval = 0
    private var dragged = false

    init(view: HUDView) {
        self.view = view
        super.init()
        pan.addTarget(self, action: #selector(panned(_:)))
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        hold.addTarget(self, action: #selector(pressed(_:)))
        hold.minimumPressDuration = 0
        hold.cancelsTouchesInView = false
        hold.delegate = self
        view.addGestureRecognizer(hold)
    }

    /// Whether `recognizer` is one of the swiper's.
    func owns(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === pan || recognizer === hold
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === hold && otherGestureRecognizer === pan
    }

    /// Whether the pan or the hold may begin at `point` (in the view's coordinates): only on a
    /// swipeable toast's bezel.
    func shouldBegin(at point: CGPoint) -> Bool {
        guard let view, let swipe = view.swipe else { return false }
        return swipe.takesTouch(at: point, bezelFrame: view.bezel.frame)
    }

    /// Ends a drag under way where it is (the HUD is hiding): toggling `isEnabled` cancels a
    /// recognizer, as UIKit documents.
    func cancel() {
        guard pan.state == .began || pan.state == .changed else { return }
        pan.isEnabled = false
        pan.isEnabled = true
    }

    @objc private func panned(_ pan: UIPanGestureRecognizer) {
        guard let view else { return }
        guard let swipe = view.swipe else {
            springBack(view)
            return
        }
        let translation = Double(pan.translation(in: view).y)
        switch pan.state {
        case .began, .changed:
            dragged = true
            view.setDrag(CGFloat(swipe.offset(following: translation)))
        case .ended:
            switch swipe.ending(translation: translation, velocity: Double(pan.velocity(in: view).y)) {
            case .dismiss: swipedAway?()
            case .springBack: springBack(view)
            }
        case .cancelled, .failed:
            springBack(view)
        case .possible:
            break
        @unknown default:
            springBack(view)
        }
    }

    @objc private func pressed(_ hold: UILongPressGestureRecognizer) {
        switch hold.state {
        case .began:
            touchDown = ProcessInfo.processInfo.systemUptime
            dragged = false
            held?(true)
        case .ended:
            held?(false)
            if view?.swipe != nil, ToastSwipe.isTap(lasting: ProcessInfo.processInfo.systemUptime - touchDown, dragged: dragged) {
                swipedAway?()
            }
        case .cancelled, .failed:
            held?(false)
        case .possible, .changed:
            break
        @unknown default:
            held?(false)
        }
    }

    /// Back to its place on a spring, as a released sheet settles (damping 0.8, 0.35 s).
    private func springBack(_ view: HUDView) {
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction]) {
            view.setDrag(0)
        }
    }
}
#endif
