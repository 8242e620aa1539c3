#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

// Views that follow a `Progress` or a `URLSessionTask`'s transfer, as AFNetworking's UIKit
// categories bind a `UIProgressView` to a task. The reading is `ProgressFollower`'s, at display
// rate on the main actor, never a KVO callback on the task's queue; this file only connects it.
//
// Why an associated object holds the follower (the decision UIKit forces, and the alternatives):
// `UIProgressView` is UIKit's class, so an extension cannot add a stored property to it. A table
// from views to followers would be a mutable global and would need its own clean-up when a view
// goes; an associated object is released with its view, which releases the follower, whose next
// reading then finds nothing and schedules none. The ring view uses the same path, so there is one.

extension StatusProgressRingView {
    /// Follows `progress` until it finishes or is cancelled, this view goes, or
    /// ``stopFollowing()``: the ring shows its `fractionCompleted`, read 60 times a second on the
    /// main actor. Following something else stops following this.
    ///
    /// ```swift
    /// ring.follow(export.progress)
    /// ```
    public func follow(_ progress: Progress) {
        ProgressFollowing.start(on: self, read: { ProgressReading(progress) }) { $0.progress = $1 }
    }

    /// Follows a task's upload (its bytes sent of those expected to be sent) until it completes,
    /// fails or is cancelled, this view goes, or ``stopFollowing()``; the task is let go then.
    ///
    /// ```swift
    /// let task = session.uploadTask(with: request, from: data)
    /// ring.follow(uploadOf: task)
    /// task.resume()
    /// ```
    public func follow(uploadOf task: URLSessionTask) {
        ProgressFollowing.start(on: self, read: { ProgressFollowing.upload(of: task) }) { $0.progress = $1 }
    }

    /// Follows a task's download (its bytes received of those expected) until it completes, fails or
    /// is cancelled, this view goes, or ``stopFollowing()``; the task is let go then.
    public func follow(downloadOf task: URLSessionTask) {
        ProgressFollowing.start(on: self, read: { ProgressFollowing.download(of: task) }) { $0.progress = $1 }
    }

    /// Stops following, and lets go of what was followed; the ring keeps what it shows.
    public func stopFollowing() {
        ProgressFollowing.stop(on: self)
    }
}

extension UIProgressView {
    /// Follows `progress` as ``StatusProgressRingView/follow(_:)`` does, setting its `progress`
    /// (animated unless `animated` is false) 60 times a second at most, only when it changed.
    ///
    /// ```swift
    /// progressView.follow(downloadOf: task)
    /// ```
    public func follow(_ progress: Progress, animated: Bool = true) {
        ProgressFollowing.start(on: self, read: { ProgressReading(progress) }) { $0.setProgress(Float($1), animated: animated) }
    }

    /// Follows a task's upload, as AFNetworking's `setProgressWithUploadProgressOfTask:animated:`
    /// did, until the task completes, fails or is cancelled, or this view goes.
    public func follow(uploadOf task: URLSessionTask, animated: Bool = true) {
        ProgressFollowing.start(on: self, read: { ProgressFollowing.upload(of: task) }) { $0.setProgress(Float($1), animated: animated) }
    }

    /// Follows a task's download, as AFNetworking's `setProgressWithDownloadProgressOfTask:animated:`
    /// did, until the task completes, fails or is cancelled, or this view goes.
    public func follow(downloadOf task: URLSessionTask, animated: Bool = true) {
        ProgressFollowing.start(on: self, read: { ProgressFollowing.download(of: task) }) { $0.setProgress(Float($1), animated: animated) }
    }

    /// Stops following, and lets go of what was followed; the bar keeps what it shows.
    public func stopFollowing() {
        ProgressFollowing.stop(on: self)
    }
}

/// Connects a view to its `ProgressFollower`.
@MainActor
enum ProgressFollowing {
    /// The associated object's key: the address of a literal, fixed for the process.
    private static let key: StaticString = "StatusHUD.ProgressFollower"

    static func start<View: UIView>(on view: View, read: @escaping @MainActor () -> ProgressReading,
                                    show: @escaping @MainActor (View, Double) -> Void) {
        stop(on: view)
        let follower = ProgressFollower(scheduler: DispatchScheduler(), read: read) { [weak view] fraction in
            guard let view else { return false }
            show(view, fraction)
            return true
        }
        guard follower.isFollowing else { return }      // it ended at its first reading
        objc_setAssociatedObject(view, UnsafeRawPointer(key.utf8Start), follower, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    static func stop(on view: UIView) {
        let pointer = UnsafeRawPointer(key.utf8Start)
        (objc_getAssociatedObject(view, pointer) as? ProgressFollower)?.stop()
        objc_setAssociatedObject(view, pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    static func upload(of task: URLSessionTask) -> ProgressReading {
        ProgressReading.transfer(completed: task.countOfBytesSent, expected: task.countOfBytesExpectedToSend,
                                 state: state(of: task), error: error(of: task))
    }

    static func download(of task: URLSessionTask) -> ProgressReading {
        ProgressReading.transfer(completed: task.countOfBytesReceived, expected: task.countOfBytesExpectedToReceive,
                                 state: state(of: task), error: error(of: task))
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
