import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// What a followed source of progress says at one reading: how far it is, and whether it still
/// runs, is paused, or how it ended. ``ProgressFollower`` reads one each time the source tells it
/// of a change (at most once a display frame).
///
/// The end states are decided here, once, for the HUD's binding and the views alike:
/// - a `Progress` is cancelled when `isCancelled`; finished when `isFinished` or at 1; paused when
///   `isPaused` (shown where it is; nothing is read until it tells of a change, such as its resume);
///   an indeterminate one (a total not known yet) runs with no fraction. A `Progress` cannot fail:
///   work that failed and leaves its progress where it was is followed, at no cost, until the
///   view or the HUD moves on.
/// - a `URLSessionTask` is paused while `.suspended`; cancelled while `.canceling` or once completed
///   with `NSURLErrorCancelled`; failed once completed with any other error; finished once
///   completed without one (at 1, whatever its counts said).
package struct ProgressReading: Equatable {
    /// Whether the source still runs, and how it ended if not.
    package enum State: Equatable {
        case running
        /// Suspended or paused: not an end. It is shown as it is, and nothing is read until the
        /// source tells of a change.
        case paused
        case finished
        case failed
        case cancelled

        /// Whether the source has ended: following it is over.
        var hasEnded: Bool {
            switch self {
            case .running, .paused: false
            case .finished, .failed, .cancelled: true
            }
        }
    }

    /// How far, 0…1; `nil` when the source cannot say (an unknown total).
    package var fraction: Double?
    package var state: State

    package init(fraction: Double?, state: State) {
        self.fraction = fraction.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        self.state = state
    }

    /// A `Progress`: cancelled, finished (or at 1), paused at its fraction, or running at it; an
    /// indeterminate one (a total not known yet) has no fraction, whatever `isFinished` says of it
    /// (Foundation on Linux calls one with nothing done of a total of -1 finished).
    package init(_ progress: Progress) {
        self.init(cancelled: progress.isCancelled, paused: progress.isPaused, indeterminate: progress.isIndeterminate,
                  finished: progress.isFinished, fraction: progress.fractionCompleted)
    }

    /// What ``init(_:)`` reads of a `Progress`, and what it makes of it.
    package init(cancelled: Bool, paused: Bool, indeterminate: Bool, finished: Bool, fraction: Double) {
        if cancelled {
            self.init(fraction: nil, state: .cancelled)
        } else if indeterminate {
            self.init(fraction: nil, state: paused ? .paused : .running)
        } else if finished || fraction >= 1 {
            self.init(fraction: 1, state: .finished)
        } else {
            self.init(fraction: fraction, state: paused ? .paused : .running)
        }
    }

    /// A task's state, as `URLSessionTask.State`.
    enum TaskState: Equatable {
        case running, suspended, canceling, completed
    }

    /// How a task's error counts.
    enum TaskError: Equatable {
        /// `NSURLErrorCancelled`.
        case cancelled
        case other
    }

    /// One direction of a `URLSessionTask`'s transfer: `completed` bytes of `expected`
    /// (`countOfBytesSent`/`countOfBytesExpectedToSend` for an upload, `…Received`/`…ExpectedToReceive`
    /// for a download), the task's state, and whether it completed with an error and whether that
    /// error is `NSURLErrorCancelled`.
    ///
    /// An expected count of 0 or less (`NSURLSessionTransferSizeUnknown` is -1) gives no fraction,
    /// since nothing can be said about how far; a completed count beyond the expected one is 1.
    static func transfer(completed: Int64, expected: Int64, state: TaskState, error: TaskError?) -> ProgressReading {
        let fraction = expected > 0 ? Double(Swift.max(completed, 0)) / Double(expected) : nil
        return task(ProgressReading(fraction: fraction, state: .running), state: state, error: error)
    }

    /// A task whose `progress` reads `progress`: the task's state and error decide how it stands
    /// (see the type's summary), the progress how far it is while it runs.
    static func task(_ progress: ProgressReading, state: TaskState, error: TaskError?) -> ProgressReading {
        switch state {
        case .running:
            return progress.state == .cancelled ? progress : ProgressReading(fraction: progress.fraction, state: .running)
        case .suspended:
            return ProgressReading(fraction: progress.fraction, state: .paused)
        case .canceling:
            return ProgressReading(fraction: progress.fraction, state: .cancelled)
        case .completed:
            switch error {
            case nil: return ProgressReading(fraction: 1, state: .finished)
            case .cancelled?: return ProgressReading(fraction: progress.fraction, state: .cancelled)
            case .other?: return ProgressReading(fraction: progress.fraction, state: .failed)
            }
        }
    }
}
