import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The countdown of a HUD that dismisses itself (a success, error, info or image): armed when such
/// content is shown, running only while the HUD is on screen, and paused with what is left when
/// the HUD goes off screen (its window went away), to run that much once it is back.
@MainActor
struct AutoDismissCountdown {
    /// The delay still to run for content not on screen (yet, or again); nil when none waits.
    private var pending: TimeInterval?
    /// When the running countdown ends.
    private var deadline: TimeInterval?
    /// The running countdown's timer.
    private(set) var timer: ScheduledTimer?

    /// New content: a countdown of `delay` waits for the screen (nil: none, for content that stays).
    mutating func arm(_ delay: TimeInterval?) {
        cancel()
        pending = delay
    }

    /// The waiting delay, which is now no longer waiting; nil if none waits.
    mutating func takePending() -> TimeInterval? {
        defer { pending = nil }
        return pending
    }

    /// The countdown runs until `deadline` on `timer`.
    mutating func run(until deadline: TimeInterval, timer: ScheduledTimer) {
        self.deadline = deadline
        self.timer = timer
    }

    /// The timer fired.
    mutating func fired() {
        deadline = nil
    }

    /// The HUD went off screen at `now`: a running countdown stops, and what was left of it waits.
    mutating func pause(at now: TimeInterval) {
        guard let deadline else { return }
        cancel()
        pending = max(deadline - now, 0)
    }

    /// A waiting countdown waits at least `minimum` (a held toast, let go); none waiting stays none.
    mutating func extendPending(toAtLeast minimum: TimeInterval) {
        if let pending { self.pending = max(pending, minimum) }
    }

    /// Stops a running countdown.
    mutating func cancel() {
        timer?.cancel()
        timer = nil
        deadline = nil
    }

    /// Stops a running countdown and forgets a waiting one: the HUD is dismissed.
    mutating func discard() {
        cancel()
        pending = nil
    }
}
