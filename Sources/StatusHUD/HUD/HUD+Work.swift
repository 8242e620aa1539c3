import Foundation

extension HUD {
    /// Shows the spinner with `status` while `operation` runs, and returns its result.
    ///
    /// - When it returns: a success with `success` if that is given, otherwise the HUD is dismissed.
    /// - When it throws: the error HUD with `failure`, or the error's localized description, and
    ///   the error is rethrown.
    /// - When the calling task is cancelled: the HUD is dismissed.
    /// - With a `cancelTitle`, a button under the text cancels the operation: the HUD goes at once,
    ///   and the call throws `CancellationError` once the operation has stopped (cancellation is
    ///   cooperative: an operation that ignores it runs to its end).
    /// - Quick work shows nothing: the spinner waits `graceTime` (0.3 s by default) before it
    ///   appears, and work that ends sooner is not followed by a success either (an error is
    ///   always shown). That holds over a HUD already up too: meanwhile it stays as it was (a
    ///   success toast finishes its own countdown, a plain `show` stays), and only work still
    ///   running after its grace time takes it over.
    /// - It ends only what it started: if other content took over the HUD meanwhile (another show,
    ///   another operation), it leaves the HUD alone — a failure then shows nothing either, and the
    ///   error reaches you only as the thrown error. Two overlapping operations never dismiss each
    ///   other's HUD.
    /// - A dismissal is final: once its HUD is dismissed (by `dismiss`, `popActivity` or its own
    ///   button), the operation never shows anything again, not even its success.
    /// - It returns (or throws) once its end is applied on the main actor: the success or error
    ///   is on screen, or the dismissal has begun, and on a terminal the ✔ or ✖ line is written,
    ///   so what your code prints next comes after it. It needs the main queue to run for that,
    ///   as the HUD's timers do.
    ///
    /// ```swift
    /// let photos = try await HUD.whileRunning(status: "Loading photos", success: "Loaded", cancelTitle: "Cancel") {
    ///     try await library.fetchPhotos()
    /// }
    /// ```
    @discardableResult
    public nonisolated static func whileRunning<Result: Sendable>(
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
            Action(title) {
                press?.press()
                calls.submit(.finishWork(owner, .dismiss, completion: nil))
            }
        }
        let content = Content(indicator: .spinner, status: status, action: cancel)
        calls.submit(.showWork(content, owner: owner, grace: graceTime))
        do {
            let result = try await withTaskCancellationHandler {
                if let press { try await run(operation, cancelledBy: press) } else { try await operation() }
            } onCancel: {
                calls.submit(.finishWork(owner, .dismiss, completion: nil))
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

    /// Runs `work` on `queue` with the spinner and `status` on screen, then dismisses the HUD and
    /// calls `completion` on the main actor once it is hidden: for code without `async`.
    ///
    /// The spinner waits `graceTime` (0.3 s by default), so quick work shows nothing; like
    /// ``whileRunning(status:success:failure:graceTime:cancelTitle:_:)`` it ends only the HUD it started (the
    /// completion then runs on the next turn of the main queue). Its name differs from the async
    /// call's so that a trailing closure can never pick the wrong one.
    ///
    /// ```swift
    /// HUD.runInBackground(status: "Compressing") {
    ///     compress(files)
    /// } completion: {
    ///     showResults()
    /// }
    /// ```
    public nonisolated static func runInBackground(
        status: String? = nil,
        on queue: DispatchQueue = .global(),
        graceTime: TimeInterval = 0.3,
        _ work: @escaping @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        let owner = WorkOwner()
        let content = Content(indicator: .spinner, status: status)
        calls.submit(.showWork(content, owner: owner, grace: graceTime))
        queue.async {
            work()
            calls.submit(.finishWork(owner, .dismiss, completion: completion))
        }
    }

    /// Shows `progress` as it advances (its `fractionCompleted`, read on the main actor at most
    /// once a display frame after it changes, and not at all while it does not), with `status`;
    /// then a success with `success` (or `status`) when it finishes, or a dismissal when it is
    /// cancelled. While it is paused the HUD stays as it is. While the HUD cannot be seen (waiting
    /// for a window, the app in the background) nothing is drawn: `progress` is looked at, at most
    /// once a second, only for its end, and read once when the HUD is back. With a `cancelTitle`,
    /// a button under the text cancels `progress`.
    ///
    /// Reading stops, and the HUD lets go of `progress`, as soon as the HUD shows other content
    /// or a dismissal is asked for (delayed or not): the HUD stays at the last value read while it
    /// fades out, and never comes back for this progress, nor ends in its success. Like ``whileRunning(status:success:failure:graceTime:cancelTitle:_:)`` it ends only what it
    /// started. Its grace time is the configuration's.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 100)
    /// HUD.showProgress(of: progress, status: "Exporting", success: "Exported", cancelTitle: "Cancel")
    /// ```
    public nonisolated static func showProgress(
        of progress: Progress,
        status: String? = nil,
        success: String? = nil,
        cancelTitle: String? = nil
    ) {
        bind(.progress(progress), status: status, success: success, action: cancelButton(cancelTitle, cancelling: progress) { $0.cancel() })
    }

    #if !canImport(FoundationNetworking)
    /// Shows the progress of `task` (its `progress`), as ``showProgress(of:status:success:cancelTitle:)-(Progress,_,_,_)``
    /// does: a success when the task completes, a dismissal when it is cancelled, an error (with
    /// no text: the task's completion handler says why) when it completes with another error.
    /// While the task is suspended the HUD stays as it is, and nothing runs until it resumes. With
    /// a `cancelTitle`, a button under the text cancels the task.
    ///
    /// ```swift
    /// let task = session.uploadTask(with: request, from: data)
    /// HUD.showProgress(of: task, status: "Uploading", success: "Uploaded", cancelTitle: "Cancel")
    /// task.resume()
    /// ```
    public nonisolated static func showProgress(
        of task: URLSessionTask,
        status: String? = nil,
        success: String? = nil,
        cancelTitle: String? = nil
    ) {
        bind(.task(task), status: status, success: success, action: cancelButton(cancelTitle, cancelling: task) { $0.cancel() })
    }
    #endif

    /// For the package's benchmarks: binds a source read by `fraction` (finished at 1) that tells
    /// of its own changes through `observe`, as key-value observing tells of a `Progress`'s on
    /// Apple platforms (Foundation on Linux, where the benchmarks run, has none).
    package nonisolated static func showProgress(
        reading fraction: @escaping @MainActor @Sendable () -> Double,
        observe: @escaping @MainActor @Sendable (_ changed: @escaping @Sendable () -> Void) -> [AnyObject],
        status: String?, success: String?
    ) {
        let source = ProgressSource(read: {
            let value = fraction()
            return ProgressReading(fraction: value, state: value >= 1 ? .finished : .running)
        }, observe: observe)
        bind(source, status: status, success: success, action: nil)
    }

    /// How many times a progress follower (of a view or of a HUD) has woken on the main actor:
    /// a change's hop arrived, or a frame tick fired. For the package's benchmarks.
    @MainActor package static var progressWakeUps: Int {
        ProgressFollower.wakeUps
    }

    /// A button titled `title` (none without a title) that runs `cancel` on `target`, held weakly.
    private nonisolated static func cancelButton<Target: AnyObject>(
        _ title: String?,
        cancelling target: Target,
        _ cancel: @escaping @Sendable (Target) -> Void
    ) -> Action? {
        guard let title else { return nil }
        let weakTarget = WeakTarget(target)
        return Action(title) { weakTarget.object.map(cancel) }
    }

    private nonisolated static func bind(_ source: ProgressSource, status: String?, success: String?, action: Action?) {
        calls.submit(.follow(FollowedProgress(source: source, status: status, success: success, action: action)))
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
