#if os(iOS) || os(tvOS) || os(visionOS)
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
    /// The keyboard as the presenter has tracked it since it was made, attached or not.
    var keyboard: (() -> KeyboardTracker)?
    /// The object touch notifications are posted with: the HUD instance, or none for the shared HUD.
    weak var touchSender: AnyObject?
    /// The container view this HUD is drawn for, if any (`ContainerFollower`): beside a scroll
    /// view it is not the superview.
    weak var container: UIView?
    /// When this HUD was last shown in its container, a number that grows with each show: of several
    /// HUDs of one container the last shown is on top (`ContainerPlacement`).
    var shownAt: UInt64 = 0
    /// Where its container's HUD lives (`ContainerFollower`), which says how a blocking HUD keeps
    /// VoiceOver off what it covers; `nil` in a window of its own (modal, as in a container).
    var placement: ContainerPlacement? {
        didSet { if placement != oldValue { applyVoiceOver() } }
    }
    /// The container whose elements this HUD hid from VoiceOver (`ContainerPlacement.VoiceOver`),
    /// and whether they were hidden before, to put back when it stops blocking or goes.
    weak var voiceOverHiddenContainer: UIView?
    var containerWasHiddenFromVoiceOver = false

    /// The mask behind the bezel. The fade animates its alpha, the bezel's content's alpha and the
    /// bezel's effect, never an ancestor's alpha: `UIVisualEffectView` documents that an ancestor's
    /// alpha below 1 breaks the blur, which then popped in at the end of every fade-in.
    let dimming = UIView()
    let bezel = HUDBezelView(effect: nil)
    /// The blur or glass the drawing asks for, applied while the HUD is faded in at all.
    var blur: UIVisualEffect?
    /// The look `blur` was made for: a layout pass with the same look keeps the effect object, so
    /// the glass or blur is not made again (and does not restart its own animation) on every pass.
    var blurLook: HUD.Drawing.Bezel.Look?
    /// The bezel's soft shadow, behind it, masked to outside its shape (the bezel is translucent:
    /// the shadow must not show through it).
    let shadowView = UIView()
    /// The bezel's hairline edge, above it in a view of its own so that it fades with the bezel: a
    /// border on the effect view itself is not faded (its alpha must stay 1 for the blur), and drew a
    /// full outline on the first frame of the fade-in and the last of the fade-out.
    let edgeView = UIView()
    /// The parallax applied now, in points.
    var parallaxDepth: CGFloat = 0
    var fade = HUD.Drawing.Fade(alpha: 0, scale: 1)
    private let gradient = CAGradientLayer()
    private let indicator = IndicatorView()
    private let statusLabel = UILabel()
    private let detailsLabel = UILabel()
    let button = UIButton(type: .custom)
    /// What the button's configuration was last built from, `nil` while it is hidden.
    var buttonLook: ButtonLook?
    /// How a top or bottom toast that does not block can be swiped away (`ToastSwipe`); `nil`
    /// for any other HUD, and always on tvOS.
    private(set) var swipe: ToastSwipe?
    /// Where a finger has dragged the bezel, in points down from where the fade puts it.
    var dragOffset: CGFloat = 0
    #if os(iOS)
    /// The pan that swipes a toast away (`HUDViewSwiper`).
    private var swiper: HUDViewSwiper?
    #endif
    #if os(iOS) || os(visionOS)
    /// Keeps a blocking HUD's touches from the recognizers of the views around it (`HUDViewBlocker`).
    private var blocker: HUDViewBlocker?
    #endif
    /// Whether the touches under way go on up the responder chain: not when the HUD blocked as
    /// they began.
    private var passesTouchesOn = true
    /// Told when the user swipes the toast away (or dismisses it with VoiceOver's escape): the
    /// presenter reports it to the engine.
    var swipedAway: (() -> Void)?
    /// Told `true` when a finger comes onto a swipeable toast, or VoiceOver's focus onto it
    /// (`VoiceOverHold`), and `false` when it leaves, with which of the two: the presenter
    /// reports it to the engine, which holds the countdown while either is there.
    var held: ((HUD.Transition.Holder, Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityIdentifier = "StatusHUD"
        dimming.frame = bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.isUserInteractionEnabled = false
        addSubview(dimming)
        dimming.layer.addSublayer(gradient)
        bezel.clipsToBounds = true
        bezel.isAccessibilityElement = true
        bezel.layer.cornerCurve = .continuous
        shadowView.isUserInteractionEnabled = false
        edgeView.isUserInteractionEnabled = false
        edgeView.layer.cornerCurve = .continuous
        addSubview(shadowView)
        addSubview(bezel)
        addSubview(edgeView)
        for view in [indicator, statusLabel, detailsLabel, button] { bezel.contentView.addSubview(view) }
        for label in [statusLabel, detailsLabel] { label.numberOfLines = 0 }
        button.addTarget(self, action: #selector(performAction), for: .primaryActionTriggered)
        #if os(iOS)
        let swiper = HUDViewSwiper(view: self)
        swiper.swipedAway = { [weak self] in self?.swipedAway?() }
        swiper.held = { [weak self] isHeld in self?.held?(.finger, isHeld) }
        self.swiper = swiper
        bezel.focusChanged = { [weak self] focused in self?.focusChanged(focused) }
        #endif
        #if os(iOS) || os(visionOS)
        blocker = HUDViewBlocker(view: self, button: button)
        #endif
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(settingsChanged), name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(settingsChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(settingsChanged), name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self,
                                     UITraitDisplayScale.self]) { (view: HUDView, _: UITraitCollection) in
                view.setNeedsLayout()
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HUDView is made in code")
    }

    /// How long until the glyph drawing in starts its marks (0 with none): its haptic's moment.
    var untilMarksStart: TimeInterval { indicator.untilMarksStart }

    /// The action button, for the overlay window's hit test.
    var actionButton: UIView { button }

    /// Shows `content` with `configuration` at once (no transition). A change of progress only
    /// (`change == .progress`) keeps the layout and moves only the progress layer; a new HUD
    /// (`isNewHUD`) draws its indicator from scratch, so its progress starts at its own value.
    func show(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change? = nil, isNewHUD: Bool = false) {
        self.content = content
        self.configuration = configuration
        if isNewHUD {
            indicator.forget()
            dragOffset = 0
        }
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

    /// Before iOS and tvOS 17 (no `registerForTraitChanges`), a light/dark, text size or scale
    /// change reaches the view here. tvOS 15 and 16 need it as much as iOS 15 and 16. It compiles
    /// without a deprecation warning because the deployment targets (iOS 15, tvOS 15) are below
    /// the release that deprecates it (17).
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if #unavailable(iOS 17.0, tvOS 17.0) { setNeedsLayout() }     // 17 and later: registerForTraitChanges
    }

    private var environment: HUD.Drawing.Environment {
        HUD.Drawing.Environment(
            appearance: HUD.Appearance(userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue),
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            displayScale: Double(traitCollection.displayScale),
            reducesTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increasesContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    }

    private func relayout() {
        guard let content else { return }
        keyboardHeight = keyboardOverlap().height
        // The safe area grown by the app's bars and the host's safe area (`HUDView+Bars.swift`).
        let own = HUD.EdgeInsets(top: safeAreaInsets.top, left: safeAreaInsets.left,
                                 bottom: safeAreaInsets.bottom, right: safeAreaInsets.right)
        let container = HUD.Layout.Container(
            size: bounds.size,
            safeAreaInsets: surroundingBars().insets(own, size: bounds.size, placement: configuration.placement),
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
        drawing.mask.draw(on: dimming.layer, gradient: gradient, bounds: bounds)
        CATransaction.commit()
        #if os(iOS)
        swipe = content.flatMap {
            ToastSwipe(placement: configuration.placement, blocksInteraction: drawing.blocksInteraction,
                       indicator: $0.indicator, bezelHeight: Double(drawing.bezel.frame.height))
        }
        #endif
        isUserInteractionEnabled = drawing.blocksInteraction || drawing.button != nil || swipe != nil
        #if os(iOS) || os(visionOS)
        blocker?.isBlocking = drawing.blocksInteraction
        #endif
        // Not faded in yet (or faded out): a top or bottom toast waits just beyond its edge, which is
        // known only once it is laid out in its window, after the presenter set the fade's start.
        if fade.alpha == 0 {
            fade.offset = drawing.slide ?? 0
            applyTransform()
        }
        applyVoiceOver()
        if let overlay = window as? OverlayWindow { overlay.accessibilityViewIsModal = drawing.blocksInteraction }
        apply(drawing.bezel)
        applyParallax(drawing.parallaxDepth)
        indicator.apply(drawing.indicator, progressChange: drawing.progressChange)
        apply(drawing.status, to: statusLabel, color: drawing.textColor)
        apply(drawing.details, to: detailsLabel, color: drawing.detailsColor(for: drawing.bezel.look(canUseGlass: Self.canUseGlass)))
        apply(drawing.button)
    }

    /// In a container: touches go to the button always; elsewhere, to this view only when it
    /// blocks them (`HUD.Drawing.hitTarget(at:)`; in the overlay window, the window asks the same).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0, let drawing else { return nil }
        switch drawing.hitTarget(at: point) {
        case .passThrough: return takesSwipe(at: point) ? self : nil
        case .button: return button
        case .blocker: return self
        }
    }

    private func apply(_ label: HUD.Layout.Label?, to view: UILabel, color: HUD.Color) {
        guard let label else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        view.frame = label.frame
        view.attributedText = label.attributedText(font: label.font.uiFont(compatibleWith: traitCollection), color: color.uiColor)
    }

    /// Whether a touch at `point` goes to this toast to be swiped (`ToastSwipe.takesTouch`).
    func takesSwipe(at point: CGPoint) -> Bool {
        swipe?.takesTouch(at: point, bezelFrame: bezel.frame) ?? false
    }

    #if os(iOS)
    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let swiper, swiper.owns(recognizer) else { return super.gestureRecognizerShouldBegin(recognizer) }
        return swiper.shouldBegin(at: recognizer.location(in: self))
    }

    /// VoiceOver's escape gesture (a two-finger scrub), as `VoiceOverEscape` decides: it dismisses
    /// a swipeable toast (VoiceOver takes the swipes) and presses a blocking HUD's button, its Cancel
    /// or Stop, as Esc does on a Mac; anything else is passed on to the views containing the HUD.
    /// UIKit sends it here only while VoiceOver's focus is on the bezel (the focused element, then
    /// the views containing it): a toast that does not block leaves the focus in the app, and there
    /// the scrub stays the app's. Nonisolated because the iPhoneOS 17 SDK declares it so (the 26 SDK
    /// on the main actor); UIKit calls it on the main thread.
    nonisolated override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated {
            let action = content?.action
            switch VoiceOverEscape(swipeable: swipe != nil && swipedAway != nil,
                                   blocks: drawing?.blocksInteraction == true, hasButton: action != nil) {
            case .dismiss:
                swipedAway?()
                return true
            case .pressButton:
                action?.perform()
                return true
            case .passOn:
                return false
            }
        }
    }

    /// VoiceOver's focus came onto the bezel or left it: a swipeable toast's countdown is held
    /// meanwhile, through the finger's path (`VoiceOverHold` decides, `HUDBezelView` hears it).
    private func focusChanged(_ focused: Bool) {
        switch VoiceOverHold(focused: focused, swipeable: swipe != nil) {
        case .hold?: held?(.voiceOverFocus, true)
        case .letGo?: held?(.voiceOverFocus, false)
        case nil: break
        }
    }
    #endif

    /// Cancels a drag under way: the HUD is hiding.
    func cancelSwipe() {
        #if os(iOS)
        swiper?.cancel()
        #endif
    }

    // MARK: Keyboard, settings, touches

    /// How the keyboard the presenter tracks covers this view now, in its window.
    private func keyboardOverlap() -> HUD.Layout.KeyboardOverlap {
        guard let tracker = keyboard?() else { return .hidden(duration: 0, curve: 0) }
        guard let window else { return tracker.overlap(containerFrame: .zero) }
        return tracker.overlap(containerFrame: convert(bounds, to: window)) { screenFrame in
            window.convert(screenFrame, from: window.screen.coordinateSpace)
        }
    }

    /// The keyboard moved: the HUD moves with it, with its duration and curve.
    func keyboardChanged() {
        let overlap = keyboardOverlap()
        guard overlap.height != keyboardHeight, window != nil else { return }
        UIView.animate(withDuration: overlap.animation.duration, delay: 0,
                       options: [.beginFromCurrentState, UIView.AnimationOptions(rawValue: UInt(overlap.curve) << 16)]) {
            self.relayout()
        }
    }

    @objc private func settingsChanged() {
        setNeedsLayout()
    }

    // A blocking HUD keeps its touches: passed on (`super`), they would reach the container view
    // and its view controller under the HUD. Whether a touch is passed on is decided as it begins,
    // so the view below gets every phase of a touch or none, even if blocking changes meanwhile.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        passesTouchesOn = !(drawing?.blocksInteraction ?? false)
        if passesTouchesOn { super.touchesBegan(touches, with: event) }
        let inside = touches.first.map { bezel.frame.contains($0.location(in: self)) } ?? false
        TouchNotifications.post(status: content?.status, insideHUD: inside, sender: touchSender)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if passesTouchesOn { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if passesTouchesOn { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if passesTouchesOn { super.touchesCancelled(touches, with: event) }
    }
}
#endif
