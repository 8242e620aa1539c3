import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Dismissing: a dismissal asked for, the fade-out once it is due, the HUD hidden, the completions
/// and waiters that wait for it, and the countdown of a HUD that dismisses itself.
extension Engine {
    func requestDismissal(after delay: TimeInterval, completions: [Completion], call: Int) {
        activityCount = 0
        // A dismissal is final for the work whose HUD it was: a bound progress stops reading, and
        // an operation ending later shows no success on a HUD the user dismissed.
        owner = nil
        cancelTakeover()
        // A dismissal ends the HUD, toasts waiting their turn included.
        queuedToasts.removeAll()
        waitingCompletions += completions.map { ($0, registeredIn: call) }
        switch phase {
        case .hidden:
            runWaitingCompletions()
        case .disappearing:
            break
        case .grace, .waitingForScreen, .appearing, .visible, .offScreen:
            countdown.discard()
            dismissTimer?.cancel()
            let delay = delay.isNaN ? 0 : delay
            // The button goes with the activity: at once from a HUD that stays a while, silently
            // from one that fades out now.
            if content?.action != nil {
                content?.action = nil
                if delay > 0 { updatePresenter(.action) }
            }
            if delay > 0 {
                dismissTimer = stepAfter(delay) { $0.dismissIsDue() }
            } else {
                dismissIsDue()
            }
        }
    }

    /// Starts the fade-out a dismissal asked for, after waiting out the minimum display time if the
    /// HUD has not been on screen that long. The wait is measured once: when its timer fires the HUD
    /// fades out, so a remainder below the clock's resolution can never make it wait again.
    func dismissIsDue(waitingOutMinimumDisplayTime: Bool = true) {
        dismissTimer = nil
        switch phase {
        case .grace:
            becomeHidden(notifying: false)
        case .waitingForScreen:
            becomeHidden(notifying: false)
            presenter.hide(transition: withdrawal())
        case .appearing, .visible, .offScreen:
            let shownFor = scheduler.now - (onScreenSince ?? scheduler.now)
            let remaining = configuration.sanitizedTiming.minimumDisplayDuration - shownFor
            if waitingOutMinimumDisplayTime, phase != .offScreen, remaining > 0 {
                dismissTimer = stepAfter(remaining) { $0.dismissIsDue(waitingOutMinimumDisplayTime: false) }
                return
            }
            // Off screen, there is nothing to fade: the presenter gets a transition of no duration.
            let instant = phase == .offScreen || fadesOutInstantly
            countdown.cancel()
            phase = .disappearing
            post(HUD.willDisappearNotification)
            presenter.hide(transition: beginTransition(.disappear, duration: instant ? 0 : nil))
        case .disappearing, .hidden:
            break
        }
    }

    func becomeHidden(notifying: Bool) {
        fadesOutInstantly = false
        showsToast = false
        let status = content?.status
        phase = .hidden
        content = nil
        owner = nil
        onScreenSince = nil
        transition = nil
        heldBy = nil
        holders = []
        countdown.discard()
        for timer in [graceTimer, dismissTimer] { timer?.cancel() }
        if notifying { post(HUD.didDisappearNotification, status: status) }
        runWaitingCompletions()
        if queuedToasts.isEmpty {
            runHiddenWaiters()
        } else {
            // A step of its own, so that this didDisappear is delivered while the HUD is hidden.
            step { [self] _ in showNextQueuedToast() }
        }
    }

    func runHiddenWaiters() {
        for waiter in hiddenWaiters { runner.complete(waiter) }
        hiddenWaiters.removeAll()
    }

    /// Cancels a pending dismissal, and hands back the completions that waited for it: a show that
    /// supersedes a dismissal runs them at once.
    func takePendingDismissal() -> [(Completion, registeredIn: Int)] {
        if let dismissTimer {
            dismissTimer.cancel()
            self.dismissTimer = nil
        }
        guard !waitingCompletions.isEmpty else { return [] }
        defer { waitingCompletions.removeAll() }
        return waitingCompletions
    }

    func runWaitingCompletions() {
        for (completion, call) in takePendingDismissal() { runner.complete(completion, registeredIn: call) }
    }

    func startAutoDismissIfOnScreen() {
        guard isVisible, !isHeld, let delay = countdown.takePending() else { return }
        // A result that stays where the presenter wrote it needs no time on screen.
        let persists = presenter.isResultPersistent
        let wait = persists ? 0 : delay
        countdown.run(until: scheduler.now + wait, timer: stepAfter(wait) { engine in
            engine.countdown.fired()
            engine.activityCount = 0
            engine.dismissIsDue(waitingOutMinimumDisplayTime: !persists)
        })
    }
}
