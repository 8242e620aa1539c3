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
    /// display(photos)
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
        try await shared.whileRunning(status: status, success: success, failure: failure, graceTime: graceTime,
                                      cancelTitle: cancelTitle, operation)
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
        shared.runInBackground(status: status, on: queue, graceTime: graceTime, work, completion: completion)
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
        shared.showProgress(of: progress, status: status, success: success, cancelTitle: cancelTitle)
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
        shared.showProgress(of: task, status: status, success: success, cancelTitle: cancelTitle)
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
        shared.bind(source, status: status, success: success, action: nil)
    }

    /// How many times a progress follower (of a view or of a HUD) has woken on the main actor:
    /// a change's hop arrived, or a frame tick fired. For the package's benchmarks.
    @MainActor package static var progressWakeUps: Int {
        ProgressFollower.wakeUps
    }
}
