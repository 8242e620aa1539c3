#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// Keeps a HUD drawn for a container view where `ContainerPlacement` says, and tells the presenter
/// when the HUD comes on or goes off screen (the container enters or leaves a window, is hidden or
/// shown) and when `ContainerLife` says it has gone.
///
/// Decisions Apple's runtime forces, with the alternatives:
/// - **Beside a scroll view, not in it.** Hit testing follows subview order and ignores `zPosition`,
///   and a table or collection view adds cells and raises sticky headers whenever it likes (a
///   `reloadData` without a scroll adds no `contentOffset` callback to re-front on). In the scroll
///   view's superview, just above it, the HUD is above every cell for drawing and touches alike, and
///   scrolling moves nothing: on each scroll tick only the `bounds` observation runs, finds the
///   size, centre and transform unchanged and does nothing (`ContainerPlacement.Event.scrolled`).
///   (Rejected: in the scroll view with a `zPosition` and
///   `bringSubviewToFront` on every scroll, the old way: taps leaked, and two HUDs re-fronted each
///   other on every tick. Also rejected: the window, which covers more than the container.)
/// - **Following the frame by KVO** on the scroll view's `center`, `bounds`, `frame` and `transform`
///   (what Auto Layout, autoresizing, rotation and a navigation transition set; none is documented as
///   KVO compliant, but UIKit's setters send the notifications, as MBProgressHUD-era code relies on).
///   The HUD copies the scroll view's size, centre, anchor and transform, so a rotated or animated
///   scroll view keeps it exactly over it; a change made in an animation block is applied inside the
///   same block, so the HUD moves with it. A bounds change of origin only (scrolling) does nothing.
/// - **Following `isHidden` and `alpha` by KVO**, on any container. Neither is documented as KVO
///   compliant in UIView.h either; UIKit's setters send the notifications, which a device must
///   confirm for `hidden` set by a `UIStackView` and for `alpha` set in an animation block. A HUD
///   beside a hidden or transparent scroll view is hidden itself (so it neither shows nor takes
///   touches over the app's empty state), and a HUD in or beside an unseen container is reported
///   off screen, so a toast's countdown waits (`ContainerPlacement.sight`). The model value is
///   what KVO sees: a table fading out hides its HUD at the start of the fade, not the end.
///   (Alternatives: `CADisplayLink` polling, rejected as work on every frame; an ancestor's
///   `isHidden`, not followed: the HUD beside the container is that ancestor's too and hides with it.)
/// - **A window as the container** (MBProgressHUD's `showAdded(to: view.window!)`): UIView.h says
///   nothing of a window's own `window`, so a window counts as in a window whatever that returns
///   (`ContainerLife`); a device must confirm the HUD shows over the window's content.
/// - **Safe area, content insets, keyboard.** Over the scroll view's frame, the HUD gets the safe
///   area of that frame (under a navigation bar, above the home indicator), not the scroll view's
///   content insets, which belong to its content; the keyboard is measured against the HUD's own
///   frame in the window, as for any container.
/// - **A sentinel in the container.** UIKit tells a view, not its observers, when it enters or leaves
///   a window, and `superview` is not KVO compliant. A hidden, zero-size, non-interactive view with no
///   accessibility element, added to the container while the HUD shows, hears `didMoveToWindow`; the
///   container releases it when it is freed, so its `deinit` is the signal that the container has gone.
///   (Alternative: an associated object's `deinit`; the same signal, but it says nothing of windows.)
/// - **VoiceOver** (`ContainerPlacement.voiceOver`). A blocking HUD in its container sets
///   `accessibilityViewIsModal` (`HUDView`), hiding its siblings, the container's content. Beside a
///   scroll view, modal would hide every sibling in the superview (a search bar, a bottom button the
///   HUD does not cover) while sighted users can still tap them; so there the HUD sets the scroll
///   view's `accessibilityElementsHidden` while it blocks and puts back the earlier value after.
@MainActor
final class ContainerFollower {
    private weak var container: UIView?
    private weak var hud: HUDView?
    private weak var sentinel: ContainerSentinel?
    private var observations: [NSKeyValueObservation] = []
    private var placement: ContainerPlacement
    /// Whether the HUD is shown and followed: from the first ``shown()`` until ``stop()``.
    private var isFollowing = false
    /// The HUD came on or went off screen: the container entered or left a window (placed again
    /// first), or was hidden or shown.
    private let onScreenChanged: (_ onScreen: Bool) -> Void
    /// What ``onScreenChanged`` said last (`nil` before it said anything).
    private var reportedOnScreen: Bool?
    /// The container has gone for good (`ContainerLife.gone`).
    private let gone: () -> Void

    /// Show numbers, growing with each show in any container.
    private static var shows: UInt64 = 0

    init(container: UIView, hud: HUDView, onScreenChanged: @escaping (_ onScreen: Bool) -> Void,
         gone: @escaping () -> Void) {
        self.container = container
        self.hud = hud
        self.onScreenChanged = onScreenChanged
        self.gone = gone
        placement = ContainerPlacement(scrolls: container is UIScrollView, hasSuperview: container.superview != nil)
        hud.container = container
        installSentinel(in: container)
        for observation in [container.observe(\.isHidden) { [weak self] _, _ in self?.visibilityChanged() },
                            container.observe(\.alpha) { [weak self] _, _ in self?.visibilityChanged() }] {
            observations.append(observation)
        }
        if container is UIScrollView {
            for observation in [container.observe(\.center) { [weak self] _, _ in self?.resized() },
                                container.observe(\.frame) { [weak self] _, _ in self?.resized() },
                                container.observe(\.transform) { [weak self] _, _ in self?.resized() },
                                container.observe(\.bounds) { [weak self] _, _ in self?.resized() }] {
                observations.append(observation)
            }
        }
    }

