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
    private weak var voiceOverHiddenContainer: UIView?
    private var containerWasHiddenFromVoiceOver = false

    /// The mask behind the bezel. The fade animates its alpha, the bezel's content's alpha and the
    /// bezel's effect, never an ancestor's alpha: `UIVisualEffectView` documents that an ancestor's
    /// alpha below 1 breaks the blur, which then popped in at the end of every fade-in.
    private let dimming = UIView()
    let bezel = UIVisualEffectView(effect: nil)
    /// The blur or glass the drawing asks for, applied while the HUD is faded in at all.
    private var blur: UIVisualEffect?
    /// The look `blur` was made for: a layout pass with the same look keeps the effect object, so
    /// the glass or blur is not made again (and does not restart its own animation) on every pass.
    private var blurLook: HUD.Drawing.Bezel.Look?
    /// The bezel's soft shadow, behind it, masked to outside its shape (the bezel is translucent:
    /// the shadow must not show through it).
    private let shadowView = UIView()
    /// The bezel's hairline edge, above it in a view of its own so that it fades with the bezel: a
    /// border on the effect view itself is not faded (its alpha must stay 1 for the blur), and drew a
    /// full outline on the first frame of the fade-in and the last of the fade-out.
    private let edgeView = UIView()
    /// The parallax applied now, in points.
    private var parallaxDepth: CGFloat = 0
    private var fade = HUD.Drawing.Fade(alpha: 0, scale: 1)
    private let gradient = CAGradientLayer()
    private let indicator = IndicatorView()
    private let statusLabel = UILabel()
    private let detailsLabel = UILabel()
    private let button = UIButton(type: .custom)
    /// What the button's configuration was last built from, `nil` while it is hidden.
    private var buttonLook: ButtonLook?
    /// How a top or bottom toast that does not block can be swiped away (`ToastSwipe`); `nil`
    /// for any other HUD, and always on tvOS.
    private(set) var swipe: ToastSwipe?
    /// Where a finger has dragged the bezel, in points down from where the fade puts it.
    private var dragOffset: CGFloat = 0
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
        self.swiper = swiper
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
            displayScale: Double(traitCollection.displayScale),
            reducesTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increasesContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    }

    private func relayout() {
        guard let content else { return }
        keyboardHeight = keyboardOverlap().height
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

    /// Modal in a window or in its container; beside a scroll view, the scroll view's elements hidden
    /// instead while it blocks (`ContainerPlacement.voiceOver(blocks:)`), so the search bar or button
    /// the app placed beside it stays reachable, as it is to touch.
    private func applyVoiceOver() {
        let blocks = drawing?.blocksInteraction ?? false
        let treatment = placement?.voiceOver(blocks: blocks) ?? (blocks ? .modal : .none)
        accessibilityViewIsModal = treatment == .modal
        if treatment == .hideContainer, let container {
            guard voiceOverHiddenContainer !== container else { return }
            giveBackContainerVoiceOver()
            // Another HUD beside the same container may hide it already: the earlier value is its.
            containerWasHiddenFromVoiceOver = otherHUDHiding(container)?.containerWasHiddenFromVoiceOver
                ?? container.accessibilityElementsHidden
            container.accessibilityElementsHidden = true
            voiceOverHiddenContainer = container
        } else {
            giveBackContainerVoiceOver()
        }
    }

    /// Puts back the container's earlier value, unless another HUD beside it still blocks.
    private func giveBackContainerVoiceOver() {
        guard let container = voiceOverHiddenContainer else { return }
        voiceOverHiddenContainer = nil
        if otherHUDHiding(container) == nil { container.accessibilityElementsHidden = containerWasHiddenFromVoiceOver }
    }

    private func otherHUDHiding(_ container: UIView) -> HUDView? {
        container.superview?.subviews.lazy.compactMap { $0 as? HUDView }
            .first { $0 !== self && $0.voiceOverHiddenContainer === container }
    }

    /// The bezel as its look says: Liquid Glass on iOS 26, the material before, solid for custom
    /// styles and with Reduce Transparency or Increase Contrast; its hairline edge and shadow.
    private func apply(_ drawn: HUD.Drawing.Bezel) {
        bezel.bounds = CGRect(origin: .zero, size: drawn.frame.size)
        bezel.center = CGPoint(x: drawn.frame.midX, y: drawn.frame.midY)
        let look = drawn.look(canUseGlass: Self.canUseGlass)
        Self.setCorners(of: bezel, radius: drawn.cornerRadius)
        if look != blurLook {
            blurLook = look
            // Glass is not clipped: it takes its shape from `cornerConfiguration` (set above) and
            // draws its rim, highlight and shadow at and beyond that edge, which clipping to the
            // layer's bounds would cut. The blur and the solid fill have no shape of their own, so
            // they are clipped to the layer's rounded corners. (Alternative: never clipping; the
            // material would then fill a square.) The content sits inside the margins either way.
            bezel.clipsToBounds = Self.clipsBezel(look)
            switch look {
            case .glass(let tint):
                blur = Self.glass(tint: tint)
                bezel.contentView.backgroundColor = .clear
            case .material(let material, let fill):
                #if os(tvOS)   // tvOS has no system materials ('systemMaterial' is unavailable in tvOS)
                blur = UIBlurEffect(style: material == .systemMaterialDark ? .dark : .light)
                #else
                blur = UIBlurEffect(style: material == .systemMaterialDark ? .systemMaterialDark : .systemMaterialLight)
                #endif
                bezel.contentView.backgroundColor = fill.uiColor
            case .solid(let color):
                blur = nil
                bezel.contentView.backgroundColor = color.uiColor
            }
            bezel.effect = fade.alpha > 0 ? blur : nil
        }
        let edge = drawn.edge(for: look)
        edgeView.bounds = bezel.bounds
        edgeView.center = bezel.center
        edgeView.layer.cornerRadius = drawn.cornerRadius
        edgeView.layer.borderWidth = edge?.width ?? 0
        edgeView.layer.borderColor = edge?.color.layerColor
        applyShadow(drawn.shadow(for: look), of: drawn)
    }

    /// The shadow view follows the bezel as it moves (with the keyboard, in its animation); its
    /// shadow's shape and cut-out are set at once.
    private func applyShadow(_ shadow: HUD.Drawing.Bezel.Shadow?, of drawn: HUD.Drawing.Bezel) {
        shadowView.isHidden = shadow == nil
        guard let shadow else { return }
        shadowView.bounds = bezel.bounds
        shadowView.center = bezel.center
        let shape = UIBezierPath(roundedRect: shadowView.bounds, cornerRadius: drawn.cornerRadius)
        shadowView.layer.castBezelShadow(shadow, shape: shape.cgPath)
    }

    /// The tilt parallax on the bezel and its shadow, as deep as the drawing says; removed when 0
    /// (SVProgressHUD only ever added it, so turning it off did nothing until the next HUD).
    private func applyParallax(_ depth: CGFloat) {
        #if os(iOS)
        guard depth != parallaxDepth else { return }
        parallaxDepth = depth
        for view in [bezel, shadowView, edgeView] {
            view.motionEffects.forEach(view.removeMotionEffect)
            guard depth > 0 else { continue }
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            for effect in [horizontal, vertical] {
                effect.minimumRelativeValue = -depth
                effect.maximumRelativeValue = depth
            }
            let group = UIMotionEffectGroup()
            group.motionEffects = [horizontal, vertical]
            view.addMotionEffect(group)
        }
        #endif
    }

    /// Whether Liquid Glass can be used: compiled with an SDK that has it and running on iOS 26.
    ///
    /// The compile-time condition is UIKit's module version: 9126.2 in the iPhoneOS 26.2 SDK, 8506.1
    /// in 18.6 and 7439.1 in 17.4, so `canImport(UIKit, _version: 9000)` holds only from the 26 SDKs
    /// on (`Scripts/check-apple --teeth` shows it flip). tvOS is left out: no tvOS 26 SDK is here to
    /// check its code.
    ///
    /// This module's files test `os(iOS) || os(tvOS) || os(visionOS)`, never a bare
    /// `canImport(UIKit)`: a module below (StatusHUDModel) has loaded UIKit already, and once a bare
    /// `canImport(UIKit)` has been answered from that loaded module, the versioned test here finds
    /// no version, warns "cannot find user version number" and ignores the version (Swift 6.3, which
    /// file comes first decides it). With warnings as errors, `Scripts/check-apple` fails if one
    /// comes back.
    private static var canUseGlass: Bool {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) { return true }
        #endif
        return false
    }

    /// Whether the bezel clips to its rounded bounds: for the blur and solid looks, not for glass.
    private static func clipsBezel(_ look: HUD.Drawing.Bezel.Look) -> Bool {
        if case .glass = look { return false }
        return true
    }

    /// A tinted Liquid Glass effect.
    private static func glass(tint: HUD.Color) -> UIVisualEffect? {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) {
            let glass = UIGlassEffect(style: .regular)
            glass.tintColor = tint.uiColor
            return glass
        }
        #endif
        return nil
    }

    /// The bezel's corners: the layer's radius, with continuous corners; on iOS 26 also the view's
    /// `cornerConfiguration`, which is how glass takes its shape.
    ///
    /// On iOS 26 the configuration is set for every look, not only glass: the view is reused from
    /// HUD to HUD and a look can change while it is up (Reduce Transparency, a custom style), and a
    /// configuration cannot be removed once set. Set for glass only, a configuration left from an
    /// earlier glass HUD would keep its radius beside the layer's new one (a toast's capsule beside
    /// a tile's 24 pt). Setting both to the same radius every pass leaves no stale value, whichever of
    /// the two UIKit draws from. (Alternative: a new effect view per look; rejected, as it would
    /// restart the glass's own appear animation and move the VoiceOver element.)
    private static func setCorners(of view: UIVisualEffectView, radius: CGFloat) {
        view.layer.cornerRadius = radius
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *) {
            view.cornerConfiguration = .corners(radius: .fixed(Double(radius)))
        }
        #endif
    }

    /// The action button: its frame is the drawing's 44 pt hit frame, and its background (a
    /// configuration's, inset to the visible 36 pt) the drawing's fill in its capsule,
    /// or on Liquid Glass the system's glass button style; for VoiceOver, a custom action on the
    /// bezel (the bezel is one element, so the button inside it is not one of its own).
    private func apply(_ drawn: HUD.Drawing.Button?) {
        guard let drawn else {
            button.isHidden = true
            buttonLook = nil
            bezel.accessibilityCustomActions = nil
            return
        }
        button.isHidden = false
        button.frame = drawn.layout.hitFrame
        var onGlass = false
        if case .glass = blurLook { onGlass = true }
        // Configured only when what it is built from changes: a layout pass runs on every
        // rotation, keyboard move, trait change and relayout, and setting a configuration makes the
        // button rebuild its views each time. The button's layout is in the bezel's coordinates, so
        // a bezel that only moves leaves it as it is.
        let look = ButtonLook(drawn: drawn, onGlass: onGlass, sizeCategory: traitCollection.preferredContentSizeCategory,
                              weight: traitCollection.legibilityWeight)
        guard look != buttonLook else { return }
        buttonLook = look
        button.configuration = buttonConfiguration(drawn, onGlass: onGlass)
        bezel.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: drawn.layout.title.text, target: self, selector: #selector(performAccessibilityAction)),
        ]
    }

    /// What the button's configuration is built from: the drawn button, the bezel's glass, and the
    /// Dynamic Type size and Bold Text setting its title font is made for.
    private struct ButtonLook: Equatable {
        var drawn: HUD.Drawing.Button
        var onGlass: Bool
        var sizeCategory: UIContentSizeCategory
        var weight: UILegibilityWeight
    }

    /// The button's configuration: its background (inset from the hit frame to the visible 36 pt)
    /// the drawing's fill in its capsule, or the system's glass button style.
    private func buttonConfiguration(_ drawn: HUD.Drawing.Button, onGlass: Bool) -> UIButton.Configuration {
        let hit = drawn.layout.hitFrame, visible = drawn.layout.frame
        var configuration = Self.buttonConfiguration(onGlass: onGlass)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = drawn.cornerRadius
        configuration.background.backgroundInsets = NSDirectionalEdgeInsets(
            top: visible.minY - hit.minY, leading: visible.minX - hit.minX,
            bottom: hit.maxY - visible.maxY, trailing: hit.maxX - visible.maxX)
        configuration.contentInsets = .zero
        configuration.titleLineBreakMode = .byTruncatingTail
        let title = drawn.layout.title
        var attributes: [NSAttributedString.Key: Any] = [.font: title.font.uiFont(compatibleWith: traitCollection)]
        if !onGlass {   // glass picks its own fill and title colour over what is behind it
            configuration.background.backgroundColor = drawn.fill.uiColor
            configuration.baseForegroundColor = drawn.titleColor.uiColor
            attributes[.foregroundColor] = drawn.titleColor.uiColor
        }
        configuration.attributedTitle = AttributedString(NSAttributedString(string: title.text, attributes: attributes))
        return configuration
    }

    /// The button's base style: iOS 26's glass button on a glass bezel, else a plain one whose
    /// background the drawing fills (a plain configuration has no background colour of its own).
    private static func buttonConfiguration(onGlass: Bool) -> UIButton.Configuration {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *), onGlass { return .glass() }
        #endif
        return .plain()
    }

    @objc private func performAction() {
        content?.action?.perform()
    }

    @objc private func performAccessibilityAction() -> Bool {
        guard let action = content?.action else { return false }
        action.perform()
        return true
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
        guard let swiper, recognizer === swiper.pan else { return super.gestureRecognizerShouldBegin(recognizer) }
        return swiper.shouldBegin(at: recognizer.location(in: self))
    }

    /// VoiceOver's escape gesture (a two-finger scrub) dismisses a swipeable toast, as VoiceOver
    /// takes the swipes, and presses the button of a blocking HUD, its Cancel or Stop, as Esc does
    /// on a Mac. Nonisolated because the iPhoneOS 17 SDK declares it so (the 26 SDK on the main
    /// actor); UIKit calls it on the main thread.
    nonisolated override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated {
            if swipe != nil, let swipedAway {
                swipedAway()
                return true
            }
            guard drawing?.blocksInteraction == true, let action = content?.action else { return false }
            action.perform()
            return true
        }
    }
    #endif

    /// Cancels a drag under way: the HUD is hiding.
    func cancelSwipe() {
        #if os(iOS)
        swiper?.cancel()
        #endif
    }

    /// Moves the bezel `offset` points down from where its fade puts it, as a finger drags it.
    func setDrag(_ offset: CGFloat) {
        dragOffset = offset.isFinite ? offset : 0
        applyTransform()
    }

    /// The look at `phase` of a fade, with the configured animation (a slide for a top or bottom
    /// toast) and the user's Reduce Motion.
    func fade(_ phase: HUD.Drawing.Fade.Phase) -> HUD.Drawing.Fade {
        let reducesMotion = UIAccessibility.isReduceMotionEnabled
        return drawing?.fade(phase, reducesMotion: reducesMotion, animation: configuration.appearAnimation)
            ?? HUD.Drawing.Fade(phase: phase, reducesMotion: reducesMotion, animation: configuration.appearAnimation)
    }

    /// Sets the fade's look: alpha to the mask and the bezel's content, the blur on or off (inside
    /// an animation UIKit animates the effect itself), scale to the bezel.
    func setFade(_ fade: HUD.Drawing.Fade) {
        setOpacity(fade.alpha)
        self.fade.offset = fade.offset
        setScale(fade.scale)
    }

    /// Sets the fade's opacity only (the appear spring moves the zoom apart from it).
    func setOpacity(_ alpha: Double) {
        fade.alpha = alpha
        dimming.alpha = CGFloat(alpha)
        bezel.contentView.alpha = CGFloat(alpha)
        shadowView.alpha = CGFloat(alpha)
        edgeView.alpha = CGFloat(alpha)
        bezel.effect = alpha > 0 ? blur : nil
    }

    /// Sets the fade's zoom only.
    func setScale(_ scale: Double) {
        fade.scale = scale
        applyTransform()
    }

    /// The bezel's zoom, and its slide and drag down (a top or bottom toast), on the bezel, its
    /// shadow and its edge.
    private func applyTransform() {
        let scale = CGFloat(fade.scale)
        let transform = CGAffineTransform(translationX: 0, y: CGFloat(fade.offset) + dragOffset).scaledBy(x: scale, y: scale)
        for view in [bezel, shadowView, edgeView] { view.transform = transform }
    }

    /// The zoom set last (the model value, not mid-animation).
    var scale: Double { fade.scale }

    /// The fade's look set last (the model value, not mid-animation).
    var currentFade: HUD.Drawing.Fade { fade }

    /// The opacity on screen now, mid-animation included (the presentation layer's).
    var fadeOnScreen: Double {
        Double(dimming.layer.presentation()?.opacity ?? Float(dimming.alpha))
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
