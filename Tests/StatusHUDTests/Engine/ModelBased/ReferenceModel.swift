import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What the HUD should do, written from the engine's documented semantics in the plainest way:
/// one struct, explicit timers in a list, no sharing of code with the engine.
///
/// The model sees the same calls, clock advances and presenter reports as the engine, and says
/// what the HUD shows (`content`, `isVisible`, `activityCount`), which transitions the presenter
/// is asked for, and which notifications and completions are delivered, in order.
///
/// Rules it follows (numbers as in the semantics the engine implements):
/// 1. content from a show until hidden; visible in appearing, visible, disappearing.
/// 2. willAppear when the presenter reports on screen; a HUD that never reaches the screen posts
///    nothing, its completions still run.
/// 3. auto-dismiss countdown from the on-screen moment, `displayDuration(status ?? "")` long.
/// 4. every dismissal resets the count; show() adds one; popActivity subtracts or dismisses.
/// 5. a show cancels pending dismissals and the countdown; waiting completions run at once;
///    a show during the fade-out fades back in (willAppear again), minimum display time counts
///    from the first on-screen moment.
/// 6. a show during grace replaces the content; the grace timer keeps running.
/// 7. later dismiss replaces an earlier delay; hidden HUD: completion next turn; fading out:
///    completion waits, delay ignored; dismiss cancels the countdown; NaN delay is 0, +∞ never.
/// 8. minimum display time from the on-screen moment; an earlier dismissal waits the rest.
/// 9. setStatus: nothing while hidden, in place otherwise, countdown not restarted.
/// 10. each step's notifications are posted right after its body, before anything else happens; its
///     completions join one queue in the order they arose, which the outermost delivery runs after
///     its notifications (a show during the fade-out posts willAppear, then runs the superseded
///     completions; didDisappear comes before the completions that waited for it). A completion
///     never runs inside a call that has not returned yet and registered it: it is held for the next
///     main-queue turn (a zero-delay timer), and every completion after it waits behind it;
///     notifications are not held.
/// 11. dismissal while appearing posts willDisappear, no didAppear.
/// 12. reports of overtaken transitions are ignored.
/// 13. a presenter report made inside a step (a presenter that reports at once) runs as a step of its
///     own once the outermost step and its effects are over; a "finished" for a HUD still waiting
///     for the screen posts willAppear in one step and didAppear in the next.
/// 14. a call made by an observer or a completion during delivery is a step at once, and its
///     notifications are posted at once (nested); its completions queue behind those waiting.
/// 15. work (an operation or a bound progress, `owner`) owns the HUD its show put up until another
///     show replaces it, a dismissal is asked for (delayed or not) or it hides. A work show with a
///     grace time over a HUD that is up (not hidden, not in grace) waits that long with the HUD as
///     it was, then takes it over; any other show or a dismissal meanwhile drops it; the work's
///     own shows meanwhile only change what it will show. Work ending while it waits shows nothing,
///     except an error. Work ending on its own HUD shows its success (after its grace time) or
///     error, or dismisses; ending on a HUD it no longer owns does nothing. A bound progress shows
///     each read only while the HUD is its own.
struct ReferenceModel {
    enum Phase: Equatable {
        case hidden, grace, waitingForScreen, appearing, visible, disappearing
    }

    /// A transition the presenter was asked to perform.
    struct Transition: Equatable, CustomStringConvertible {
        let appears: Bool
        let duration: TimeInterval
        var description: String { "\(appears ? "appear" : "disappear")(\(duration))" }
    }

    private enum TimerKind {
        /// A show's grace time.
        case grace
        /// A delayed dismiss.
        case dismiss
        /// A dismiss waiting out the rest of the minimum display time: when it fires, that time
        /// has passed (it is measured once, when the dismissal is due; a later change of the
        /// minimum display time does not extend a wait under way).
        case dismissAfterMinimumDisplay
        /// The countdown of self-dismissing content.
        case autoDismiss
        /// Delivers effects held back for the next main-queue turn.
        case delivery
        /// Work waiting out its grace time over a HUD that is up (rule 15).
        case takeover
    }

