import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A check that failed in a model run.
struct ModelFailure: Equatable {
    /// Which check failed ("delivered", "content", "will/did pairing", …).
    let check: String
    let message: String
    /// The index of the action after which it failed.
    let step: Int
}

/// Runs one sequence of actions against a fresh engine (virtual clock, a recording presenter that
/// reports when the sequence says so, and in some configurations also at once inside the call)
/// and against the ``ReferenceModel``, comparing them after every action and checking invariants
/// of the engine alone; then dismisses and drives the HUD until hidden, and checks that nothing is
/// left over.
@MainActor
final class ModelRun {
    private(set) var failure: ModelFailure?
    /// Every action performed, the closing ones (final dismiss and drain) included.
    private(set) var performed: [ModelAction] = []

    private(set) var model: ReferenceModel
    private let scheduler = ObservedScheduler()
    private var clock: VirtualScheduler { scheduler.clock }
    private let presenter = RecordingPresenter()
    /// The two pieces of work (operations or bound progresses) a sequence can run at once.
    private let owners = [WorkOwner(), WorkOwner()]
    private let engine: Engine
    private let log: EventLog
    /// Whether the engine's timer counts are compared and checked (`liveTimerCount`, the clock's
    /// pending timers); without, only what the HUD shows and delivers is.
    private var checksTimers = true
    private let image = TestImage.make()

    private var registeredCompletions = 0
    private var registeredWaiters = 0
    private var waitersRan: [String] = []
    private var ranCompletions: [Int] = []
    /// The engine calls running now, innermost last (a completion may call the HUD); each has a
    /// token, and a completion remembers the token of the call that registered it.
    private var callsInProgress: [Int] = []
    private var callTokens = 0
    private var observedPhase = Engine.Phase.hidden
    /// How much of the presenter's transitions and of the log earlier actions compared or checked.
    private var comparedTransitions = 0
    private var comparedEntries = 0
    private var pairedEntries = 0
    private var lastNotification: EventLog.Entry?
    /// The one-shot observers of `observeOnce` actions, oldest first.
    private var oneShotObservers: [(name: Notification.Name, action: ModelObserverAction)] = []

    /// Runs `actions` and the closing drain; `failure` tells the first check that failed.
    @discardableResult
    static func run(
        _ actions: [ModelAction],
        configuration: ModelConfiguration,
        seededBug: SeededBug? = nil,
        checksTimers: Bool = true,
        log: EventLog
    ) -> ModelRun {
        let run = ModelRun(configuration: configuration, seededBug: seededBug, log: log)
        run.checksTimers = checksTimers
        for action in actions {
            run.perform(action)
            if run.failure != nil { return run }
        }
        run.drain()
        return run
    }

    /// Runs two sequences at once, each against a HUD of its own (``HUD.Instance``, posting as itself,
    /// observed by `logs.0` and `logs.1`), one action of each in turn, then drains both: what one
    /// HUD does must not reach the other's state, notifications or completions.
    static func runInterleaved(
        _ first: (actions: [ModelAction], configuration: ModelConfiguration),
        _ second: (actions: [ModelAction], configuration: ModelConfiguration),
        huds: (HUD.Instance, HUD.Instance), logs: (EventLog, EventLog)
    ) -> (ModelRun, ModelRun) {
        let runs = (ModelRun(configuration: first.configuration, seededBug: nil, log: logs.0, hud: huds.0),
                    ModelRun(configuration: second.configuration, seededBug: nil, log: logs.1, hud: huds.1))
        for index in 0..<max(first.actions.count, second.actions.count) {
            if index < first.actions.count, runs.0.failure == nil { runs.0.perform(first.actions[index]) }
            if index < second.actions.count, runs.1.failure == nil { runs.1.perform(second.actions[index]) }
        }
        for run in [runs.0, runs.1] where run.failure == nil { run.drain() }
        return runs
    }

