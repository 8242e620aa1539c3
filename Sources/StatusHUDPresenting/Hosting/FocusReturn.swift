import StatusHUDModel
import StatusHUDRendering
/// The keyboard focus a blocking HUD takes from what it covers, and gives back when it no longer
/// blocks: MBProgressHUD and SVProgressHUD leave it where it was, so typing goes on into the text
/// field under a HUD that says the app is busy.
///
/// It keeps the first responder it took the focus from (weakly: it may go meanwhile), and only the
/// first: a second take while it holds the focus would otherwise save the HUD itself as the one to
/// return to.
package struct FocusReturn<Responder: AnyObject> {
    package init() {}

    /// Where the focus goes back to.
    package enum Return: Equatable {
        /// To the responder it was taken from.
        case responder(Responder)
        /// To the window alone: the responder has gone, or can no longer take it.
        case window

        package static func == (lhs: Return, rhs: Return) -> Bool {
            switch (lhs, rhs) {
            case (.responder(let a), .responder(let b)): a === b
            case (.window, .window): true
            default: false
            }
        }
    }

    private weak var saved: Responder?
    /// Whether the HUD holds the focus.
    package private(set) var isHeld = false

    /// Takes the focus from `current` (the first responder now, if any); says whether the HUD must
    /// take it now (false while it already holds it).
    package mutating func take(from current: Responder?) -> Bool {
        guard !isHeld else { return false }
        isHeld = true
        saved = current
        return true
    }

    /// Gives the focus back: where it goes, or nil if the HUD did not hold it. `canTakeIt` says
    /// whether the saved responder can still take the focus (it is still in the window).
    package mutating func giveBack(canTakeIt: (Responder) -> Bool) -> Return? {
        guard isHeld else { return nil }
        isHeld = false
        defer { saved = nil }
        guard let saved, canTakeIt(saved) else { return .window }
        return .responder(saved)
    }
}
