import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// What a ``ProgressFollower`` follows: how to read it, and how to hear that it may have changed.
///
/// `observe` is called once, on the main actor, with a `changed` that may be called from any
/// thread, as often as the source likes (the follower coalesces); it returns what keeps the
/// observation going, whose release stops it, or `nil` when the source cannot tell of its changes.
/// Such a source is read once a display frame while it is shown: Foundation on Linux has no
/// key-value observing, so a `Progress` there is such a source (the terminal HUD's).
///
/// On Apple platforms a `Progress` and a `URLSessionTask` are observed by key-value observing
/// (see each `observing` for what the headers document). Its callbacks come on whichever thread
/// changed the source, so they only call `changed`; the reading is made on the main actor.
package struct ProgressSource {
    /// Reads the source now, on the main actor.
    let read: @MainActor () -> ProgressReading
    /// Starts hearing of changes; see the type's summary.
    let observe: @MainActor (_ changed: @escaping @Sendable () -> Void) -> [AnyObject]?

    package init(read: @escaping @MainActor () -> ProgressReading,
         observe: @escaping @MainActor (_ changed: @escaping @Sendable () -> Void) -> [AnyObject]?) {
        self.read = read
        self.observe = observe
    }

    /// A `Progress`: its fraction, whether it is finished, cancelled or paused, and whether its
    /// total is known.
    package static func progress(_ progress: Progress) -> ProgressSource {
        ProgressSource(read: { ProgressReading(progress) }, observe: { changed in observing(progress, changed) })
    }

    /// Observes what ``ProgressReading/init(_:)`` reads of `progress`; `nil` without KVO.
    private static func observing(_ progress: Progress, _ changed: @escaping @Sendable () -> Void) -> [AnyObject]? {
        #if canImport(ObjectiveC)
        // NSProgress.h documents each of these as KVO-compliant ("observable"), notified on the
        // thread that changed it. `fractionCompleted` follows the unit counts and the children;
        // `isIndeterminate` too, because a total becoming known (-1 to 10, nothing done) leaves
        // the fraction at 0.
        [
            progress.observe(\.fractionCompleted) { _, _ in changed() },
            progress.observe(\.isIndeterminate) { _, _ in changed() },
            progress.observe(\.isFinished) { _, _ in changed() },
            progress.observe(\.isCancelled) { _, _ in changed() },
            progress.observe(\.isPaused) { _, _ in changed() },
        ]
        #else
        nil
        #endif
    }
}

#if !canImport(FoundationNetworking)
extension ProgressSource {
    /// A task as `HUD.showProgress(of:)` follows it: how far by its `progress`, how it stands by
    /// its state and error (see ``ProgressReading``).
    package static func task(_ task: URLSessionTask) -> ProgressSource {
        ProgressSource(read: { ProgressReading.task(ProgressReading(task.progress), state: state(of: task), error: error(of: task)) },
                       observe: { changed in observing(task, changed) })
    }

    /// A task's upload: its bytes sent of those expected to be sent.
    package static func upload(of task: URLSessionTask) -> ProgressSource {
        ProgressSource(read: {
            ProgressReading.transfer(completed: task.countOfBytesSent, expected: task.countOfBytesExpectedToSend,
                                     state: state(of: task), error: error(of: task))
        }, observe: { changed in observing(task, changed) })
    }

    /// A task's download: its bytes received of those expected.
    package static func download(of task: URLSessionTask) -> ProgressSource {
        ProgressSource(read: {
            ProgressReading.transfer(completed: task.countOfBytesReceived, expected: task.countOfBytesExpectedToReceive,
                                     state: state(of: task), error: error(of: task))
        }, observe: { changed in observing(task, changed) })
    }

    /// Observes a task's state, its byte counts (both directions: one list serves uploads and
    /// downloads) and its `progress`. NSURLSession.h says nothing of KVO for the state and the
    /// counts (AFNetworking's categories observed exactly these for years); NSProgress.h documents
    /// it for the task's `progress` (iOS 11), which moves with every transfer, so a documented path
    /// tells of each change even if the others stayed silent.
    private static func observing(_ task: URLSessionTask,
                                  _ changed: @escaping @Sendable () -> Void) -> [AnyObject]? {
        #if canImport(ObjectiveC)
        var observations: [AnyObject] = [
            task.observe(\.state) { _, _ in changed() },
            task.observe(\.countOfBytesSent) { _, _ in changed() },
            task.observe(\.countOfBytesExpectedToSend) { _, _ in changed() },
            task.observe(\.countOfBytesReceived) { _, _ in changed() },
            task.observe(\.countOfBytesExpectedToReceive) { _, _ in changed() },
        ]
        if let taskProgress = observing(task.progress, changed) {
            observations += taskProgress
        }
        return observations
        #else
        nil
        #endif
    }

    private static func state(of task: URLSessionTask) -> ProgressReading.TaskState {
        switch task.state {
        case .running: .running
        case .suspended: .suspended
        case .canceling: .canceling
        case .completed: .completed
        @unknown default: .running
        }
    }

    private static func error(of task: URLSessionTask) -> ProgressReading.TaskError? {
        guard let error = task.error as NSError? else { return nil }
        return error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled ? .cancelled : .other
    }
}
#endif
