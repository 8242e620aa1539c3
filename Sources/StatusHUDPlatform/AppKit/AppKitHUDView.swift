#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's content on macOS: it covers the window or view it is over, draws the mask, and holds
/// the bezel (an `NSVisualEffectView` with the `.hudWindow` material, or a solid fill) with its
/// shadow, the indicator, labels and button. It asks the core for a layout and a drawing on every
/// layout pass (a resize, a light/dark change, Reduce Transparency) and applies them; it decides
/// no geometry, colour or timing of its own.
@MainActor
final class AppKitHUDView: NSView {
    private(set) var content: HUD.Content?
    private(set) var configuration = HUD.Configuration()
    private(set) var drawing: HUD.Drawing?
    private var hudLayout: HUD.Layout?
    /// Called after each new drawing is applied.
    var drawingChanged: (() -> Void)?
    /// The object click notifications are posted with: the HUD instance, nil for the shared HUD.
    weak var touchSender: AnyObject?
    /// Called when the view joins or leaves a window.
    var windowChanged: (() -> Void)?

    // Every view that lays out children is flipped: the layout's frames are y-down.
    private let dimming = FlippedView()
    private let gradient = CAGradientLayer()
    /// The bezel's soft shadow: a layer of the mask's view, under the bezel, laid out y-down as the
    /// indicator's layers are.
    private let shadowLayer = CALayer()
    /// Whether the bezel's shadow is drawn here; not when the HUD's panel covers the bezel alone
    /// and casts the window's own shadow (`MacPanelRegion.usesWindowShadow`).
    var drawsShadow = true {
        didSet { if drawsShadow != oldValue { needsLayout = true } }
    }
    /// The bottom corners of the window the view covers, which the mask keeps inside
    /// (`MacWindowCorners`); square (nil) in a view, on the desktop, or over a panel of the bezel alone.
    var windowCorners: MacWindowCorners? {
        didSet { if windowCorners != oldValue { needsLayout = true } }
    }
    /// The mask's outline when the window's corners are round: the view's bounds with their bottom
    /// corners rounded, drawn y-down as the indicator's paths are.
    private let dimmingOutline = CAShapeLayer()
    /// The bezel's shape: rounded, clipping the blur and the fill, with the hairline edge.
    private let bezel = FlippedView()
    private let blur = NSVisualEffectView()
    private var blurRadius: CGFloat = -1
    private let fill = NSView()
    /// The mask's colour laid over a behind-window blur, which samples the window under the
    /// panel, not the mask the panel draws (`HUD.Drawing.Mask.color(at:)`): so the bezel shows
    /// the content dimmed, as the screen around it is.
    private let blurDimming = NSView()
    private let indicator = AppKitIndicatorView()
    private let statusLabel = NSTextField(labelWithString: "")
    private let detailsLabel = NSTextField(labelWithString: "")
    /// The button's visible fill, behind the button, which spans the larger hit frame.
    private let buttonFill = NSView()
    private let button = HUDButton(title: "", target: nil, action: nil)
    /// Whether the view covers a whole window (the shared HUD's panel over the app's window): then
    /// a blocking HUD stops the commands meant for that window (`MacBlocking`).
    private let coversWindow: Bool

    /// A HUD view whose blur shows what is behind its window (`blursBehindWindow`: the HUD's own
    /// panel, clear but for the mask, over the app's window) or what is under it in its window (a
    /// HUD in one of the app's views).
    init(blursBehindWindow: Bool) {
        coversWindow = blursBehindWindow
        super.init(frame: .zero)
        // The arrow over a blocking HUD, not the I-beam of the field it covers, in a key window or
        // not, while the app is active (`.activeAlways` does not apply to cursor updates).
        addTrackingArea(NSTrackingArea(rect: .zero, options: [.cursorUpdate, .activeInActiveApp, .inVisibleRect], owner: self))
        wantsLayer = true
        for view in [dimming, bezel, fill, buttonFill, blurDimming] { view.wantsLayer = true }
        dimming.layer?.addSublayer(gradient)
        dimming.layer?.addSublayer(shadowLayer)
        for view in [dimming, bezel] { addSubview(view) }
        blur.material = .hudWindow
        blur.state = .active
        blur.blendingMode = blursBehindWindow ? .behindWindow : .withinWindow
        bezel.clipsToBounds = true
        bezel.layer?.masksToBounds = true
        bezel.layer?.cornerCurve = .continuous
        for view in [blur, blurDimming, fill, indicator, statusLabel, detailsLabel, buttonFill, button] as [NSView] {
            bezel.addSubview(view)
        }
        for label in [statusLabel, detailsLabel] {
            label.maximumNumberOfLines = 0
            label.lineBreakMode = .byWordWrapping
        }
        button.isBordered = false
        button.wantsLayer = true
        button.target = self
        button.action = #selector(performAction)
        bezel.setAccessibilityElement(true)
        bezel.setAccessibilityRole(.group)
        let workspace = NSWorkspace.shared.notificationCenter
        workspace.addObserver(self, selector: #selector(settingsChanged),
                              name: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AppKitHUDView is made in code")
    }

    override var isFlipped: Bool { true }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        windowChanged?()
    }

