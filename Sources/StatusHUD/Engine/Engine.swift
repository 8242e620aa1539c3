import Foundation

/// The state machine behind ``HUD``: phases, grace and minimum display time, automatic and delayed
/// dismissal, the activity count, completions and notifications.
///
/// It runs on the main actor, reads time only from its ``Scheduler`` and talks to the screen only
/// through its ``HUD/Presenter``. Its ``StepRunner`` orders the work: every change is a step, and
/// each notification and completion is delivered right after the step that made it, while the state
/// it announces holds, whether the presenter's transitions are instant or animated.
@MainActor
final class Engine: StepTarget {
    /// Where the HUD is in its life.
    enum Phase: Equatable, CaseIterable {
        /// Nothing shown and nothing pending.
        case hidden
        /// A show waits for the grace time to pass.
        case grace
        /// The presenter was asked to show the HUD but has not put it on screen yet.
        case waitingForScreen
        /// On screen, fading in.
        case appearing
        /// On screen, fully shown.
        case visible
        /// Shown, but the presenter reported it off screen (its window went away).
        case offScreen
        /// On screen, fading out.
        case disappearing
    }

    /// How a show treats the activity count and dismissal.
    enum ShowKind: Equatable, Sendable {
        /// `show()` / `show(status:)`: one more activity.
        case activity
        /// A progress update: the count does not change.
        case progress
        /// Success, error, info and image HUDs: they dismiss themselves.
        case dismissesItself
    }

    typealias Completion = StepRunner.Completion

    private(set) var phase: Phase = .hidden
    /// What the HUD shows or is about to show; nil while hidden.
    private(set) var content: HUD.Content?
    private(set) var activityCount = 0
    /// The work whose HUD this is, if a piece of work put the content up; nil for plain calls.
    private(set) var owner: WorkOwner?
    let scheduler: any Scheduler
    private let runner: StepRunner

    /// The presenter that draws the HUD; a replacement takes over a HUD that is showing.
    var presenter: any HUD.Presenter {
        didSet { presenterChanged(from: oldValue) }
    }

    var configuration = HUD.Configuration() {
        didSet {
            guard configuration != oldValue else { return }
            step { [self] _ in updatePresenter(.configuration) }
        }
    }

    var isVisible: Bool {
        phase == .appearing || phase == .visible || phase == .disappearing
    }

    // MARK: Timers and transitions

    private var graceTimer: ScheduledTimer?
    /// A delayed dismiss, or a dismiss waiting out the minimum display time.
    private var dismissTimer: ScheduledTimer?
    private var autoDismissTimer: ScheduledTimer?
    /// When the running auto-dismiss countdown ends.
    private var autoDismissDeadline: TimeInterval?
    /// The auto-dismiss delay of self-dismissing content that is not on screen (yet, or again).
    private var pendingAutoDismissDelay: TimeInterval?
    /// The transition whose reports the engine takes: the newest one, until the HUD is hidden.
    private var transition: HUD.Transition?
    private var onScreenSince: TimeInterval?
    /// Whether the fade-in had finished when the HUD went off screen.
    private var fadeInFinished = false
    /// Work that showed over a HUD already up, waiting out its grace time before it takes the HUD
    /// over; the HUD on screen stays as it is meanwhile (see ``show(_:kind:activities:owner:grace:)``).
    private var takeover: (content: HUD.Content, kind: ShowKind, activities: Int?, owner: WorkOwner, timer: ScheduledTimer)?
    /// Bodies waiting for the HUD to be hidden (see ``whenHidden(_:)``).
    private var hiddenWaiters: [Completion] = []
    /// Dismiss completions waiting for the HUD to be hidden, with the call that registered each.
    private var waitingCompletions: [(Completion, registeredIn: Int)] = []

    init(scheduler: any Scheduler, presenter: (any HUD.Presenter)? = nil, delivery: any EffectDelivery = LiveDelivery()) {
        self.scheduler = scheduler
        self.runner = StepRunner(scheduler: scheduler, delivery: delivery)
        self.presenter = presenter ?? HeadlessPresenter(scheduler: scheduler)
        runner.target = self
    }

