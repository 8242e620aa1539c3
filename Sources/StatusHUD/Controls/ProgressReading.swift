import Foundation

/// What a followed source of progress says at one reading: how far it is, and whether it is still
/// running. ``ProgressFollower`` reads one at display rate.
struct ProgressReading: Equatable {
    /// Whether the source still runs, and how it ended if not.
    enum State: Equatable {
        case running
        case finished
        case failed
        case cancelled
    }

    /// How far, 0…1; `nil` when the source cannot say (an unknown total).
    var fraction: Double?
    var state: State

    init(fraction: Double?, state: State) {
        self.fraction = fraction.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        self.state = state
    }

    /// A `Progress`: cancelled, finished (or at 1), or running at its fraction; an indeterminate
    /// one (a total not known yet) runs with no fraction, whatever `isFinished` says of it
    /// (Foundation on Linux calls one with nothing done of a total of -1 finished).
    init(_ progress: Progress) {
        if progress.isCancelled {
            self.init(fraction: nil, state: .cancelled)
        } else if progress.isIndeterminate {
            self.init(fraction: nil, state: .running)
        } else if progress.isFinished || progress.fractionCompleted >= 1 {
            self.init(fraction: 1, state: .finished)
        } else {
            self.init(fraction: progress.fractionCompleted, state: .running)
        }
    }

    /// A task's state, as `URLSessionTask.State`.
    enum TaskState: Equatable {
        case running, suspended, canceling, completed
    }

    /// One direction of a `URLSessionTask`'s transfer: `completed` bytes of `expected`
    /// (`countOfBytesSent`/`countOfBytesExpectedToSend` for an upload, `…Received`/`…ExpectedToReceive`
    /// for a download), the task's state, and whether it completed with an error and whether that
    /// error is `NSURLErrorCancelled`.
    ///
    /// An expected count of 0 or less (`NSURLSessionTransferSizeUnknown` is -1) gives no fraction,
    /// since nothing can be said about how far; a completed count beyond the expected one is 1.
    /// A task completed without an error has finished (at 1, whatever the counts said); with
    /// `NSURLErrorCancelled`, or while canceling, it was cancelled; with any other error, it failed.
    static func transfer(completed: Int64, expected: Int64, state: TaskState, error: TaskError?) -> ProgressReading {
        let fraction = expected > 0 ? Double(Swift.max(completed, 0)) / Double(expected) : nil
        switch state {
        case .running, .suspended:
            return ProgressReading(fraction: fraction, state: .running)
        case .canceling:
            return ProgressReading(fraction: fraction, state: .cancelled)
        case .completed:
            switch error {
            case nil: return ProgressReading(fraction: 1, state: .finished)
            case .cancelled?: return ProgressReading(fraction: fraction, state: .cancelled)
            case .other?: return ProgressReading(fraction: fraction, state: .failed)
            }
        }
    }

    /// How a task's error counts.
    enum TaskError: Equatable {
        /// `NSURLErrorCancelled`.
        case cancelled
        case other
    }
}
