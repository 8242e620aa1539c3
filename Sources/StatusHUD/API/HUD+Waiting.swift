import Foundation

extension HUD {
    /// Suspends until the HUD is hidden: at once if it is hidden already, otherwise once it has
    /// faded out, including any success, error or info HUD dismissing itself. Returns early if the
    /// task is cancelled.
    ///
    /// It waits for the calls made before it on the same thread to be applied, so
    /// `HUD.showSuccess(status:)` followed by this call waits for that success HUD. It needs the
    /// main queue to run, as the HUD's timers do: call it from async code, such as the top level
    /// of a command-line tool's `main.swift` that uses `await` or an `async` `main()`.
    ///
    /// A command-line tool whose main thread never lets the main queue run (no `await`, no
    /// `dispatchMain()`, no run loop) still gets every call it makes on the main thread applied at
    /// once, and the terminal spinner keeps turning on its own thread. What waits for the main
    /// queue never happens there: automatic and delayed dismissals, calls from other threads, and
    /// dismiss completions (a completion never runs inside the call that registered it). Such a
    /// tool dismisses the HUD itself, or awaits this call before it ends; at exit the terminal HUD
    /// erases a spinner that is still turning and shows the cursor again.
    ///
    /// ```swift
    /// // main.swift of a command-line tool
    /// HUD.show(status: "Building")
    /// try await build()
    /// HUD.showSuccess(status: "Built")
    /// await HUD.waitUntilHidden()      // the ✔ line is written and the HUD has dismissed itself
    /// ```
    public nonisolated static func waitUntilHidden() async {
        let waiter = HiddenWaiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                waiter.start(continuation)
            }
        } onCancel: {
            waiter.finish()
        }
    }
}

/// Resumes one `waitUntilHidden()` once the engine is hidden.
///
/// It checks when ``HUD/didDisappearNotification`` is posted and, because a HUD dismissed during
/// its grace time disappears without a notification, every ``pollInterval`` too.
private final class HiddenWaiter: Sendable {
    /// How often the phase is checked besides the notification.
    static let pollInterval: TimeInterval = 0.05

    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var isFinished = false
        var observer: NSObjectProtocol?
    }

    private let state = Locked(State())

    func start(_ continuation: CheckedContinuation<Void, Never>) {
        let finishedAlready = state.withLock { state in
            state.continuation = continuation
            return state.isFinished
        }
        if finishedAlready {
            finish()
            return
        }
        HUD.calls.submit(.perform { [self] in
            guard !checkHidden() else { return }
            let observer = NotificationCenter.default.addObserver(
                forName: HUD.didDisappearNotification, object: nil, queue: nil
            ) { [self] _ in
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { _ = checkHidden() }
                } else {
                    DispatchQueue.main.async { _ = self.checkHidden() }
                }
            }
            let keep = state.withLock { state -> Bool in
                guard !state.isFinished else { return false }
                state.observer = observer
                return true
            }
            if keep {
                poll()
            } else {
                NotificationCenter.default.removeObserver(observer)
            }
        })
    }

    /// Resumes the waiting task, once; removes the observer.
    func finish() {
        let (continuation, observer) = state.withLock { state in
            state.isFinished = true
            defer {
                state.continuation = nil
                state.observer = nil
            }
            return (state.continuation, state.observer)
        }
        if let observer { NotificationCenter.default.removeObserver(observer) }
        continuation?.resume()
    }

    @MainActor
    private func checkHidden() -> Bool {
        guard HUD.engine.phase == .hidden else { return false }
        finish()
        return true
    }

    @MainActor
    private func poll() {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.pollInterval) { [self] in
            guard !state.withLock({ $0.isFinished }), !checkHidden() else { return }
            poll()
        }
    }
}
