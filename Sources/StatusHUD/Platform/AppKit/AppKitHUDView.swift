#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's content on macOS: it covers the window it is over, draws the mask, and holds the
/// bezel (an `NSVisualEffectView` with the `.hudWindow` material, or a solid fill) with the
/// indicator, labels and button. It asks the core for a layout and a drawing on every layout pass
/// (a resize, a light/dark change, Reduce Transparency) and applies them; it decides no geometry,
/// colour or timing of its own.
@MainActor
final class AppKitHUDView: NSView {
    private(set) var content: HUD.Content?
    private(set) var configuration = HUD.Configuration()
    private(set) var drawing: HUD.Drawing?
    private var hudLayout: HUD.Layout?
    /// Called when a new drawing changes whether the HUD takes clicks.
    var takesClicksChanged: ((Bool) -> Void)?

    private let dimming = NSView()
    private let gradient = CAGradientLayer()
    /// The bezel's shape: rounded, clipping the blur and the fill, with the hairline edge.
    private let bezel = NSView()
    private let blur = NSVisualEffectView()
    private var blurRadius: CGFloat = -1
    private let fill = NSView()
    private let indicator = AppKitIndicatorView()
    private let statusLabel = NSTextField(labelWithString: "")
    private let detailsLabel = NSTextField(labelWithString: "")
    private let button = NSButton(title: "", target: nil, action: nil)

    override init(frame: NSRect) {
        super.init(frame: frame)
        wantsLayer = true
        autoresizingMask = [.width, .height]
        for view in [dimming, bezel, fill] { view.wantsLayer = true }
        dimming.layer?.addSublayer(gradient)
        gradient.type = .radial
        addSubview(dimming)
        addSubview(bezel)
        blur.material = .hudWindow
        blur.state = .active
        // Behind the window, not within it: the HUD's panel is a window of its own, clear but for
        // the mask, so what the bezel must blur is the app's window under it.
        blur.blendingMode = .behindWindow
        bezel.layer?.masksToBounds = true
        bezel.layer?.cornerCurve = .continuous
        for view in [blur, fill, indicator, statusLabel, detailsLabel, button] as [NSView] { bezel.addSubview(view) }
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
        let takedClicks = self.drawing.map { $0.blocksInteraction || $0.button != nil }
        self.drawing = drawing
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        applyMask(drawing.mask)
        apply(drawing.bezel)
        CATransaction.commit()
        indicator.apply(drawing.indicator, progressChange: drawing.progressChange)
        apply(drawing.status, to: statusLabel, color: drawing.textColor)
        apply(drawing.details, to: detailsLabel, color: drawing.detailsColor)
        apply(drawing.button)
        let takesClicks = drawing.blocksInteraction || drawing.button != nil
        if takesClicks != takedClicks { takesClicksChanged?(takesClicks) }
        setAccessibilityModal(drawing.blocksInteraction)
    }

    private func applyMask(_ mask: HUD.Drawing.Mask) {
        dimming.frame = bounds
        gradient.frame = bounds
        gradient.isHidden = true
        switch mask {
        case .none, .clear:
            dimming.layer?.backgroundColor = .clear
        case .color(let color):
            dimming.layer?.backgroundColor = color.layerColor
        case .radialGradient(let radial):
            dimming.layer?.backgroundColor = .clear
            gradient.isHidden = false
            gradient.colors = [radial.innerColor.layerColor, radial.outerColor.layerColor]
            let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
            gradient.startPoint = CGPoint(x: radial.center.x / size.width, y: radial.center.y / size.height)
            gradient.endPoint = CGPoint(x: (radial.center.x + radial.radius) / size.width,
                                        y: (radial.center.y + radial.radius) / size.height)
        }
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
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.baseWritingDirection = label.writingDirection == .rightToLeft ? .rightToLeft : .leftToRight
        paragraph.minimumLineHeight = label.lineHeight
        paragraph.maximumLineHeight = label.lineHeight
        paragraph.lineBreakMode = .byWordWrapping
        field.attributedStringValue = NSAttributedString(string: label.text, attributes: [
            .font: label.font.nsFont, .foregroundColor: color.nsColor, .paragraphStyle: paragraph,
        ])
    }

    /// The action button in the drawing's visible frame, fill, corners and title colour.
    private func apply(_ drawn: HUD.Drawing.Button?) {
        guard let drawn else {
            button.isHidden = true
            bezel.setAccessibilityCustomActions(nil)
            return
        }
        button.isHidden = false
        button.frame = drawn.layout.frame
        button.layer?.backgroundColor = drawn.fill.layerColor
        button.layer?.cornerRadius = drawn.cornerRadius
        let title = drawn.layout.title
        button.attributedTitle = NSAttributedString(string: title.text, attributes: [
            .font: title.font.nsFont, .foregroundColor: drawn.titleColor.nsColor,
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
        let inside = bezel.frame.contains(convert(event.locationInWindow, from: nil))
        TouchNotifications.post(status: content?.status, insideHUD: inside)
    }

    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }
}
#endif