    /// Whether the container is in a window now (a window container is its own).
    var isInWindow: Bool { container?.window != nil || container is UIWindow }

    /// Whether the HUD counts as on screen now: its container is in a window and can be seen.
    var isOnScreen: Bool { sight.isOnScreen }

    private var sight: ContainerPlacement.Sight {
        guard let container else { return ContainerPlacement.Sight(hidesHUD: false, isOnScreen: false) }
        return placement.sight(inWindow: isInWindow, containerHidden: container.isHidden,
                               containerAlpha: Double(container.alpha))
    }

    /// The HUD is shown (first, or again during its fade-out): it goes on top of its container's HUDs.
    func shown() {
        isFollowing = true
        Self.shows += 1
        hud?.shownAt = Self.shows
        handle(.shown)
        reportedOnScreen = sight.isOnScreen
        if !isInWindow { checkLifeNextTurn() }
    }

    /// The HUD has hidden: the sentinel and the observations go, and the HUD leaves its host.
    func stop() {
        isFollowing = false
        observations.forEach { $0.invalidate() }
        observations.removeAll()
        sentinel?.removeFromSuperview()
        hud?.placement = nil                // gives the container back its VoiceOver elements
        hud?.isHidden = false
        hud?.removeFromSuperview()
        hud?.container = nil
    }

    // MARK: Events

    private nonisolated func resized() {
        MainActor.assumeIsolated {
            guard let container, let hud else { return }
            // Moved to another superview in the same window (no window news): placed again.
            if placement.host == .superview, hud.superview !== container.superview {
                handle(.containerMoved)
                return
            }
            let sizeChanged = hud.bounds.size != container.bounds.size
            let event: ContainerPlacement.Event = sizeChanged || hud.center != container.center
                || hud.transform != container.transform ? .containerResized : .scrolled
            handle(event)
        }
    }

    private nonisolated func visibilityChanged() {
        MainActor.assumeIsolated {
            guard isFollowing else { return }
            applySight()
            let onScreen = sight.isOnScreen
            if onScreen != reportedOnScreen {
                reportedOnScreen = onScreen
                onScreenChanged(onScreen)
            }
        }
    }

    private func handle(_ event: ContainerPlacement.Event) {
        guard isFollowing, let container else { return }
        placement = ContainerPlacement(scrolls: container is UIScrollView, hasSuperview: container.superview != nil)
        switch placement.response(to: event) {
        case .place: place()
        case .followFrame: followFrame()
        case .nothing: break
        }
    }

    private func containerMoved() {
        guard isFollowing, let container else { return }
        if sentinel?.superview !== container { installSentinel(in: container) }
        handle(.containerMoved)
        reportedOnScreen = sight.isOnScreen
        onScreenChanged(sight.isOnScreen)
        if !isInWindow { checkLifeNextTurn() }
    }

    /// Asks `ContainerLife` on the next turn of the main queue, so that a view removed and added
    /// again within one turn (moved to another superview) is not taken for gone.
    private func checkLifeNextTurn() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.checkLife() }
        }
    }

    private func checkLife() {
        guard isFollowing else { return }
        let life = ContainerLife(exists: container != nil, inWindow: container?.window != nil,
                                 hasSuperview: container?.superview != nil,
                                 isViewControllerView: container?.next is UIViewController,
                                 isWindow: container is UIWindow)
        if life == .gone {
            stop()
            gone()
        }
    }

    // MARK: Applying

    private func place() {
        guard let container, let hud else { return }
        let host: UIView?
        switch placement.host {
        case .container: host = container
        case .superview: host = container.superview
        case .nowhere: host = nil
        }
        hud.placement = placement
        applySight()
        guard let host else {
            hud.removeFromSuperview()
            return
        }
        if placement.host == .container {
            hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hud.transform = .identity
            if hud.superview !== container { hud.frame = container.bounds }
        } else {
            hud.autoresizingMask = []
            followFrame()
        }
        let neighbours = host.subviews.map { view -> ContainerPlacement.Neighbour in
            if view === hud { return .this }
            if view === container { return .container }
            if let other = view as? HUDView, other.container === container { return .hud(shownAt: other.shownAt) }
            return .other
        }
        switch placement.order(shownAt: hud.shownAt, among: neighbours) {
        case .inPlace: break
        case .above(let index): host.insertSubview(hud, aboveSubview: host.subviews[index])
        case .atBottom: host.insertSubview(hud, at: 0)
        }
    }

    /// Hidden beside a container that cannot be seen (so it takes no touches), shown otherwise.
    private func applySight() {
        guard let hud else { return }
        let hides = sight.hidesHUD
        if hud.isHidden != hides { hud.isHidden = hides }
    }

    /// Over the scroll view's frame, whatever its transform and anchor.
    private func followFrame() {
        guard let container, let hud, placement.host == .superview else { return }
        let size = CGRect(origin: .zero, size: container.bounds.size)
        if hud.bounds != size { hud.bounds = size }
        if hud.layer.anchorPoint != container.layer.anchorPoint { hud.layer.anchorPoint = container.layer.anchorPoint }
        if hud.center != container.center { hud.center = container.center }
        if hud.transform != container.transform { hud.transform = container.transform }
    }

    private func installSentinel(in container: UIView) {
        sentinel?.removeFromSuperview()
        let made = ContainerSentinel { [weak self] in self?.containerMoved() } freed: { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.checkLife() }
            }
        }
        container.insertSubview(made, at: 0)
        sentinel = made
    }
}
#endif
