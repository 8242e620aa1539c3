import Foundation

/// The state machine behind ``HUD``: phases, grace and minimum display time, automatic and delayed
/// dismissal, the activity count, completions and notifications.
///
/// It runs on the main actor, reads time only from its ``Scheduler`` and talks to the screen only
/// through its ``HUD/Presenter``. Nothing it calls out to — presenters, notification observers,
/// completions — can re-enter it half-way: presenter reports and calls made while it is busy are
/// applied right after the current step, and notifications and completions are delivered once the
/// step is complete, in the order they arose. A completion is never run inside the call that
/// registered it: it waits for the next turn of the main queue, and later completions wait behind
/// it (notifications do not).
@MainActor
final class Engine {
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

    typealias Completion = @MainActor @Sendable () -> Void

    private(set) var phase: Phase = .hidden
    /// What the HUD shows or is about to show; nil while hidden.
    private(set) var content: HUD.Content?
    private(set) var activityCount = 0
    let scheduler: any Scheduler

    /// The presenter that draws the HUD; a replacement takes over a HUD that is showing.
    var presenter: any HUD.Presenter {
        didSet { presenterChanged(from: oldValue) }
    }

    var configuration = HUD.Configuration() {
        didSet { step { [self] _ in contentOrConfigurationChanged() } }
    }

    var isVisible: Bool {
        phase == .appearing || phase == .visible || phase == .disappearing
    }

    // MARK: Timers and transitions

    private var graceTimer: ScheduledTimer?
    /// A delayed dismiss, or a dismiss waiting out the minimum display time.
    private var dismissTimer: ScheduledTimer?
    private var autoDismissTimer: ScheduledTimer?
    /// The auto-dismiss delay of self-dismissing content that is not on screen yet.
    private var pendingAutoDismissDelay: TimeInterval?
    private var transition: HUD.Transition?
    private var onScreenSince: TimeInterval?
    /// Bodies waiting for the HUD to be hidden (see ``whenHidden(_:)``).
    private var hiddenWaiters: [Completion] = []
    /// Dismiss completions waiting for the HUD to be hidden, with the call that registered each.
    private var waitingCompletions: [(Completion, registeredIn: Int)] = []

    // MARK: Serialising steps and delivering effects

    private enum Effect {
        case post(Notification.Name, status: String?)
        case run(Completion, registeredIn: Int)
    }

    private var effects: [Effect] = []
    private var isInStep = false
    private var deferredSteps: [() -> Void] = []
    private var outermostCall = 0
    private var activeCalls: [Int] = []
    private var isDelivering = false
    private var deliveryTimer: ScheduledTimer?
    /// Completions waiting for the next turn of the main queue, in order.
    private var heldCompletions: [Completion] = []

    #if DEBUG
    /// A deliberate defect, switched on only by the tests that prove the model-based test finds bugs.
    enum SeededBug {
        case dropsCompletionWhenShowInterruptsFadeOut
        /// A show leaves a pending delayed dismiss running, so it hides the newer HUD (SVProgressHUD #671).
        case staleDelayedDismissSurvivesShow
    }
    var seededBug: SeededBug?
    #endif

    init(scheduler: any Scheduler, presenter: (any HUD.Presenter)? = nil) {
        self.scheduler = scheduler
        self.presenter = presenter ?? HeadlessPresenter(scheduler: scheduler)
    }

    /// Number of timers that may still fire: the tests check that none is left once hidden.
    var liveTimerCount: Int {
        [graceTimer, dismissTimer, autoDismissTimer, deliveryTimer]
            .filter { $0.map { !$0.isCancelled } ?? false }.count
    }
    var hiddenWaiterCount: Int { hiddenWaiters.count }

    // MARK: Calls

