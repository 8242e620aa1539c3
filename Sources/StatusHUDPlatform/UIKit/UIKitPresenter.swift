#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
import os

extension HUD {
    /// The HUD on iOS, tvOS and Mac Catalyst: the shared HUD's presenter there.
    ///
    /// It shows the HUD in a window of its own just above the frontmost normal-level key window of the
    /// scene in use (the one touched last, or ``targetScene``), so sheets, full-screen
    /// covers, alerts and popovers presented while it is up stay below it, and touches pass through
    /// wherever it does not take them. When its scene goes to the background or disconnects it moves to
    /// the next scene in use, or waits off screen (its countdown paused) until one can take it. With no
    /// window yet it waits and reports the HUD on screen only once it is. It can also show in
    /// ``containerView`` instead (app extensions must). It fades as the drawing says, reverses a fade
    /// from where it is on screen, reports each transition once, plays haptics and speaks to VoiceOver
    /// once each, when the HUD is on screen.
    ///
    /// ```swift
    /// // In an app extension, or to show the HUD inside one view:
    /// HUD.containerView = view
    /// // In an app with several windows, to show it in this one while it can:
    /// (HUD.presenter as? HUD.UIKitPresenter)?.targetScene = view.window?.windowScene
    /// ```
    ///
    /// Every decision here — which scene, when to move, when to report, which touches pass, when to
    /// play a haptic, how long a fade takes — is made by neutral code tested on Linux (`SceneHost`,
    /// `CueGate`, `TimedCueGate`, `KeyboardTracker`, `HUD.Drawing`); this class applies it.
    @MainActor
    public final class UIKitPresenter: HUD.Presenter {
        /// A view to show the HUD in instead of a window; `nil` by default. App extensions, which have
        /// no access to the app's windows, must set one. A scroll view (a table, say) works: the HUD is
        /// put beside it in its superview, over its frame, so it stays put as the content scrolls and
        /// no cell or header drawn later can take its touches. A HUD shown in it ends at once, as a
        /// dismissal does, when the view is freed or removed from its superview for good.
        public weak var containerView: UIView?
        /// Whether the HUD belongs to its container and never takes a window of its own.
        private let boundToContainer: Bool
        /// The object the touch notifications are posted with: the HUD instance, or none for the shared HUD.
        private weak var sender: AnyObject?
        /// Whether the HUD is hosted by the window policy (no container, and none required).
        var usesWindow: Bool { containerView == nil && !boundToContainer }

        /// The scene to show the HUD in while it can take it (in the foreground, with a shown key
        /// window); `nil` by default: the scene the user is using, the one touched last.
        public weak var targetScene: UIWindowScene? {
            didSet { host.target = targetScene.map(ObjectIdentifier.init) }
        }

        var view: HUDView?
        var overlay: OverlayWindow?
        /// Keeps the HUD where its container view says while it shows there.
        var follower: ContainerFollower?
        /// Told when the HUD starts showing (true) and when it has hidden (false), for the view that
        /// keeps a view's HUDs while they show (`HUD.Instance(in:)`).
        private let shownChanged: ((_ shown: Bool) -> Void)?
        /// What the engine asked to show last: what a HUD still waiting for a window shows once it has one.
        var latest: (content: HUD.Content, configuration: HUD.Configuration)?
        /// The transition that showed the HUD now shown or waiting for a window, until it hides.
        var showing: HUD.Transition?
        var hiding: HUD.Transition?
        /// Runs the HUD view's fades in and out.
        private let fader = HUDViewFader()
        var host = SceneHost<ObjectIdentifier>()
        /// When to cue, with a status the throttle held back said when its second ends.
        lazy var cues: TimedCueGate = {
            let cues = TimedCueGate()
            cues.onDue = { [weak self] cue in self?.play(cue) }
            return cues
        }()
        private var keyboard = KeyboardTracker()
        private var observers: [NotificationObservers] = []
        private let voiceOver = VoiceOverFocus()
        let haptics = Haptics()
        private var saidWhyNothingShows = false
        #if os(tvOS)
        /// Whether the overlay takes the remote, and what had the focus before it (`OverlayFocus`).
        var remote = OverlayFocus<UIView>()
        #endif

