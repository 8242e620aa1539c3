import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Orders the engine's work so that every notification and completion is delivered while the
/// state it announces holds.
///
/// - A **step** is one change of the engine's state (a call, a timer, a presenter's report). Its
///   notifications are posted as soon as its body is over, before anything else happens; its
///   completions join one queue, in the order they arose.
/// - Work asked for *inside* a step's body (a presenter reporting from within `show`, say) waits
///   until the step and its effects are over, then runs as a step of its own, in order.
/// - A call made by code an effect runs (a notification observer, a completion) takes effect at
///   that moment: it runs as a step at once, and its notifications are posted at once, inside the
///   observer's call, as `NotificationCenter` delivers a post made inside an observer. Its
///   completions queue behind those already waiting.
/// - The queue of completions is run, in order, by the outermost delivery, after its
///   notifications. A completion never runs inside the call that registered it: it is held, with
///   every completion after it, until the next turn of the main queue. Notifications are never held.
///
/// Every queue here is read front to back once: delivering `n` effects takes time linear in `n`.
///
/// Its stored properties are `@exclusivity(unchecked)`, as the engine's are (see ``Engine``): every
/// call of the API runs a step, and the runtime's access checks were a large share of a step.
@MainActor
package final class StepRunner {
    package typealias Completion = @MainActor @Sendable () -> Void

    /// What a step runs: a call of the API, applied by ``target`` (a value: running it allocates
    /// nothing), or a body of the engine's own (a timer firing, a presenter's report).
    enum Work {
        case call(Call)
        case body((_ call: Int) -> Void)
    }

    /// What applies calls: the engine. Its own steps pass it in (see ``run(_:on:)``), so that a
    /// step loads no weak reference; only the release of held completions reads this one.
    @exclusivity(unchecked) weak var target: (any StepTarget)?
    private let scheduler: any Scheduler
    private let delivery: any EffectDelivery
    @exclusivity(unchecked) private var isInStepBody = false
    /// The notifications of the step whose body is running.
    @exclusivity(unchecked) private var notifications: [(name: Notification.Name, status: String?)] = []
    /// Completions waiting to run, in order, with the call that registered each (0: none); read
    /// from `nextCompletion`.
    @exclusivity(unchecked) private var completions: [(body: Completion, registeredIn: Int)] = []
    @exclusivity(unchecked) private var nextCompletion = 0
    /// Steps asked for inside a step's body, with the call each belongs to; read from `nextDeferred`.
    @exclusivity(unchecked) private var deferred: [(work: Work, call: Int)] = []
    @exclusivity(unchecked) private var nextDeferred = 0
    /// Whether a step runs, or deferred steps are run: only the outermost call runs deferred steps.
    @exclusivity(unchecked) private var isRunning = false
    /// How many deliveries are under way: only the outermost one runs completions.
    @exclusivity(unchecked) private var deliveryDepth = 0
    @exclusivity(unchecked) private var lastCall = 0
    /// The calls that have not returned yet, innermost last.
    @exclusivity(unchecked) private var activeCalls: [Int] = []
    /// Whether the completions from `nextCompletion` on wait for the next turn of the main queue.
    @exclusivity(unchecked) private var isHolding = false
    @exclusivity(unchecked) private var releaseTimer: ScheduledTimer?

    package init(scheduler: any Scheduler, delivery: any EffectDelivery = LiveDelivery()) {
        self.scheduler = scheduler
        self.delivery = delivery
    }

    /// Whether a release of held completions is scheduled.
    var hasPendingRelease: Bool {
        releaseTimer.map { !$0.isCancelled } ?? false
    }

    /// Whether completions are waiting to run (held for the next turn of the main queue, or queued
    /// behind a delivery under way).
    var hasWaitingCompletions: Bool {
        nextCompletion < completions.count
    }

    /// Applies `call` as a step of `target` (the runner's ``target``).
    func run(_ call: consuming Call, on target: any StepTarget) {
        run(.call(consume call), on: target)
    }

    /// Runs `body` as a step of `target` (the runner's ``target``), with the number of the call it
    /// belongs to (for ``complete(_:registeredIn:)``).
    func run(on target: any StepTarget, _ body: @escaping (_ call: Int) -> Void) {
        run(.body(body), on: target)
    }

    private func run(_ work: consuming Work, on target: any StepTarget) {
        if isInStepBody {
            deferred.append((work, activeCalls.last ?? 0))
            return
        }
        lastCall += 1
        let call = lastCall
        activeCalls.append(call)
        defer { activeCalls.removeLast() }
        guard !isRunning else {
            perform(work, call: call, target: target)
            return
        }
        isRunning = true
        defer {
            isRunning = false
            target.stepsEnded()
        }
        perform(work, call: call, target: target)
        guard !deferred.isEmpty else { return }
        while nextDeferred < deferred.count {
            let next = deferred[nextDeferred]
            nextDeferred += 1
            perform(next.work, call: next.call, target: target)
        }
        deferred.removeAll(keepingCapacity: true)
        nextDeferred = 0
    }

    /// Posts `name` once the running step's body is over.
    package func post(_ name: Notification.Name, status: String?) {
        notifications.append((name, status))
    }

    /// Runs `completion` once the running step is over and the completions before it have run, or
    /// on the next turn of the main queue if call `registeredIn` has not returned by then (0: no
    /// call registered it).
    func complete(_ completion: @escaping Completion, registeredIn call: Int = 0) {
        completions.append((completion, call))
    }

    private func perform(_ work: consuming Work, call: Int, target: any StepTarget) {
        isInStepBody = true
        switch consume work {
        case .call(let applied): target.applyStep(applied, call: call)
        case .body(let body): body(call)
        }
        isInStepBody = false
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        if !notifications.isEmpty {
            // Taken, not copied: the next step starts from an empty list without reallocating this one.
            var posting: [(name: Notification.Name, status: String?)] = []
            swap(&posting, &notifications)
            for (name, status) in posting { delivery.post(name, status: status) }
        }
        guard deliveryDepth == 1, nextCompletion < completions.count else { return }
        runCompletions()
    }

    /// Runs the waiting completions in order, until one must wait for the next turn.
    private func runCompletions() {
        while !isHolding, nextCompletion < completions.count {
            let next = completions[nextCompletion]
            if activeCalls.contains(next.registeredIn) {
                isHolding = true
                break
            }
            nextCompletion += 1
            delivery.run(next.body)
        }
        if nextCompletion == completions.count {
            completions.removeAll(keepingCapacity: true)
            nextCompletion = 0
        }
        guard isHolding, !hasPendingRelease else { return }
        releaseTimer = scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            // Every completion waiting now was registered by a call that has returned.
            for index in nextCompletion..<completions.count { completions[index].registeredIn = 0 }
            isHolding = false
            if let target { run(on: target) { _ in } } else { runCompletions() }
        }
    }
}
