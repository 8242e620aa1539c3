import Foundation

/// A HUD that only its app's reference reaches (one made with `init(presenter:)`, drawn in a window
/// of its own say, or on macOS with `init(over:)`, over one window) that its app lets go of while
/// it shows something nothing will hide (a spinner, a progress) stays on screen, kept by itself as
/// every busy HUD is (`Engine.keeper`), and nothing can reach it any more: a view's HUD is found
/// through its view (`HUD.Instance.dismiss(in:)`), the shared HUD through `HUD`, these through
/// nothing (a window's HUD ends when its window closes, but a blocking one disables the close
/// button, as a sheet does).
///
/// The choice: say so, in a debug build and the docs, rather than make it findable. Finding it
/// would take new API (a list of the window HUDs shown, a "dismiss all"), for a misuse whose fix is
/// one line in the app (keep the instance); dismissing it when let go of would end a HUD the app
/// may mean to leave up (MBProgressHUD leaves a shown HUD up too), and a success still counts down
/// and fades out when let go of, as the docs promise. How it is seen: its app's reference is gone
/// when the only strong one left is the HUD's hold on itself (`Engine.keeperIsHeldOnlyHere()`),
/// looked at once, ``letGoDelay`` after the HUD became busy, on its own clock, while nothing under
/// way will hide it. That finds the usual slip, an instance in a local variable, without a timer
/// that keeps running while the HUD shows; one kept in a property and let go of later is not
/// seen, and the docs say what happens then.
///
/// Which HUDs are watched, and what the warning says, is decided here, by ``Initializer`` (tested
/// on Linux); the initializers only name themselves, `init(over:)` in macOS-only code that cannot
/// run here.
extension HUD.Instance {
    /// The initializer an app made a HUD with, as far as the let-go watch cares: whether only the
    /// app's reference reaches the HUD (then a debug build watches for it let go of), and what the
    /// warning says, naming that initializer and what to do.
    enum Initializer: Sendable, Equatable {
        /// Reached without the app's reference, or watched by nothing: the shared HUD (through
        /// `HUD`), a view's (through the view), a SwiftUI area's (`init()`, kept by a `@State`).
        case other
        /// `init(presenter:)`: your own presenter, a window of its own.
        case presenter
        /// `init(over:)` on macOS: a HUD over one window.
        case overWindow

        /// Whether a debug build looks for a HUD made so let go of while nothing will hide it.
        var watchesLetGo: Bool {
            self != .other
        }

        /// How an app writes the initializer, for the warning.
        var spelled: String {
            switch self {
            case .other: "HUD.Instance"
            case .presenter: "HUD.Instance(presenter:)"
            case .overWindow: "HUD.Instance(over:)"
            }
        }

        /// What a debug build says of a HUD made so, showing `status`, that its app let go of.
        func letGoWarning(status: String?) -> String {
            let shown = status.map { " showing \"\($0.prefix(40))\"" } ?? ""
            let fix = switch self {
            case .overWindow:
                "Keep the instance with the window's controller or document and call dismiss() on it."
            case .presenter, .other:
                "Keep the instance (in a property) and call dismiss() on it, or use HUD.Instance(in: view), "
                    + "which HUD.Instance.dismiss(in:) finds."
            }
            return "StatusHUD: a \(spelled)\(shown) was let go of while nothing will hide it: "
                + "it stays up and nothing can reach it now. " + fix
        }
    }

    /// How long after it became busy a debug build looks whether its app still keeps it: 3 s.
    static let letGoDelay: TimeInterval = 3

    /// Arms the one look, through ``diagnose``, if this HUD has not said it yet.
    func watchForLetGo() {
        #if DEBUG
        guard !saidLetGo else { return }
        letGoWatch?.cancel()
        let engine = self.engine
        let initializer = self.initializer
        letGoWatch = engine.whenNothingWillHide(after: Self.letGoDelay) { [weak self, weak engine] in
            // The look comes first: `self` taken strongly before it would be a second reference.
            guard let engine, engine.keeperIsHeldOnlyHere(), let self, !self.saidLetGo else { return }
            self.saidLetGo = true
            self.diagnose(initializer.letGoWarning(status: engine.content?.status))
        }
        #endif
    }
}
