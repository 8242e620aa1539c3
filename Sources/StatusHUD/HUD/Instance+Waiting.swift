import Foundation

extension HUD.Instance {
    /// Suspends until this HUD is hidden: at once if it is hidden already, otherwise once it has
    /// faded out, including a success, error or info dismissing itself; returns early if the task
    /// is cancelled. Other HUDs, the shared one included, are not waited for.
    /// ``HUD/waitUntilHidden()`` is this call on the shared HUD, and says what it needs of the
    /// main queue.
    ///
    /// It waits for the calls made on this HUD before it on the same thread to be applied first.
    ///
    /// ```swift
    /// hud.showSuccess(status: "Saved")
    /// await hud.waitUntilHidden()      // the success has dismissed itself
    /// ```
    public nonisolated func waitUntilHidden() async {
        let waiter = HiddenWaiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                waiter.start(continuation)
                #if DEBUG
                submit(.perform {
                    if !self.saidWaitingUnseen, let warning = HUD.unseenWaitWarning(self.engine) {
                        self.saidWaitingUnseen = true
                        FileHandle.standardError.write(Data((warning + "\n").utf8))
                    }
                })
                #endif
                submit(.whenHidden { waiter.resume() })
            }
        } onCancel: {
            waiter.resume()
        }
    }

    /// Suspends until every call made on this HUD before it on the same thread or task has been
    /// applied on the main actor, as ``HUD/flush()`` does for the shared HUD.
    ///
    /// ```swift
    /// hud.showSuccess(status: "Uploaded 12 files")
    /// await hud.flush()                 // the success has begun to show
    /// ```
    public nonisolated func flush() async {
        await submitAndWait(nil)
    }

    /// Submits `call` (if any) to this HUD, and returns once it and every call submitted before it
    /// on this thread have been applied on the main actor.
    nonisolated func submitAndWait(_ call: Call?) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if let call { submit(call) }
            submit(.perform { continuation.resume() })
        }
    }
}

/// Resumes one `waitUntilHidden()` exactly once: when the HUD is hidden or the task is cancelled,
/// whichever comes first.
private final class HiddenWaiter: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var isResumed = false
    }

    private let state = Locked(State())

    func start(_ continuation: CheckedContinuation<Void, Never>) {
        let resumedAlready = state.withLock { state in
            state.continuation = continuation
            return state.isResumed
        }
        if resumedAlready { continuation.resume() }
    }

    func resume() {
        let continuation = state.withLock { state in
            defer {
                state.isResumed = true
                state.continuation = nil
            }
            return state.isResumed ? nil : state.continuation
        }
        continuation?.resume()
    }
}
