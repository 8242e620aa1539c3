#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Draws a drawing's indicator with the Core Animation layers the UIKit presenter's indicator
/// draws (`IndicatorLayers`), in a flipped view; a picture is a layer of its own.
@MainActor
final class AppKitIndicatorView: NSView {
    private let layers = IndicatorLayers()
    private let picture = CALayer()

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
        guard layers.draw(indicator.graphic, in: bounds, progressChange: progressChange) else { return }
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
    }

    /// Moves the progress layer to `graphic`'s progress, and nothing else.
    func moveProgress(to graphic: HUD.Drawing.Graphic, animation: HUD.Animation) {
        layers.moveProgress(to: graphic, animation: animation)
    }
}
#endif
