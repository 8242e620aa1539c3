import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The toast queue (``HUD/Configuration/isResultQueueEnabled``): a toast shown while another is up
/// waits its turn, then comes up as if shown on a hidden HUD and counts down its own display time.
///
/// It lives in the engine, not in the ``CallQueue``: a toast waits seconds, for the fade-out of the
/// one before it, which only the engine sees. The call queue's merging keeps its meaning, since it
/// never drops, merges or moves a toast, nor a call past one (``Call/append(_:to:)``), and every
/// call it merges that is no toast (a show, a dismissal, pops) empties the queue as the calls it
/// stands for would have.
///
/// The rules:
/// - A toast joins the queue if the HUD shows or is about to show a toast (grace time, waiting for
///   a screen, on or off screen, fading out), or if toasts wait already, whatever the option says
///   now: a toast never jumps the line.
/// - When the toast on screen is hidden (its `didDisappear` posted, a dismissal's completions
///   run), the next toast comes up in a step of its own, without a grace time (it has waited), and
///   posts its own `willAppear` and `didAppear`.
/// - A show that is no toast (a spinner, a progress, work taking the HUD over) and a dismissal
///   (`dismiss`, the last `popActivity`, the HUD's place gone) empty the queue: the toasts waiting
///   never appear and post nothing. See ``applyShow(_:kind:activities:owner:grace:)`` and
///   ``requestDismissal(after:completions:call:)``.
/// - A delayed dismissal pending when a toast joins the queue stays: it ends the toast on screen,
///   its completions run once that toast is hidden, and the waiting toast comes up after it.
/// - Waiters for the HUD to be hidden (``whenHidden(_:)``, the end of work) wait for the last
///   toast in line: between two toasts the HUD is hidden for no time at all.
/// - At most ``toastQueueLimit`` toasts wait: a toast the same as the last one waiting joins it,
///   and a new one beyond the limit drops the oldest waiting (which posts nothing). Each toast
///   shown is seconds on screen, a haptic and an announcement: a burst of twenty would hold the
///   screen for a minute with news grown old. A presenter whose results persist (a terminal's
///   lines) keeps every one: nothing is lost there by writing them all.
extension Engine {
    /// How many toasts wait at most, besides the one on screen: 3.
    package static let toastQueueLimit = 3

    /// Whether `content`, a toast, waits for its turn; if so it is queued.
    func joinsToastQueue(_ content: HUD.Content) -> Bool {
        guard !queuedToasts.isEmpty || (configuration.isResultQueueEnabled && showsToast) else { return false }
        let isBounded = !presenter.isResultPersistent
        if isBounded, queuedToasts.last == content { return true }
        if isBounded, queuedToasts.count >= Self.toastQueueLimit {
            queuedToasts.removeFirst(queuedToasts.count - Self.toastQueueLimit + 1)
        }
        queuedToasts.append(content)
        return true
    }

    /// Shows the toast whose turn it is, once the HUD is hidden; with none left, the HUD stays
    /// hidden and its waiters run. Something shown meanwhile keeps the HUD (and its waiters).
    func showNextQueuedToast() {
        guard phase == .hidden else { return }
        guard !queuedToasts.isEmpty else {
            runHiddenWaiters()
            return
        }
        let next = queuedToasts.removeFirst()
        applyShow(next, kind: .dismissesItself, activities: 0, owner: nil, grace: 0, hadItsTurn: true)
    }
}