    /// Number of timers that may still fire: the tests check that none is left once hidden.
    var liveTimerCount: Int {
        [graceTimer, dismissTimer, autoDismissTimer, takeover?.timer].filter { $0.map { !$0.isCancelled } ?? false }.count
            + (runner.hasPendingRelease ? 1 : 0)
    }
    var hiddenWaiterCount: Int { hiddenWaiters.count }
    /// Whether work waits out its grace time to take the HUD over (it may outlive the HUD it waited
    /// on: it then shows when its grace time ends, as work that started with nothing shown does).
    var hasPendingTakeover: Bool { takeover != nil }

    // MARK: Calls

    /// Applies one call of the API as one step: the only way calls reach the engine.
    func apply(_ call: Call) {
        runner.run(call)
    }

    func applyStep(_ applied: Call, call: Int) {
        switch applied {
        case .show(let content, let kind, let activities):
            applyShow(content, kind: kind, activities: activities, owner: nil, grace: nil)
        case .showWork(let content, let owner, let grace):
            applyShow(content, kind: .progress, activities: nil, owner: owner, grace: grace)
        case .setStatus(let status): change(\.status, to: status, .status)
        case .setDetails(let details): change(\.details, to: details, .details)
        case .setAction(let action): change(\.action, to: action, .action)
        case .performAction:
            if isVisible, let action = content?.action { action.perform() }
        case .dismiss(let delay, let completions):
            requestDismissal(after: delay, completions: completions, call: call)
        case .popActivity(let times):
            activityCount -= min(max(times, 0), activityCount)
            if activityCount == 0 { requestDismissal(after: 0, completions: [], call: call) }
        case .finishWork(let owner, let outcome, let completion):
            finish(owner, with: outcome, completion: completion, call: call)
        case .follow(let followed):
            ProgressBinding.start(followed, engine: self)
        case .whenHidden(let body):
            if phase == .hidden { runner.complete(body) } else { hiddenWaiters.append(body) }
        case .perform(let body):
            body()
        }
    }

    /// Shows `newContent`; `activities` (one for `show()`, none for the others by default) is added
    /// to the activity count. `owner` marks content that a piece of work put up (see
    /// ``finish(_:with:completion:)``); `grace` replaces the configured grace time for this show.
    ///
    /// Grace time means the same whether or not a HUD is up: work (`owner`) that shows with a grace
    /// time over a HUD already shown waits it out while that HUD stays as it is, and takes the HUD
    /// over only if it is still running then. Any other show or a dismissal meanwhile takes its
    /// chance away, as it does for work waiting out its grace time with nothing shown.
    func show(_ newContent: HUD.Content, kind: ShowKind, activities: Int? = nil, owner: WorkOwner? = nil,
              grace: TimeInterval? = nil) {
        if let owner {
            apply(.showWork(newContent, owner: owner, grace: grace))
        } else {
            apply(.show(newContent, kind: kind, activities: activities ?? (kind == .activity ? 1 : 0)))
        }
    }

    private func applyShow(_ newContent: consuming HUD.Content, kind: ShowKind, activities: Int?, owner: WorkOwner?,
                           grace: TimeInterval?) {
        if let owner, let pending = takeover, pending.owner === owner {
            takeover?.content = newContent        // the same work again: still waiting
            return
        }
        cancelTakeover()
        if let owner, let grace, grace > 0, phase != .hidden, phase != .grace {
            let timer = stepAfter(grace) { engine in
                guard let pending = engine.takeover, pending.owner === owner else { return }
                engine.takeover = nil
                engine.applyShow(pending.content, kind: pending.kind, activities: pending.activities, owner: owner, grace: 0)
            }
            takeover = (newContent, kind, activities, owner, timer)
            return
        }
        // The button stays through spinner and progress updates by the same hand.
        if newContent.action == nil, kind != .dismissesItself, self.owner === owner, let action = content?.action {
            newContent.action = action
        }
        self.owner = owner
        let added = max(activities ?? (kind == .activity ? 1 : 0), 0)
        let (count, overflow) = activityCount.addingReportingOverflow(added)
        activityCount = overflow ? .max : count
        let superseded = takePendingDismissal()
        // What an in-place update changes (a HUD being shown always has content).
        let change = phase == .hidden || phase == .grace ? [] : HUD.Change(from: content, to: newContent)
        content = newContent
        cancelAutoDismiss()
        pendingAutoDismissDelay = kind == .dismissesItself ? displayDuration(for: newContent.readingText) : nil
        switch phase {
        case .hidden:
            let grace = grace.map { $0.isNaN ? 0 : $0 } ?? configuration.sanitizedTiming.graceTimeInterval
            if grace > 0 {
                phase = .grace
                graceTimer = stepAfter(grace) { engine in
                    engine.graceTimer = nil
                    engine.beginAppearing()
                }
            } else {
                beginAppearing()
            }
        case .grace:
            break
        case .waitingForScreen, .offScreen:
            if !change.isEmpty { presenter.update(newContent, configuration: configuration, change: change) }
        case .appearing, .visible:
            startAutoDismissIfOnScreen()
            if !change.isEmpty { presenter.update(newContent, configuration: configuration, change: change) }
        case .disappearing:
            phase = .appearing
            post(HUD.willAppearNotification)
            startAutoDismissIfOnScreen()
            presenter.show(newContent, configuration: configuration, transition: beginTransition(.appear))
        }
        // After the willAppear: a completion that calls the HUD must not make it a lie.
        if !superseded.isEmpty {
            for (completion, call) in superseded { runner.complete(completion, registeredIn: call) }
        }
    }

