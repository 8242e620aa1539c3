#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

private typealias HostWindow = MacHost<ObjectIdentifier>.Window

extension HUD {
    /// The HUD in an AppKit app: the shared HUD's presenter in a process that runs an
    /// `NSApplication` as a regular or menu-bar app (`HUD.MacPresenterChoice`), and the presenter of
    /// a HUD made for one view (`HUD.Instance(in:)`).
    ///
    /// The shared HUD is centred over the app's key window (else its main window, else the frontmost
    /// normal window: `HUD.MacWindowChoice`) and stays over that window until it hides (`MacHost`:
    /// it moves only when its window closes or is minimised), in a borderless, non-activating panel of its own that
    /// is a child of that window: it moves with the window, is resized with it, and is ordered above
    /// it, in its appearance. The panel covers the content area when the HUD masks or blocks it, else
    /// only the bezel (`MacPanelRegion`), so clicks beside a HUD with a button reach the app. A
    /// blocking HUD also takes the keyboard, and gives it back to the field it took it from
    /// (`FocusReturn`). With no window to go over it waits, and reports the HUD on screen only once it
    /// is. It fades and zooms as the drawing says, turning a fade back from the opacity on screen, and
    /// speaks to VoiceOver once per cue, by the same policy as on iOS (`CueGate`).
    ///
    /// ```swift
    /// // The default in an AppKit app; to install it yourself, say in a tool that opens windows:
    /// HUD.presenter = HUD.AppKitPresenter()
    /// ```
    @MainActor
    public final class AppKitPresenter: HUD.Presenter {
        private let view: AppKitHUDView
        /// The view a HUD of a view's own is drawn in; nil for the shared HUD's window.
        private weak var containerView: NSView?
        /// The container view's identity, which `MacHost` knows it by once it has gone.
        private var containerID: ObjectIdentifier?
        /// The container view's superview when last seen in a window, to tell a view AppKit parked
        /// (`isParked`) from one removed.
        private weak var containerSuperview: NSView?
        /// Tells when the container view is freed; the view keeps it (a watch kept here too would
        /// outlive the view, and never tell).
        private weak var containerWatch: ContainerWatch?
        private let inView: Bool
        private var panel: HUDPanel?
        private weak var parent: NSWindow?
        /// The screen a free-standing HUD is on (`MacHost`: an app with no window for it).
        private var freeScreen: NSScreen?
        private var latest: (content: HUD.Content, configuration: HUD.Configuration)?
        private var showing: HUD.Transition?
        private var hiding: HUD.Transition?
        /// Where the HUD is and what to report, decided in neutral code one decision at a time.
        private lazy var placements = MacPlacementQueue<ObjectIdentifier, NSObject>(
            allowsFreeStanding: !self.inView,
            candidates: { [weak self] closing in self?.candidatesForTurn(closing: closing) ?? [] },
            apply: { [weak self] step, found in self?.apply(step, objects: found) })
        /// Fades and zooms the HUD, and says how much room its zoom needs.
        private let fader: AppKitHUDFader
        private var cues = CueGate()
        /// The keyboard a blocking HUD takes and gives back.
        private let keyboard: AppKitKeyboardFocus
        /// When it takes it: as it starts blocking, and when its window is made key again, never
        /// from a sheet or panel opened later (`MacKeyboardClaim`).
        private var keyboardClaim = MacKeyboardClaim()
        /// The covered window's close button, disabled while the HUD blocks it, as a sheet disables
        /// it: closing the busy window would send a blocking HUD onto another.
        private weak var disabledCloseButton: NSButton?
        /// The window closing now, which must not be made key.
        private var closingWindow: ObjectIdentifier? { placements.closingWindow }
        private var observers: [NotificationObservers] = []
        /// The parent's content area, which a toolbar shown or hidden changes without a resize.
        private var contentAreaObservation: NSKeyValueObservation?

        /// Creates a presenter that shows the HUD over the app's key or main window.
        public convenience init() {
            self.init(containerView: nil, inView: false, sender: nil)
        }

        /// Told when the HUD starts showing (true) and when it has hidden (false), for the view that
        /// keeps a view's HUDs while they show (`HUD.Instance(in:)`); nil by default.
        package var shownChanged: ((_ shown: Bool) -> Void)?

