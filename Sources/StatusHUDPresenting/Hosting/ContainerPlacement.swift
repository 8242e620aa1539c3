import StatusHUDModel
import StatusHUDRendering
/// Where a HUD drawn for a container view lives (`HUD.Instance(in:)`, `HUD.UIKitPresenter.containerView`),
/// where among its neighbours, and when to place it again: the rule the UIKit presenter applies.
///
/// The rules:
/// - **A view that does not scroll** holds the HUD among its own subviews, above its content
///   (``Host/container``).
/// - **A scroll view never holds it** (a table, a collection, any `UIScrollView`): its subviews are
///   content that UIKit adds, reorders and recycles at any moment (cells, sticky headers raised by
///   their layout's `zIndex`, a `reloadData` without a scroll), and hit testing follows subview
///   order, not `zPosition`: a HUD among them is drawn on top yet cells added later take its taps.
///   So the HUD lives in the scroll view's superview, over the scroll view's frame, just above it
///   (``Host/superview``): above every cell and header for drawing and touches alike, a blocking HUD
///   takes every touch over the container, and whatever the app stacks above the scroll view stays
///   above the HUD, as it would above a non-scrolling container's HUD.
/// - **A scroll view with no superview** (a table view controller's view that is not shown): nowhere
///   (``Host/nowhere``); the HUD waits unseen, as in a container out of any window, until the scroll
///   view has one. (Alternative: the window; rejected, as it covers more than the container and the
///   window may show other view controllers.)
/// - **The last shown is on top.** A HUD shown goes just above the container's content (or the
///   container) and the same container's HUDs shown before it, so it is below only the ones shown
///   after it.
/// - **When to place again** (``response(to:)``): when shown, and when the container enters or leaves
///   a window or changes superview (its host may change); when a scroll view's geometry changes, the
///   HUD follows its frame without reordering; scrolling changes nothing (the HUD does not scroll).
/// - **A container that cannot be seen** (``sight(inWindow:containerHidden:containerAlpha:)``): hidden,
///   or with an alpha under 0.01 (below which UIKit's hit testing skips a view too): a table hidden
///   for an empty state, faded out, or an arranged subview a stack view hides. A HUD in the container
///   goes with it; a HUD beside it is hidden by the presenter, so it neither shows nor takes touches
///   over what the app shows there instead. Either way the HUD is reported off screen, as when its
///   container leaves its window, so a success toast's countdown waits until the container can be
///   seen again. (Alternative: let the countdown run, as the HUD is still "shown"; rejected, as the
///   user would never see a toast that ended while its table was hidden.)
/// - **VoiceOver** (``voiceOver(blocks:)``): a blocking HUD in its container is modal, which hides
///   its siblings, the container's content. Beside a scroll view, modal would hide every sibling in
///   the superview (a search bar, a bottom button) that the HUD does not cover and a sighted user can
///   still tap; so there the HUD hides only the scroll view from VoiceOver while it blocks.
package struct ContainerPlacement: Equatable {
    /// Whose subview the HUD is.
    package enum Host: Equatable {
        /// The container's own.
        case container
        /// The container's superview's, over the container's frame.
        case superview
        /// None: it waits unseen.
        case nowhere
    }

    /// One subview of the host, as the presenter describes it.
    package enum Neighbour: Equatable {
        /// The HUD being placed.
        case this
        /// The container itself (among its superview's subviews).
        case container
        /// Another HUD of the same container, with its show number (``order(shownAt:among:)``).
        case hud(shownAt: UInt64)
        /// Anything else: the app's views, cells.
        case other
    }

    /// Where the HUD goes among the host's subviews.
    package enum Order: Equatable {
        /// It is where it belongs: nothing to do (no reordering, so no layout or VoiceOver churn).
        case inPlace
        /// Just above the neighbour at this index.
        case above(Int)
        /// Below every other subview.
        case atBottom
    }

    /// What an event asks of the presenter.
    package enum Response: Equatable {
        /// Find the host again and put the HUD in order there.
        case place
        /// Match the container's frame again (a HUD beside a scroll view); no reordering.
        case followFrame
        /// Nothing.
        case nothing
    }

    /// Something that happened to the container or the HUD.
    package enum Event: Equatable {
        /// The HUD is shown (a first show, or back during its fade-out).
        case shown
        /// The container entered or left a window, or moved to another superview.
        case containerMoved
        /// The container's frame, bounds size or transform changed.
        case containerResized
        /// The container scrolled (its bounds' origin changed).
        case scrolled
    }

    /// What the presenter does with a HUD while its container can or cannot be seen.
    package struct Sight: Equatable {
        /// Whether the presenter hides the HUD itself (a HUD beside a container that cannot be seen).
        package var hidesHUD: Bool
        /// Whether the HUD counts as on screen for the engine (its countdown runs).
        package var isOnScreen: Bool

        package init(hidesHUD: Bool, isOnScreen: Bool) {
            self.hidesHUD = hidesHUD
            self.isOnScreen = isOnScreen
        }
    }

    /// How a blocking HUD keeps VoiceOver off what it covers.
    package enum VoiceOver: Equatable {
        /// Nothing: the HUD does not block.
        case none
        /// The HUD is modal (`accessibilityViewIsModal`): its siblings, the container's content, are hidden.
        case modal
        /// The container's elements are hidden (`accessibilityElementsHidden`) while it blocks, and
        /// given back their earlier value after; the HUD's other siblings stay reachable.
        case hideContainer
    }

    /// The lowest alpha at which a container counts as seen, as for UIKit's hit testing.
    static let leastVisibleAlpha = 0.01

    package var host: Host

    /// Where the HUD of a container lives: `scrolls` says whether the container is a scroll view,
    /// `hasSuperview` whether it has a superview now.
    package init(scrolls: Bool, hasSuperview: Bool) {
        if !scrolls {
            host = .container
        } else {
            host = hasSuperview ? .superview : .nowhere
        }
    }

    /// Where the HUD shown at `shownAt` (a number that grows with each show) goes among `neighbours`,
    /// the host's subviews from back to front, itself included as ``Neighbour/this`` if it is there
    /// already. In ``Host/superview`` without the container among them (the presenter's view of the
    /// views is stale), it stays where it is.
    package func order(shownAt: UInt64, among neighbours: [Neighbour]) -> Order {
        func isEarlierHUD(_ neighbour: Neighbour) -> Bool {
            if case .hud(let other) = neighbour { return other < shownAt }
            return false
        }
        let anchor: Int?
        switch host {
        case .nowhere:
            return .inPlace
        case .container:
            anchor = neighbours.lastIndex { $0 == .other || $0 == .container || isEarlierHUD($0) }
        case .superview:
            guard let container = neighbours.firstIndex(of: .container) else { return .inPlace }
            anchor = neighbours[container...].lastIndex { $0 == .container || isEarlierHUD($0) }
        }
        let current = neighbours.firstIndex(of: .this)
        guard let anchor else { return current == 0 ? .inPlace : .atBottom }
        return current == anchor + 1 ? .inPlace : .above(anchor)
    }

    /// Whether the HUD shows and counts as on screen: `inWindow` whether its container is in a window
    /// (a window container counts as in one), `containerHidden` and `containerAlpha` the container's
    /// own. An alpha that is not a number counts as unseen.
    package func sight(inWindow: Bool, containerHidden: Bool, containerAlpha: Double) -> Sight {
        let seen = !containerHidden && containerAlpha >= Self.leastVisibleAlpha
        return Sight(hidesHUD: host == .superview && !seen, isOnScreen: inWindow && seen)
    }

    /// How a HUD that `blocks` touches keeps VoiceOver off what it covers, in this host.
    package func voiceOver(blocks: Bool) -> VoiceOver {
        guard blocks else { return .none }
        return host == .superview ? .hideContainer : .modal
    }

    /// What `event` asks of the presenter for a HUD in this host.
    package func response(to event: Event) -> Response {
        switch event {
        case .shown, .containerMoved:
            return .place
        case .containerResized:
            return host == .superview ? .followFrame : .nothing
        case .scrolled:
            return .nothing
        }
    }
}