    private init(configuration: ModelConfiguration, seededBug: SeededBug?, log: EventLog, hud: HUD.Instance? = nil) {
        model = ReferenceModel(configuration: configuration)
        presenter.reportsOnScreenAtOnce = configuration.presenterReportsOnScreenAtOnce
        presenter.finishesAtOnce = configuration.presenterFinishesAtOnce
        if let hud {
            let (scheduler, presenter) = (self.scheduler, self.presenter)
            hud.engine = Engine(scheduler: scheduler, presenter: presenter, delivery: LiveDelivery(sender: hud))
            engine = hud.engine
        } else {
            engine = Engine(scheduler: scheduler, presenter: presenter, delivery: seededBug.map(FaultyDelivery.init) ?? LiveDelivery())
        }
        engine.configuration = configuration.hudConfiguration
        self.log = log
        log.clear()
        // The state is checked, then the one-shot observers called, as each notification is logged.
        log.onNotification = { [weak self] name, status in
            guard let self else { return }
            checkStateAtDelivery(name, status: status)
            notifyObservers(of: name)
        }
        scheduler.afterEachFire = { [unowned self] in notePhase(after: "a timer") }
    }

    // MARK: Performing actions

    private func perform(_ action: ModelAction) {
        let index = performed.count
        performed.append(action)
        func status(_ row: Int) -> String? { ModelStatus.text(row) }
        func content(_ indicator: HUD.Indicator, _ row: Int) -> HUD.Content {
            var content = HUD.Content(indicator: .text, status: status(row))
            content.indicator = indicator          // bypasses the initializer's clamping
            return content
        }
        func startWork(_ slot: Int, grace: TimeInterval) {
            let owner = owners[slot]
            callEngine { $0.show(HUD.Content(indicator: .spinner, status: status([2, 6][slot])), kind: .progress, owner: owner, grace: grace) }
            model.workShow(HUD.Content(indicator: .spinner, status: status([2, 6][slot])), slot: slot, grace: grace)
        }
        func endWork(_ slot: Int, _ outcome: Int) {
            let owner = owners[slot]
            let status = [status(3), status(5), nil][outcome]   // statuses the model can time
            let engineOutcome: Engine.WorkOutcome = outcome == 0 ? .success(status) : outcome == 1 ? .error(status) : .dismiss
            callEngine { $0.finish(owner, with: engineOutcome) }
            model.workEnds(slot: slot, outcome: outcome, status: status)
        }
        switch action {
        case .show:
            callEngine { $0.show(HUD.Content(indicator: .spinner, status: nil), kind: .activity) }
            model.show(content(.spinner, 0), kind: .activity)
        case .showStatus(let row):
            callEngine { $0.show(HUD.Content(indicator: .spinner, status: status(row)), kind: .activity) }
            model.show(content(.spinner, row), kind: .activity)
        case .showProgress(let progress, let row):
            callEngine { $0.show(HUD.Content(indicator: .progress(progress), status: status(row)), kind: .progress) }
            let clamped = progress.isNaN ? 0 : progress < 0 ? 0 : progress > 1 ? 1 : progress
            model.show(content(.progress(clamped), row), kind: .progress)
        case .showSuccess(let row):
            callEngine { $0.show(HUD.Content(indicator: .success, status: status(row)), kind: .dismissesItself) }
            model.show(content(.success, row), kind: .dismissesItself)
        case .showError(let row):
            callEngine { $0.show(HUD.Content(indicator: .error, status: status(row)), kind: .dismissesItself) }
            model.show(content(.error, row), kind: .dismissesItself)
        case .showInfo(let row):
            callEngine { $0.show(HUD.Content(indicator: .info, status: status(row)), kind: .dismissesItself) }
            model.show(content(.info, row), kind: .dismissesItself)
        case .showImage(let row):
            callEngine { $0.show(HUD.Content(indicator: .image(self.image), status: status(row)), kind: .dismissesItself) }
            model.show(content(.image(image), row), kind: .dismissesItself)
        case .setStatus(let row):
            callEngine { $0.setStatus(status(row)) }
            model.setStatus(status(row))
        case .dismiss(let delay, let kind):
            call { engine, token in
                engine.dismiss(after: delay ?? 0, completion: kind.map { makeCompletion($0, registeredIn: token) })
            }
            model.dismiss(delay: delay ?? 0, completion: kind)
        case .popActivity:
            callEngine { $0.popActivity() }
            model.popActivity()
        case .quickWork(let slot, let outcome):
            startWork(slot, grace: 0.3)
            endWork(slot, outcome)
        case .workStarts(let slot, let grace):
            startWork(slot, grace: grace)
        case .workEnds(let slot, let outcome):
            endWork(slot, outcome)
        case .bindProgress(let slot, let value):
            let owner = owners[slot]
            callEngine { $0.show(HUD.Content(indicator: .progress(value), status: status(7 + slot)), kind: .progress, owner: owner) }
            model.workShow(HUD.Content(indicator: .progress(value), status: status(7 + slot)), slot: slot, grace: nil)
        case .progressRead(let slot, let value):
            // What ProgressBinding.show does: show only while the HUD is the binding's own.
            let owner = owners[slot]
            if engine.owner === owner, engine.phase != .hidden {
                callEngine { $0.show(HUD.Content(indicator: .progress(value), status: status(7 + slot)), kind: .progress, owner: owner) }
            }
            model.progressRead(HUD.Content(indicator: .progress(value), status: status(7 + slot)), slot: slot)
        case .waitUntilHidden:
            registeredWaiters += 1
            let name = "w\(registeredWaiters)"
            let logIt = log.completion(name)
            callEngine { engine in
                engine.whenHidden { [weak self] in
                    logIt()
                    self?.waitersRan.append(name)
                }
            }
            model.waitUntilHidden()
        case .configure(let configuration):
            callEngine { $0.configuration = configuration.hudConfiguration }
            model.configuration = configuration
        case .advance(let seconds):
            advance(by: seconds)
        case .advanceToNextTimer:
            advance(by: clock.nextFireTime.map { $0 - clock.now } ?? 1)
        case .advanceJustBeforeNextTimer:
            advance(by: clock.nextFireTime.map { max($0 - clock.now - 1.0 / 64, 0) } ?? 1)
        case .reportOnScreen(let back):
            let transition = presenter.transitions.count - 1 - back
            if transition >= 0 {
                callEngine { [presenter] _ in presenter.transitions[transition].reportOnScreen() }
                model.reportOnScreen(transition: transition)
            }
        case .reportFinished(let back):
            let transition = presenter.transitions.count - 1 - back
            if transition >= 0 {
                callEngine { [presenter] _ in presenter.transitions[transition].reportFinished() }
                model.reportFinished(transition: transition)
            }
        case .observeOnce(let notification, let action):
            oneShotObservers.append((notification.name, action))
            model.observeOnce(notification, then: action)
        }
        let liveTimers = engine.liveTimerCount
        if failure == nil { compare(after: index, liveTimers: liveTimers) }
        if failure == nil { checkInvariants(after: index, liveTimers: liveTimers) }
    }

