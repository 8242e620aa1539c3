#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD in an AppKit app: the shared HUD's presenter in a process that runs an
/// `NSApplication` as a regular or menu-bar app (``HUD/MacPresenterChoice``).
///
/// It shows the HUD centred over the app's key window (else its main window, else the frontmost
/// normal window: ``HUD/MacWindowChoice``), in a borderless, non-activating panel of its own that
/// is a child of that window: it moves with the window, is resized with it, and stays above its
/// content and sheets; the app's window stays key, so the keyboard stays where it was. Clicks pass
/// through unless the HUD blocks them or has a button (a HUD with a button takes the clicks on the
/// window's content area while it is up: the panel cannot pass on some and take others). With no
/// window to go over it waits, and reports the HUD on screen only once it is. It fades as the
/// drawing says and speaks to VoiceOver once per cue, by the same policy as on iOS (`CueGate`).
///
/// ```swift
/// // The default in an AppKit app; to install it yourself, say in a tool that opens windows:
/// HUD.presenter = AppKitPresenter()
/// ```
@MainActor
public final class AppKitPresenter: HUD.Presenter {
    private let view = AppKitHUDView()
    private var panel: NSPanel?
    private weak var parent: NSWindow?
    private var latest: (content: HUD.Content, configuration: HUD.Configuration)?
    private var showing: HUD.Transition?
    private var hiding: HUD.Transition?
    private var isOnScreen = false
    /// Counts fades, so that only the last one started reports its end.
    private var fadeGeneration = 0
    private var cues = CueGate()
    private var observers: NotificationObservers?
    private var spaceObserver: NSObjectProtocol?

