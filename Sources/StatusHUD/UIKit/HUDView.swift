#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The HUD's overlay: it covers its container, draws the mask, and holds the bezel with the
/// indicator and labels. It lays itself out on every layout pass (rotation, Split View, Stage
/// Manager, a keyboard, a Dynamic Type or dark-mode change) by asking the core for a layout and
/// a drawing, and applies them; it decides no geometry, colour or timing of its own.
@MainActor
final class HUDView: UIView {
    private(set) var content: HUD.Content?
    private(set) var configuration = HUD.Configuration()
    private(set) var drawing: HUD.Drawing?
    /// The layout the drawing was made from.
    private var layout: HUD.Layout?
    /// How far the keyboard covers this view from the bottom, from the core's `KeyboardOverlap`.
    private var keyboardHeight: CGFloat = 0
    /// Called when the view leaves its window while shown, and when it is in one again.
    var windowChanged: ((_ inWindow: Bool) -> Void)?

    let bezel = UIVisualEffectView(effect: nil)
    private let gradient = CAGradientLayer()
    private let indicator = IndicatorView()
    private let statusLabel = UILabel()
    private let detailsLabel = UILabel()
    private let button = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityIdentifier = "StatusHUD"
        layer.addSublayer(gradient)
        gradient.type = .radial
        bezel.clipsToBounds = true
        bezel.isAccessibilityElement = true
        addSubview(bezel)
        for view in [indicator, statusLabel, detailsLabel, button] { bezel.contentView.addSubview(view) }
        for label in [statusLabel, detailsLabel] { label.numberOfLines = 0 }
        button.addTarget(self, action: #selector(performAction), for: .primaryActionTriggered)
        let center = NotificationCenter.default
        #if os(iOS)
        center.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        #endif
        center.addObserver(self, selector: #selector(settingsChanged), name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(settingsChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneChanged(_:)), name: UIScene.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneChanged(_:)), name: UIScene.willEnterForegroundNotification, object: nil)
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) { (view: HUDView, _: UITraitCollection) in
                view.setNeedsLayout()
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HUDView is made in code")
    }

    /// Shows `content` with `configuration` at once (no transition). A change of progress only
    /// (`change == .progress`) keeps the layout and moves only the progress layer.
    func show(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change? = nil) {
        self.content = content
        self.configuration = configuration
        guard change == .progress, let layout else {
            relayout()
            return
        }
        let drawing = HUD.Drawing(configuration: configuration, content: content, layout: layout, environment: environment)
        self.drawing = drawing
        indicator.moveProgress(to: drawing.indicator, animation: drawing.progressChange)
    }

    // MARK: Layout and drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        relayout()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if superview != nil { windowChanged?(window != nil) }
    }

