import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
/// The pull-to-refresh arithmetic behind `HUD.RefreshTitleView`: how far a scroll view is pulled down
/// past its top, how full the ring is, and when a refresh begins and ends.
///
/// The view feeds it every content offset (by key-value observation) with the scroll view's
/// adjusted top inset and whether the finger is down, and the release of the pan; it applies the
/// ``phase`` and ``progress`` it gets back.
///
/// The rules:
/// - **Distance** is how far the content is pulled below its resting top: `-(offset + insetTop)`,
///   never negative. The adjusted inset counts the navigation bar, a large title and the safe
///   area, so the distance is 0 at rest on every iOS from 15 to 26.
/// - **The ring fills** with the distance against the ``threshold`` (80 pt by default), and is full
///   from there on.
/// - **Armed** once pulled to the threshold with the finger down; pulled back under it before
///   letting go, it disarms.
/// - **Released armed**, a refresh begins (``released()`` says so once, for the action to run);
///   released early, nothing begins, and the ring empties as the scroll view bounces back.
/// - **Refreshing**, the ring spins and pulls change nothing, until ``endRefreshing()``.
/// - **After a refresh**, it does not arm again until the content is back at rest: a finger still
///   holding the list down past the threshold starts no second refresh.
/// - ``beginRefreshing()`` (a refresh the app starts) spins without a release and runs no action,
///   as `UIRefreshControl`'s does.
/// - **Asked for without a pull** (``requested()``: VoiceOver's Refresh action, for users who
///   cannot pull), a refresh begins as a release does, unless one is running.
/// - **Each refresh has a number** (``refreshNumber``): a handler that returns ends only the refresh
///   it was started for (``handlerReturned(from:)``), so one that outlives an ``endRefreshing()``
///   the app called does not end the next refresh early.
package struct PullToRefresh: Equatable, Sendable {
    /// Where the control is.
    package enum Phase: Equatable, Sendable {
        /// At rest, or pulled less than the threshold.
        case idle
        /// Pulled to the threshold with the finger down: letting go refreshes.
        case armed
        /// Refreshing: the ring spins.
        case refreshing
        /// A refresh ended while the content was still pulled down: waiting for it to come to rest.
        case settling
    }

    /// The pull, in points, that arms a refresh; 80 by default. Values that are not finite or not
    /// positive count as the default.
    package var threshold: Double {
        get { storedThreshold }
        set { storedThreshold = newValue.isFinite && newValue > 0 ? newValue : Self.defaultThreshold }
    }

    /// A control at rest, with the default threshold.
    package init() {}

    /// How far a pull must go to arm a refresh unless set otherwise: 80 pt.
    package static let defaultThreshold: Double = 80

    private var storedThreshold = Self.defaultThreshold
    /// Where the control is; idle at first.
    package private(set) var phase = Phase.idle
    /// How far the content is pulled below its resting top, in points.
    package private(set) var distance: Double = 0
    /// The number of the refresh running, or of the last one: 0 before any, one more each time a
    /// refresh begins.
    package private(set) var refreshNumber = 0

    /// How full the ring is, 0…1: the distance against the threshold; full while armed or
    /// refreshing.
    package var progress: Double {
        switch phase {
        case .armed, .refreshing: return 1
        case .idle, .settling: return Swift.min(distance / threshold, 1)
        }
    }

    /// The scroll view moved: `offset` is `contentOffset.y`, `insetTop` its
    /// `adjustedContentInset.top`, `isDragging` whether the finger is down. Returns true when this
    /// movement began a refresh (the finger lifted while armed, when the pan's end was not heard).
    @discardableResult
    package mutating func scrolled(offset: Double, insetTop: Double, isDragging: Bool) -> Bool {
        let pulled = -(offset + insetTop)
        distance = pulled.isFinite ? Swift.max(pulled, 0) : 0
        switch phase {
        case .refreshing:
            return false
        case .settling:
            if distance <= 0.5 { phase = .idle }
            return false
        case .armed where !isDragging:
            return released()
        case .idle, .armed:
            phase = isDragging && distance >= threshold ? .armed : .idle
            return false
        }
    }

    /// The finger lifted (the pan ended). Returns true, once, if that began a refresh.
    @discardableResult
    package mutating func released() -> Bool {
        guard phase == .armed else { return false }
        begin()
        return true
    }

    /// A refresh asked for without a pull (VoiceOver's Refresh action). Returns true if it began
    /// one, for the action to run: false while one is running.
    @discardableResult
    package mutating func requested() -> Bool {
        guard phase != .refreshing else { return false }
        begin()
        return true
    }

    /// A refresh the app starts: the ring spins; no action runs. While one runs, nothing changes.
    package mutating func beginRefreshing() {
        guard phase != .refreshing else { return }
        begin()
    }

    /// The handler started for refresh `number` returned: ends that refresh if it is still the one
    /// running; a later refresh, or none, is left as it is.
    package mutating func handlerReturned(from number: Int) {
        guard number == refreshNumber else { return }
        endRefreshing()
    }

    private mutating func begin() {
        phase = .refreshing
        refreshNumber &+= 1
    }

    /// The refresh is done: the ring empties with the pull, and arms again only once at rest.
    package mutating func endRefreshing() {
        guard phase == .refreshing else { return }
        phase = distance > 0.5 ? .settling : .idle
    }
}