    /// Calls the engine, remembering that the call is running (its completions must not run in it).
    private func call(_ body: (Engine, _ token: Int) -> Void) {
        callTokens += 1
        let token = callTokens
        callsInProgress.append(token)
        body(engine, token)
        callsInProgress.removeLast()
        notePhase(after: "the call")
    }

    private func callEngine(_ body: (Engine) -> Void) {
        call { engine, _ in body(engine) }
    }

    private func advance(by seconds: TimeInterval) {
        scheduler.resetFireCount()
        clock.advance(by: seconds)
        if scheduler.isTripped {
            return fail("livelock", "more than \(scheduler.fireLimit) timers fired in clock.advance(by: \(seconds)) "
                + "at t = \(clock.now)")
        }
        model.advance(by: seconds, fireLimit: scheduler.fireLimit)
    }

    /// A completion for the engine: it logs its id, checks when it runs, and makes its own call
    /// (for the kinds that call the HUD).
    private func makeCompletion(_ kind: ModelCompletion, registeredIn token: Int) -> Engine.Completion {
        registeredCompletions += 1
        let id = registeredCompletions
        let logIt = log.completion("\(id)")
        return { [weak self] in
            logIt()
            guard let self else { return }
            // Completions run once the step that released them is over: a step boundary.
            notePhase(after: "the step before completion \(id)")
            completionRan(id, registeredIn: token)
            switch kind {
            case .plain:
                break
            case .shows:
                call { engine, _ in engine.show(ModelCompletion.shownContent, kind: .activity) }
            case .showsSuccess:
                call { engine, _ in engine.show(HUD.Content(indicator: .success), kind: .dismissesItself) }
            case .dismissesWithCompletion:
                call { engine, token in engine.dismiss(after: 0, completion: makeCompletion(.plain, registeredIn: token)) }
            }
        }
    }

