#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// Where the HUD is: in its container view while that lives, over a window as the windows change
// (`MacHost`), or standing free on a screen.
extension HUD.AppKitPresenter {
    /// A window the HUD may go over, as `MacHost` sees it.
    typealias HostWindow = MacHost<ObjectIdentifier>.Window

    /// A HUD in a view ends when its view has gone for good (`ContainerLife`: freed, or removed
    /// and not a view controller's view), as a dismissal without a fade does, and runs its
    /// completions; a view in a window that closed waits, as its window may open again.
    func checkContainerLife() {
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
    func isParked(_ view: NSView) -> Bool {
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
    func candidates(closing: ObjectIdentifier?) -> [(window: HostWindow, object: NSObject)] {
        if inView {
            guard let containerView else { return [] }
            let window = containerView.window
            let plain = HUD.MacWindowDescription(
                isVisible: window?.isVisible ?? false, isMiniaturized: window?.isMiniaturized ?? false,
                isOnActiveSpace: window?.isOnActiveSpace ?? false)
            let description = window.map { transitions.window(ObjectIdentifier($0), plain) } ?? plain
            return [(HostWindow(id: ObjectIdentifier(containerView), description: description), containerView)]
        }
        if overOneWindow {
            // A HUD of one window's own: that window alone, described as a view's window is (a
            // window the app chose, whatever its kind or level), seen when it is.
            guard let window = ownWindow else { return [] }
            let plain = HUD.MacWindowDescription(isVisible: window.isVisible, isMiniaturized: window.isMiniaturized,
                                                 isOnActiveSpace: window.isOnActiveSpace,
                                                 isBehindAnotherTab: Self.isBehindAnotherTab(window))
            return [(HostWindow(id: ObjectIdentifier(window), description: transitions.window(ObjectIdentifier(window), plain)), window)]
        }
        guard let app = NSApp else { return [] }
        let visible = (NSWindow.windowNumbers(options: .allSpaces) ?? []).compactMap { app.window(withWindowNumber: $0.intValue) }
        let rest = app.windows.filter { window in !visible.contains { $0 === window } }
        return (visible + rest).filter { $0 !== panel && ObjectIdentifier($0) != closing }.map { window in
            let description = transitions.window(ObjectIdentifier(window), HUD.MacWindowDescription(
                isKey: window.isKeyWindow || window === parent && blocker?.isKeyWindow == true,
                isMain: window.isMainWindow, level: window.level.rawValue, isVisible: window.isVisible,
                isMiniaturized: window.isMiniaturized, isOnActiveSpace: window.isOnActiveSpace,
                isPanel: window is NSPanel, isSheet: window.isSheet, isChild: window.parent != nil,
                isBehindAnotherTab: Self.isBehindAnotherTab(window)))
            return (HostWindow(id: ObjectIdentifier(window), description: description), window)
        }
    }

    /// Whether `window` is a tab of a group that shows another of its tabs. `tabGroup` is made
    /// on demand, its header says, so reading it would give every window a group of its own on
    /// every notification: it is read only when `tabbedWindows` (nil unless the window shows a
    /// tab bar) says there is a group of more than one.
    static func isBehindAnotherTab(_ window: NSWindow) -> Bool {
        guard let tabs = window.tabbedWindows, tabs.count > 1 else { return false }
        return window.tabGroup.map { $0.selectedWindow !== window } ?? false
    }

    /// The app's facts for `MacHost`: an accessory app in the background, or a hidden one, has no
    /// window for the shared HUD (`HUD.MacWindowChoice`). A HUD in a view goes in its view
    /// whatever the app's policy: only the app being hidden, which orders its window out, counts.
    /// The policy, not the window's `occlusionState`, tells a menu-bar app in the background: a
    /// document app's window covered by another app's keeps its HUD, to be there when the user
    /// comes back (it has a Dock icon to come back by); a menu-bar app's settings window behind
    /// other apps is not where its "Copied" is looked for.
    func appDescription() -> HUD.MacAppDescription {
        guard let app = NSApp else { return HUD.MacAppDescription() }
        if inView || overOneWindow { return transitions.app(HUD.MacAppDescription(isHidden: app.isHidden)) }
        return transitions.app(HUD.MacAppDescription(isAccessory: app.activationPolicy() == .accessory,
                                                     isActive: app.isActive, isHidden: app.isHidden))
    }

    /// What a notification tells `transitions`: a minimise or a hide begun or ended.
    nonisolated static func transition(_ name: Notification.Name, _ source: ObjectIdentifier?) -> MacTransitions<ObjectIdentifier>.Event? {
        switch name {
        case NSApplication.willHideNotification: return .willHide
        case NSApplication.didUnhideNotification: return .didUnhide
        default: break
        }
        guard let source else { return nil }
        switch name {
        case NSWindow.willMiniaturizeNotification: return .willMiniaturize(source)
        case NSWindow.didMiniaturizeNotification: return .didMiniaturize(source)
        case NSWindow.didDeminiaturizeNotification: return .didDeminiaturize(source)
        case NSWindow.willCloseNotification: return .willClose(source)
        default: return nil
        }
    }

    /// Where the HUD goes after a notification (`MacHost.windowsChanged`). AppKit tells the
    /// app's changes only by notifications, each read here as facts at once: the windows in
    /// z-order, the app's policy, activity and hiding. The alternatives: key-value observing of
    /// `NSApp.windows` says nothing of minimising, hiding or a change of key window; occlusion
    /// (`NSWindow.occlusionState`) says whether a window is seen, not whether it is open (a
    /// window covered by others is as good a host as an uncovered one).
    func windowsChanged(closing: ObjectIdentifier?) {
        guard showing != nil || hiding != nil else { return }
        var closing = closing
        // A HUD in a view is hosted by its view: its window closing is the view's going.
        if inView, let containerView, closing != nil, closing == containerView.window.map(ObjectIdentifier.init) {
            closing = ObjectIdentifier(containerView)
        }
        placements.place(closing: closing) { host, windows, app in host.windowsChanged(windows, app: app, closing: closing) }
        // A HUD of one window's own ends when its window closes, as a view's does when its view goes.
        if overOneWindow, let closing, closing == ownWindow.map(ObjectIdentifier.init) { showing?.reportGone() }
    }

    /// The candidates at a decision's turn in `placements`, which applies one at a time what
    /// `MacHost` decides (giving the keyboard back makes a window key, a report makes the engine
    /// hide: those are decided after the one being applied, in order, not inside it).
    func candidatesForTurn(closing: ObjectIdentifier?) -> [(window: HostWindow, object: NSObject)] {
        // A HUD in a view is in it from the show on, so that it hears its view join a window.
        if inView, showing != nil, let containerView, view.superview !== containerView {
            view.frame = containerView.bounds
            containerView.addSubview(view, positioned: .above, relativeTo: nil)
        }
        return candidates(closing: closing)
    }

    func apply(_ step: MacHost<ObjectIdentifier>.Step, objects: [(window: HostWindow, object: NSObject)]) {
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
            // A HUD in a view waits in it, to come back with it. The shared HUD's panel leaves its
            // window while the window is minimised or the app hidden (`MacHost` keeps it pinned,
            // and `.attach` brings it back as the window returns), at the window's
            // `willMiniaturize` or the app's `willHide` (`MacTransitions`), before AppKit orders
            // the window out. The headers do not say what AppKit does with a child window when
            // its parent is minimised or the app hidden (ordered out with it? back with it, above
            // it, at its level?), and the engine must be told the HUD is off screen so that its
            // countdown waits. The alternative, the panel left a child of its window through
            // both, would rest on that unwritten behaviour, and on `NSApp.unhide` showing again
            // a panel the HUD might have hidden meanwhile.
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
            // Out of sight while its sheet waits behind the app's (`MacSheet.waits`): it is told
            // on screen, and fades in, when it comes out (`cameOutOfWaiting`).
            guard let showing, let latest, !sight.waits else { break }
            sight.toldOnScreen()
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
}
#endif
