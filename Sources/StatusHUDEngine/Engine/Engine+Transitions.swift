import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The presenter's side: asking it to show, update and hide, and taking its transitions' reports.
extension Engine {
    func beginAppearing() {
        guard let content else { return }
        phase = .waitingForScreen
        presenter.show(content, configuration: configuration, transition: beginTransition(.appear))
    }

    func cameOnScreen() {
        phase = .appearing
        onScreenSince = scheduler.now
        post(HUD.willAppearNotification)
        startAutoDismissIfOnScreen()
    }

    func updatePresenter(_ change: HUD.Change) {
        guard let content, !change.isEmpty, phase != .hidden, phase != .grace else { return }
        presenter.update(content, configuration: configuration, change: change)
    }

    func presenterChanged(from old: any HUD.Presenter) {
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
    func beginTransition(_ direction: HUD.Transition.Direction, duration: TimeInterval? = nil) -> HUD.Transition {
        let timing = configuration.sanitizedTiming
        let made = HUD.Transition(
            direction: direction,
            duration: duration ?? (direction == .appear ? timing.fadeInDuration : timing.fadeOutDuration)
        ) { [weak self] transition, report in
            guard let self else { return }
            step { [self] _ in handle(report, of: transition) }
        }
        transition = made
        return made
    }

    /// An instant fade-out for a presenter that is let go of, whose reports nobody waits for.
    func withdrawal() -> HUD.Transition {
        HUD.Transition(direction: .disappear, duration: 0) { _, _ in }
    }

    func handle(_ report: HUD.Transition.Report, of reported: HUD.Transition) {
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
        case (.appear, .gone):
            endBecausePlaceHasGone()
        case (.disappear, .finished), (.disappear, .gone):
            if phase == .disappearing { becomeHidden(notifying: true) }
        case (.appear, .swipedAway):
            swipedAway()
        case (.appear, .held(let holder)):
            held(by: reported, as: holder)
        case (.appear, .letGo(let holder)):
            letGo(by: reported, as: holder)
        case (.disappear, .onScreen), (.disappear, .offScreen), (.disappear, .swipedAway),
             (.disappear, .held), (.disappear, .letGo):
            break
        }
    }

    /// `holder` (a finger, or VoiceOver's focus) holds the toast on screen: its countdown waits
    /// with what is left of it. Only a toast that counts down pauses; the hold belongs to the
    /// transition that showed it, so a new show (or the HUD hiding) ends it without a `letGo`, and
    /// the holders of an older transition are forgotten.
    func held(by transition: HUD.Transition, as holder: HUD.Transition.Holder) {
        guard showsToast, phase == .appearing || phase == .visible else { return }
        if heldBy !== transition { holders = [] }
        heldBy = transition
        holders.insert(holder)
        countdown.pause(at: scheduler.now)
    }

    /// `holder` let go: once no holder is left (a finger and VoiceOver's focus may hold together),
    /// the countdown runs on, at least ``HUD/Transition/timeAfterLetGo``. A holder that held
    /// nothing changes nothing.
    func letGo(by transition: HUD.Transition, as holder: HUD.Transition.Holder) {
        guard heldBy === transition, holders.remove(holder) != nil, holders.isEmpty else { return }
        heldBy = nil
        countdown.extendPending(toAtLeast: HUD.Transition.timeAfterLetGo)
        startAutoDismissIfOnScreen()
    }

    /// Whether a finger or VoiceOver's focus holds the toast that is on screen now.
    var isHeld: Bool { heldBy != nil && heldBy === transition }

    /// The user swiped the toast on screen away: its time is up now, as when its countdown fires
    /// (the minimum display time is not waited out: the user asked). A toast waiting its turn
    /// stays in line. A spinner or a progress is the app's to end, so a swipe leaves it.
    func swipedAway() {
        guard showsToast, phase == .appearing || phase == .visible else { return }
        countdown.cancel()
        activityCount = 0
        dismissIsDue(waitingOutMinimumDisplayTime: false)
    }

    /// The presenter's place for the HUD has gone for good: off screen at once, then dismissed as
    /// `dismiss(animated: false)` is, but now (an off-screen HUD waits out no minimum display time
    /// and fades out in no time), so nothing is left waiting for a screen that will never come.
    func endBecausePlaceHasGone() {
        switch phase {
        case .appearing, .visible:
            wentOffScreen()
        case .waitingForScreen, .offScreen:
            break
        case .hidden, .grace, .disappearing:
            return
        }
        requestDismissal(after: 0, completions: [], call: 0)
    }

    func wentOffScreen() {
        fadeInFinished = phase == .visible
        phase = .offScreen
        countdown.pause(at: scheduler.now)
    }

    func cameBackOnScreen() {
        phase = fadeInFinished ? .visible : .appearing
        startAutoDismissIfOnScreen()
    }
}
