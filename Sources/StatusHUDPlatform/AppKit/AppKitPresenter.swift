#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension HUD {
    /// The HUD in an AppKit app: the shared HUD's presenter in a process that runs an
    /// `NSApplication` as a regular or menu-bar app (`HUD.MacPresenterChoice`), and the presenter of
    /// a HUD made for one view (`HUD.Instance(in:)`) or one window (`HUD.Instance(over:)`).
    ///
    /// The shared HUD is centred over the app's key window as it shows (else its main window, else
    /// the frontmost normal window: `HUD.MacWindowChoice`) and stays with that window until it
    /// hides (`MacHost`: off screen while the window is minimised, its tab behind another, or the
    /// app hidden, back on it after; it moves only when its window closes), in a borderless,
    /// non-activating panel of its own, in the window's appearance. The panel covers the content
    /// area when the HUD masks or blocks it, else only the bezel (`MacPanelRegion`), so clicks
    /// beside a HUD with a button reach the app. The panel is a child window of its window: it moves
    /// with the window, is resized with it, and is ordered above it. A blocking HUD blocks its
    /// window with a document-modal sheet that draws nothing (`MacSheet`), as any sheet does,
    /// leaving the app's other windows usable; it takes the keyboard, and gives it back to
    /// the field it took it from (`FocusReturn`). With no open window for it, or in a menu-bar app in the background, it stands
    /// free on the screen; with windows out of sight it waits, and reports the HUD on screen only
    /// once it is. It fades and zooms as the drawing says, turning a fade back from the opacity on screen, and
    /// speaks to VoiceOver once per cue, by the same policy as on iOS (`CueGate`,
    /// `TimedCueGate`, `HUD.Feedback.priority(of:configuration:)`).
    ///
    /// ```swift
    /// // The default in an AppKit app; to install it yourself, say in a tool that opens windows:
    /// HUD.presenter = HUD.AppKitPresenter()
    /// ```
    @MainActor
    public final class AppKitPresenter: HUD.Presenter {
        let view: AppKitHUDView
        /// The view a HUD of a view's own is drawn in; nil for the shared HUD's window.
        weak var containerView: NSView?
        /// The container view's identity, which `MacHost` knows it by once it has gone.
        var containerID: ObjectIdentifier?
        /// The container view's superview when last seen in a window, to tell a view AppKit parked
        /// (`isParked`) from one removed.
        weak var containerSuperview: NSView?
        /// Tells when the container view is freed; the view keeps it (a watch kept here too would
        /// outlive the view, and never tell).
        private weak var containerWatch: ContainerWatch?
        let inView: Bool
        /// The one window a HUD made for it covers (`HUD.Instance(over:)`); nil for the shared
        /// HUD, which goes over the window the user is in, and for a view's.
        weak var ownWindow: NSWindow?
        /// Whether the HUD was made for one window (which may have gone since).
        let overOneWindow: Bool
        /// The sheet that blocks the window under a blocking HUD (`MacSheet`), the last one begun.
        var blocker: SheetBlocker?
        /// The HUD's sheet among its window's sheets, while it blocks the window (`MacSheet`).
        var sheetQueue = MacSheet.Queue()
        /// Whether the HUD is out of sight while its sheet waits its turn, and when the engine is
        /// told (`MacSheetSight`).
        var sight = MacSheetSight()
        /// Whether the panel takes clicks, as the last drawing's region says (`MacPanelRegion`).
        var panelTakesClicks = false
        /// Asks `sheetQueue` after each turn of the main run loop while the HUD's sheet is begun.
        var sheetWatch: RunLoopWatch?
        /// The main menu's items aimed at the covered window's objects, stopped while it blocks.
        let targetedCommands = TargetedCommands()
        var panel: HUDPanel?
        weak var parent: NSWindow?
        /// The screen a free-standing HUD is on (`MacHost`: an app with no window for it).
        var freeScreen: NSScreen?
        var latest: (content: HUD.Content, configuration: HUD.Configuration)?
        var showing: HUD.Transition?
        var hiding: HUD.Transition?
        /// Where the HUD is and what to report, decided in neutral code one decision at a time.
        lazy var placements = MacPlacementQueue<ObjectIdentifier, NSObject>(
            allowsFreeStanding: !self.inView && !self.overOneWindow,
            candidates: { [weak self] closing in self?.candidatesForTurn(closing: closing) ?? [] },
            app: { [weak self] in self?.appDescription() ?? HUD.MacAppDescription() },
            apply: { [weak self] step, found in self?.apply(step, objects: found) })
        /// Fades and zooms the HUD, and says how much room its zoom needs.
        let fader: AppKitHUDFader
        /// When to speak, with a status the throttle held back said when its second ends.
        lazy var cues: TimedCueGate = {
            let cues = TimedCueGate()
            cues.onDue = { [weak self] cue in self?.play(cue) }
            return cues
        }()
        /// The keyboard a blocking HUD takes and gives back.
        let keyboard: AppKitKeyboardFocus
        /// When it takes it: as it starts blocking, and when its window is made key again, never
        /// from a sheet or panel opened later (`MacKeyboardClaim`).
        var keyboardClaim = MacKeyboardClaim()
        /// The covered window's close button, disabled while the HUD blocks it, as a sheet disables
        /// it: closing the busy window would send a blocking HUD onto another.
        weak var disabledCloseButton: NSButton?
        /// A window being minimised and the app being hidden, which its windows' facts may not say
        /// yet (`MacTransitions`).
        var transitions = MacTransitions<ObjectIdentifier>()
        /// The window closing now, which must not be made key.
        var closingWindow: ObjectIdentifier? { placements.closingWindow }
        private var observers: [NotificationObservers] = []
        /// The parent's content area, which a toolbar shown or hidden changes without a resize.
        var contentAreaObservation: NSKeyValueObservation?

        /// Creates a presenter that shows the HUD over the app's key or main window.
        public convenience init() {
            self.init(containerView: nil, inView: false, sender: nil)
        }

        /// Whether the container view is laid over the content it covers, as a SwiftUI area is
        /// (`statusHUDArea`), rather than around it: a blocking HUD then takes the keyboard from a
        /// focused view under it (`MacCoveredFocus`).
        package var coversContentBeneath: Bool {
            get { keyboard.isOverlay }
            set { keyboard.isOverlay = newValue }
        }

        /// Told when the HUD starts showing (true) and when it has hidden (false), for the view that
        /// keeps a view's HUDs while they show (`HUD.Instance(in:)`); nil by default.
        package var shownChanged: ((_ shown: Bool) -> Void)?

        /// A presenter for a HUD of a view's own (`HUD.Instance(in:)`): drawn in `containerView`, over
        /// its content, and shown nowhere once the view has gone; its click notifications carry `sender`.
        package convenience init(containerView: NSView?, inView: Bool, sender: AnyObject?) {
            self.init(containerView: containerView, inView: inView, window: nil, overOneWindow: false, sender: sender)
        }

        /// A presenter for a HUD of one window's own (`HUD.Instance(over:)`): over `window` alone,
        /// and shown nowhere once the window has closed or gone.
        package convenience init(window: NSWindow?, sender: AnyObject?) {
            self.init(containerView: nil, inView: false, window: window, overOneWindow: true, sender: sender)
        }

        private init(containerView: NSView?, inView: Bool, window: NSWindow?, overOneWindow: Bool, sender: AnyObject?) {
            self.containerView = containerView
            self.inView = inView
            ownWindow = window
            self.overOneWindow = overOneWindow
            keyboard = AppKitKeyboardFocus(inView: inView)
            view = AppKitHUDView(blursBehindWindow: !inView)
            fader = AppKitHUDFader(view: view, inView: inView)
            view.touchSender = sender
            view.drawingChanged = { [weak self] in self?.drawingChanged() }
            // The window typed into under a HUD that is up: the one it covers (none standing free).
            view.typingWindow = { [weak self] in
                guard let self, showing != nil || hiding != nil else { return nil }
                return inView ? containerView?.window : parent
            }
            fader.zoomChanged = { [weak self] in self?.drawingChanged() }
            view.windowChanged = { [weak self] in
                guard let self, inView else { return }
                windowsChanged(closing: nil)
                if view.window != nil, let superview = containerView?.superview { containerSuperview = superview }
                // Out of its window: removed for good, or moved within this turn (`ContainerLife`).
                if view.window == nil {
                    DispatchQueue.main.async { [weak self] in
                        MainActor.assumeIsolated { self?.checkContainerLife() }
                    }
                }
            }
            if let containerView {
                containerID = ObjectIdentifier(containerView)
                let watch = ContainerWatch(containerView) { [weak self] in self?.checkContainerLife() }
                containerWatch = watch
            }
            if inView { view.autoresizingMask = [.width, .height] }
            // A HUD in a view hears its window's news too: ordered in, minimised, hidden, closed.
            let center = NotificationCenter.default
            let names: [Notification.Name] = [
                NSWindow.didBecomeKeyNotification, NSWindow.didBecomeMainNotification, NSWindow.didResizeNotification,
                NSWindow.didMiniaturizeNotification, NSWindow.didDeminiaturizeNotification, NSWindow.willCloseNotification,
            ]
            observers.append(NotificationObservers((names + [
                NSWindow.didChangeOcclusionStateNotification, NSWindow.willMiniaturizeNotification,
                NSApplication.willHideNotification, NSApplication.didHideNotification, NSApplication.didUnhideNotification,
                NSApplication.didBecomeActiveNotification, NSApplication.didResignActiveNotification,
            ]).map { name in
                center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    let source = (note.object as AnyObject?).map(ObjectIdentifier.init)
                    let closing = note.name == NSWindow.willCloseNotification
                    let becameKey = note.name == NSWindow.didBecomeKeyNotification
                    let event = Self.transition(note.name, source)
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        // The HUD's own panel and sheet moving or resizing are no news about the
                        // app's windows; its sheet made key (presented again after the app's own
                        // sheet ended) takes its window's keyboard (`MacKeyboardClaim`).
                        if source == self.panel.map(ObjectIdentifier.init) { return }
                        if source == self.blocker.map(ObjectIdentifier.init) {
                            if becameKey, self.keyboardClaim.windowBecameKey(.hudsWindow) == .take { self.takeFocus() }
                            return
                        }
                        if let event { self.transitions.heard(event) }
                        self.windowsChanged(closing: closing ? source : nil)
                        if becameKey, self.keyWindow == .hudsWindow,
                           self.keyboardClaim.windowBecameKey(.hudsWindow) == .take {
                            self.takeFocus()
                        }
                    }
                }
            }))
            let workspace = NSWorkspace.shared.notificationCenter
            observers.append(NotificationObservers([workspace.addObserver(
                forName: NSWorkspace.activeSpaceDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.windowsChanged(closing: nil) }
            }], center: workspace))
        }

        /// A presenter let go while its panel is up (an app replacing ``HUD/presenter`` mid-fade: the
        /// engine hides it, and its fade's end, which would order the panel out, holds it weakly)
        /// takes its panel with it, which its window would otherwise keep as a child for good, ends its
        /// sheet and enables the close button it disabled; a view's presenter stops watching its
        /// view. Deinit runs outside the main actor, so the removal is sent there.
        deinit {
            let panel = self.panel, parent = self.parent, containerWatch = self.containerWatch
            // Its sheet, if still begun (one ended already may be on its way out), and the close
            // button it disabled.
            let blocker = sheetQueue.state == .begun ? self.blocker : nil, closeButton = disabledCloseButton
            let targetedCommands = self.targetedCommands
            guard panel != nil || containerWatch != nil else { return }
            Task { @MainActor in
                containerWatch?.stop()
                targetedCommands.restore()
                closeButton?.isEnabled = true
                if let blocker, let covered = blocker.sheetParent { covered.endSheet(blocker) }
                guard let panel else { return }
                parent?.removeChildWindow(panel)
                panel.orderOut(nil)
            }
        }

        /// Shows `content` as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
            // On screen already: back during the fade-out, or replaced.
            let isBack = placements.host.isOnScreen
            latest = (content, configuration)
            showing = transition
            hiding = nil
            view.keepsFocusedField = false
            shownChanged?(true)
            view.show(content, configuration: drawn(configuration), isNewHUD: !isBack)
            play(cues.shown(content, configuration: configuration))
            if !isBack { fader.animateAlpha(to: 0, HUD.Animation(duration: 0, curve: .linear)) }
            placements.place { host, windows, app in host.show(windows, app: app) }
            // Its view or window has gone (freed) before the show: nothing to show in, ever.
            if inView, containerView == nil { transition.reportGone() }
            if overOneWindow, ownWindow == nil { transition.reportGone() }
        }

        /// Changes the HUD in place as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
            latest = (content, configuration)
            view.show(content, configuration: drawn(configuration), change: change)
            play(cues.updated(content, change: change, configuration: configuration))
        }

        /// Hides the HUD as ``HUD/Presenter`` describes: the engine calls it, an app does not.
        public func hide(transition: HUD.Transition) {
            showing = nil
            latest = nil
            // Fading out, the HUD stays where it is whatever the keyboard does now.
            view.keepsFocusedField = true
            releaseWindow()
            hiding = transition
            placements.place { host, _, _ in host.hide() }
            if hiding === transition { fade(.disappear, transition) }
        }

        // MARK: Fades

        /// Fades the HUD in or out (`AppKitHUDFader`); when this fade, and no later one, ends, reports
        /// the transition finished, or, a hide still this one's when its turn comes, that it has ended.
        func fade(_ direction: HUD.Transition.Direction, _ transition: HUD.Transition) {
            fader.fade(direction, transition) { [weak self] in
                guard let self else { return }
                if direction == .appear { transition.reportFinished() } else if hiding === transition {
                    // Still this hide's when its turn comes (a show may be queued before it)?
                    placements.place { [weak self] host, _, _ in
                        self?.hiding === transition ? host.fadeOutEnded() : .init(placement: .unchanged, report: nil)
                    }
                }
            }
        }

        // MARK: VoiceOver

        /// Speaks a cue's announcement, and labels the bezel with what the HUD shows.
        func play(_ cue: HUD.Feedback.Cue) {
            guard let latest else { return }
            let languages = Locale.preferredLanguages
            view.setSpokenLabel(HUD.Feedback.Announcement(describing: latest.content).text(languages: languages))
            guard let text = cue.announcement?.text(languages: languages) else { return }
            // The priority the feedback policy decided: a result high, statuses medium, queued toasts low.
            let level: NSAccessibilityPriorityLevel = switch cue.priority {
            case .low: .low
            case .default: .medium
            case .high: .high
            }
            NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested, userInfo: [
                .announcement: text, .priority: level.rawValue,
            ])
        }
    }
}
#endif