    private struct Timer {
        let kind: TimerKind
        let due: TimeInterval
        let order: Int
    }

    private struct Effect {
        let entry: EventLog.Entry
        /// The step that registered a completion; nil for notifications.
        let registeredIn: Int?
    }

    /// The timing configuration; a change applies to what is scheduled or decided afterwards.
    var configuration: ModelConfiguration

    private(set) var now: TimeInterval = 0
    private(set) var phase = Phase.hidden
    private(set) var content: HUD.Content?
    private(set) var activityCount = 0
    /// The work (slot) whose HUD this is (rule 15).
    private(set) var owner: Int?
    /// Work waiting to take the HUD over: what it will show, and whose it is.
    private var takeover: (content: HUD.Content, owner: Int)?
    /// Every transition the presenter was asked for, oldest first.
    private(set) var transitions: [Transition] = []
    /// What has been delivered, in order.
    private(set) var delivered: [EventLog.Entry] = []

    private var liveTransition: Int?
    private var onScreenSince: TimeInterval?
    /// The countdown of self-dismissing content that is not on screen yet.
    private var countdownWhenOnScreen: TimeInterval?
    private var timers: [Timer] = []
    private var timerOrder = 0
    private var waitingCompletions: [(id: Int, registeredIn: Int)] = []
    /// The effects of the step whose body runs.
    private var undelivered: [Effect] = []
    /// Completions waiting to run, in order.
    private var completionQueue: [Effect] = []
    /// Whether the queue waits for the next main-queue turn.
    private var isHolding = false
    /// How many deliveries are under way.
    private var deliveryDepth = 0
    /// `waitUntilHidden` bodies waiting for the HUD to be hidden ("w1", "w2", … in the log).
    private var hiddenWaiters: [String] = []
    private var waiterCount = 0
    private var stepNumber = 0
    /// Presenter reports made inside a step, applied as steps of their own after the outermost one.
    private var deferredReports: [(transition: Int, finished: Bool, call: Int)] = []
    private var isRunning = false
    /// The calls that have not returned yet, innermost last.
    private var activeCalls: [Int] = []
    /// One-shot observers: the notification each waits for, and the call it makes then.
    private var observers: [(notification: ModelObserved, action: ModelObserverAction)] = []
    /// Completions registered so far, and what each does when it runs.
    private(set) var registeredCompletions = 0
    private var completionActions: [Int: ModelCompletion] = [:]
    /// How often each interesting situation came up, to show what the random sequences explore.
    private(set) var coverage: [Situation: Int] = [:]

    /// Situations a good run of random sequences must reach.
    enum Situation: String, CaseIterable {
        case cameOnScreen, fullyAppeared, fadedOut, showDuringFadeOut, dismissedDuringGrace,
             dismissedBeforeOnScreen, waitedForMinimumDisplay, autoDismissed, completionRunByShow,
             completionDeferredToNextTurn, completionHeldBehindAnother, overtakenReportIgnored, infiniteDelayPending,
             reportInsideCall, callFromCompletion, waiterReleasedByHide, callFromObserver,
             workWaitedOverVisibleHUD, workTookOver, workEndedUnseen, workEndedOnAnotherHUD, progressReadIgnored
    }

    init(configuration: ModelConfiguration) {
        self.configuration = configuration
    }

    var isVisible: Bool {
        phase == .appearing || phase == .visible || phase == .disappearing
    }

    /// Whether completions wait for the next main-queue turn.
    var hasHeldCompletions: Bool { isHolding }

    /// Timers that may still fire (a never-firing delayed dismiss included).
    var liveTimerCount: Int { timers.count }

    /// The due time of the next timer, if one can fire.
    var nextDue: TimeInterval? {
        timers.map(\.due).filter(\.isFinite).min()
    }

    // MARK: Calls

    enum ShowKind { case activity, progress, dismissesItself }

