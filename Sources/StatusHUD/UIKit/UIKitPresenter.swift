#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The HUD on iOS, tvOS and Mac Catalyst: the shared HUD's presenter there.
///
/// It attaches a full-size overlay to the frontmost normal-level key window of a foreground
/// application scene (chosen by the core from `UIApplication.connectedScenes`; never CarPlay or
/// an external display), or to ``containerView`` when one is set. With no window yet it waits and
/// reports the HUD on screen only once one becomes key. It fades and scales as the drawing says,
/// reverses a fade-out from where it is, reports each transition once, plays haptics and speaks to
/// VoiceOver as `HUD.Feedback` says.
///
/// ```swift
/// // In an app extension, or to show the HUD inside one view:
/// (HUD.presenter as? UIKitPresenter)?.containerView = view
/// ```
@MainActor
public final class UIKitPresenter: HUD.Presenter {
    /// A view to show the HUD in instead of a window; `nil` by default. App extensions, which have
    /// no access to the app's windows, must set one.
    public weak var containerView: UIView?

    private var view: HUDView?
    /// What the engine asked to show last: what a HUD still waiting for a window shows once it has one.
    private var latest: (content: HUD.Content, configuration: HUD.Configuration)?
    /// The transition that showed the HUD now shown or waiting for a window, until it hides.
    private var showing: HUD.Transition?
    private var hiding: HUD.Transition?
    private var animator: UIViewPropertyAnimator?
    private var waitingForWindow: WindowObservation?
    private var feedback = HUD.Feedback()
    private let voiceOver = VoiceOverFocus()
    private let haptics = Haptics()

    /// Creates a presenter that shows the HUD in the frontmost key window, or in `containerView`.
    public init(containerView: UIView? = nil) {
        self.containerView = containerView
    }

    public func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        latest = (content, configuration)
        showing = transition
        isOffScreen = false
        hiding = nil
        if let view, let container = view.superview {
            // Back during the fade-out: from the look on screen, over what is left of the fade-in.
            container.bringSubviewToFront(view)
            view.show(content, configuration: configuration)
            transition.reportOnScreen()
            fadeIn(view, transition)
            cue(content, nil, configuration)
            return
        }
        attach(content, configuration, transition)
    }

    public func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        latest = (content, configuration)
        view?.show(content, configuration: configuration, change: change)
        cue(content, change, configuration)
    }

    public func hide(transition: HUD.Transition) {
        showing = nil
        latest = nil
        waitingForWindow = nil
        guard let view, view.superview != nil else {
            transition.reportFinished()
            return
        }
        hiding = transition
        let end = HUD.Drawing.Fade(phase: .disappearing(progress: 1), reducesMotion: UIAccessibility.isReduceMotionEnabled)
        let fadeOut = view.drawing?.fadeOut ?? HUD.Animation(duration: transition.duration, curve: .easeIn)
        animate(view, to: end, fadeOut.resumed(remainingFraction: Double(view.alpha))) { [weak self, weak view] in
            guard let self, hiding === transition else { return }
            view?.removeFromSuperview()
            hiding = nil
            feedback.reset()
            voiceOver.restore()
            transition.reportFinished()
        }
    }

    // MARK: Attaching

    private func attach(_ content: HUD.Content, _ configuration: HUD.Configuration, _ transition: HUD.Transition) {
        let container: UIView
        if let containerView {
            container = containerView
        } else {
            switch WindowHost.window(maxSupportedWindowLevel: configuration.maxSupportedWindowLevel) {
            case .success(let window): container = window
            case .failure:
                // Asked again whenever a window becomes key or a scene activates.
                waitingForWindow = WindowHost.observeWindowChanges { [weak self] in
                    guard let self, showing === transition, let latest else { return }
                    waitingForWindow = nil
                    attach(latest.content, latest.configuration, transition)
                }
                return
            }
        }
        let view = self.view ?? makeView()
        view.frame = container.bounds
        container.addSubview(view)
        view.show(content, configuration: configuration)
        view.layoutIfNeeded()
        view.setFade(HUD.Drawing.Fade(phase: .appearing(progress: 0), reducesMotion: UIAccessibility.isReduceMotionEnabled))
        haptics.prepare(enabled: configuration.hapticsEnabled)
        transition.reportOnScreen()
        fadeIn(view, transition)
        voiceOver.focus(on: view.bezel, modal: view.drawing?.blocksInteraction ?? false)
        cue(content, nil, configuration)
    }

    private func makeView() -> HUDView {
        let view = HUDView(frame: .zero)
        view.windowChanged = { [weak self] inWindow in self?.windowChanged(inWindow) }
        self.view = view
        return view
    }

    /// Whether the overlay left the screen while shown and has not come back.
    private var isOffScreen = false

    /// The overlay's window went away or its scene went to the background, or it is back: each
    /// reported once.
    private func windowChanged(_ inWindow: Bool) {
        guard let showing, inWindow == isOffScreen else { return }
        isOffScreen = !inWindow
        if inWindow { showing.reportOnScreen() } else { showing.reportOffScreen() }
    }

    // MARK: Fades

    private func fadeIn(_ view: HUDView, _ transition: HUD.Transition) {
        let fadeIn = view.drawing?.fadeIn ?? HUD.Animation(duration: transition.duration, curve: .easeOut)
        let end = HUD.Drawing.Fade(phase: .visible, reducesMotion: UIAccessibility.isReduceMotionEnabled)
        animate(view, to: end, fadeIn.resumed(remainingFraction: 1 - Double(view.alpha))) {
            transition.reportFinished()        // ignored by the engine if a newer transition began
        }
    }

    /// Animates from the look on screen (an interrupted fade stops where it is) to `fade`.
    private func animate(_ view: HUDView, to fade: HUD.Drawing.Fade, _ animation: HUD.Animation,
                         completion: @escaping @MainActor () -> Void) {
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        let curve = animation.curve
        let next = UIViewPropertyAnimator(duration: animation.duration,
                                          controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
                                          controlPoint2: CGPoint(x: curve.x2, y: curve.y2)) {
            view.setFade(fade)
        }
        next.addCompletion { position in
            if position == .end { completion() }
        }
        animator = next
        next.startAnimation()
    }

    // MARK: Haptics and VoiceOver

    private func cue(_ content: HUD.Content, _ change: HUD.Change?, _ configuration: HUD.Configuration) {
        let cue = feedback.cue(for: content, change: change, configuration: configuration)
        if let haptic = cue.haptic { haptics.play(haptic) }
        guard let view else { return }
        view.bezel.accessibilityLabel = HUD.Feedback.Announcement(describing: content).text(languages: Locale.preferredLanguages)
        if let announcement = cue.announcement { voiceOver.announce(announcement.text(languages: Locale.preferredLanguages)) }
    }
}
#endif
