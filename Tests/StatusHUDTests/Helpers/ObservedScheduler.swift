import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A ``VirtualScheduler`` that calls `afterEachFire` once each timer's action has run, so a test
/// can look at the engine between two steps of one clock advance.
///
/// It also stops a livelock: once more than `fireLimit` timers have fired since
/// ``resetFireCount()``, it schedules nothing more (it hands out cancelled timers), so an engine
/// that keeps rescheduling at the same instant cannot hang the test; `isTripped` tells.
@MainActor
final class ObservedScheduler: Scheduler {
    let clock = VirtualScheduler()
    var afterEachFire: (@MainActor () -> Void)?
    var fireLimit = 1_000
    private(set) var isTripped = false
    private var fireCount = 0

    var now: TimeInterval { clock.now }

    func resetFireCount() {
        fireCount = 0
    }

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        if isTripped {
            let timer = ScheduledTimer()
            timer.cancel()
            return timer
        }
        return clock.schedule(after: delay) { [weak self] in
            action()
            guard let self else { return }
            fireCount += 1
            if fireCount > fireLimit { isTripped = true }
            afterEachFire?()
        }
    }
}
