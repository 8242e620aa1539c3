import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A scheduler whose time moves only when a test advances it.
@MainActor
final class VirtualScheduler: Scheduler {
    private struct Entry {
        let time: TimeInterval
        let order: Int
        let timer: ScheduledTimer
        let action: @MainActor () -> Void
    }

    private(set) var now: TimeInterval = 0
    private var entries: [Entry] = []
    private var nextOrder = 0

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer()
        guard delay.isFinite else { return timer }
        entries.append(Entry(time: now + max(delay, 0), order: nextOrder, timer: timer, action: action))
        nextOrder += 1
        return timer
    }

    /// Timers that are neither cancelled nor fired.
    var pendingCount: Int {
        entries.filter { !$0.timer.isCancelled }.count
    }

    /// The time the next live timer fires, if any.
    var nextFireTime: TimeInterval? {
        entries.filter { !$0.timer.isCancelled }.map(\.time).min()
    }

    /// Moves time forward by `seconds`, firing every timer that falls due, in time order
    /// (timers scheduled while advancing fire too if they fall inside the interval).
    func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while let index = nextDueIndex(notAfter: end) {
            let entry = entries.remove(at: index)
            now = max(now, entry.time)
            entry.timer.fire(entry.action)
        }
        now = end
        entries.removeAll { $0.timer.isCancelled }
    }

    /// Fires what is due now (zero-delay timers), without moving time.
    func runDue() {
        advance(by: 0)
    }

    private func nextDueIndex(notAfter end: TimeInterval) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where !entry.timer.isCancelled && entry.time <= end {
            if let current = best {
                let other = entries[current]
                if (entry.time, entry.order) < (other.time, other.order) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