    /// Shows `content` at once; a change of progress only keeps the layout and moves the progress.
    func show(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change? = nil, isNewHUD: Bool = false) {
        self.content = content
        self.configuration = configuration
        if isNewHUD { indicator.forget() }
        guard change == .progress, let layout = hudLayout else {
            relayout()
            return
        }
        let drawing = HUD.Drawing(configuration: configuration, content: content, layout: layout, environment: environment)
        self.drawing = drawing
        if let drawn = drawing.indicator { indicator.moveProgress(to: drawn.graphic, animation: drawing.progressChange) }
    }

    override func layout() {
        super.layout()
        relayout()
    }

    override func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        relayout()
    }

    /// A move to a display of another scale: hairlines are one pixel of the new one.
    override func viewDidChangeBackingProperties() {
        super.viewDidChangeBackingProperties()
        relayout()
    }

    @objc private func settingsChanged() {
        relayout()
    }

    /// Light or dark from the effective appearance; the user's display settings from the workspace.
    private var environment: HUD.Drawing.Environment {
        let workspace = NSWorkspace.shared
        let dark = effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        return HUD.Drawing.Environment(
            appearance: dark ? .dark : .light,
            reducesMotion: workspace.accessibilityDisplayShouldReduceMotion,
            displayScale: Double(window?.backingScaleFactor ?? 2),
            reducesTransparency: workspace.accessibilityDisplayShouldReduceTransparency,
            increasesContrast: workspace.accessibilityDisplayShouldIncreaseContrast)
    }

    private func relayout() {
        guard let content else { return }
        let container = HUD.Layout.Container(
            size: bounds.size, safeAreaInsets: HUD.EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), keyboardHeight: 0,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let layout = HUD.Layout(configuration: configuration, content: content, container: container,
                                measurer: AppKitTextMeasurer())
        hudLayout = layout
        apply(HUD.Drawing(configuration: configuration, content: content, layout: layout, environment: environment))
    }

    private func apply(_ drawing: HUD.Drawing) {
        self.drawing = drawing
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dimming.frame = bounds
        if let layer = dimming.layer {
            drawing.mask.draw(on: layer, gradient: gradient, bounds: bounds)
            layer.mask = outline(bounds, radius: windowCorners?.radius(for: bounds.size) ?? 0)
        }
        apply(drawing.bezel)
        let bezelFrame = drawing.bezel.frame
        let dim = coversWindow && !blur.isHidden ? drawing.mask.color(at: CGPoint(x: bezelFrame.midX, y: bezelFrame.midY)) : nil
        blurDimming.frame = NSRect(origin: .zero, size: bezelFrame.size)
        blurDimming.layer?.backgroundColor = dim?.layerColor
        blurDimming.isHidden = dim == nil
        CATransaction.commit()
        indicator.apply(drawing.indicator, progressChange: drawing.progressChange)
        apply(drawing.status, to: statusLabel, color: drawing.textColor)
        apply(drawing.details, to: detailsLabel, color: drawing.detailsColor)
        apply(drawing.button)
        window?.invalidateCursorRects(for: self)
        drawingChanged?()
    }

    /// The bezel as its look says: the `.hudWindow` material in the drawing's light or dark, with
    /// its fill over it; one solid colour for custom styles, Reduce Transparency and Increase Contrast.
    private func apply(_ drawn: HUD.Drawing.Bezel) {
        bezel.frame = drawn.frame
        let inside = NSRect(origin: .zero, size: drawn.frame.size)
        blur.frame = inside
        fill.frame = inside
        bezel.layer?.cornerRadius = drawn.cornerRadius
        if blurRadius != drawn.cornerRadius {
            blurRadius = drawn.cornerRadius
            blur.maskImage = Self.roundedMask(radius: drawn.cornerRadius)
        }
        let look = drawn.look(canUseGlass: false)
        switch look {
        case .glass(let tint):          // never asked for here: no glass on macOS 15.5's SDK
            blur.isHidden = true
            fill.layer?.backgroundColor = tint.layerColor
        case .material(let material, let color):
            blur.isHidden = false
            blur.appearance = NSAppearance(named: material == .systemMaterialDark ? .darkAqua : .aqua)
            fill.layer?.backgroundColor = color.layerColor
        case .solid(let color):
            blur.isHidden = true
            fill.layer?.backgroundColor = color.layerColor
        }
        let edge = drawn.edge(for: look)
        bezel.layer?.borderWidth = edge?.width ?? 0
        bezel.layer?.borderColor = edge?.color.layerColor
        let cast = drawn.shadow(for: look)
        shadowLayer.isHidden = cast == nil || !drawsShadow
        shadowLayer.frame = drawn.frame
        if let cast {
            let shape = CGRect(origin: .zero, size: drawn.frame.size)
            shadowLayer.castBezelShadow(cast, shape: CGPath(roundedRect: shape, cornerWidth: drawn.cornerRadius,
                                                       cornerHeight: drawn.cornerRadius, transform: nil))
        }
    }

    // MARK: Zoom

    /// Zooms the bezel and its shadow about their centre (``CALayer/zoom(from:to:spring:animation:)``).
    func zoom(from start: Double?, to scale: Double, spring: HUD.Spring?, animation: HUD.Animation) {
        for layer in [bezel.layer, shadowLayer].compactMap({ $0 }) {
            layer.zoom(from: start, to: scale, spring: spring, animation: animation)
        }
    }

    /// Takes the zoom off: the bezel at its laid-out size.
    func resetZoom() {
        for layer in [bezel.layer, shadowLayer].compactMap({ $0 }) { layer.removeZoom() }
    }

    /// The mask layer that keeps the dimming inside the window's rounded bottom corners; nil (no
    /// mask) for square ones.
    private func outline(_ rect: CGRect, radius: CGFloat) -> CALayer? {
        guard radius > 0 else { return nil }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: radius)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: radius)
        path.closeSubpath()
        dimmingOutline.frame = rect
        dimmingOutline.path = path
        return dimmingOutline
    }

    /// The material's own rounding (a layer's corners do not clip a blur of what is behind the
    /// window): a stretchable image with the drawing's corner radius, as `maskImage` documents.
    private static func roundedMask(radius: CGFloat) -> NSImage {
        let radius = radius.isFinite ? max(radius, 0) : 0
        let side = radius * 2 + 1
        let image = NSImage(size: NSSize(width: side, height: side), flipped: false) { rect in
            NSColor.black.setFill()
            NSBezierPath(roundedRect: rect, xRadius: radius, yRadius: radius).fill()
            return true
        }
        image.capInsets = NSEdgeInsets(top: radius, left: radius, bottom: radius, right: radius)
        image.resizingMode = .stretch
        return image
    }

    private func apply(_ label: HUD.Layout.Label?, to field: NSTextField, color: HUD.Color) {
        guard let label else {
            field.isHidden = true
            return
        }
        field.isHidden = false
        // A text field's cell insets its text by 2 pt a side: the frame grows by as much.
        field.frame = label.frame.insetBy(dx: -2, dy: 0)
        field.attributedStringValue = label.attributedText(font: label.font.systemFont, color: color.nsColor)
    }

    /// The action button with the drawing's frames, fill, corners and title colour.
    private func apply(_ drawn: HUD.Drawing.Button?) {
        button.isHidden = drawn == nil
        buttonFill.isHidden = drawn == nil
        guard let drawn else {
            bezel.setAccessibilityCustomActions(nil)
            return
        }
        // The button spans the 44 pt hit frame, where the hit test sends clicks (a click must go
        // up inside it to count); its fill is the visible frame, centred in it, as the title is.
        button.frame = drawn.layout.hitFrame
        buttonFill.frame = drawn.layout.frame
        buttonFill.layer?.backgroundColor = drawn.fill.layerColor
        buttonFill.layer?.cornerRadius = drawn.cornerRadius
        let title = drawn.layout.title
        button.attributedTitle = NSAttributedString(string: title.text, attributes: [
            .font: title.font.systemFont, .foregroundColor: drawn.titleColor.nsColor,
        ])
        bezel.setAccessibilityCustomActions([
            NSAccessibilityCustomAction(name: title.text, target: self, selector: #selector(performAccessibilityAction)),
        ])
    }

    @objc private func performAction() {
        content?.action?.perform()
    }

    @objc private func performAccessibilityAction() -> Bool {
        guard let action = content?.action else { return false }
        action.perform()
        return true
    }

    /// The bezel's accessibility label: what VoiceOver reads when it lands on the HUD.
    func setSpokenLabel(_ text: String?) {
        bezel.setAccessibilityLabel(text)
    }

    /// Clicks go to the button always; elsewhere, to this view only when it blocks them.
    override func hitTest(_ point: NSPoint) -> NSView? {
        guard !isHidden, let drawing, let superview else { return nil }
        let local = convert(point, from: superview)
        switch drawing.hitTarget(at: local) {
        case .passThrough: return nil
        case .button: return button
        case .blocker: return self
        }
    }

    override func mouseDown(with event: NSEvent) {
        // A click on the HUD's non-activating panel does not bring its app or its window forward,
        // as a click on the window under it would: done here, when neither the window nor the
        // panel over it is key (the user was in another app, or in another of its windows). Its
        // window made key gives the keyboard back to a blocking HUD (`MacKeyboardClaim`).
        if window is HUDPanel, let parent = window?.parent, let app = NSApp,
           !app.isActive || !(parent.isKeyWindow || window?.isKeyWindow == true) {
            // `activate()` from macOS 14, where `activate(ignoringOtherApps:)` is marked to be
            // deprecated: the system may then decline if the user is busy in another app, which a
            // click on the app's own HUD never is.
            if !app.isActive {
                if #available(macOS 14, *) { app.activate() } else { app.activate(ignoringOtherApps: true) }
            }
            parent.makeKeyAndOrderFront(nil)
        }
        let inside = bezel.frame.contains(convert(event.locationInWindow, from: nil))
        TouchNotifications.post(status: content?.status, insideHUD: inside, sender: touchSender)
    }

    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }

    /// Scrolling under a blocking HUD in a view stops at the HUD, as clicks do.
    override func scrollWheel(with event: NSEvent) {
        if !blocks { super.scrollWheel(with: event) }
    }

    /// A blocking HUD holds the keyboard (its presenter makes it first responder) and lets no key
    /// through to what it covers; Return, Enter, Esc and Cmd-. press its button, Tab moves between
    /// it and its button (`MacBlocking`).
    override var acceptsFirstResponder: Bool { blocks }

    override func keyDown(with event: NSEvent) {
        let flags = event.modifierFlags
        switch MacBlocking.response(toKey: event.charactersIgnoringModifiers ?? "", command: flags.contains(.command),
                                    shift: flags.contains(.shift), isRepeat: event.isARepeat, hasButton: !button.isHidden) {
        case .pressButton: performAction()
        case .focusNext, .focusPrevious:
            // Two elements: either way is the other one. The button takes the focus only where the
            // user's keyboard settings let buttons have it; else it stays here.
            window?.makeFirstResponder(window?.firstResponder === button ? self : button)
        case .stop: break
        }
    }

    /// Esc and Cmd-. when they come as the command rather than as keys.
    override func cancelOperation(_ sender: Any?) {
        if !button.isHidden { performAction() }
    }

    /// Over a window, a blocking HUD is the first responder of the key panel, and AppKit looks for a
    /// command's target there first: every command but the app's own stops here (`MacBlocking`),
    /// instead of going on to the covered window, which stays main, and its text field.
    override func supplementalTarget(forAction action: Selector, sender: Any?) -> Any? {
        guard coversWindow, blocks, !MacBlocking.letsThrough(command: NSStringFromSelector(action)) else {
            return super.supplementalTarget(forAction: action, sender: sender)
        }
        return BlockedCommands.target(for: action)
    }

    /// `NSView` prints itself (`print:`), and AppKit asks a responder that answers a command
    /// before any supplemental target: over a window, a blocking HUD says it does not, so Print
    /// greys out as the other commands do instead of printing the HUD. AppKit asks this on the
    /// main thread; elsewhere the answer is `NSView`'s.
    nonisolated override func responds(to selector: Selector!) -> Bool {
        if selector == #selector(NSView.printView(_:)), Thread.isMainThread,
           MainActor.assumeIsolated({ coversWindow && blocks }) {
            return false
        }
        return super.responds(to: selector)
    }

    override func resetCursorRects() {
        if blocks { addCursorRect(bounds, cursor: .arrow) } else { super.resetCursorRects() }
    }

    override func cursorUpdate(with event: NSEvent) {
        if blocks { NSCursor.arrow.set() } else { super.cursorUpdate(with: event) }
    }

    // A blocking HUD in a view keeps the rest of the mouse from its view, as it keeps clicks (the
    // default passes these up the responder chain to the view it covers).
    override func mouseUp(with event: NSEvent) { if !blocks { super.mouseUp(with: event) } }
    override func mouseDragged(with event: NSEvent) { if !blocks { super.mouseDragged(with: event) } }
    override func rightMouseDown(with event: NSEvent) { if !blocks { super.rightMouseDown(with: event) } }
    override func otherMouseDown(with event: NSEvent) { if !blocks { super.otherMouseDown(with: event) } }
    override func menu(for event: NSEvent) -> NSMenu? { blocks ? nil : super.menu(for: event) }

    private var blocks: Bool { drawing?.blocksInteraction ?? false }
}

/// The HUD's button: it takes the first click even in a panel that is not key.
private final class HUDButton: NSButton {
    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }
}
#endif
