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
                let watch = EndlessWaitWatch()
                submit(.perform { watch.timer = self.watchForAnEndlessWait(waiter) })
                submit(.whenHidden {
                    watch.timer?.cancel()
                    waiter.resume()
                })
                #else
                submit(.whenHidden { waiter.resume() })
                #endif
            }
        } onCancel: {
            waiter.resume()
        }
    }

    /// How long a debug build lets ``waitUntilHidden()`` wait for a HUD that nothing will hide
    /// before it says so.
    static let endlessWaitDelay: TimeInterval = 3

    #if DEBUG
    /// Says once, through ``diagnose``, that `waiter` waits for a HUD nothing will hide, if it is
    /// still waiting ``endlessWaitDelay`` seconds from now on the HUD's clock and nothing under
    /// way will hide the HUD then (``Engine/hidesWithoutACall``).
    private func watchForAnEndlessWait(_ waiter: HiddenWaiter) -> ScheduledTimer? {
        guard !saidWaitingForever, engine.phase != .hidden else { return nil }
        return engine.whenNothingWillHide(after: Self.endlessWaitDelay) { [weak self] in
            guard let self, !waiter.isResumed, !self.saidWaitingForever,
                  let warning = HUD.endlessWaitWarning(self.engine, calledOn: self.postsAsItself ? "hud" : "HUD") else { return }
            self.saidWaitingForever = true
            self.diagnose(warning)
        }
    }
    #endif

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

/// The timer of a debug build's watch over one `waitUntilHidden()`, cancelled when the wait ends.
@MainActor
private final class EndlessWaitWatch: Sendable {
    var timer: ScheduledTimer?
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

    /// Whether the wait has ended: the HUD was hidden or the task cancelled.
    var isResumed: Bool {
        state.withLock { $0.isResumed }
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