    private func completionRan(_ id: Int, registeredIn token: Int) {
        if callsInProgress.contains(token) {
            fail("completion inside its call", "completion \(id) ran inside the call that registered it")
        }
        if let last = ranCompletions.last, id <= last {
            fail("completion once, in order", "completion \(id) ran after completion \(last)")
        }
        ranCompletions.append(id)
    }

    /// Dismisses with a completion, then reports and advances until the HUD is hidden and quiet.
    private func drain() {
        perform(.dismiss(delay: nil, completion: .plain))
        // A completion may show the HUD again: then it is dismissed again.
        drive: for _ in 0..<30 where failure == nil {
            switch engine.phase {
            case .hidden:
                guard clock.nextFireTime != nil else { break drive }
                perform(.advanceToNextTimer)
            case .disappearing:
                perform(.reportFinished(back: 0))
            case .grace, .waitingForScreen:
                perform(.dismiss(delay: nil, completion: nil))
            case .appearing, .visible, .offScreen:
                perform(clock.nextFireTime != nil ? .advanceToNextTimer : .dismiss(delay: nil, completion: nil))
            }
        }
        guard failure == nil else { return }
        let index = performed.count - 1
        if engine.phase != .hidden {
            fail("drain", "the HUD is still \(engine.phase) after the final dismiss", at: index)
        } else if checksTimers, engine.liveTimerCount != 0 || clock.pendingCount != 0 {
            fail("no timer once hidden", "hidden and quiet, yet engine.liveTimerCount = \(engine.liveTimerCount), "
                + "clock.pendingCount = \(clock.pendingCount)", at: index)
        } else if ranCompletions != Array(1...registeredCompletions) {
            fail("completion once, in order", "registered 1…\(registeredCompletions), ran \(ranCompletions)", at: index)
        } else if waitersRan != (0..<registeredWaiters).map({ "w\($0 + 1)" }) {
            fail("waiters once, in order", "registered \(registeredWaiters) waiters, ran \(waitersRan)", at: index)
        }
    }

    /// Makes the calls of the one-shot observers waiting for `name`, oldest first.
    private func notifyObservers(of name: Notification.Name) {
        while let index = oneShotObservers.firstIndex(where: { $0.name == name }) {
            let action = oneShotObservers.remove(at: index).action
            // The notification comes once the step that posted it is over: a step boundary.
            notePhase(after: "the step that posted \(name.rawValue)")
            call { engine, _ in
                switch action {
                case .shows: engine.show(ModelCompletion.shownContent, kind: .activity)
                case .showsSuccess: engine.show(HUD.Content(indicator: .success), kind: .dismissesItself)
                case .dismisses: engine.dismiss(after: 0, completion: nil)
                case .popsActivity: engine.popActivity()
                }
            }
        }
    }