        /// A presenter for a HUD of a view's own (`HUD.Instance(in:)`): drawn in `containerView`, over
        /// its content, and shown nowhere once the view has gone; its click notifications carry `sender`.
        package init(containerView: NSView?, inView: Bool, sender: AnyObject?) {
            self.containerView = containerView
            self.inView = inView
            keyboard = AppKitKeyboardFocus(inView: inView)
            view = AppKitHUDView(blursBehindWindow: !inView)
            fader = AppKitHUDFader(view: view, inView: inView)
            view.touchSender = sender
            view.drawingChanged = { [weak self] in self?.drawingChanged() }
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
                NSWindow.didChangeOcclusionStateNotification, NSApplication.didHideNotification,
                NSApplication.didUnhideNotification,
            ]).map { name in
                center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    let source = (note.object as AnyObject?).map(ObjectIdentifier.init)
                    let closing = note.name == NSWindow.willCloseNotification
                    let becameKey = note.name == NSWindow.didBecomeKeyNotification
                    MainActor.assumeIsolated {
                        // The HUD's own panel moving or resizing is no news about the app's windows.
                        guard let self, source != self.panel.map(ObjectIdentifier.init) else { return }
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
        /// takes its panel with it, which its window would otherwise keep as a child for good; a
        /// view's presenter stops watching its view. Deinit runs outside the main actor, so the
        /// removal is sent there.
        deinit {
            let panel = self.panel, parent = self.parent, containerWatch = self.containerWatch
            guard panel != nil || containerWatch != nil else { return }
            Task { @MainActor in
                containerWatch?.stop()
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
            shownChanged?(true)
            view.show(content, configuration: drawn(configuration), isNewHUD: !isBack)
            play(cues.shown(content, configuration: configuration))
            if !isBack { fader.animateAlpha(to: 0, HUD.Animation(duration: 0, curve: .linear)) }
            placements.place { host, windows in host.show(windows) }
            // Its view has gone (freed) before the show: nothing to show in, ever.
            if inView, containerView == nil { transition.reportGone() }
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
            releaseWindow()
            hiding = transition
            placements.place { host, _ in host.hide() }
            if hiding === transition { fade(.disappear, transition) }
        }

        // MARK: Where the HUD is

        /// A HUD in a view ends when its view has gone for good (`ContainerLife`: freed, or removed
        /// and not a view controller's view), as a dismissal without a fade does, and runs its
        /// completions; a view in a window that closed waits, as its window may open again.
        private func checkContainerLife() {
            guard inView, showing != nil || hiding != nil else { return }
            let life = ContainerLife(exists: containerView != nil, inWindow: containerView?.window != nil,
                                     hasSuperview: containerView?.superview != nil || containerView.map(isParked) == true,
                                     isViewControllerView: containerView?.nextResponder is NSViewController)
            guard life == .gone else { return }
            // Its host lets it go (off screen; a hide under way ends), then the engine ends it.
            windowsChanged(closing: containerID)
            showing?.reportGone()
        }

        /// Whether AppKit took `view` out of its superview to hide it and keeps it to show again,
        /// which is away, not gone: a stack view's hidden arranged view (`detachesHiddenViews`, on
        /// by default), or a tab view's item that is not selected.
        private func isParked(_ view: NSView) -> Bool {
            switch containerSuperview {
            case let stack as NSStackView: stack.detachedViews.contains(view)
            case let tabs as NSTabView: tabs.tabViewItems.contains { $0.view === view }
            default: false
            }
        }

        /// The windows the HUD could go over, front to back, with their plain descriptions: the app's
        /// windows without the HUD's own and `closing` (AppKit lists the visible ones in z-order on
        /// the active Space; then the rest, hidden or minimised, as `windows` has them); for a HUD in
        /// a view, its view, seen when its window is.
        private func candidates(closing: ObjectIdentifier?) -> [(window: HostWindow, object: NSObject)] {
            if inView {
                guard let containerView else { return [] }
                let window = containerView.window
                let description = HUD.MacWindowDescription(
                    isVisible: window?.isVisible ?? false, isMiniaturized: window?.isMiniaturized ?? false,
                    isOnActiveSpace: window?.isOnActiveSpace ?? false)
                return [(HostWindow(id: ObjectIdentifier(containerView), description: description), containerView)]
            }
            guard let app = NSApp else { return [] }
            let visible = (NSWindow.windowNumbers(options: .allSpaces) ?? []).compactMap { app.window(withWindowNumber: $0.intValue) }
            let rest = app.windows.filter { window in !visible.contains { $0 === window } }
            return (visible + rest).filter { $0 !== panel && ObjectIdentifier($0) != closing }.map { window in
                let description = HUD.MacWindowDescription(
                    isKey: window.isKeyWindow || window === parent && panel?.isKeyWindow == true,
                    isMain: window.isMainWindow, level: window.level.rawValue, isVisible: window.isVisible,
                    isMiniaturized: window.isMiniaturized, isOnActiveSpace: window.isOnActiveSpace,
                    isPanel: window is NSPanel, isSheet: window.isSheet, isChild: window.parent != nil,
                    isBehindAnotherTab: window.tabGroup.map { $0.windows.count > 1 && $0.selectedWindow !== window } ?? false)
                return (HostWindow(id: ObjectIdentifier(window), description: description), window)
            }
        }

        private func windowsChanged(closing: ObjectIdentifier?) {
            guard showing != nil || hiding != nil else { return }
            var closing = closing
            // A HUD in a view is hosted by its view: its window closing is the view's going.
            if inView, let containerView, closing != nil, closing == containerView.window.map(ObjectIdentifier.init) {
                closing = ObjectIdentifier(containerView)
            }
            placements.place(closing: closing) { host, windows in host.windowsChanged(windows, closing: closing) }
        }

        /// The candidates at a decision's turn in `placements`, which applies one at a time what
        /// `MacHost` decides (giving the keyboard back makes a window key, a report makes the engine
        /// hide: those are decided after the one being applied, in order, not inside it).
        private func candidatesForTurn(closing: ObjectIdentifier?) -> [(window: HostWindow, object: NSObject)] {
            // A HUD in a view is in it from the show on, so that it hears its view join a window.
            if inView, showing != nil, let containerView, view.superview !== containerView {
                view.frame = containerView.bounds
                containerView.addSubview(view, positioned: .above, relativeTo: nil)
            }
            return candidates(closing: closing)
        }

        private func apply(_ step: MacHost<ObjectIdentifier>.Step, objects: [(window: HostWindow, object: NSObject)]) {
            switch step.placement {
            case .unchanged:
                break
            case .attach(let id):
                // A HUD in a view is already in it (see `candidatesForTurn`); the shared HUD's panel goes
                // over the window.
                if !inView, let window = objects.first(where: { $0.window.id == id })?.object as? NSWindow {
                    attach(to: window)
                } else if inView {
                    // Now in its window: a blocking HUD starts here, and takes the keyboard
                    // (`MacKeyboardClaim`), whether or not a layout pass follows.
                    drawingChanged()
                }
            case .detach:
                // A HUD in a view waits in it, to come back with it.
                if !inView || step.endsHide { detach() }
            case .freeStanding:
                standFree()
            }
            if step.endsHide, let hiding {
                self.hiding = nil
                cues.hidden()
                hiding.reportFinished()
                shownChanged?(false)
            }
            switch step.report {
            case .onScreen(let arrived)?:
                guard let showing, let latest else { break }
                showing.reportOnScreen()
                // The engine may have hidden it or shown another in answer to the report.
                guard self.showing === showing else { break }
                if arrived { play(cues.cameOnScreen(latest.content, configuration: latest.configuration)) }
                fade(.appear, showing)
            case .offScreen?:
                showing?.reportOffScreen()
                cues.wentOffScreen()
            case nil:
                break
            }
        }

        /// The HUD's panel as a child of `window`, sized to its content area, with the HUD laid out in it.
        private func attach(to window: NSWindow) {
            let panel = self.panel ?? makePanel()
            if parent !== window {
                releaseWindow()
                parent?.removeChildWindow(panel)
                parent = window
                freeScreen = nil
                panel.collectionBehavior = [.fullScreenAuxiliary]
                panel.level = window.level
                // Light or dark as the window it is over, not as the app (a child's default source).
                panel.appearanceSource = window
                window.addChildWindow(panel, ordered: .above)     // orders it in, above the window
                // KVO-compliant, its header says; changes come on the main thread, where AppKit works.
                contentAreaObservation = window.observe(\.contentLayoutRect) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.windowsChanged(closing: nil) }
                }
            }
            view.setFrameSize(window.contentLayoutRect.size)
            view.needsLayout = true
            view.layoutSubtreeIfNeeded()
            drawingChanged()
        }

        /// The HUD standing free, as the system's volume and brightness HUDs do: on the screen with
        /// the pointer, in its visible frame (clear of the menu bar and the Dock), above normal
        /// windows (the floating level), on every Space and over full-screen apps, left out of
        /// Window-menu cycling; drawn without backdrop or blocking (`Configuration.freeStanding`),
        /// so its panel covers the bezel alone and is never made key (a click on a button still
        /// works: the panel becomes key only if a click needs it). It stays on that screen until it
        /// hides, as a HUD over a window stays there.
        ///
        /// The alternatives: waiting for a window (what it did) left a menu-bar app's "Copied" for
        /// an hour, until its settings window opened; the status item's button would place it
        /// under the menu bar but the HUD has no way to know which item the user used; the main
        /// screen (`NSScreen.main`, the key window's) is the wrong one when the app has no window.
        private func standFree() {
            let panel = self.panel ?? makePanel()
            if let parent {
                releaseWindow()
                parent.removeChildWindow(panel)
                self.parent = nil
                contentAreaObservation = nil
            }
            let pointer = NSEvent.mouseLocation
            guard let screen = NSScreen.screens.first(where: { NSMouseInRect(pointer, $0.frame, false) }) ?? NSScreen.main else { return }
            freeScreen = screen
            panel.level = .floating
            panel.collectionBehavior = [.canJoinAllSpaces, .fullScreenAuxiliary, .stationary, .ignoresCycle]
            panel.appearanceSource = nil
            if let latest { view.show(latest.content, configuration: drawn(latest.configuration)) }
            view.setFrameSize(screen.visibleFrame.size)
            view.needsLayout = true
            view.layoutSubtreeIfNeeded()
            drawingChanged()
            panel.orderFrontRegardless()
        }

        /// The configuration the view draws: a free-standing HUD's has no backdrop and blocks nothing.
        private func drawn(_ configuration: HUD.Configuration) -> HUD.Configuration {
            placements.host.isFreeStanding ? configuration.freeStanding : configuration
        }

        /// Applies what a new drawing decides about the panel: its region, clicks and keyboard.
        private func drawingChanged() {
            guard let drawing = view.drawing, showing != nil || hiding != nil else { return }
            let region = MacPanelRegion(drawing: drawing, zoom: fader.zoom)
            let area = parent.map { $0.convertToScreen($0.contentLayoutRect) } ?? freeScreen?.visibleFrame
            if let panel, let content = area {
                let frame = NSRect(x: content.minX + region.frame.minX, y: content.maxY - region.frame.maxY,
                                   width: region.frame.width, height: region.frame.height)
                view.drawsShadow = !region.usesWindowShadow
                view.windowCorners = region.usesWindowShadow ? nil : parent.map(Self.corners(of:))
                panel.hasShadow = region.usesWindowShadow
                if panel.frame != frame {
                    panel.setFrame(frame, display: false)
                    // The window server's shadow follows the content's shape only when asked.
                    if region.usesWindowShadow { panel.invalidateShadow() }
                }
                view.setFrameOrigin(NSPoint(x: -region.frame.minX, y: -region.frame.minY))
                panel.ignoresMouseEvents = !region.takesClicks
                // Modal is a window's attribute to VoiceOver: the blocking HUD's panel keeps
                // VoiceOver, Voice Control and Switch Control from the window it blocks.
                panel.setAccessibilityModal(region.takesKeyboard && hiding == nil)
            }
            if !inView { blockCloseButton(region.takesKeyboard && hiding == nil) }
            switch keyboardClaim.blocking(region.takesKeyboard && hiding == nil, keyWindow: keyWindow) {
            case .take: takeFocus()
            case .giveBack: giveFocusBack()
            case .none: break
            }
        }

        /// The rounding of `window`'s bottom corners, which a mask over its content area keeps
        /// inside: a child window is not clipped by its parent (`MacWindowCorners`).
        private static func corners(of window: NSWindow) -> MacWindowCorners {
            MacWindowCorners(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
                             isTitled: window.styleMask.contains(.titled),
                             isFullScreen: window.styleMask.contains(.fullScreen),
                             hasToolbar: window.toolbar?.isVisible == true,
                             contentReachesBottom: window.contentLayoutRect.minY <= 0)
        }

        private func makePanel() -> HUDPanel {
            let panel = HUDPanel(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: true)
            panel.isOpaque = false
            panel.backgroundColor = .clear
            panel.hasShadow = false
            panel.isReleasedWhenClosed = false
            panel.becomesKeyOnlyIfNeeded = true
            panel.hidesOnDeactivate = false
            panel.animationBehavior = .none
            panel.collectionBehavior = [.fullScreenAuxiliary]
            panel.alphaValue = 0
            let content = FlippedView()
            content.addSubview(view)
            panel.contentView = content
            self.panel = panel
            fader.panel = panel
            return panel
        }

        private func detach() {
            fader.cancel()
            releaseWindow()
            view.resetZoom()
            if inView {
                view.removeFromSuperview()
                return
            }
            guard let panel else { return }
            contentAreaObservation = nil
            parent?.removeChildWindow(panel)
            parent = nil
            freeScreen = nil
            panel.orderOut(nil)
        }

        /// Gives back what a blocking HUD took from the window it covers, as it hides or leaves it:
        /// the keyboard (the next blocking start claims it afresh) and the close button.
        private func releaseWindow() {
            keyboardClaim.ended()
            blockCloseButton(false)
            giveFocusBack()
        }

        /// Disables the covered window's close button while the HUD blocks, and enables it again
        /// after, if it was enabled before. (Cmd-W and File > Close stop at the HUD: `MacBlocking`.)
        private func blockCloseButton(_ blocked: Bool) {
            if blocked, disabledCloseButton == nil, let button = parent?.standardWindowButton(.closeButton), button.isEnabled {
                button.isEnabled = false
                disabledCloseButton = button
            } else if !blocked, let button = disabledCloseButton {
                button.isEnabled = true
                disabledCloseButton = nil
            }
        }

        // MARK: Keyboard

        /// Which window is key, as `MacKeyboardClaim` sees it: the one the HUD covers (or its own
        /// panel), another (a sheet, an alert, a panel, another window), none, or the HUD not over
        /// a window yet (a new HUD's first drawing comes before its placing).
        private var keyWindow: MacKeyboardClaim.KeyWindow {
            MacKeyboardClaim.KeyWindow(key: NSApp.keyWindow.map(ObjectIdentifier.init),
                                       covered: (inView ? view.window : parent).map(ObjectIdentifier.init),
                                       panel: panel.map(ObjectIdentifier.init))
        }

        /// Takes the keyboard for a blocking HUD (`AppKitKeyboardFocus`).
        private func takeFocus() {
            keyboard.take(for: view, over: parent, in: containerView, panel: panel)
        }

        /// Gives the keyboard back to where it was taken from, if the HUD holds it.
        private func giveFocusBack() {
            keyboard.giveBack(from: view, over: parent, panel: panel, closingWindow: closingWindow)
        }

        // MARK: Fades

        /// Fades the HUD in or out (`AppKitHUDFader`); when this fade, and no later one, ends, reports
        /// the transition finished, or, a hide still this one's when its turn comes, that it has ended.
        private func fade(_ direction: HUD.Transition.Direction, _ transition: HUD.Transition) {
            fader.fade(direction, transition) { [weak self] in
                guard let self else { return }
                if direction == .appear { transition.reportFinished() } else if hiding === transition {
                    // Still this hide's when its turn comes (a show may be queued before it)?
                    placements.place { [weak self] host, _ in
                        self?.hiding === transition ? host.fadeOutEnded() : .init(placement: .unchanged, report: nil)
                    }
                }
            }
        }

        // MARK: VoiceOver

        /// Speaks a cue's announcement, and labels the bezel with what the HUD shows.
        private func play(_ cue: HUD.Feedback.Cue) {
            guard let latest else { return }
            let languages = Locale.preferredLanguages
            view.setSpokenLabel(HUD.Feedback.Announcement(describing: latest.content).text(languages: languages))
            guard let text = cue.announcement?.text(languages: languages) else { return }
            NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested, userInfo: [
                .announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue,
            ])
        }
    }
}
#endif
