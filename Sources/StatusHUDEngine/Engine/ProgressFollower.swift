import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Dispatch
import Foundation

/// Follows a source of progress for what shows it (a ring, a progress bar, the HUD's binding): it
/// learns of changes from the source itself (``ProgressSource``), reads it on the main actor at
/// most once a display frame, hands each new reading on, and stops, letting go of the source, when
/// the source finishes, fails or is cancelled, when what shows it is gone, or when told to.
///
/// When it runs:
/// - Nothing changes: nothing runs. No timer, no hop to the main queue.
/// - A change (from any thread) arms one hop to the main queue; changes before the next frame tick
///   arm nothing more. The hop reads the source at once, and arms a tick one frame later; the tick
///   reads again if anything changed meanwhile (and arms the next), or disarms if nothing did. So a
///   flood costs one main-queue wake-up a frame, and one change costs two.
/// - While not shown (``isShown`` false: out of a window, the app in the background, a HUD off
///   screen) nothing is drawn, and changes are coalesced to at most one look a second, which only
///   asks whether the source has ended (``unseenInterval``); once shown again it reads once.
///   Why look at all: a HUD bound to a transfer must still reach its success or dismissal, and
///   run their completions, while the app is away. Why not at every change: a download's KVO
///   fires per packet, and hopping for each costs more main-thread wake-ups than drawing did.
///   Nothing changing still costs nothing; an end is seen at most a second late.
/// - A paused source (a suspended task, a paused `Progress`) is shown as it is; it posts no changes
///   while paused, so nothing runs until it resumes.
/// - A source that cannot tell of changes (Foundation on Linux has no key-value observing) is read
///   once a frame while shown and not ended, as before.
///
/// The owner (the view, the binding) keeps its follower; the follower keeps the source and its
/// observation only until the source ends or it stops, and holds the owner weakly through `show`.
/// Its pending hop and tick hold it weakly, so an owner that goes takes its follower, the
/// observation and the source along.
@MainActor
package final class ProgressFollower {
    /// The shortest time between two readings: one frame at 60 frames per second.
    static let interval: TimeInterval = 1.0 / 60

    /// The shortest time between two looks at a source while not shown, which only ask whether it
    /// has ended: one second.
    static let unseenInterval: TimeInterval = 1

    /// Hands a body to the main queue from any thread.
    package typealias Hop = @Sendable (_ body: @escaping @MainActor @Sendable () -> Void) -> Void

    /// How many times any follower woke on the main actor (a hop arrived, a tick fired), for the
    /// package's benchmarks.
    package private(set) static var wakeUps = 0

    /// The live hop: `DispatchQueue.main.async`.
    nonisolated static let mainQueueHop: Hop = { body in DispatchQueue.main.async { body() } }

    /// What the source's observers share across threads: whether a change has come since the last
    /// reading, and whether a hop or a tick is armed (then a change arms nothing).
    private final class Signal: Sendable {
        private let state = Locked<(changed: Bool, armed: Bool)>((false, false))
        private let hop: Hop
        /// Called on the main actor by the hop; set once, before any change can come.
        nonisolated(unsafe) var arrived: (@MainActor @Sendable () -> Void)?

        package init(hop: @escaping Hop) {
            self.hop = hop
        }

        /// A change, from any thread: arms a hop unless one is armed.
        func raise() {
            let arm = state.withLock { state -> Bool in
                state.changed = true
                guard !state.armed else { return false }
                state.armed = true
                return true
            }
            if arm, let arrived { hop(arrived) }
        }

        /// Takes the change flag; with no change, disarms (the next change arms a hop again).
        func takeChange() -> Bool {
            state.withLock { state in
                defer { state.changed = false }
                if !state.changed { state.armed = false }
                return state.changed
            }
        }

    }

    private var source: ProgressSource?
    private var observation: [AnyObject]?
    /// Whether the source cannot tell of its changes, so each frame tick reads it.
    private var polls = false
    private let show: @MainActor (ProgressReading) -> Bool
    private let ended: @MainActor (ProgressReading.State) -> Void
    private let scheduler: any Scheduler
    private let signal: Signal
    private var tick: ScheduledTimer?
    private var shown: ProgressReading?
    /// Whether what shows the progress can be seen: in a window, the app in the foreground.
    private(set) var isShown = true

    /// Starts following at once: the first reading is made now. `show` gets each reading that
    /// differs from the last, and returns false when what it draws into is gone; `ended` hears how
    /// the source ended (not called when stopped by ``stop()`` or by `show` returning false).
    package init(scheduler: any Scheduler, source: ProgressSource, hop: @escaping Hop = ProgressFollower.mainQueueHop,
         show: @escaping @MainActor (ProgressReading) -> Bool,
         ended: @escaping @MainActor (ProgressReading.State) -> Void = { _ in }) {
        self.scheduler = scheduler
        self.source = source
        self.show = show
        self.ended = ended
        signal = Signal(hop: hop)
        signal.arrived = { [weak self] in self?.hopArrived() }
        let signal = signal
        observation = source.observe { signal.raise() }
        polls = observation == nil
        read()
        if polls { armTick() }
    }

    /// Whether the source is still followed.
    package var isFollowing: Bool { source != nil }

    /// Whether a frame tick is armed (for tests).
    var isArmed: Bool { tick != nil }

    /// Says whether what shows the progress can be seen. Hidden, nothing is drawn and changes are
    /// looked at once a second for an end only; shown again, the source is read once (and then
    /// followed as before).
    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        guard isFollowing else { return }
        tick?.cancel()
        tick = nil
        if shown {
            _ = signal.takeChange()
            read()
            if isFollowing { armTick() }
        } else if polls || signal.takeChange() {
            // A change not read yet: looked at now, then at most once a second.
            lookForEnd()
            if isFollowing { armTick() }
        }
    }

    /// Says where what shows the progress is (what a view's glue hears from its platform): it can
    /// be seen in a window whose scene is not in the background; a window with no scene (`nil`)
    /// counts as in the foreground, since nothing says otherwise.
    package func viewMoved(inWindow: Bool, sceneInBackground: Bool?) {
        setShown(inWindow && sceneInBackground != true)
    }

    /// Stops following and lets go of the source and its observation.
    package func stop() {
        // The observations go before the source, so a `Progress` whose last reference is
        // `source` is never freed while still observed (older systems crash on that).
        observation = nil
        source = nil
        tick?.cancel()
        tick = nil
    }

    /// The hop a change armed.
    private func hopArrived() {
        Self.wakeUps &+= 1
        // A tick armed reads the change.
        guard isFollowing, tick == nil else { return }
        frameTick()
    }

    /// Reads if anything changed since the last reading (always, for a source that cannot tell),
    /// and arms the next tick; with nothing changed, disarms. Hidden, it only looks for an end.
    private func frameTick() {
        tick = nil
        guard isFollowing else { return }
        guard polls || signal.takeChange() else { return }
        if isShown { read() } else { lookForEnd() }
        if isFollowing { armTick() }
    }

    private func armTick() {
        tick = scheduler.schedule(after: isShown ? Self.interval : Self.unseenInterval) { [weak self] in
            Self.wakeUps &+= 1
            self?.frameTick()
        }
    }

    /// Reads the source, hidden, and acts on it only if it has ended (a fraction is not drawn).
    private func lookForEnd() {
        guard let reading = source?.read(), reading.state.hasEnded else { return }
        take(reading)
    }

    private func read() {
        guard let source else { return }
        take(source.read())
    }

    private func take(_ reading: ProgressReading) {
        if reading != shown {
            shown = reading
            guard show(reading) else { return stop() }
        }
        if reading.state.hasEnded {
            stop()
            ended(reading.state)
        }
    }
}
