import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A source of progress a test sets and signals, as key-value observing would on Apple platforms:
/// `reading` is what it says when read, `signal()` tells its follower it changed.
@MainActor
final class FakeProgressSource {
    /// What keeps the observation going; its release stops it.
    final class Observation {
        let isLive: Locked<Bool>
        init(_ isLive: Locked<Bool>) {
            self.isLive = isLive
            isLive.withLock { $0 = true }
        }
        deinit { isLive.withLock { $0 = false } }
    }

    var reading: ProgressReading
    private(set) var reads = 0
    private let observed = Locked(false)
    /// Whether the follower still holds the observation.
    var isObserved: Bool { observed.withLock { $0 } }
    private var changed: (@Sendable () -> Void)?

    init(_ reading: ProgressReading = ProgressReading(fraction: 0, state: .running)) {
        self.reading = reading
    }

    /// The source a follower is given; it holds this fake strongly, as a real one holds its `Progress`.
    var source: ProgressSource {
        ProgressSource(read: { [self] in
            reads += 1
            return reading
        }, observe: { [self] changed in
            self.changed = changed
            return [Observation(observed)]
        })
    }

    /// Says the source changed (what a KVO callback does), from the main actor.
    func signal() {
        if isObserved { changed?() }
    }

    /// The `changed` the follower handed over, for calling from other threads.
    var changedHandler: (@Sendable () -> Void)? { changed }
}

/// Hops a test runs when it likes: each one handed over is kept, in order, until ``runAll()``.
final class TestHops: Sendable {
    private let bodies = Locked<[@MainActor @Sendable () -> Void]>([])
    private let total = Locked(0)

    /// The hop to give a follower.
    var hop: ProgressFollower.Hop {
        { [self] body in
            bodies.withLock { $0.append(body) }
            total.withLock { $0 += 1 }
        }
    }

    /// How many hops were ever handed over.
    var count: Int { total.withLock { $0 } }

    /// Runs the hops handed over so far (and any they hand over).
    @MainActor
    func runAll() {
        while let next = bodies.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            next()
        }
    }
}