    mutating func show(_ newContent: HUD.Content, kind: ShowKind) {
        step { model, _ in model.applyShow(newContent, kind: kind) }
    }

    /// A show by work `slot` (rule 15); `grace` nil: the configured one.
    mutating func workShow(_ newContent: HUD.Content, slot: Int, grace: TimeInterval?) {
        step { model, _ in model.applyShow(newContent, kind: .progress, owner: slot, grace: grace) }
    }

    /// A bound progress's read: a show only while the HUD is still its own.
    mutating func progressRead(_ newContent: HUD.Content, slot: Int) {
        guard owner == slot, phase != .hidden else { return note(.progressReadIgnored) }
        workShow(newContent, slot: slot, grace: nil)
    }

    /// Work `slot` ends: `outcome` 0 success (with `status`), 1 error (with `status`), 2 dismissal.
    mutating func workEnds(slot: Int, outcome: Int, status: String?) {
        step { model, call in
            if let pending = model.takeover, pending.owner == slot {
                model.note(.workEndedUnseen)
                model.takeover = nil
                model.cancel(.takeover)
                if outcome == 1 {
                    model.applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself)
                }
                return
            }
            guard model.owner == slot, model.phase != .hidden else { return model.note(.workEndedOnAnotherHUD) }
            switch outcome {
            case 0 where model.phase != .grace:
                model.applyShow(HUD.Content(indicator: .success, status: status), kind: .dismissesItself)
            case 1:
                model.applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself)
            default:
                model.requestDismissal(delay: 0, completion: nil, call: call)
            }
        }
    }

    mutating func setStatus(_ status: String?) {
        step { model, _ in
            guard model.phase != .hidden else { return }
            model.content?.status = status
        }
    }

    mutating func dismiss(delay: TimeInterval, completion: ModelCompletion?) {
        step { model, call in model.applyDismiss(delay: delay, completion: completion, call: call) }
    }

    private mutating func applyDismiss(delay: TimeInterval, completion: ModelCompletion?, call: Int) {
        var id: Int?
        if let completion {
            registeredCompletions += 1
            id = registeredCompletions
            completionActions[registeredCompletions] = completion
        }
        requestDismissal(delay: delay, completion: id, call: call)
    }

    /// `HUD.waitUntilHidden()` as the engine sees it: a body that runs once the HUD is hidden, at
    /// the end of this step if it is hidden already, else right after the completions that wait
    /// for the hide (a show does not release it). It is not a completion of this call: it may run
    /// inside it.
    mutating func waitUntilHidden() {
        step { model, _ in
            model.waiterCount += 1
            let name = "w\(model.waiterCount)"
            if model.phase == .hidden {
                model.undelivered.append(Effect(entry: .completion(name), registeredIn: nil))
            } else {
                model.hiddenWaiters.append(name)
            }
        }
    }

    mutating func popActivity() {
        step { model, call in
            if model.activityCount > 0 {
                model.activityCount -= 1
                if model.activityCount > 0 { return }
            }
            model.requestDismissal(delay: 0, completion: nil, call: call)
        }
    }

    // MARK: Presenter reports

    mutating func reportOnScreen(transition index: Int) {
        step { model, _ in model.applyOnScreen(index) }
    }

    mutating func reportFinished(transition index: Int) {
        step { model, _ in model.applyFinished(index) }
    }

    private mutating func applyOnScreen(_ index: Int) {
        guard index == liveTransition, transitions[index].appears else {
            if index != liveTransition { note(.overtakenReportIgnored) }
            return
        }
        if phase == .waitingForScreen { cameOnScreen() }
    }

    private mutating func applyFinished(_ index: Int) {
        guard index == liveTransition else { return note(.overtakenReportIgnored) }
        if transitions[index].appears {
            if phase == .waitingForScreen {
                cameOnScreen()
                deferredReports.append((index, true, activeCalls.last ?? 0))
                return
            }
            if phase == .appearing {
                phase = .visible
                liveTransition = nil
                post(.didAppear(content?.status))
                note(.fullyAppeared)
            }
        } else if phase == .disappearing {
            note(.fadedOut)
            becomeHidden(notifying: true)
        }
    }

    // MARK: Time

    /// Moves the clock on by `seconds`, firing due timers in time order (ties: first scheduled first),
    /// at most `fireLimit` of them.
    mutating func advance(by seconds: TimeInterval, fireLimit: Int = .max) {
        let end = now + seconds
        var fired = 0
        while fired < fireLimit, let next = timers.indices
            .filter({ timers[$0].due <= end })
            .min(by: { (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order) }) {
            let timer = timers.remove(at: next)
            now = max(now, timer.due)
            fire(timer.kind)
            fired += 1
        }
        now = end
    }

    private mutating func fire(_ kind: TimerKind) {
        step { model, _ in
            switch kind {
            case .grace:
                model.askPresenterToShow()
            case .dismiss:
                model.dismissIsDue()
            case .dismissAfterMinimumDisplay:
                model.dismissIsDue(minimumDisplayServed: true)
            case .autoDismiss:
                model.note(.autoDismissed)
                model.activityCount = 0
                model.dismissIsDue()
            case .delivery:
                model.completionQueue = model.completionQueue.map { Effect(entry: $0.entry, registeredIn: nil) }
                model.isHolding = false
            case .takeover:
                guard let pending = model.takeover else { return }
                model.takeover = nil
                model.note(.workTookOver)
                model.applyShow(pending.content, kind: .progress, owner: pending.owner, grace: 0)
            }
        }
    }

    // MARK: Rules

    private mutating func applyShow(_ newContent: HUD.Content, kind: ShowKind, owner newOwner: Int? = nil,
                                    grace: TimeInterval? = nil) {
        if let newOwner, let pending = takeover, pending.owner == newOwner {
            takeover = (newContent, newOwner)
            return
        }
        takeover = nil
        cancel(.takeover)
        if newOwner != nil, let grace, grace > 0, phase != .hidden, phase != .grace {
            note(.workWaitedOverVisibleHUD)
            takeover = (newContent, newOwner!)
            schedule(.takeover, after: grace)
            return
        }
        owner = newOwner
        if kind == .activity { activityCount += 1 }
        // Rule 5: pending dismissals and the countdown go; waiting completions run now.
        cancel(.dismiss)
        cancel(.autoDismiss)
        if !waitingCompletions.isEmpty { note(.completionRunByShow) }
        let superseded = waitingCompletions
        waitingCompletions.removeAll()
        defer {
            undelivered += superseded.map { Effect(entry: .completion("\($0.id)"), registeredIn: $0.registeredIn) }
        }
        content = newContent
        countdownWhenOnScreen = kind == .dismissesItself ? displayDuration(newContent.status) : nil
        switch phase {
        case .hidden:
            let graceTime = grace.map { $0.isNaN ? 0 : $0 } ?? configuration.grace
            if graceTime > 0 {
                phase = .grace
                schedule(.grace, after: graceTime)
            } else {
                askPresenterToShow()
            }
        case .grace, .waitingForScreen:
            break                              // rule 6; the presenter gets the new content
        case .appearing, .visible:
            startCountdownIfOnScreen()
        case .disappearing:
            note(.showDuringFadeOut)
            phase = .appearing
            post(.willAppear(content?.status))
            startCountdownIfOnScreen()
            startTransition(appears: true, duration: configuration.fadeIn)
        }
    }

    private mutating func requestDismissal(delay: TimeInterval, completion: Int?, call: Int) {
        activityCount = 0
        owner = nil                            // rule 15: a dismissal is final for the work
        takeover = nil
        cancel(.takeover)
        if let completion { waitingCompletions.append((completion, call)) }
        switch phase {
        case .hidden:
            flushWaitingCompletions()
        case .disappearing:
            break
        case .grace, .waitingForScreen, .appearing, .visible:
            cancel(.autoDismiss)
            countdownWhenOnScreen = nil
            cancel(.dismiss)
            if delay > 0 {                     // NaN and negative delays are not > 0: dismiss now
                if delay == .infinity { note(.infiniteDelayPending) }
                schedule(.dismiss, after: delay)
            } else {
                dismissIsDue()
            }
        }
    }

    private mutating func askPresenterToShow() {
        phase = .waitingForScreen
        startTransition(appears: true, duration: configuration.fadeIn)
    }

    private mutating func cameOnScreen() {
        note(.cameOnScreen)
        phase = .appearing
        onScreenSince = now
        post(.willAppear(content?.status))
        startCountdownIfOnScreen()
    }

    private mutating func dismissIsDue(minimumDisplayServed: Bool = false) {
        switch phase {
        case .grace:
            note(.dismissedDuringGrace)
            becomeHidden(notifying: false)
        case .waitingForScreen:
            note(.dismissedBeforeOnScreen)
            becomeHidden(notifying: false)
            startTransition(appears: false, duration: 0)
            liveTransition = nil               // nothing on screen: no report is awaited
        case .appearing, .visible:
            let shownFor = now - (onScreenSince ?? now)
            let remaining = configuration.minimumDisplay - shownFor
            if remaining > 0, !minimumDisplayServed {
                note(.waitedForMinimumDisplay)
                schedule(.dismissAfterMinimumDisplay, after: remaining)
                return
            }
            cancel(.autoDismiss)
            phase = .disappearing
            post(.willDisappear(content?.status))
            startTransition(appears: false, duration: configuration.fadeOut)
        case .disappearing, .hidden:
            break
        }
    }

    private mutating func becomeHidden(notifying: Bool) {
        let status = content?.status
        phase = .hidden
        content = nil
        owner = nil
        onScreenSince = nil
        countdownWhenOnScreen = nil
        liveTransition = nil
        cancel(.grace)
        cancel(.dismiss)
        cancel(.autoDismiss)
        if notifying { post(.didDisappear(status)) }
        flushWaitingCompletions()
        if !hiddenWaiters.isEmpty { note(.waiterReleasedByHide) }
        undelivered += hiddenWaiters.map { Effect(entry: .completion($0), registeredIn: nil) }
        hiddenWaiters.removeAll()
    }

    private mutating func startCountdownIfOnScreen() {
        guard isVisible, let seconds = countdownWhenOnScreen else { return }
        countdownWhenOnScreen = nil
        schedule(.autoDismiss, after: seconds)
    }

    private mutating func startTransition(appears: Bool, duration: TimeInterval) {
        transitions.append(Transition(appears: appears, duration: duration))
        let index = transitions.count - 1
        liveTransition = index
        // A presenter that reports at once does so inside this step (in the order it reports).
        let call = activeCalls.last ?? 0
        if appears, configuration.presenterReportsOnScreenAtOnce { deferredReports.append((index, false, call)) }
        if configuration.presenterFinishesAtOnce { deferredReports.append((index, true, call)) }
    }

    /// min(max(0.5 + 0.06 × units, minimum), maximum), with the units the status table gives.
    private func displayDuration(_ status: String?) -> TimeInterval {
        let reading = 0.5 + 0.06 * Double(ModelStatus.units(of: status ?? ""))
        return min(max(reading, configuration.minimumDismiss), configuration.maximumDismiss)
    }

    private mutating func note(_ situation: Situation) {
        coverage[situation, default: 0] += 1
    }

    // MARK: Timers

    private mutating func schedule(_ kind: TimerKind, after delay: TimeInterval) {
        cancel(kind)
        // +∞ never fires, but counts as alive until cancelled.
        timers.append(Timer(kind: kind, due: delay.isFinite ? now + delay : .infinity, order: timerOrder))
        timerOrder += 1
    }

    /// Cancels the timer of `kind`; both kinds of dismiss timer are one "pending dismissal".
    private mutating func cancel(_ kind: TimerKind) {
        let kinds: [TimerKind] = kind == .dismiss || kind == .dismissAfterMinimumDisplay
            ? [.dismiss, .dismissAfterMinimumDisplay] : [kind]
        timers.removeAll { kinds.contains($0.kind) }
    }

    // MARK: Steps and delivery

    private mutating func post(_ entry: EventLog.Entry) {
        undelivered.append(Effect(entry: entry, registeredIn: nil))
    }

    private mutating func flushWaitingCompletions() {
        undelivered += waitingCompletions.map { Effect(entry: .completion("\($0.id)"), registeredIn: $0.registeredIn) }
        waitingCompletions.removeAll()
    }

    /// One step: the body, then delivery of its effects in order: a completion registered by a call
    /// that is still running, or coming while others are held, is held (with a zero-delay timer to
    /// run it next turn). A call made during delivery is a step of its own at once (nested). The
    /// outermost step then runs the presenter reports made inside steps, each a step of its own.
    private mutating func step(_ body: (inout ReferenceModel, _ call: Int) -> Void) {
        stepNumber += 1
        let call = stepNumber
        activeCalls.append(call)
        defer { activeCalls.removeLast() }
        let outermost = !isRunning
        isRunning = true
        body(&self, call)
        deliver()
        guard outermost else { return }
        while !deferredReports.isEmpty {
            let report = deferredReports.removeFirst()
            note(.reportInsideCall)
            if report.finished { applyFinished(report.transition) } else { applyOnScreen(report.transition) }
            deliver()
        }
        isRunning = false
    }

    private mutating func deliver() {
        let effects = undelivered
        undelivered.removeAll()
        for effect in effects {
            guard case .completion = effect.entry else { continue }
            if isHolding { note(.completionHeldBehindAnother) }
            completionQueue.append(effect)
        }
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        for effect in effects {
            if case .completion = effect.entry { continue }
            delivered.append(effect.entry)
            notifyObservers(of: effect.entry)
        }
        guard deliveryDepth == 1 else { return }
        while !isHolding, !completionQueue.isEmpty {
            let effect = completionQueue[0]
            if let call = effect.registeredIn, activeCalls.contains(call) {
                note(.completionDeferredToNextTurn)
                if completionQueue.count > 1 { note(.completionHeldBehindAnother) }
                isHolding = true
                break
            }
            completionQueue.removeFirst()
            delivered.append(effect.entry)
            if case .completion(let name) = effect.entry, let id = Int(name) { runCompletion(id) }
        }
        if isHolding, !timers.contains(where: { $0.kind == .delivery }) {
            schedule(.delivery, after: 0)
        }
    }

    // MARK: Observers

    /// Adds a one-shot observer that makes `action`'s call when `notification` is next delivered.
    mutating func observeOnce(_ notification: ModelObserved, then action: ModelObserverAction) {
        observers.append((notification, action))
    }

    private mutating func notifyObservers(of entry: EventLog.Entry) {
        while let index = observers.firstIndex(where: { $0.notification.matches(entry) }) {
            let action = observers.remove(at: index).action
            note(.callFromObserver)
            switch action {
            case .shows: show(ModelCompletion.shownContent, kind: .activity)
            case .showsSuccess: show(HUD.Content(indicator: .success), kind: .dismissesItself)
            case .dismisses: dismiss(delay: 0, completion: nil)
            case .popsActivity: popActivity()
            }
        }
    }

    /// What a completion does when it runs: maybe a call of its own (a step of its own).
    private mutating func runCompletion(_ id: Int) {
        guard let action = completionActions.removeValue(forKey: id), action != .plain else { return }
        note(.callFromCompletion)
        switch action {
        case .plain:
            break
        case .shows:
            show(ModelCompletion.shownContent, kind: .activity)
        case .showsSuccess:
            show(HUD.Content(indicator: .success), kind: .dismissesItself)
        case .dismissesWithCompletion:
            dismiss(delay: 0, completion: .plain)
        }
    }
}
