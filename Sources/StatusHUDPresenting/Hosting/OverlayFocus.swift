import StatusHUDModel
import StatusHUDRendering
/// Whether the HUD's overlay window takes the key status, and with it the focus and the remote's
/// presses, from the app's window; what the remote's Menu button does meanwhile; and where the focus
/// goes back to.
///
/// On iOS and Mac Catalyst never: the app keeps its first responder and its keyboard, and touches
/// reach the button through hit testing, which does not depend on the key window.
///
/// On tvOS there is no touch: the Siri Remote moves focus within the key window only (the focus
/// engine searches the key window's focus environments), and presses go to the key window's
/// focused item and up its responder chain. A HUD that is never key can neither be focused (its
/// button is unreachable) nor block the remote (the app below keeps receiving presses). So:
/// - **Taking the remote.** The overlay becomes key while the HUD blocks interaction or has a
///   button, its root's preferred focus environment the button. A HUD with neither stays
///   unfocusable and leaves the remote to the app, as a toast should.
/// - **Menu** (the Back button of the newer remote) reaches the overlay's window, at the end of its
///   responder chain, whether or not anything in it is focused; passed on, it would reach
///   `UIApplication`, where tvOS sends the app to the Home screen. So the overlay never passes it
///   on: a blocking HUD swallows it (the user waits, as the HUD says); a HUD that only has a button
///   gives the remote back to the app, as Menu backs out of any overlay on tvOS, and does not take
///   it again unless it comes to block.
/// - **Focus goes back where it was.** When the overlay takes the remote it keeps what had the
///   focus in the app's window (weakly, and only the first time, as `FocusReturn` does), and when
///   it gives the remote back it asks for the focus there again, if that item can still take it;
///   otherwise the app's own preferred focus decides. Without this the focus engine would ask the
///   app's root view controller and land on its default item, not where the user was.
package struct OverlayFocus<Item: AnyObject> {
    package init() {}

    /// What the overlay does with the key status after an event.
    package enum Step: Equatable {
        /// Nothing changes.
        case none
        /// Become key (on tvOS: take the remote, focus the button).
        case take
        /// Give the key status back to the app's window, and the focus to this item (`nil`: the
        /// app's preferred focus decides).
        case giveBack(Item?)

        package static func == (lhs: Step, rhs: Step) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none), (.take, .take): true
            case (.giveBack(let a), .giveBack(let b)): a === b
            default: false
            }
        }
    }

    /// Whether the overlay takes the remote now.
    private(set) var takesKey = false
    /// Whether Menu gave the remote back while the HUD did not block.
    private var menuGaveItBack = false
    private var focus = FocusReturn<Item>()

    /// Whether a HUD would take the remote: on tvOS, while it blocks interaction or has a button.
    static func wantsKey(isTV: Bool, blocksInteraction: Bool, hasButton: Bool) -> Bool {
        isTV && (blocksInteraction || hasButton)
    }

    /// The HUD was shown or updated. `focused` is what has the focus in the app's window now (read
    /// only when the overlay takes the remote); `canTakeIt` says whether an item can take it back.
    package mutating func update(isTV: Bool, blocksInteraction: Bool, hasButton: Bool, focused: @autoclosure () -> Item?,
                         canTakeIt: (Item) -> Bool) -> Step {
        if blocksInteraction { menuGaveItBack = false }
        let wants = Self.wantsKey(isTV: isTV, blocksInteraction: blocksInteraction, hasButton: hasButton) && !menuGaveItBack
        return set(wants, focused: focused, canTakeIt: canTakeIt)
    }

    /// Menu was pressed (its press ended) on the overlay: whether it is swallowed (always, while the
    /// overlay takes the remote), and what happens to the key status.
    package mutating func menuPressed(blocksInteraction: Bool, canTakeIt: (Item) -> Bool) -> (swallowed: Bool, step: Step) {
        guard takesKey else { return (false, .none) }
        if blocksInteraction { return (true, .none) }
        menuGaveItBack = true
        return (true, set(false, focused: { nil }, canTakeIt: canTakeIt))
    }

    /// The HUD hid, or its overlay went: the remote and the focus go back.
    package mutating func hidden(canTakeIt: (Item) -> Bool) -> Step {
        menuGaveItBack = false
        return set(false, focused: { nil }, canTakeIt: canTakeIt)
    }

    private mutating func set(_ wants: Bool, focused: () -> Item?, canTakeIt: (Item) -> Bool) -> Step {
        guard wants != takesKey else { return .none }
        takesKey = wants
        if wants {
            _ = focus.take(from: focused())
            return .take
        }
        if case .responder(let item)? = focus.giveBack(canTakeIt: canTakeIt) { return .giveBack(item) }
        return .giveBack(nil)
    }
}