        /// Creates a presenter that shows the HUD above the scene in use, or in `containerView`.
        ///
        /// It starts following scene activations and the keyboard at once. A keyboard already up then
        /// is read from UIKit's keyboard layout guide when the HUD first attaches. Which of several iPad
        /// windows the user touched last is known from then on (`SceneTouches`, shared by every presenter); before any touch
        /// the library has seen, the scene in front on the Mac, or else the one activated last, takes the HUD.
        public convenience init(containerView: UIView? = nil) {
            self.init(containerView: containerView, boundToContainer: false, sender: nil)
        }

        /// A presenter for a HUD of a view's own (`HUD.Instance(in:)`): bound to `containerView`, it
        /// never falls back to a window of its own; when the view has gone (`ContainerLife`) the HUD
        /// ends at once (`reportGone()`). Its touch notifications carry `sender`, and `shownChanged`
        /// hears when it starts showing and when it has hidden.
        package init(containerView: UIView?, boundToContainer: Bool, sender: AnyObject?,
             shownChanged: ((_ shown: Bool) -> Void)? = nil) {
            self.containerView = containerView
            self.boundToContainer = boundToContainer
            self.sender = sender
            self.shownChanged = shownChanged
            observers.append(SceneNews.observe { [weak self] news in self?.handle(news) })
            #if os(iOS)
            // A presenter made after the touches (one per HUD, or a replaced `HUD.presenter`) starts
            // from the scene touched last, not from activation order.
            if let scene = SceneTouches.lastScene { host.sceneTouched(ObjectIdentifier(scene)) }
            observers.append(observeKeyboard { [weak self] frame, duration, curve in
                guard let self else { return }
                if let frame { keyboard.willChange(to: frame, duration: duration, curve: curve) } else {
                    keyboard.willHide(duration: duration, curve: curve)
                }
                view?.keyboardChanged()
            })
            #endif
        }

        /// Shows `content` as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
            let isBack = hiding != nil && view?.window != nil     // back during the fade-out
            latest = (content, configuration)
            showing = transition
            hiding = nil
            host.maximumWindowLevel = configuration.maximumWindowLevel
            let view = self.view ?? makeView()
            view.show(content, configuration: configuration, isNewHUD: !isBack)
            followAppWindow()
            if !isBack { view.setFade(view.fade(.appearing(progress: 0))) }
            play(cues.shown(content, configuration: configuration))
            shownChanged?(true)
            let step: SceneHost<ObjectIdentifier>.Step
            if let containerView {
                attach(to: containerView)
                step = host.show([], containerInWindow: follower?.isOnScreen ?? false)
            } else if boundToContainer {
                // Its view has gone (freed): nothing to show in, ever.
                apply(host.show([], containerInWindow: false))
                transition.reportGone()
                return
            } else {
                watchTouches()
                step = host.show(WindowHost.scenes())
            }
            apply(step)
            if step.report == nil, host.isOnScreen {
                // Already on screen (back during the fade-out): the new transition is on screen now.
                transition.reportOnScreen()
                fadeIn(view, transition)
            }
        }

