import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Dispatch
import Foundation

/// The engine's clock and timer source. The engine never reads the wall clock: it asks this.
///
/// The live scheduler (``DispatchScheduler``) runs actions from the main queue; tests inject a virtual one they advance.
@MainActor
package protocol Scheduler: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor after `delay` seconds, unless the returned timer is
    /// cancelled first. A delay that is not finite never fires.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}