    /// How a piece of work ends its HUD.
    enum WorkOutcome: Sendable {
        /// Dismiss it.
        case dismiss
        /// A success with this status, if the HUD has been shown; quick work (still in its grace
        /// time) is dismissed without ever showing.
        case success(String?)
        /// An error with this status, shown whether or not the spinner was.
        case error(String?)
    }

    /// Ends the HUD `owner` put up, as `outcome` says, but only if it is still that work's HUD: if
    /// other content took over meanwhile, or the HUD is hidden, it is left alone. `completion` runs
    /// once the HUD is hidden (or on the next turn, if there is nothing of this work to hide).
    func finish(_ owner: WorkOwner, with outcome: WorkOutcome, completion: Completion? = nil) {
        apply(.finishWork(owner, outcome, completion: completion))
    }

    private func finish(_ owner: WorkOwner, with outcome: WorkOutcome, completion: Completion?, call: Int) {
        if let pending = takeover, pending.owner === owner {
            // Ended within its grace time over another HUD: that HUD stays as it was. An error
            // is still shown, as it is when quick work fails with nothing shown.
            cancelTakeover()
            if case .error(let status) = outcome {
                applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
            }
            if let completion { runner.complete(completion, registeredIn: call) }
            return
        }
        guard self.owner === owner, phase != .hidden else {
            if let completion { runner.complete(completion, registeredIn: call) }
            return
        }
        if let completion { hiddenWaiters.append(completion) }
        switch outcome {
        case .success(let status) where phase != .grace:
            applyShow(HUD.Content(indicator: .success, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
        case .error(let status):
            applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
        case .dismiss, .success:
            requestDismissal(after: 0, completions: [], call: call)
        }
    }

    func setStatus(_ status: String?) { apply(.setStatus(status)) }
    func setDetails(_ details: String?) { apply(.setDetails(details)) }
    func setAction(_ action: HUD.Action?) { apply(.setAction(action)) }
    /// Runs the button's handler, as a tap does, if the HUD is visible and has a button.
    func performAction() { apply(.performAction) }

    /// Changes one part of the content of the HUD, if it differs; nothing while hidden.
    private func change<Value: Equatable>(_ part: WritableKeyPath<HUD.Content, Value>, to value: Value, _ change: HUD.Change) {
        guard var changed = content, changed[keyPath: part] != value else { return }
        changed[keyPath: part] = value
        content = changed
        updatePresenter(change)
    }

    func dismiss(after delay: TimeInterval, completion: Completion?) {
        apply(.dismiss(delay: delay, completion: completion))
    }

    /// Ends `times` activities, as many pops in a row do: the HUD is dismissed if none is left.
    func popActivity(times: Int = 1) { apply(.popActivity(times: times)) }

    /// Runs `body` on the main actor once every call made before it has been applied.
    func perform(_ body: @escaping @MainActor @Sendable () -> Void) { apply(.perform(body)) }

    /// Runs `body` once the HUD is hidden: after the current step if it is hidden already,
    /// otherwise right after the `didDisappear` of the HUD now showing or pending (grace time
    /// included, where no notification is posted).
    func whenHidden(_ body: @escaping Completion) { apply(.whenHidden(body)) }

    func displayDuration(for status: String) -> TimeInterval {
        DisplayDuration.forStatus(status, configuration: configuration.sanitizedTiming)
    }

    // MARK: Phase changes

    private func requestDismissal(after delay: TimeInterval, completions: [Completion], call: Int) {
        activityCount = 0
        // A dismissal is final for the work whose HUD it was: a bound progress stops reading, and
        // an operation ending later shows no success on a HUD the user dismissed.
        owner = nil
        cancelTakeover()
        waitingCompletions += completions.map { ($0, registeredIn: call) }
        switch phase {
        case .hidden:
            runWaitingCompletions()
        case .disappearing:
            break
        case .grace, .waitingForScreen, .appearing, .visible, .offScreen:
            cancelAutoDismiss()
            pendingAutoDismissDelay = nil
            dismissTimer?.cancel()
            let delay = delay.isNaN ? 0 : delay
            // The button goes with the activity: at once from a HUD that stays a while, silently
            // from one that fades out now.
            if content?.action != nil {
                content?.action = nil
                if delay > 0 { updatePresenter(.action) }
            }
            if delay > 0 {
                dismissTimer = stepAfter(delay) { $0.dismissIsDue() }
            } else {
                dismissIsDue()
            }
        }
    }

    private func beginAppearing() {
        guard let content else { return }
        phase = .waitingForScreen
        presenter.show(content, configuration: configuration, transition: beginTransition(.appear))
    }

    private func cameOnScreen() {
        phase = .appearing
        onScreenSince = scheduler.now
        post(HUD.willAppearNotification)
        startAutoDismissIfOnScreen()
    }

    /// Starts the fade-out a dismissal asked for, after waiting out the minimum display time if the
    /// HUD has not been on screen that long. The wait is measured once: when its timer fires the HUD
    /// fades out, so a remainder below the clock's resolution can never make it wait again.
    private func dismissIsDue(waitingOutMinimumDisplayTime: Bool = true) {
        dismissTimer = nil
        switch phase {
        case .grace:
            becomeHidden(notifying: false)
        case .waitingForScreen:
            becomeHidden(notifying: false)
            presenter.hide(transition: withdrawal())
        case .appearing, .visible, .offScreen:
            let shownFor = scheduler.now - (onScreenSince ?? scheduler.now)
            let remaining = configuration.sanitizedTiming.minimumDisplayTime - shownFor
            if waitingOutMinimumDisplayTime, phase != .offScreen, remaining > 0 {
                dismissTimer = stepAfter(remaining) { $0.dismissIsDue(waitingOutMinimumDisplayTime: false) }
                return
            }
            // Off screen, there is nothing to fade: the presenter gets a transition of no duration.
            let instant = phase == .offScreen
            cancelAutoDismiss()
            phase = .disappearing
            post(HUD.willDisappearNotification)
            presenter.hide(transition: beginTransition(.disappear, duration: instant ? 0 : nil))
        case .disappearing, .hidden:
            break
        }
    }

    private func becomeHidden(notifying: Bool) {
        let status = content?.status
        phase = .hidden
        content = nil
        owner = nil
        onScreenSince = nil
        transition = nil
        pendingAutoDismissDelay = nil
        cancelAutoDismiss()
        for timer in [graceTimer, dismissTimer] { timer?.cancel() }
        if notifying { post(HUD.didDisappearNotification, status: status) }
        runWaitingCompletions()
        for waiter in hiddenWaiters { runner.complete(waiter) }
        hiddenWaiters.removeAll()
    }

    /// Cancels a pending dismissal, and hands back the completions that waited for it: a show that
    /// supersedes a dismissal runs them at once.
    private func takePendingDismissal() -> [(Completion, registeredIn: Int)] {
        if let dismissTimer {
            dismissTimer.cancel()
            self.dismissTimer = nil
        }
        guard !waitingCompletions.isEmpty else { return [] }
        defer { waitingCompletions.removeAll() }
        return waitingCompletions
    }

    private func runWaitingCompletions() {
        for (completion, call) in takePendingDismissal() { runner.complete(completion, registeredIn: call) }
    }

    private func startAutoDismissIfOnScreen() {
        guard let countdown = pendingAutoDismissDelay, isVisible else { return }
        pendingAutoDismissDelay = nil
        // A result that stays where the presenter wrote it needs no time on screen.
        let persists = presenter.resultsPersist
        let delay = persists ? 0 : countdown
        autoDismissDeadline = scheduler.now + delay
        autoDismissTimer = stepAfter(delay) { engine in
            engine.autoDismissDeadline = nil
            engine.activityCount = 0
            engine.dismissIsDue(waitingOutMinimumDisplayTime: !persists)
        }
    }

    private func cancelTakeover() {
        takeover?.timer.cancel()
        takeover = nil
    }

    private func cancelAutoDismiss() {
        autoDismissTimer?.cancel()
        autoDismissTimer = nil
        autoDismissDeadline = nil
    }

    private func updatePresenter(_ change: HUD.Change) {
        guard let content, !change.isEmpty, phase != .hidden, phase != .grace else { return }
        presenter.update(content, configuration: configuration, change: change)
    }

    private func presenterChanged(from old: any HUD.Presenter) {
        guard old !== presenter else { return }
        step { [self] _ in
            switch phase {
            case .hidden, .grace:
                return
            case .disappearing:
                old.hide(transition: withdrawal())
                transition = nil
                becomeHidden(notifying: true)
            case .waitingForScreen, .appearing, .visible, .offScreen:
                old.hide(transition: withdrawal())
                guard let content else { return }
                presenter.show(content, configuration: configuration, transition: beginTransition(.appear, duration: 0))
            }
        }
    }

    // MARK: Transitions

    /// A transition that becomes the current one: the engine takes its reports, and ignores those
    /// of every earlier one.
    private func beginTransition(_ direction: HUD.Transition.Direction, duration: TimeInterval? = nil) -> HUD.Transition {
        let timing = configuration.sanitizedTiming
        let made = HUD.Transition(
            direction: direction,
            duration: duration ?? (direction == .appear ? timing.fadeInAnimationDuration : timing.fadeOutAnimationDuration)
        ) { [weak self] transition, report in
            guard let self else { return }
            step { [self] _ in handle(report, of: transition) }
        }
        transition = made
        return made
    }

    /// An instant fade-out for a presenter that is let go of, whose reports nobody waits for.
    private func withdrawal() -> HUD.Transition {
        HUD.Transition(direction: .disappear, duration: 0) { _, _ in }
    }

    private func handle(_ report: HUD.Transition.Report, of reported: HUD.Transition) {
        guard reported === transition else { return }
        switch (reported.direction, report) {
        case (.appear, .onScreen):
            if phase == .waitingForScreen { cameOnScreen() }
            if phase == .offScreen { cameBackOnScreen() }
        case (.appear, .offScreen):
            if phase == .appearing || phase == .visible { wentOffScreen() }
        case (.appear, .finished):
            if phase == .waitingForScreen {
                // willAppear first, delivered on its own; didAppear in the step after.
                cameOnScreen()
                step { [self] _ in handle(report, of: reported) }
                return
            }
            guard phase == .appearing else { return }
            phase = .visible
            post(HUD.didAppearNotification)
        case (.disappear, .finished):
            if phase == .disappearing { becomeHidden(notifying: true) }
        case (.disappear, .onScreen), (.disappear, .offScreen):
            break
        }
    }

    private func wentOffScreen() {
        fadeInFinished = phase == .visible
        phase = .offScreen
        if let deadline = autoDismissDeadline {
            cancelAutoDismiss()
            pendingAutoDismissDelay = max(deadline - scheduler.now, 0)
        }
    }

    private func cameBackOnScreen() {
        phase = fadeInFinished ? .visible : .appearing
        startAutoDismissIfOnScreen()
    }

    // MARK: Steps

    private func post(_ name: Notification.Name, status: String?? = nil) {
        runner.post(name, status: status ?? content?.status)
    }

    /// Runs `body` as a step after `delay` seconds, unless the timer is cancelled or the engine is gone.
    private func stepAfter(_ delay: TimeInterval, _ body: @escaping (Engine) -> Void) -> ScheduledTimer {
        scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            step { [self] _ in body(self) }
        }
    }

    private func step(_ body: @escaping (_ call: Int) -> Void) {
        runner.run(body)
    }
}

/// The identity of one piece of work that shows the HUD (`HUD.whileRunning`, a bound `Progress`).
final class WorkOwner: Sendable {}
