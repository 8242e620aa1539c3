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
    /// The window whose focused text field a top or bottom toast keeps clear of, asked at each
    /// layout pass: the window the HUD covers, or the view's window; nil while the HUD is not up.
    var typingWindow: (() -> NSWindow?)?
    /// The window whose first responder is watched, and the watch (`watchFirstResponder(of:)`).
    weak var watchedWindow: NSWindow?
    var firstResponderWatch: NSKeyValueObservation?
    /// Whether the layout keeps the focused field it last had (`focusedField()`), and that field:
    /// set while the HUD fades out.
    var keepsFocusedField = false
    var lastFocusedField: CGRect?

    // Every view that lays out children is flipped: the layout's frames are y-down.
    private let dimming = FlippedView()
    private let gradient = CAGradientLayer()
    /// The bezel's soft shadow: a layer of the mask's view, under the bezel, laid out y-down as the
    /// indicator's layers are.
    let shadowLayer = CALayer()
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
    let bezel = FlippedView()
    let blur = NSVisualEffectView()
    var blurRadius: CGFloat = -1
    let fill = NSView()
    /// The mask's colour laid over a behind-window blur, which samples the window under the
    /// panel, not the mask the panel draws (`HUD.Drawing.Mask.color(at:)`): so the bezel shows
    /// the content dimmed, as the screen around it is.
    private let blurDimming = NSView()
    private let indicator = AppKitIndicatorView()
    private let statusLabel = NSTextField(labelWithString: "")
    private let detailsLabel = NSTextField(labelWithString: "")
    /// The button's visible fill, behind the button, which spans the larger hit frame.
    let buttonFill = NSView()
    let button = HUDButton(title: "", target: nil, action: nil)
    /// Whether the view is in a panel of its own over a window or the desktop, not in a view of the
    /// app: its blur then shows what is behind the panel, dimmed as the mask dims it there.
    let isInOwnPanel: Bool

    /// A HUD view whose blur shows what is behind its window (`blursBehindWindow`: the HUD's own
    /// panel, clear but for the mask, over the app's window) or what is under it in its window (a
    /// HUD in one of the app's views).
    init(blursBehindWindow: Bool) {
        isInOwnPanel = blursBehindWindow
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
            increasesContrast: workspace.accessibilityDisplayShouldIncreaseContrast,
            outlinesLikeWindows: true)
    }

    private func relayout() {
        guard let content else { return }
        // The view's own safe area: in a panel over `contentLayoutRect` it is zero; filling a view
        // of a full-size-content window it is the part under the title bar and toolbar, so a top
        // toast and the centring keep out from under them (AppKit lays the view out again when it
        // changes). Decided by the layout, as iOS's safe area is.
        let safe = safeAreaInsets
        let container = HUD.Layout.Container(
            size: bounds.size, safeAreaInsets: HUD.EdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
            keyboardHeight: 0,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            focusedField: focusedField())
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
        let dim = isInOwnPanel && !blur.isHidden ? drawing.mask.color(at: CGPoint(x: bezelFrame.midX, y: bezelFrame.midY)) : nil
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

    /// The bezel's accessibility label: what VoiceOver reads when it lands on the HUD.
    func setSpokenLabel(_ text: String?) {
        bezel.setAccessibilityLabel(text)
    }
}
#endif
