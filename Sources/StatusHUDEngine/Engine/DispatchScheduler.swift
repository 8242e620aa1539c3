import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Dispatch
import Foundation

/// The live scheduler: monotonic uptime and `DispatchQueue.main`.
///
/// Delayed actions share one Dispatch timer source, armed for the earliest deadline: a
/// `DispatchQueue.main.asyncAfter` per action made a timer source per action, registered through
/// Dispatch's manager thread with a wake-up each, and a cancelled one stayed in Dispatch's timer heap
/// until its time. In a storm of calls (a dismissal with a delay per call) those timers took a
/// quarter of the machine's time away from the main queue (benchmark (d), measured with perf).
/// Actions due at the same moment run in the order they were scheduled, in one turn of the main
/// queue; a cancelled one waits in the list, as it waited in Dispatch, and is dropped when due.
@MainActor
package final class DispatchScheduler: Scheduler {
    /// The waiting actions, by deadline, then the order they were scheduled.
    private var waiting = DeadlineHeap<(timer: ScheduledTimer, action: @MainActor () -> Void)>()
    /// The deadline the source is armed for, if it is armed.
    private var armedDeadline: UInt64?
    private let source: Source

    /// The timer source, for `deinit` to cancel: Dispatch's sources are safe to use from any
    /// thread (Dispatch documents them so), but not marked `Sendable` in the overlay.
    private final class Source: @unchecked Sendable {
        let timer = DispatchSource.makeTimerSource(queue: .main)
    }

    package init() {
        let source = Source()
        self.source = source
        let timer = source.timer
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fireDueActions() }
        }
        timer.activate()
    }

    deinit {
        source.timer.cancel()
    }

    /// Longer delays than this (about 31 years) count as never, so Dispatch's time arithmetic cannot overflow.
    nonisolated static let longestDelay: TimeInterval = 1e9

    package var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    package func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer()
        guard delay.isFinite, delay <= Self.longestDelay else { return timer }
        if delay <= 0 {
            DispatchQueue.main.async { timer.fire(action) }
            return timer
        }
        let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(delay * 1e9)
        waiting.insert((timer, action), deadline: deadline)
        arm()
        return timer
    }

    /// Runs every action whose deadline has passed, in order, then arms the source for the next.
    private func fireDueActions() {
        armedDeadline = nil
        let now = DispatchTime.now().uptimeNanoseconds
        while let due = waiting.removeFirst(dueBy: now) {
            due.timer.fire(due.action)
        }
        arm()
    }

    /// Arms the source for the earliest deadline, unless it is armed for it already.
    private func arm() {
        guard let first = waiting.firstDeadline, armedDeadline.map({ first < $0 }) ?? true else { return }
        armedDeadline = first
        source.timer.schedule(deadline: DispatchTime(uptimeNanoseconds: first))
    }
}
