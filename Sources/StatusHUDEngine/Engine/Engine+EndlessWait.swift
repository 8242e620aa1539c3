import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Whether a wait for the HUD to hide can end: what is under way that hides it without another call.
extension Engine {
    /// Whether the HUD will be hidden without another call: it is hidden or fading out already, or
    /// something under way ends it: a result's countdown, a delayed dismissal (or one waiting out
    /// the minimum display time), the work that put it up (an operation, a background closure, a
    /// followed `Progress`), or work waiting out its grace time to take it over. A spinner or a
    /// progress shown by a plain call has none of these: only a dismissal or a pop ends it.
    package var hidesWithoutACall: Bool {
        switch phase {
        case .hidden, .disappearing:
            return true
        case .grace, .waitingForScreen, .appearing, .visible, .offScreen:
            let dismissalIsDue = dismissTimer.map { !$0.isCancelled } ?? false
            return showsToast || dismissalIsDue || owner != nil || takeover != nil
        }
    }

    /// Runs `report` once, `delay` seconds from now on the engine's clock, if the HUD is up then
    /// and nothing will hide it without another call (``hidesWithoutACall``): a wait for it then
    /// lasts until someone calls. Cancel the returned timer when the wait ends.
    package func whenNothingWillHide(after delay: TimeInterval, _ report: @escaping @MainActor () -> Void) -> ScheduledTimer {
        scheduler.schedule(after: delay) { [weak self] in
            guard let self, !self.hidesWithoutACall else { return }
            report()
        }
    }
}