    /// Each notification is delivered while the state it announces holds: the HUD is visible and
    /// shows the status it carries during will/didAppear and willDisappear, and is hidden during
    /// didDisappear.
    private func checkStateAtDelivery(_ name: Notification.Name, status: String?) {
        let index = performed.count - 1
        if name == HUD.didDisappearNotification {
            if engine.phase != .hidden || HUD.Content?.none != engine.content {
                fail("state at delivery", "\(name.rawValue) delivered in phase \(engine.phase)", at: index)
            }
            return
        }
        let expectedPhases: [Engine.Phase] = name == HUD.willDisappearNotification ? [.disappearing] : [.appearing, .visible]
        if !engine.isVisible || !expectedPhases.contains(engine.phase) || engine.content?.status != status {
            fail("state at delivery", "\(name.rawValue)(\(status ?? "nil")) delivered in phase \(engine.phase) with "
                + "isVisible \(engine.isVisible), current \(describe(engine.content))", at: index)
        }
    }

    // MARK: Comparing with the model

    private func compare(after index: Int, liveTimers: Int) {
        let phase = engine.phase
        if phase != model.phase.enginePhase {
            return fail("phase", "engine \(phase), model \(model.phase)", at: index)
        }
        if engine.content != model.content {
            return fail("content", "engine \(describe(engine.content)), model \(describe(model.content))", at: index)
        }
        if engine.isVisible != model.isVisible {
            return fail("isVisible", "engine \(engine.isVisible), model \(model.isVisible)", at: index)
        }
        if engine.activityCount != model.activityCount {
            return fail("activity count", "engine \(engine.activityCount), model \(model.activityCount)", at: index)
        }
        // Transitions and deliveries only grow: compare what is new since the last action.
        let transitions = presenter.transitions
        if transitions.count != model.transitions.count
            || zip(transitions, model.transitions).dropFirst(comparedTransitions).contains(where: {
                $0.direction != ($1.appears ? .appear : .disappear) || $0.duration != $1.duration
            }) {
            let asked = transitions.map { ReferenceModel.Transition(appears: $0.direction == .appear, duration: $0.duration) }
            return fail("transitions", "presenter asked for \(asked), model expects \(model.transitions)", at: index)
        }
        comparedTransitions = transitions.count
        let entries = log.entries
        if entries.count != model.delivered.count || entries[comparedEntries...] != model.delivered[comparedEntries...] {
            return fail("delivered", "engine delivered\n      \(describe(entries))\n    model expects\n      "
                + describe(model.delivered), at: index)
        }
        comparedEntries = entries.count
        if checksTimers, liveTimers != model.liveTimerCount {
            return fail("timers", "engine.liveTimerCount \(liveTimers), model \(model.liveTimerCount)", at: index)
        }
    }

    // MARK: Invariants of the engine alone

    private func checkInvariants(after index: Int, liveTimers: Int) {
        let phase = engine.phase
        if (phase == .hidden) != (engine.content == nil) {
            return fail("content iff shown", "phase \(phase) with content \(describe(engine.content))", at: index)
        }
        if phase == .hidden, engine.activityCount != 0 {
            return fail("hidden means count 0", "hidden with activity count \(engine.activityCount)", at: index)
        }
        if engine.isVisible != [.appearing, .visible, .disappearing].contains(phase) {
            return fail("isVisible iff on screen", "isVisible \(engine.isVisible) in phase \(phase)", at: index)
        }
        if checksTimers, clock.pendingCount > liveTimers {
            return fail("no untracked timer", "clock has \(clock.pendingCount) pending timers, engine tracks "
                + "\(liveTimers)", at: index)
        }
        if checksTimers, phase == .hidden, liveTimers > 1 + (engine.hasPendingTakeover ? 1 : 0) {
            // Only the zero-delay timer that delivers a completion on the next turn may be left, and
            // work waiting out its grace time to show (rule 15).
            return fail("no timer once hidden", "hidden with engine.liveTimerCount \(liveTimers)", at: index)
        }
        if [.waitingForScreen, .appearing, .visible].contains(phase), presenter.lastContent != engine.content {
            return fail("presenter shows current", "presenter shows \(describe(presenter.lastContent)), "
                + "current is \(describe(engine.content))", at: index)
        }
        // Each did after its will; an interrupted transition posts the will of the other direction.
        let entries = log.entries
        for entry in entries[pairedEntries...] {
            defer { pairedEntries += 1 }
            let ok: Bool
            let last = lastNotification
            switch entry {
            case .completion: continue
            case .willAppear: ok = last == nil || last?.isDidDisappear == true || last?.isWillDisappear == true
            case .didAppear: ok = last?.isWillAppear == true
            case .willDisappear: ok = last?.isWillAppear == true || last?.isDidAppear == true
            case .didDisappear: ok = last?.isWillDisappear == true
            }
            if !ok {
                return fail("will/did pairing", "\(entry) after \(last.map { "\($0)" } ?? "nothing")", at: index)
            }
            lastNotification = entry
        }
    }

