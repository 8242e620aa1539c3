import Foundation

/// A HUD made with `init(presenter:)` (one drawn in a window of its own, say) that its app lets go
/// of while it shows something nothing will hide (a spinner, a progress) stays on screen, kept by
/// itself as every busy HUD is (`Engine.keeper`), and nothing can reach it any more: a view's HUD
/// is found through its view (`HUD.Instance.dismiss(in:)`), the shared HUD through `HUD`, this one
/// through nothing.
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
extension HUD.Instance {
    /// How long after it became busy a debug build looks whether its app still keeps it: 3 s.
    static let letGoDelay: TimeInterval = 3

    /// Arms the one look, through ``diagnose``, if this HUD has not said it yet.
    func watchForLetGo() {
        #if DEBUG
        guard !saidLetGo else { return }
        letGoWatch?.cancel()
        let engine = self.engine
        letGoWatch = engine.whenNothingWillHide(after: Self.letGoDelay) { [weak self, weak engine] in
            // The look comes first: `self` taken strongly before it would be a second reference.
            guard let engine, engine.keeperIsHeldOnlyHere(), let self, !self.saidLetGo else { return }
            self.saidLetGo = true
            self.diagnose(Self.letGoWarning(status: engine.content?.status))
        }
        #endif
    }

    /// What a debug build says of a HUD showing `status` that its app let go of.
    static func letGoWarning(status: String?) -> String {
        let shown = status.map { " showing \"\($0.prefix(40))\"" } ?? ""
        return "StatusHUD: a HUD.Instance(presenter:)\(shown) was let go of while nothing will hide it: "
            + "it stays up and nothing can reach it now. Keep the instance (in a property) and call "
            + "dismiss() on it, or use HUD.Instance(in: view), which HUD.Instance.dismiss(in:) finds."
    }
}
