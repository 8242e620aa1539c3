import Foundation

/// Follows a source of progress for a view that shows it (a ring, a progress bar): reads it at
/// display rate on the main actor, from the scheduler's timer rather than from KVO callbacks on
/// whatever queue the task reports on, hands each new fraction to the view, and stops — letting go
/// of the source — when the source finishes, fails or is cancelled, when the view is gone, or when
/// told to.
///
/// The view keeps its follower; the follower keeps the source only until it ends, and holds the
/// view weakly through `show`. Its next reading holds the follower weakly, so a view that goes
/// takes its follower, and with it the source, along.
@MainActor
final class ProgressFollower {
    /// How often the source is read: 60 times a second.
    static let interval: TimeInterval = 1.0 / 60

    private var read: (@MainActor () -> ProgressReading)?
    private let show: @MainActor (_ fraction: Double) -> Bool
    private let ended: @MainActor (ProgressReading.State) -> Void
    private let scheduler: any Scheduler
    private var timer: ScheduledTimer?
    private var shown: Double?

    /// Starts following at once (the first reading is made now). `show` gets each new fraction and
    /// returns false when the view it draws into is gone; `ended` hears how the source ended (not
    /// called when stopped by ``stop()`` or by the view going).
    init(scheduler: any Scheduler, read: @escaping @MainActor () -> ProgressReading,
         show: @escaping @MainActor (_ fraction: Double) -> Bool,
         ended: @escaping @MainActor (ProgressReading.State) -> Void = { _ in }) {
        self.scheduler = scheduler
        self.read = read
        self.show = show
        self.ended = ended
        tick()
    }

    /// Whether the source is still followed.
    var isFollowing: Bool { read != nil }

    /// Stops following and lets go of the source.
    func stop() {
        read = nil
        timer?.cancel()
        timer = nil
    }

    private func tick() {
        guard let read else { return }
        let reading = read()
        if let fraction = reading.fraction, fraction != shown {
            shown = fraction
            guard show(fraction) else { return stop() }
        }
        guard reading.state == .running else {
            stop()
            ended(reading.state)
            return
        }
        timer = scheduler.schedule(after: Self.interval) { [weak self] in self?.tick() }
    }
}
