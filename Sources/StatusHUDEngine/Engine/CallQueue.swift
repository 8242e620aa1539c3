import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Dispatch
import Foundation

/// Hands calls from any thread to the main queue, in order, without flooding it.
///
/// - A call made on the main queue is applied before it returns (after any calls still waiting,
///   so that nothing that happened before it is applied after it).
/// - Calls from other threads wait in one first-in-first-out list, so the calls of each thread
///   keep their order. At most one hop to the main queue is pending at any time, and hops are at
///   least one display frame (1/120 s) apart: one hop applies everything that has arrived.
/// - The newest waiting calls are merged wherever fewer calls have the same effect (see
///   ``Call/append(_:to:)``): a progress update replaces the show before it, pops add up,
///   dismissals join. So a flood of progress updates keeps one waiting call, and the backlog holds
///   what must still happen (completions, above all) rather than every call made.
/// - A flood that merging cannot shrink (results and completions from many threads) is slowed,
///   not refused: a thread that adds a call while more than ``backlogLimit`` wait pauses for a
///   moment, at most a millisecond, before going on. The main queue then gets the processor it
///   needs to catch up, and the backlog (memory, and the time until the last call is applied)
///   stays bounded. The pause never waits for the main queue, so a thread the main queue is
///   itself waiting for cannot deadlock here.
/// - Calls that wait keep what they were made on (``submit(_:keeping:)``): a HUD let go of
///   right after a call from another thread still gets the call, then keeps itself while it is
///   busy (``Engine/keeper``). So no call to a HUD is dropped because its app let go of it.
package final class CallQueue: Sendable {
    /// The shortest time between two hops: one frame at 120 frames per second.
    static let minimumHopInterval: UInt64 = 1_000_000_000 / 120

    private struct State {
        var waiting: [Call] = []
        var hopIsPending = false
        var lastHopTime: UInt64 = 0
        var hopsRequested = 0
        var hopCount = 0
        var peakWaiting = 0
    }

    /// How many calls may wait before a thread that adds one pauses.
    package static let backlogLimit = 32_768

    private let state = Locked(State())
    private let limit: Int
    /// One short pause of a thread that adds a call to a long backlog.
    private let pause: @Sendable () -> Void
    /// What applies a call, callable where the main queue has been checked; it is given the owner
    /// the call was submitted with (see ``Applier``).
    ///
    /// A call made on the main queue is applied in place. `MainActor.assumeIsolated` would do the
    /// check and the call, but it allocates a closure context on every use (measured: one heap
    /// allocation per call, the only one left on the path); so the queue checks the main queue
    /// itself (`MainQueue.isCurrent`, what `assumeIsolated` checks) and calls the main-actor
    /// function through a nonisolated view of it. A synchronous function's isolation is not part
    /// of its calling convention, so the two have the same representation.
    private let applyOnMainQueue: @Sendable (consuming Call, _ owner: UnsafeRawPointer?) -> Void

    /// Applies a call on the main actor, given the address of the owner it was submitted with
    /// (`nil` if none). The owner is alive for the whole call (its caller holds it, or the hop that
    /// applies it does), so the applier can reach what it serves through it without a weak load
    /// or a retain; an address, not a reference, so that passing it retains nothing either.
    package typealias Applier = @MainActor @Sendable (consuming Call, _ owner: UnsafeRawPointer?) -> Void

    /// Creates a queue that applies each call with `apply` on the main actor; a thread that adds a
    /// call while more than `backlogLimit` wait runs `pause` (50 µs of sleep) up to 20 times, until
    /// the backlog is back under the limit.
    package convenience init(apply: @escaping @MainActor @Sendable (consuming Call) -> Void, backlogLimit: Int = CallQueue.backlogLimit,
                 pause: @escaping @Sendable () -> Void = { usleep(50) }) {
        self.init(applier: { call, _ in apply(call) }, backlogLimit: backlogLimit, pause: pause)
    }

    /// Creates a queue that applies each call with `applier`, given the owner the call was
    /// submitted with; otherwise as ``init(apply:backlogLimit:pause:)``.
    package init(applier: @escaping Applier, backlogLimit: Int = CallQueue.backlogLimit,
                 pause: @escaping @Sendable () -> Void = { usleep(50) }) {
        applyOnMainQueue = unsafeBitCast(applier, to: (@Sendable (consuming Call, UnsafeRawPointer?) -> Void).self)
        limit = backlogLimit
        self.pause = pause
    }

    /// How many hops to the main queue this queue has made.
    package var hopCount: Int {
        state.withLock { $0.hopCount }
    }

    /// The most calls that have waited at once since this queue was made (or since the last
    /// ``resetPeakWaiting()``).
    package var peakWaiting: Int {
        state.withLock { $0.peakWaiting }
    }

    package func resetPeakWaiting() {
        state.withLock { $0.peakWaiting = $0.waiting.count }
    }

    /// How many hops have been handed to the main queue but have not started yet.
    var hopsInFlight: Int {
        state.withLock { $0.hopsRequested - $0.hopCount }
    }

    /// Applies `call` now when on the main queue, or on the main queue soon otherwise; `owner`, the
    /// HUD the call was made on, is kept alive until the calls waiting with it have been applied.
    package func submit(_ call: consuming Call, keeping owner: (any AnyObject & Sendable)? = nil) {
        if MainQueue.isCurrent {
            applyWaitingCalls(owner)
            applyOnMainQueue(call, Self.address(of: owner))
            return
        }
        let (hopDelay, backlog): (UInt64?, Int) = state.withLock { state in
            Call.append(call, to: &state.waiting)
            let backlog = state.waiting.count
            state.peakWaiting = max(state.peakWaiting, backlog)
            guard !state.hopIsPending else { return (nil, backlog) }
            state.hopIsPending = true
            state.hopsRequested += 1
            let now = DispatchTime.now().uptimeNanoseconds
            let earliest = state.lastHopTime &+ Self.minimumHopInterval
            return (state.lastHopTime == 0 || now >= earliest ? 0 : earliest - now, backlog)
        }
        if backlog > limit { slowDown() }
        guard let hopDelay else { return }
        // The hop keeps the owner: every call waiting was made on it (a queue serves one HUD), and
        // a call arriving once this hop has begun schedules a hop of its own.
        if hopDelay == 0 {
            DispatchQueue.main.async { self.hop(keeping: owner) }
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(hopDelay))) {
                self.hop(keeping: owner)
            }
        }
    }

    /// Pauses the calling thread (never the main one) while the backlog is over the limit, at most
    /// 20 times.
    private func slowDown() {
        for _ in 0..<20 {
            pause()
            if state.withLock({ $0.waiting.count }) <= limit { return }
        }
    }

    /// Runs `body` on the main actor once every call submitted before it has been applied.
    package func afterPendingCalls(_ body: @escaping @MainActor @Sendable () -> Void) {
        submit(.perform(body))
    }

    /// One hop: applies every call waiting, with `owner` (the hop holds it) as their owner.
    @MainActor
    private func hop(keeping owner: (any AnyObject & Sendable)?) {
        state.withLock { state in
            state.hopIsPending = false
            state.lastHopTime = DispatchTime.now().uptimeNanoseconds
            state.hopCount += 1
        }
        applyWaitingCalls(owner)
    }

    /// Applies the calls waiting now, with `owner` as their owner (every call waiting was made on
    /// the HUD this queue serves); calls that arrive meanwhile wait for the next hop. Only on the
    /// main queue: a debug build stops here otherwise (internal, not private, so a test can call it
    /// off the main queue and see the process stop).
    func applyWaitingCalls(_ owner: (any AnyObject & Sendable)? = nil) {
        assert(MainQueue.isCurrent, "CallQueue applies calls only on the main queue")
        // Taken, not copied; and nothing is swapped when nothing waits, as on every call made on
        // the main queue.
        var calls: [Call] = []
        state.withLock { state in
            if !state.waiting.isEmpty { swap(&calls, &state.waiting) }
        }
        guard !calls.isEmpty else { return }
        let owner = Self.address(of: owner)
        for call in calls { applyOnMainQueue(call, owner) }
    }

    private static func address(of owner: (any AnyObject & Sendable)?) -> UnsafeRawPointer? {
        owner.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    }
}
