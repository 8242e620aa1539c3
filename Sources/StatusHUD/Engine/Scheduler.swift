import Dispatch
import Foundation

/// The engine's clock and timer source. The engine never reads the wall clock: it asks this.
///
/// The live scheduler uses `DispatchQueue.main.asyncAfter`; tests inject a virtual one they advance.
@MainActor
protocol Scheduler: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor after `delay` seconds, unless the returned timer is
    /// cancelled first. A delay that is not finite never fires.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}

/// A pending action of a ``Scheduler``; cancel it to stop it from running.
@MainActor
final class ScheduledTimer {
    private(set) var isCancelled = false
    private let onCancel: @MainActor () -> Void

    init(onCancel: @escaping @MainActor () -> Void = {}) {
        self.onCancel = onCancel
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
    }

    /// Runs `action` once, unless the timer was cancelled; afterwards the timer counts as cancelled.
    func fire(_ action: @MainActor () -> Void) {
        guard !isCancelled else { return }
        cancel()
        action()
    }
}

/// The live scheduler: monotonic uptime and `DispatchQueue.main`.
@MainActor
final class DispatchScheduler: Scheduler {
    /// Longer delays than this (about 31 years) count as never, so Dispatch's time arithmetic cannot overflow.
    nonisolated static let longestDelay: TimeInterval = 1e9

    var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer()
        guard delay.isFinite, delay <= Self.longestDelay else { return timer }
        if delay <= 0 {
            DispatchQueue.main.async { timer.fire(action) }
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { timer.fire(action) }
        }
        return timer
    }
}
