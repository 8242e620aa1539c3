import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The state machine behind ``HUD``: phases, grace and minimum display time, automatic and delayed
/// dismissal, the activity count, completions and notifications.
///
/// It runs on the main actor, reads time only from its ``Scheduler`` and talks to the screen only
/// through its ``HUD/Presenter``. Its ``StepRunner`` orders the work: every change is a step, and
/// each notification and completion is delivered right after the step that made it, while the state
/// it announces holds, whether the presenter's transitions are instant or animated.
///
/// Its parts live in files of their own: ``Phase`` (Engine+Phase.swift), showing content
/// (Engine+Showing.swift), dismissing it (Engine+Dismissal.swift), work that ends its HUD
/// (Engine+Work.swift), the presenter's transitions and reports (Engine+Transitions.swift), the
/// auto-dismiss countdown (``AutoDismissCountdown``) and the toast queue (Engine+ToastQueue.swift).
/// Their members are internal so that those files can reach them; nothing outside the engine's
/// files sets them. ``phase`` and ``content``, which the package reads, are set only here too
/// (`package internal(set)`): other modules change them through the engine's calls.
///
/// Its stored properties are `@exclusivity(unchecked)`: the engine lives on the main actor and
/// never lets an access to one overlap another, and the runtime's checks of that (a call and a
/// thread-local lookup for every read and write of a class's property in a release build) were a
/// quarter of a progress update's instructions (callgrind, `Benchmarks --profile update`).
@MainActor
package final class Engine: StepTarget {
    package typealias Completion = StepRunner.Completion

    @exclusivity(unchecked) package internal(set) var phase: Phase = .hidden {
        didSet {
            guard phase.isUnseen != oldValue.isUnseen else { return }
            unseenChanged?(phase.isUnseen)
        }
    }
    /// Hears each time the HUD goes off screen or comes back (``Phase/isUnseen``): a bound
    /// progress draws nothing while its HUD cannot be seen. One listener, the HUD's binding.
    @exclusivity(unchecked) var unseenChanged: (@MainActor (_ isUnseen: Bool) -> Void)?
    /// What the HUD shows or is about to show; nil while hidden.
    @exclusivity(unchecked) package internal(set) var content: HUD.Content?
    @exclusivity(unchecked) var activityCount = 0
    /// The work whose HUD this is, if a piece of work put the content up; nil for plain calls.
    @exclusivity(unchecked) var owner: WorkOwner?
    let scheduler: any Scheduler
    let runner: StepRunner

    /// The presenter that draws the HUD; a replacement takes over a HUD that is showing.
    @exclusivity(unchecked) package var presenter: any HUD.Presenter {
        didSet { presenterChanged(from: oldValue) }
    }

    @exclusivity(unchecked) package var configuration = HUD.Configuration() {
        didSet {
            guard configuration != oldValue else { return }
            step { [self] _ in updatePresenter(.configuration) }
        }
    }

    package var isVisible: Bool {
        phase == .appearing || phase == .visible || phase == .disappearing
    }

    // MARK: Timers and transitions

    @exclusivity(unchecked) var graceTimer: ScheduledTimer?
    /// A delayed dismiss, or a dismiss waiting out the minimum display time.
    @exclusivity(unchecked) var dismissTimer: ScheduledTimer?
    /// The countdown of a HUD that dismisses itself.
    @exclusivity(unchecked) var countdown = AutoDismissCountdown()
    /// The transition whose reports the engine takes: the newest one, until the HUD is hidden.
    @exclusivity(unchecked) var transition: HUD.Transition?
    @exclusivity(unchecked) var onScreenSince: TimeInterval?
    /// Whether the fade-in had finished when the HUD went off screen.
    @exclusivity(unchecked) var fadeInFinished = false
    /// Whether the dismissal under way fades out in no time; a show or the HUD's hiding clears it.
    @exclusivity(unchecked) var fadesOutInstantly = false
    /// Work that showed over a HUD already up, waiting out its grace time before it takes the HUD
    /// over; the HUD on screen stays as it is meanwhile (see ``show(_:kind:activities:owner:grace:)``).
    @exclusivity(unchecked) var takeover: Takeover?
    /// Bodies waiting for the HUD to be hidden (see ``whenHidden(_:)``).
    @exclusivity(unchecked) var hiddenWaiters: [Completion] = []
    /// Dismiss completions waiting for the HUD to be hidden, with the call that registered each.
    @exclusivity(unchecked) var waitingCompletions: [(Completion, registeredIn: Int)] = []
    /// The transition whose toast is held (see ``held(by:as:)``); stale once another shows.
    @exclusivity(unchecked) var heldBy: HUD.Transition?
    /// What holds it: a finger, VoiceOver's focus, or both.
    @exclusivity(unchecked) var holders: Set<HUD.Transition.Holder> = []
    /// Whether the content shown or pending is a toast (it dismisses itself); false while hidden.
    @exclusivity(unchecked) var showsToast = false
    /// Toasts waiting for their turn, oldest first (see ``joinsToastQueue(_:)``).
    @exclusivity(unchecked) var queuedToasts: [HUD.Content] = []

    // MARK: Lifetime

    /// What owns this engine (the ``HUD/Instance`` it belongs to), kept alive by the engine while
    /// the HUD is busy (``isBusy``), so that a HUD its app lets go of still ends what it started:
    /// a success toast finishes its countdown and fades out, a fade-out ends, and every completion
    /// registered with it runs, with its notifications still posted as that HUD's.
    ///
    /// The hold is a cycle (the owner keeps its engine, the engine its owner) made when the HUD
    /// becomes busy and broken when it is idle again, at the end of the step that made it so; an
    /// owner let go of while its HUD is idle goes at once. Nothing is run when an owner is freed:
    /// nothing can be waiting then. A HUD shown and let go of without a dismissal stays on screen
    /// until something dismisses it, as a shown MBProgressHUD stays in its superview: a view's
    /// HUD is found by `HUD.Instance.dismiss(in:)`, and goes when its view goes.
    @exclusivity(unchecked) package weak var keeper: AnyObject? {
        didSet { heldKeeper = isBusy ? keeper : nil }
    }
    /// ``keeper``, held strongly while the HUD is busy.
    @exclusivity(unchecked) private var heldKeeper: AnyObject?

    /// Whether the HUD has something to finish: it is not hidden (a grace time, a show, a
    /// countdown, a fade-out), or completions or waiters it accepted have not run yet.
    var isBusy: Bool {
        phase != .hidden || !queuedToasts.isEmpty || !waitingCompletions.isEmpty || !hiddenWaiters.isEmpty
            || runner.hasWaitingCompletions
    }

    /// Told when the HUD has become busy and holds its ``keeper`` (a debug build's watch for an
    /// instance let go of while shown, `HUD.Instance.watchForLetGo`).
    package var becameBusy: (@MainActor () -> Void)?

    /// Takes or lets go of the hold on ``keeper`` once the outermost step is over.
    func stepsEnded() {
        let busy = isBusy
        guard busy != (heldKeeper != nil) else { return }
        heldKeeper = busy ? keeper : nil
        if heldKeeper != nil { becameBusy?() }
    }

    /// Whether the hold on ``keeper`` is the only strong reference left to it: its app let go of a
    /// HUD that is busy. (The standard library's `isKnownUniquelyReferenced`; weak references, as
    /// the call queue's and the presenter's, do not count.)
    package func keeperIsHeldOnlyHere() -> Bool {
        heldKeeper != nil && isKnownUniquelyReferenced(&heldKeeper)
    }

    package init(scheduler: any Scheduler, presenter: (any HUD.Presenter)? = nil, delivery: any EffectDelivery = LiveDelivery()) {
        self.scheduler = scheduler
        self.runner = StepRunner(scheduler: scheduler, delivery: delivery)
        self.presenter = presenter ?? HeadlessPresenter(scheduler: scheduler)
        runner.target = self
    }

    /// Number of timers that may still fire: the tests check that none is left once hidden.
    var liveTimerCount: Int {
        [graceTimer, dismissTimer, countdown.timer, takeover?.timer].filter { $0.map { !$0.isCancelled } ?? false }.count
            + (runner.hasPendingRelease ? 1 : 0)
    }
    var hiddenWaiterCount: Int { hiddenWaiters.count }

    // MARK: Calls

    /// Applies one call of the API as one step: the only way calls reach the engine.
    package func apply(_ call: consuming Call) {
        runner.run(consume call, on: self)
    }

    /// Applies the call in `call` to `engine`, leaving a call that does nothing in its place: for a
    /// caller that reaches the engine without retaining it, through a closure, which can lend a
    /// call but not give it.
    package static func apply(_ call: inout Call, to engine: Engine) {
        // Taken by a function, whose result is moved into `apply`: a local taken here would be
        // copied into it (and `consume` of a local crashes the compiler with the iOS 17.4 SDK).
        engine.apply(take(&call))
    }

    private static func take(_ call: inout Call) -> Call {
        var taken = Call.performAction
        swap(&taken, &call)
        return taken
    }

    func applyStep(_ applied: consuming Call, call: Int) {
        switch consume applied {
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
        case .dismissWithoutFade(let completions):
            fadesOutInstantly = phase != .hidden
            requestDismissal(after: 0, completions: completions, call: call)
        case .popActivity(let times):
            activityCount -= min(max(times, 0), activityCount)
            if activityCount == 0 { requestDismissal(after: 0, completions: [], call: call) }
        case .finishWork(let owner, let outcome, let completion):
            finish(owner, with: outcome, completion: completion, call: call)
        case .follow(let followed):
            ProgressBinding.start(followed, engine: self)
        case .whenHidden(let body):
            if phase == .hidden && queuedToasts.isEmpty { runner.complete(body) } else { hiddenWaiters.append(body) }
        case .perform(let body):
            body()
        }
    }

    // MARK: Steps

    func post(_ name: Notification.Name, status: String?? = nil) {
        runner.post(name, status: status ?? content?.status)
    }

    /// Runs `body` as a step after `delay` seconds, unless the timer is cancelled or the engine is gone.
    func stepAfter(_ delay: TimeInterval, _ body: @escaping (Engine) -> Void) -> ScheduledTimer {
        scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            step { [self] _ in body(self) }
        }
    }

    func step(_ body: @escaping (_ call: Int) -> Void) {
        runner.run(on: self, body)
    }
}