    #if !os(tvOS)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if #unavailable(iOS 17.0) { setNeedsLayout() }     // iOS 17 and later: registerForTraitChanges
    }
    #endif

    private var environment: HUD.Drawing.Environment {
        HUD.Drawing.Environment(
            appearance: HUD.Appearance(userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue),
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            displayScale: Double(traitCollection.displayScale))
    }

    private func relayout() {
        guard let content else { return }
        let container = HUD.Layout.Container(
            size: bounds.size,
            safeAreaInsets: HUD.EdgeInsets(top: safeAreaInsets.top, left: safeAreaInsets.left,
                                           bottom: safeAreaInsets.bottom, right: safeAreaInsets.right),
            keyboardHeight: keyboardHeight,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let layout = HUD.Layout(configuration: configuration, content: content, container: container,
                                measurer: UIKitTextMeasurer(traits: traitCollection))
        self.layout = layout
        apply(HUD.Drawing(configuration: configuration, content: content, layout: layout, environment: environment))
    }

    private func apply(_ drawing: HUD.Drawing) {
        self.drawing = drawing
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        applyMask(drawing.mask)
        CATransaction.commit()
        isUserInteractionEnabled = drawing.blocksInteraction || drawing.button != nil
        accessibilityViewIsModal = drawing.blocksInteraction
        bezel.bounds = CGRect(origin: .zero, size: drawing.bezel.frame.size)
        bezel.center = CGPoint(x: drawing.bezel.frame.midX, y: drawing.bezel.frame.midY)
        bezel.layer.cornerRadius = drawing.bezel.cornerRadius
        if UIAccessibility.isReduceTransparencyEnabled || drawing.bezel.material == nil {
            bezel.effect = nil
            bezel.contentView.backgroundColor = drawing.bezel.opaqueFill.uiColor
        } else {
            let dark = drawing.bezel.material == .systemMaterialDark
            #if os(tvOS)   // tvOS has no system materials (not compiled here: no tvOS SDK)
            bezel.effect = UIBlurEffect(style: dark ? .dark : .light)
            #else
            bezel.effect = UIBlurEffect(style: dark ? .systemMaterialDark : .systemMaterialLight)
            #endif
            bezel.contentView.backgroundColor = drawing.bezel.fill.uiColor
        }
        indicator.apply(drawing.indicator, progressChange: drawing.progressChange)
        apply(drawing.status, to: statusLabel, color: drawing.textColor)
        apply(drawing.details, to: detailsLabel, color: drawing.textColor)
        apply(drawing.button)
    }

    /// The action button: a capsule with its title; for VoiceOver, a custom action on the bezel
    /// (the bezel is one element, so the button inside it is not one of its own).
    private func apply(_ drawn: HUD.Drawing.Button?) {
        guard let drawn else {
            button.isHidden = true
            bezel.accessibilityCustomActions = nil
            return
        }
        button.isHidden = false
        button.frame = drawn.layout.frame
        button.layer.cornerRadius = drawn.cornerRadius
        button.backgroundColor = drawn.fill.uiColor
        let title = drawn.layout.title
        button.setAttributedTitle(NSAttributedString(string: title.text, attributes: [
            .font: title.font.uiFont(compatibleWith: traitCollection),
            .foregroundColor: drawn.titleColor.uiColor,
        ]), for: .normal)
        button.setAttributedTitle(NSAttributedString(string: title.text, attributes: [
            .font: title.font.uiFont(compatibleWith: traitCollection),
            .foregroundColor: drawn.titleColor.withAlpha(drawn.titleColor.alpha * 0.5).uiColor,
        ]), for: .highlighted)
        bezel.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: title.text, target: self, selector: #selector(performAccessibilityAction)),
        ]
    }

    @objc private func performAction() {
        content?.action?.perform()
    }

    @objc private func performAccessibilityAction() -> Bool {
        guard let action = content?.action else { return false }
        action.perform()
        return true
    }

    /// Touches go to the button always; elsewhere, to this view only when it blocks them.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if drawing?.blocksInteraction == true { return hit }
        return hit?.isDescendant(of: button) == true ? hit : nil
    }

    private func applyMask(_ mask: HUD.Drawing.Mask) {
        gradient.frame = bounds
        gradient.isHidden = true
        switch mask {
        case .none, .clear:
            backgroundColor = .clear
        case .color(let color):
            backgroundColor = color.uiColor
        case .radialGradient(let radial):
            backgroundColor = .clear
            gradient.isHidden = false
            gradient.colors = [radial.innerColor.uiColor.cgColor, radial.outerColor.uiColor.cgColor]
            let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
            gradient.startPoint = CGPoint(x: radial.center.x / size.width, y: radial.center.y / size.height)
            gradient.endPoint = CGPoint(x: (radial.center.x + radial.radius) / size.width,
                                        y: (radial.center.y + radial.radius) / size.height)
        }
    }

    private func apply(_ label: HUD.Layout.Label?, to view: UILabel, color: HUD.Color) {
        guard let label else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        view.frame = label.frame
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.baseWritingDirection = label.writingDirection == .rightToLeft ? .rightToLeft : .leftToRight
        paragraph.minimumLineHeight = label.lineHeight
        paragraph.maximumLineHeight = label.lineHeight
        view.attributedText = NSAttributedString(string: label.text, attributes: [
            .font: label.font.uiFont(compatibleWith: traitCollection),
            .foregroundColor: color.uiColor,
            .paragraphStyle: paragraph,
        ])
    }

    /// Sets the fade's look: alpha to everything, scale to the bezel.
    func setFade(_ fade: HUD.Drawing.Fade) {
        alpha = CGFloat(fade.alpha)
        bezel.transform = CGAffineTransform(scaleX: CGFloat(fade.scale), y: CGFloat(fade.scale))
    }

    // MARK: Keyboard, settings, touches

    #if os(iOS)
    @objc private func keyboardWillChange(_ note: Notification) {
        guard let window else { return }
        let info = note.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let overlap: HUD.Layout.KeyboardOverlap
        if note.name == UIResponder.keyboardWillHideNotification {
            overlap = .hidden(duration: duration, curve: curve)
        } else {
            let screenFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            let keyboard = window.convert(screenFrame, from: window.screen.coordinateSpace)
            overlap = HUD.Layout.KeyboardOverlap(keyboardFrame: keyboard, containerFrame: convert(bounds, to: window),
                                                 duration: duration, curve: curve)
        }
        guard overlap.height != keyboardHeight else { return }
        keyboardHeight = overlap.height
        UIView.animate(withDuration: overlap.animation.duration, delay: 0,
                       options: [.beginFromCurrentState, UIView.AnimationOptions(rawValue: UInt(overlap.curve) << 16)]) {
            self.relayout()
        }
    }
    #endif

    /// The window's scene went to the background (off screen) or is coming back.
    @objc private func sceneChanged(_ note: Notification) {
        guard superview != nil, let scene = note.object as? UIScene, scene === window?.windowScene else { return }
        windowChanged?(note.name == UIScene.willEnterForegroundNotification)
    }

    @objc private func settingsChanged() {
        setNeedsLayout()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        let userInfo = content?.status.map { [HUD.statusUserInfoKey: $0] }
        NotificationCenter.default.post(name: HUD.didReceiveTouchEventNotification, object: self, userInfo: userInfo)
        if let touch = touches.first, bezel.frame.contains(touch.location(in: self)) {
            NotificationCenter.default.post(name: HUD.didTouchDownInsideNotification, object: self, userInfo: userInfo)
        }
    }
}
#endif
