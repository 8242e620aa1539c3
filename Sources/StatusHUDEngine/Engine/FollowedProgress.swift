import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// A source of progress (a `Progress`, a task) for the HUD to follow, handed to the main actor:
/// `Progress` and `URLSessionTask` are thread-safe (Foundation documents them for use from any
/// thread), but not marked `Sendable` everywhere; the source's closures run on the main actor.
package struct FollowedProgress: @unchecked Sendable {
    let source: ProgressSource
    let status: String?
    let success: String?
    let action: HUD.Action?

    package init(source: ProgressSource, status: String?, success: String?, action: HUD.Action?) {
        self.source = source
        self.status = status
        self.success = success
        self.action = action
    }

    package init(progress: Progress, status: String?, success: String?, action: HUD.Action?) {
        self.init(source: .progress(progress), status: status, success: success, action: action)
    }
}