    /// Creates a presenter that shows the HUD over the app's key or main window.
    public init() {
        view.takesClicksChanged = { [weak self] takesClicks in self?.panel?.ignoresMouseEvents = !takesClicks }
        let center = NotificationCenter.default
        let names: [Notification.Name] = [
            NSWindow.didBecomeKeyNotification, NSWindow.didBecomeMainNotification, NSWindow.didResizeNotification,
            NSWindow.didMiniaturizeNotification, NSWindow.didDeminiaturizeNotification, NSWindow.willCloseNotification,
        ]
        observers = NotificationObservers(names.map { name in
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                let source = (note.object as AnyObject?).map(ObjectIdentifier.init)
                let closing = note.name == NSWindow.willCloseNotification
                MainActor.assumeIsolated {
                    // The HUD's own panel moving or resizing is no news about the app's windows.
                    guard let self, source != self.panel.map(ObjectIdentifier.init) else { return }
                    self.windowsChanged(closing: closing ? source : nil)
                }
            }
        })
        spaceObserver = NSWorkspace.shared.notificationCenter.addObserver(
            forName: NSWorkspace.activeSpaceDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.windowsChanged(closing: nil) }
        }
    }

    public func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        latest = (content, configuration)
        showing = transition
        hiding = nil
        view.show(content, configuration: configuration, isNewHUD: !isOnScreen)
        play(cues.shown(content, configuration: configuration))
        if isOnScreen {
            // Already over a window (back during the fade-out, or replaced): on screen now.
            transition.reportOnScreen()
            fade(in: true, transition)
        } else {
            panel?.alphaValue = 0
            place()
        }
    }

    public func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        latest = (content, configuration)
        view.show(content, configuration: configuration, change: change)
        play(cues.updated(content, change: change, configuration: configuration))
    }

    public func hide(transition: HUD.Transition) {
        showing = nil
        latest = nil
        guard isOnScreen else {
            finishHiding(transition)
            return
        }
        hiding = transition
        fade(in: false, transition)
    }

    private func finishHiding(_ transition: HUD.Transition) {
        detach()
        isOnScreen = false
        hiding = nil
        cues.hidden()
        transition.reportFinished()
    }

    // MARK: Where the HUD is

    /// The app's windows without the HUD's own: the visible ones front to back (AppKit lists them
    /// in z-order on the active Space), then the rest (hidden, minimised) as `windows` has them.
    private func appWindows(without closing: ObjectIdentifier?) -> [NSWindow] {
        guard let app = NSApp else { return [] }
        let visible = (NSWindow.windowNumbers(options: .allSpaces) ?? []).compactMap { app.window(withWindowNumber: $0.intValue) }
        let rest = app.windows.filter { window in !visible.contains { $0 === window } }
        return (visible + rest).filter { $0 !== panel && ObjectIdentifier($0) != closing }
    }

    private func windowsChanged(closing: ObjectIdentifier?) {
        guard hiding == nil, showing != nil else {
            if let hiding, let parent, ObjectIdentifier(parent) == closing { finishHiding(hiding) }
            return
        }
        place(closing: closing)
    }

    /// Puts the HUD over the window the neutral choice names, or takes it off screen to wait.
    private func place(closing: ObjectIdentifier? = nil) {
        let windows = appWindows(without: closing)
        let descriptions = windows.map { window in
            HUD.MacWindowDescription(
                isKey: window.isKeyWindow, isMain: window.isMainWindow, level: window.level.rawValue,
                isVisible: window.isVisible, isMiniaturized: window.isMiniaturized,
                isOnActiveSpace: window.isOnActiveSpace, isPanel: window is NSPanel, isSheet: window.isSheet)
        }
        switch HUD.MacWindowChoice(frontToBack: descriptions) {
        case .window(let index):
            attach(to: windows[index])
            guard !isOnScreen, let showing, let latest else { return }
            isOnScreen = true
            showing.reportOnScreen()
            play(cues.cameOnScreen(latest.content, configuration: latest.configuration))
            fade(in: true, showing)
        case .noneYet:
            detach()
            if isOnScreen {
                isOnScreen = false
                showing?.reportOffScreen()
                cues.wentOffScreen()
            }
        }
    }

    /// A borderless, non-activating panel over the window's content area, a child of the window.
    private func attach(to window: NSWindow) {
        let panel = self.panel ?? makePanel()
        let frame = window.convertToScreen(window.contentLayoutRect)
        if parent !== window {
            parent?.removeChildWindow(panel)
            parent = window
            panel.level = window.level
            window.addChildWindow(panel, ordered: .above)
        }
        panel.setFrame(frame, display: true)
        panel.orderFront(nil)
        view.frame = NSRect(origin: .zero, size: frame.size)
        view.needsLayout = true
        view.layoutSubtreeIfNeeded()
        panel.ignoresMouseEvents = !(view.drawing.map { $0.blocksInteraction || $0.button != nil } ?? false)
    }

    private func makePanel() -> NSPanel {
        let panel = NSPanel(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: true)
        panel.isOpaque = false
        panel.backgroundColor = .clear
        panel.hasShadow = false
        panel.isReleasedWhenClosed = false
        panel.becomesKeyOnlyIfNeeded = true
        panel.hidesOnDeactivate = false
        panel.animationBehavior = .none
        panel.alphaValue = 0
        panel.contentView = view
        self.panel = panel
        return panel
    }

    private func detach() {
        fadeGeneration += 1
        guard let panel else { return }
        parent?.removeChildWindow(panel)
        parent = nil
        panel.orderOut(nil)
    }

    // MARK: Fades

    /// Fades the panel in or out as the drawing says (Reduce Motion included), from the opacity
    /// it has now; reports the transition finished when this fade, and no later one, ends.
    private func fade(in appearing: Bool, _ transition: HUD.Transition) {
        guard let panel else {
            if !appearing { finishHiding(transition) } else { transition.reportFinished() }
            return
        }
        let drawn = appearing ? view.drawing?.fadeIn : view.drawing?.fadeOut
        let full = HUD.Drawing.fadeAnimation(drawn, transitionDuration: transition.duration, remainingFraction: 1)
        let alpha = Double(panel.alphaValue)
        let animation = full.resumed(remainingFraction: appearing ? 1 - alpha : alpha)
        fadeGeneration += 1
        let generation = fadeGeneration
        let end = { @MainActor [weak self] in
            guard let self, generation == fadeGeneration else { return }
            if appearing { transition.reportFinished() } else if hiding === transition { finishHiding(transition) }
        }
        guard animation.duration > 0 else {
            panel.alphaValue = appearing ? 1 : 0
            end()
            return
        }
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = animation.duration
            context.timingFunction = animation.curve.mediaTimingFunction
            panel.animator().alphaValue = appearing ? 1 : 0
        }, completionHandler: {
            MainActor.assumeIsolated { end() }
        })
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
#endif
