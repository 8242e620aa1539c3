#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// Draws a drawing's indicator: the spinner, progress ring, bar, pie and glyphs as the Core
/// Animation layers `IndicatorLayers` builds (shared with AppKit), and a picture in an image view
/// (tinted when it is a template). A progress change moves only the progress layer.
@MainActor
package final class IndicatorView: UIView {
    private let layers = IndicatorLayers()
    private let imageView = UIImageView()

    package override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(layers.root)
        // Core Animation drops a layer's animations when its view leaves the window, and apps see
        // spinners stop after a return from the background (SVProgressHUD's long-standing bug).
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(restartSpinner), name: UIScene.willEnterForegroundNotification, object: nil)
        center.addObserver(self, selector: #selector(restartSpinner), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @available(*, unavailable)
    package required init?(coder: NSCoder) {
        fatalError("IndicatorView is made in code")
    }

    package override func didMoveToWindow() {
        super.didMoveToWindow()
        restartSpinner()
    }

    /// Adds the spinner's animations again if any is gone (`SpinnerLoops`): left running, they keep
    /// their phase, so a scene coming to the foreground does not snap the spinner back to its start.
    @objc private func restartSpinner() {
        if window != nil { layers.restoreSpinnerLoops() }
    }

    /// Forgets what is drawn: the next graphic is drawn from scratch.
    func forget() {
        layers.forget()
        imageView.removeFromSuperview()
    }

    /// Draws `indicator` (in its superview's coordinates), or nothing.
    package func apply(_ indicator: HUD.Drawing.Indicator?, progressChange: HUD.Animation) {
        guard let indicator else {
            forget()
            isHidden = true
            return
        }
        isHidden = false
        frame = indicator.frame
        guard layers.draw(indicator.graphic, in: bounds, progressChange: progressChange) else { return }
        imageView.removeFromSuperview()
        if case .image(let image, let tint) = indicator.graphic {
            imageView.image = image
            imageView.tintColor = tint.uiColor
            imageView.contentMode = .scaleAspectFit
            imageView.frame = bounds
            addSubview(imageView)
        }
    }

    /// Moves the progress layer of the graphic on screen to `indicator`'s progress, and nothing else.
    func moveProgress(to indicator: HUD.Drawing.Indicator?, animation: HUD.Animation) {
        guard let indicator else { return }
        layers.moveProgress(to: indicator.graphic, animation: animation)
    }
}
#endif
