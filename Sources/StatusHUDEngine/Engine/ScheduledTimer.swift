import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Dispatch
import Foundation

/// A pending action of a ``Scheduler``; cancel it to stop it from running.
@MainActor
package final class ScheduledTimer {
    private(set) var isCancelled = false
    private let onCancel: @MainActor () -> Void

    package init(onCancel: @escaping @MainActor () -> Void = {}) {
        self.onCancel = onCancel
    }

    package func cancel() {
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
