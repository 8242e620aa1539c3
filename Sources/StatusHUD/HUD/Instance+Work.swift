import Foundation

extension HUD.Instance {
    /// Shows the spinner with `status` on this HUD while `operation` runs, and returns its result;
    /// ``HUD/whileRunning(status:success:failure:graceTime:cancelTitle:_:)`` is this call on the
    /// shared HUD, and says every rule (grace time, cancellation, what it leaves alone).
    ///
    /// When it returns, a success with `success` if given (by default none: the HUD is dismissed);
    /// when it throws, the error HUD with `failure` (by default the error's localized description),
    /// and the error is rethrown. The spinner waits `graceTime` (0.3 s by default) before it
    /// appears. With a `cancelTitle` (by default none), a button under the text cancels the
    /// operation. Only this HUD is touched: another HUD, the shared one included, stays as it is.
    ///
    /// ```swift
    /// import UIKit
    ///
    /// let hud = HUD.Instance(in: cardView)
    /// let photo = try await hud.whileRunning(status: "Loading", success: "Loaded") {
    ///     try await library.fetchPhoto(id)
    /// }
    /// display(photo)
    /// ```
    @discardableResult
    public nonisolated func whileRunning<Result: Sendable>(
        status: String? = nil,
        success: String? = nil,
        failure: String? = nil,
        graceTime: TimeInterval = 0.3,
        cancelTitle: String? = nil,
        _ operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        let owner = WorkOwner()
        let press = cancelTitle.map { _ in PressSignal() }
        let cancel = cancelTitle.map { title in
            HUD.Action(title) {
                press?.press()
                self.submit(.finishWork(owner, .dismiss, completion: nil))
            }
        }
        let content = HUD.Content(indicator: .spinner, status: status, action: cancel)
        submit(.showWork(content, owner: owner, grace: graceTime))
        do {
            let result = try await withTaskCancellationHandler {
                if let press { try await Self.run(operation, cancelledBy: press) } else { try await operation() }
            } onCancel: {
                self.submit(.finishWork(owner, .dismiss, completion: nil))
            }
            try Task.checkCancellation()
            await submitAndWait(.finishWork(owner, success.map { .success($0) } ?? .dismiss, completion: nil))
            return result
        } catch {
            let cancelled = error is CancellationError || Task.isCancelled
            let message = failure ?? error.localizedDescription
            await submitAndWait(.finishWork(owner, cancelled ? .dismiss : .error(message), completion: nil))
            throw error
        }
    }

    /// Runs `operation` in a child task, and cancels it when `press` is pressed first; throws
    /// `CancellationError` then, once the operation has stopped.
    private nonisolated static func run<Result: Sendable>(
        _ operation: @Sendable () async throws -> Result,
        cancelledBy press: PressSignal
    ) async throws -> Result {
        try await withoutActuallyEscaping(operation) { operation in
            try await withThrowingTaskGroup(of: Result?.self) { group in
                group.addTask { try await operation() }
                group.addTask {
                    await press.wait()
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                guard let first else { throw CancellationError() }
                return first
            }
        }
    }

    /// Runs `work` on `queue` (by default a global queue) with this HUD's spinner and `status` on
    /// screen, then dismisses it and calls `completion` (by default nothing) on the main actor once
    /// it is hidden: for code without `async`, as ``HUD/runInBackground(status:on:graceTime:_:completion:)``
    /// does on the shared HUD. The spinner waits `graceTime` (0.3 s by default).
    ///
    /// ```swift
    /// hud.runInBackground(status: "Compressing") {
    ///     compress(files)
    /// } completion: {
    ///     showResults()
    /// }
    /// ```
    public nonisolated func runInBackground(
        status: String? = nil,
        on queue: DispatchQueue = .global(),
        graceTime: TimeInterval = 0.3,
        _ work: @escaping @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        let owner = WorkOwner()
        let content = HUD.Content(indicator: .spinner, status: status)
        submit(.showWork(content, owner: owner, grace: graceTime))
        queue.async {
            work()
            self.submit(.finishWork(owner, .dismiss, completion: completion))
        }
    }

    /// Shows `progress` on this HUD as it advances, with `status`; then a success with `success`
    /// (by default `status`) when it finishes, or a dismissal when it is cancelled: MBProgressHUD's
    /// `progressObject`. ``HUD/showProgress(of:status:success:cancelTitle:)-(Progress,_,_,_)`` is
    /// this call on the shared HUD, and says when it reads and when it lets go. With a
    /// `cancelTitle` (by default none), a button under the text cancels `progress`.
    ///
    /// ```swift
    /// import UIKit
    ///
    /// let hud = HUD.Instance(in: cardView)
    /// hud.showProgress(of: export.progress, status: "Exporting", success: "Exported")
    /// ```
    public nonisolated func showProgress(
        of progress: Progress,
        status: String? = nil,
        success: String? = nil,
        cancelTitle: String? = nil
    ) {
        bind(.progress(progress), status: status, success: success,
             action: Self.cancelButton(cancelTitle, cancelling: progress) { $0.cancel() })
    }

    #if !canImport(FoundationNetworking)
    /// Shows the progress of `task` on this HUD: a success with `success` (by default `status`)
    /// when it completes, a dismissal when it is cancelled, an error with no text when it fails,
    /// as ``HUD/showProgress(of:status:success:cancelTitle:)-(URLSessionTask,_,_,_)`` does on the
    /// shared HUD. With a `cancelTitle` (by default none), a button under the text cancels the task.
    ///
    /// ```swift
    /// let task = session.uploadTask(with: request, from: data)
    /// hud.showProgress(of: task, status: "Uploading", success: "Uploaded", cancelTitle: "Cancel")
    /// task.resume()
    /// ```
    public nonisolated func showProgress(
        of task: URLSessionTask,
        status: String? = nil,
        success: String? = nil,
        cancelTitle: String? = nil
    ) {
        bind(.task(task), status: status, success: success,
             action: Self.cancelButton(cancelTitle, cancelling: task) { $0.cancel() })
    }
    #endif

    /// A button titled `title` (none without a title) that runs `cancel` on `target`, held weakly.
    private nonisolated static func cancelButton<Target: AnyObject>(
        _ title: String?,
        cancelling target: Target,
        _ cancel: @escaping @Sendable (Target) -> Void
    ) -> HUD.Action? {
        guard let title else { return nil }
        let weakTarget = WeakTarget(target)
        return HUD.Action(title) { weakTarget.object.map(cancel) }
    }

    /// Follows `source` on this HUD.
    nonisolated func bind(_ source: ProgressSource, status: String?, success: String?, action: HUD.Action?) {
        submit(.follow(FollowedProgress(source: source, status: status, success: success, action: action)))
    }
}

/// What a cancel button cancels, held weakly so that the button never keeps it alive: a
/// `Progress` or a `URLSessionTask`, both thread-safe but not marked `Sendable` everywhere.
private final class WeakTarget<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

/// A cancel button's press, awaited by a task: `wait()` returns once `press()` was called, or
/// when the waiting task is cancelled.
private final class PressSignal: Sendable {
    private let state = Locked<(done: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.done { return true }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            release()
        }
    }

    func press() {
        release()
    }

    private func release() {
        let waiter = state.withLock { state in
            state.done = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
