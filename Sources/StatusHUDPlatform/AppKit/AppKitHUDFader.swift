#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Fades and zooms the HUD on the Mac, for `HUD.AppKitPresenter`: what fades is the HUD's panel (a
/// window's alpha also fades the blur behind it) or, for a HUD in a view, the HUD's view. How far
/// and how long is decided in neutral code (`FadePlan`); this runs it with AppKit's animator, from
/// the opacity on screen, and reports the end only of the last fade started.
@MainActor
final class AppKitHUDFader {
    /// The largest zoom of the fade under way (1 when none runs): the panel has room for it.
    private(set) var zoom = 1.0
    /// Told when `zoom` changes, so that the panel makes room for it.
    var zoomChanged: (() -> Void)?
    /// The panel that fades, for a HUD not in a view; set once it is made.
    weak var panel: NSPanel?
    /// Counts fades, so that only the last one started reports its end.
    private var generation = 0
    private let view: AppKitHUDView
    private let inView: Bool

    /// Fades for `view`, drawn in a panel of its own or, `inView`, in a view of the app.
    init(view: AppKitHUDView, inView: Bool) {
        self.view = view
        self.inView = inView
    }

    /// Makes the fade under way, if any, never report its end (the HUD left its window).
    func cancel() {
        generation += 1
    }

    /// The opacity on screen: mid-fade, a view's comes from its layer's presentation; AppKit moves
    /// a window's alpha itself, so the panel's is where its fade is.
    private var alphaOnScreen: Double {
        guard inView else { return Double(panel?.alphaValue ?? 0) }
        return Double(view.layer?.presentation()?.opacity ?? Float(view.alphaValue))
    }

    /// Animates the opacity of what fades, the panel or the HUD in its view, from where it is on
    /// screen to `alpha`. An animation 0 s long sets it at once, and stops one in flight: a plain
    /// set would not (AppKit's animator docs).
    func animateAlpha(to alpha: Double, _ animation: HUD.Animation,
                      completion: (@MainActor @Sendable () -> Void)? = nil) {
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = animation.duration
            context.timingFunction = animation.curve.mediaTimingFunction
            if inView {
                view.animator().alphaValue = CGFloat(alpha)
            } else {
                panel?.animator().alphaValue = CGFloat(alpha)
            }
        }, completionHandler: {
            MainActor.assumeIsolated { completion?() }
        })
    }

    /// Fades and zooms the HUD in or out from where it is on screen, as `FadePlan` decides, with room
    /// in the panel for the zoom while it runs; calls `ended` when this fade, and no later one, ends.
    func fade(_ direction: HUD.Transition.Direction, _ transition: HUD.Transition,
              ended: @escaping @MainActor () -> Void) {
        let plan = FadePlan(direction, drawing: view.drawing, appearAnimation: view.configuration.appearAnimation,
                            reducesMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
                            transitionDuration: transition.duration, alphaOnScreen: alphaOnScreen)
        generation += 1
        let generation = generation
        let end = { @MainActor [weak self] in
            guard let self, generation == self.generation else { return }
            ended()
        }
        setRoomForZoom(plan.largestZoom, for: plan.zoomDuration, generation: generation)
        guard !plan.isInstant else {
            // Whether AppKit calls a group's completion when nothing animated is not documented.
            view.resetZoom()
            animateAlpha(to: plan.alpha, plan.animation)
            return end()
        }
        view.zoom(from: plan.zoomFrom, to: plan.zoomTo, spring: plan.spring, animation: plan.animation)
        animateAlpha(to: plan.alpha, plan.animation, completion: end)
    }

    /// Gives the zoom room in the panel for `duration`, unless a later fade has started meanwhile.
    private func setRoomForZoom(_ zoom: Double, for duration: TimeInterval, generation: Int) {
        self.zoom = zoom
        zoomChanged?()
        guard zoom != 1 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, generation == self.generation else { return }
                self.zoom = 1
                self.zoomChanged?()
            }
        }
    }
}
#endif