    func show(_ newContent: HUD.Content, kind: ShowKind) {
        step { [self] _ in
            if kind == .activity { activityCount = activityCount == .max ? .max : activityCount + 1 }
            supersedePendingDismissal()
            content = newContent
            autoDismissTimer?.cancel()
            pendingAutoDismissDelay = kind == .dismissesItself ? displayDuration(for: newContent.status ?? "") : nil
            switch phase {
            case .hidden:
                let grace = configuration.sanitizedTiming.graceTimeInterval
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
            case .waitingForScreen:
                presenter.update(newContent, configuration: configuration)
            case .appearing, .visible:
                startAutoDismissIfOnScreen()
                presenter.update(newContent, configuration: configuration)
            case .disappearing:
                phase = .appearing
                post(HUD.willAppearNotification)
                startAutoDismissIfOnScreen()
                presenter.show(newContent, configuration: configuration, transition: beginTransition(.appear))
            }
        }
    }

    func setStatus(_ status: String?) {
        step { [self] _ in
            guard content != nil else { return }
            content?.status = status
            contentOrConfigurationChanged()
        }
    }

    func dismiss(after delay: TimeInterval, completion: Completion?) {
        step { [self] call in requestDismissal(after: delay, completion: completion, call: call) }
    }

    func popActivity() {
        step { [self] call in
            if activityCount > 0 { activityCount -= 1 }
            if activityCount == 0 { requestDismissal(after: 0, completion: nil, call: call) }
        }
    }

    /// Runs `body` on the main actor once every call made before it has been applied.
    func perform(_ body: @escaping @MainActor () -> Void) {
        step { _ in body() }
    }

    /// Runs `body` once the HUD is hidden: after the current step if it is hidden already,
    /// otherwise right after the `didDisappear` of the HUD now showing or pending (grace time
    /// included, where no notification is posted).
    func whenHidden(_ body: @escaping @MainActor @Sendable () -> Void) {
        step { [self] _ in
            if phase == .hidden {
                effects.append(.run(body, registeredIn: 0))
            } else {
                hiddenWaiters.append(body)
            }
        }
    }

    func displayDuration(for status: String) -> TimeInterval {
        DisplayDuration.forStatus(status, configuration: configuration.sanitizedTiming)
    }

    // MARK: Phase changes

    private func requestDismissal(after delay: TimeInterval, completion: Completion?, call: Int) {
        activityCount = 0
        if let completion {
            waitingCompletions.append((completion, registeredIn: call))
        }
        switch phase {
        case .hidden:
            runWaitingCompletions()
        case .disappearing:
            break
        case .grace, .waitingForScreen, .appearing, .visible:
            autoDismissTimer?.cancel()
            pendingAutoDismissDelay = nil
            dismissTimer?.cancel()
            let delay = delay.isNaN ? 0 : delay
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
        case .appearing, .visible:
            let shownFor = scheduler.now - (onScreenSince ?? scheduler.now)
            let remaining = configuration.sanitizedTiming.minimumDisplayTime - shownFor
            if waitingOutMinimumDisplayTime, remaining > 0 {
                dismissTimer = stepAfter(remaining) { $0.dismissIsDue(waitingOutMinimumDisplayTime: false) }
                return
            }
            autoDismissTimer?.cancel()
            phase = .disappearing
            post(HUD.willDisappearNotification)
            presenter.hide(transition: beginTransition(.disappear))
        case .disappearing, .hidden:
            break
        }
    }

    private func becomeHidden(notifying: Bool) {
        let status = content?.status
        phase = .hidden
        content = nil
        onScreenSince = nil
        transition = nil
        pendingAutoDismissDelay = nil
        for timer in [graceTimer, dismissTimer, autoDismissTimer] { timer?.cancel() }
        if notifying { post(HUD.didDisappearNotification, status: status) }
        runWaitingCompletions()
        effects += hiddenWaiters.map { .run($0, registeredIn: 0) }
        hiddenWaiters.removeAll()
    }

    /// A show cancels any pending dismissal; the completions that waited for it run now.
    private func supersedePendingDismissal() {
        #if DEBUG
        if seededBug == .staleDelayedDismissSurvivesShow, dismissTimer != nil {
            runWaitingCompletions()
            return
        }
        #endif
        dismissTimer?.cancel()
        dismissTimer = nil
        #if DEBUG
        if seededBug == .dropsCompletionWhenShowInterruptsFadeOut, phase == .disappearing {
            waitingCompletions.removeAll()
        }
        #endif
        runWaitingCompletions()
    }

