import Foundation

extension HUD.Instance {
    /// Runs `operation` on this HUD as ``whileRunning(status:success:failure:graceTime:cancelTitle:_:)``
    /// does, for a view's task (SwiftUI's `.statusHUDTask`), where there is no caller to throw to:
    /// an error is shown as `whileRunning` shows it, and handed to `onError` in place of the throw.
    /// A cancellation is not reported: the view cancelled the task itself (it went, or its `id`
    /// changed), and `whileRunning` dismissed the HUD.
    nonisolated func runForView(
        status: String?, success: String?, failure: String?,
        _ operation: @escaping @MainActor @Sendable () async throws -> Void,
        onError: (@MainActor @Sendable (any Error) -> Void)?
    ) async {
        do {
            try await whileRunning(status: status, success: success, failure: failure) { try await operation() }
        } catch {
            guard !(error is CancellationError), !Task.isCancelled, let onError else { return }
            await onError(error)
        }
    }
}