    /// Steps of the engine may only move its phase along these edges (a report of "finished" to a
    /// HUD still waiting for the screen goes through appearing to visible in one step).
    private static let allowedPhaseSteps: Set<[Engine.Phase]> = [
        [.hidden, .grace], [.hidden, .waitingForScreen],
        [.grace, .waitingForScreen], [.grace, .hidden],
        [.waitingForScreen, .appearing], [.waitingForScreen, .visible], [.waitingForScreen, .hidden],
        [.appearing, .visible], [.appearing, .disappearing],
        [.visible, .disappearing],
        [.disappearing, .appearing], [.disappearing, .hidden],
    ]

    /// With a presenter that reports inside calls, one call or timer is several engine steps (the
    /// reports run right after it), which may also make these moves.
    private static let phaseStepsWithReportsInside: Set<[Engine.Phase]> = [
        [.hidden, .appearing], [.hidden, .visible],               // show; on screen (and finished)
        [.grace, .appearing], [.grace, .visible],                 // grace over; on screen (and finished)
        [.appearing, .hidden], [.visible, .hidden],               // dismiss; fade-out finished
        [.disappearing, .visible],                                // show during the fade-out; finished
    ]

    private var presenterReportsInside: Bool {
        presenter.reportsOnScreenAtOnce || presenter.finishesAtOnce
    }

    private func notePhase(after what: String) {
        let phase = engine.phase
        defer { observedPhase = phase }
        guard phase != observedPhase, !Self.allowedPhaseSteps.contains([observedPhase, phase]) else { return }
        if presenterReportsInside, Self.phaseStepsWithReportsInside.contains([observedPhase, phase]) { return }
        fail("valid phase step", "\(what) moved the engine from \(observedPhase) to \(phase)")
    }

    // MARK: Failing

    private func fail(_ check: String, _ message: String, at index: Int? = nil) {
        guard failure == nil else { return }
        failure = ModelFailure(check: check, message: message, step: index ?? performed.count - 1)
    }

    private func describe(_ content: HUD.Content?) -> String {
        guard let content else { return "nil" }
        let status = content.status.map { $0.count > 40 ? "\"\($0.prefix(20))…\" (\($0.count) characters)" : "\"\($0)\"" }
        return "\(content.indicator)/\(status ?? "nil")"
    }

    private func describe(_ entries: [EventLog.Entry]) -> String {
        entries.isEmpty ? "[]" : entries.map { entry in
            let text = "\(entry)"
            return text.count > 60 ? String(text.prefix(40)) + "…" : text
        }.joined(separator: ", ")
    }
}

extension ReferenceModel.Phase {
    var enginePhase: Engine.Phase {
        switch self {
        case .hidden: .hidden
        case .grace: .grace
        case .waitingForScreen: .waitingForScreen
        case .appearing: .appearing
        case .visible: .visible
        case .disappearing: .disappearing
        }
    }
}

extension EventLog.Entry {
    var isWillAppear: Bool { if case .willAppear = self { true } else { false } }
    var isDidAppear: Bool { if case .didAppear = self { true } else { false } }
    var isWillDisappear: Bool { if case .willDisappear = self { true } else { false } }
    var isDidDisappear: Bool { if case .didDisappear = self { true } else { false } }
}