    private func runWaitingCompletions() {
        effects += waitingCompletions.map { .run($0.0, registeredIn: $0.registeredIn) }
        waitingCompletions.removeAll()
    }

    private func startAutoDismissIfOnScreen() {
        guard let delay = pendingAutoDismissDelay, isVisible else { return }
        pendingAutoDismissDelay = nil
        autoDismissTimer = stepAfter(delay) { engine in
            engine.activityCount = 0
            engine.dismissIsDue()
        }
    }

    private func contentOrConfigurationChanged() {
        guard let content, phase != .hidden, phase != .grace else { return }
        presenter.update(content, configuration: configuration)
    }

    private func presenterChanged(from old: any HUD.Presenter) {
        guard old !== presenter else { return }
        step { [self] _ in
            switch phase {
            case .hidden, .grace:
                return
            case .disappearing:
                old.hide(transition: withdrawal())
                becomeHidden(notifying: true)
            case .waitingForScreen, .appearing, .visible:
                old.hide(transition: withdrawal())
                guard let content else { return }
                presenter.show(content, configuration: configuration, transition: beginTransition(.appear, duration: 0))
            }
        }
    }

    // MARK: Transitions

    /// A transition that becomes the current one: the engine waits for its reports.
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
        case (.appear, .finished):
            if phase == .waitingForScreen { cameOnScreen() }
            guard phase == .appearing else { return }
            phase = .visible
            transition = nil
            post(HUD.didAppearNotification)
        case (.disappear, .onScreen):
            break
        case (.disappear, .finished):
            if phase == .disappearing { becomeHidden(notifying: true) }
        }
    }

    // MARK: Steps and effects

    private func post(_ name: Notification.Name, status: String?? = nil) {
        effects.append(.post(name, status: status ?? content?.status))
    }

    /// Runs `body` as a step after `delay` seconds, unless the timer is cancelled or the engine is gone.
    private func stepAfter(_ delay: TimeInterval, _ body: @escaping (Engine) -> Void) -> ScheduledTimer {
        scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            step { [self] _ in body(self) }
        }
    }

    /// Runs one step of the state machine. A step asked for while another runs (a presenter report,
    /// say) runs right after it; effects are delivered when the outermost step is over.
    private func step(_ body: @escaping (_ call: Int) -> Void) {
        if isInStep {
            let call = outermostCall
            deferredSteps.append { body(call) }
            return
        }
        outermostCall += 1
        let call = outermostCall
        activeCalls.append(call)
        defer { activeCalls.removeAll { $0 == call } }
        isInStep = true
        body(call)
        while !deferredSteps.isEmpty {
            deferredSteps.removeFirst()()
        }
        isInStep = false
        deliverEffects()
    }

    /// Posts notifications and runs completions in the order they arose.
    ///
    /// A completion never runs inside the call that registered it: it is held, with every completion
    /// after it, until the next turn of the main queue, so completions keep their order.
    /// Notifications are not held.
    private func deliverEffects() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            switch effect {
            case .post(let name, let status):
                NotificationCenter.default.post(
                    name: name, object: nil, userInfo: status.map { [HUD.statusUserInfoKey: $0] })
            case .run(let completion, let call):
                if heldCompletions.isEmpty, !activeCalls.contains(call) {
                    completion()
                } else {
                    heldCompletions.append(completion)
                }
            }
        }
        if !heldCompletions.isEmpty, deliveryTimer.map({ $0.isCancelled }) ?? true {
            deliveryTimer = stepAfter(0) { engine in
                engine.effects.insert(contentsOf: engine.heldCompletions.map { .run($0, registeredIn: 0) }, at: 0)
                engine.heldCompletions.removeAll()
            }
        }
    }
}