        /// Changes the HUD in place as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
            latest = (content, configuration)
            view?.show(content, configuration: configuration, change: change)
            followAppWindow()
            play(cues.updated(content, change: change, configuration: configuration))
            if usesWindow, hiding == nil {
                apply(host.maximumWindowLevelChanged(to: configuration.maximumWindowLevel, WindowHost.scenes()))
            }
        }

        /// Hides the HUD as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func hide(transition: HUD.Transition) {
            showing = nil
            latest = nil
            view?.cancelSwipe()
            guard let view, view.window != nil, host.isOnScreen else {
                finishHiding(transition)
                return
            }
            hiding = transition
            fader.fade(view, .disappear, transition) { [weak self] in
                guard let self, hiding === transition else { return }
                finishHiding(transition)
            }
        }

        func finishHiding(_ transition: HUD.Transition) {
            fader.stopFade(nil)
            follower?.stop()
            follower = nil
            view?.removeFromSuperview()
            releaseOverlay()
            hiding = nil
            host.hide()
            cues.hidden()
            voiceOver.restore()
            transition.reportFinished()
            shownChanged?(false)
        }

        /// A keyboard that came up before this presenter existed posted nothing it heard: until a
        /// notification comes, the HUD's view asks UIKit's keyboard layout guide, which UIKit keeps at the
        /// keyboard whether or not anyone listened (`KeyboardTracker.seed`). The guide is the HUD view's
        /// own, so nothing is added to the app's views.
        func seedKeyboard(from view: HUDView) {
            #if os(iOS)
            guard !keyboard.isKnown, view.window != nil else { return }
            let guide = view.keyboardLayoutGuide
            view.layoutIfNeeded()
            let space = view.window?.screen.coordinateSpace ?? view.coordinateSpace
            let resting = CGPoint(x: view.bounds.minX, y: view.bounds.maxY - view.safeAreaInsets.bottom)
            keyboard.seed(guideFrame: view.convert(guide.layoutFrame, to: space),
                          containerFrame: view.convert(view.bounds, to: space),
                          restingTop: view.convert(resting, to: space).y)
            #endif
        }

        private func makeView() -> HUDView {
            let view = HUDView(frame: .zero)
            view.touchSender = sender
            view.keyboard = { [weak self] in self?.keyboard ?? KeyboardTracker() }
            // A toast swiped away ends as its countdown would: the engine decides, with the
            // transition that showed it (ignored if a newer one has begun).
            view.swipedAway = { [weak self] in self?.showing?.reportSwipedAway() }
            // A finger on a toast, or VoiceOver's focus, holds its countdown (`VoiceOverHold`).
            view.held = { [weak self] holder, isHeld in
                if isHeld { self?.showing?.reportHeld(by: holder) } else { self?.showing?.reportLetGo(by: holder) }
            }
            self.view = view
            return view
        }

        /// Says once per process, in the log, why a HUD waits unseen where that is a setup mistake: an
        /// app extension with no container view.
        func sayWhyNothingShows(_ reason: HUD.WindowChoice.NoWindowReason) {
            guard WindowHost.isAppExtension, containerView == nil, !saidWhyNothingShows else { return }
            saidWhyNothingShows = true
            Logger(subsystem: "StatusHUD", category: "HUD.UIKitPresenter").error(
                "StatusHUD shows nothing: an app extension has no access to the app's windows (\(reason.description, privacy: .public)). Set HUD.containerView to a view of the extension.")
        }

        // MARK: Fades

        func fadeIn(_ view: HUDView, _ transition: HUD.Transition) {
            fader.fade(view, .appear, transition) {
                transition.reportFinished()        // ignored by the engine if a newer transition began
            }
        }

        // MARK: Haptics and VoiceOver

        /// Plays a cue's haptic and speaks it; a blocking HUD that has just come on screen takes the
        /// focus instead of being announced (`VoiceOverPosting`).
        func play(_ cue: HUD.Feedback.Cue, cameOnScreen: Bool = false) {
            guard let view, let latest else { return }
            let languages = Locale.preferredLanguages
            view.bezel.accessibilityLabel = HUD.Feedback.Announcement(describing: latest.content).text(languages: languages)
            // With the glyph's marks, as `HUD.Drawing.DrawIn.marksStart` decides, not the fade's start.
            if let haptic = cue.haptic { haptics.play(haptic, after: view.untilMarksStart) }
            voiceOver.speak(cue.announcement?.text(languages: languages), priority: cue.priority, on: view.bezel,
                            cameOnScreen: cameOnScreen, blocks: view.drawing?.blocksInteraction ?? false)
        }
    }
}
#endif
