#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Draws a drawing's indicator with the Core Animation layers the UIKit presenter's indicator
/// draws (`IndicatorLayers`), in a flipped view; a picture is a layer of its own, and the
/// system's spinner (`SpinnerStyle.native`) an `NSProgressIndicator`.
///
/// `NSProgressIndicator` takes no colour (its `controlTint` is ignored from macOS 10.15), so the
/// drawing's `isLightOnDark` picks its appearance instead: dark aqua on a dark bezel, aqua on a
/// light one; a custom style's colour is not followed. It is the regular control size at its
/// own size (`sizeToFit`), centred in the box, and hidden from accessibility, as on iOS.
@MainActor
final class AppKitIndicatorView: NSView {
    private let layers = IndicatorLayers()
    private let picture = CALayer()
    private var nativeSpinner: NSProgressIndicator?

    override init(frame: NSRect) {
        super.init(frame: frame)
        wantsLayer = true
        layer?.addSublayer(layers.root)
        layer?.addSublayer(picture)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AppKitIndicatorView is made in code")
    }

    override var isFlipped: Bool { true }

    /// Core Animation drops animations when a layer leaves its window: added again on return.
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { layers.restoreSpinnerLoops() }
    }

    /// Forgets what is drawn: the next graphic is drawn from scratch.
    func forget() {
        layers.forget()
        picture.contents = nil
        removeNativeSpinner()
    }

    private func removeNativeSpinner() {
        nativeSpinner?.stopAnimation(nil)
        nativeSpinner?.removeFromSuperview()
        nativeSpinner = nil
    }

    private func addNativeSpinner(_ spinner: HUD.Drawing.NativeSpinner) {
        let view = NSProgressIndicator()
        view.style = .spinning
        view.controlSize = .regular
        view.isIndeterminate = true
        view.isDisplayedWhenStopped = false
        view.appearance = NSAppearance(named: spinner.isLightOnDark ? .darkAqua : .aqua)
        view.setAccessibilityElement(false)
        view.sizeToFit()
        view.frame.origin = NSPoint(x: spinner.center.x - view.frame.width / 2, y: spinner.center.y - view.frame.height / 2)
        addSubview(view)
        view.startAnimation(nil)
        nativeSpinner = view
    }

    /// Draws `indicator` (in its superview's coordinates), or nothing.
    func apply(_ indicator: HUD.Drawing.Indicator?, progressChange: HUD.Animation) {
        guard let indicator else {
            forget()
            isHidden = true
            return
        }
        isHidden = false
        frame = indicator.frame
        guard layers.draw(indicator.graphic, in: bounds, progressChange: progressChange,
                          reducesMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion) else {
            // Kept (`Graphic.Update.restyle`): the system's spinner takes the new appearance and
            // place and spins on.
            if case .nativeSpinner(let spinner) = indicator.graphic, let view = nativeSpinner {
                view.appearance = NSAppearance(named: spinner.isLightOnDark ? .darkAqua : .aqua)
                view.frame.origin = NSPoint(x: spinner.center.x - view.frame.width / 2, y: spinner.center.y - view.frame.height / 2)
            }
            return
        }
        // HUD.Image on macOS is plain pixels, with no template mode: drawn as it is.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        picture.frame = bounds
        picture.contents = nil
        if case .image(let image, _) = indicator.graphic {
            picture.contents = image.cgImage
            picture.contentsGravity = .resizeAspect
            picture.contentsScale = CGFloat(max(image.scale, 1))
        }
        CATransaction.commit()
        removeNativeSpinner()
        if case .nativeSpinner(let spinner) = indicator.graphic { addNativeSpinner(spinner) }
    }

    /// Moves the progress layer to `graphic`'s progress, and nothing else.
    func moveProgress(to graphic: HUD.Drawing.Graphic, animation: HUD.Animation) {
        layers.moveProgress(to: graphic, animation: animation)
    }
}
#endif
