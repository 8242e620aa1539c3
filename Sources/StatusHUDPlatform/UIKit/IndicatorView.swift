#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// Draws a drawing's indicator: the spinner, progress ring, bar, pie and glyphs as the Core
/// Animation layers `IndicatorLayers` builds (shared with AppKit), a picture in an image view
/// (tinted when it is a template), and the system's spinner (`SpinnerStyle.native`) as a
/// `UIActivityIndicatorView`. A progress change moves only the progress layer.
///
/// The system's spinner is the large style (iOS 13 and tvOS 13), at its own size, centred in the
/// box, in the drawing's foreground colour. It is not an
/// accessibility element: the HUD speaks its status itself, and the indicator alone would read
/// "In progress" as an extra stop. It needs no restart after the background: unlike the arc's
/// layer animations, which Core Animation drops, the system view resumes its own. It is made once
/// per HUD: a new colour (light/dark) or place only restyles it (`Graphic.Update.restyle`), as made
/// again it would restart its spin.
@MainActor
package final class IndicatorView: UIView {
    private let layers = IndicatorLayers()
    private let imageView = UIImageView()
    private var nativeSpinner: UIActivityIndicatorView?

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
        nativeSpinner?.removeFromSuperview()
        nativeSpinner = nil
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
        guard layers.draw(indicator.graphic, in: bounds, progressChange: progressChange,
                          reducesMotion: UIAccessibility.isReduceMotionEnabled) else {
            // Kept (`Graphic.Update.restyle`): the system's spinner takes the new colour and centre
            // and spins on.
            if case .nativeSpinner(let spinner) = indicator.graphic, let view = nativeSpinner {
                view.color = spinner.color.uiColor
                view.center = spinner.center
            }
            return
        }
        imageView.removeFromSuperview()
        nativeSpinner?.removeFromSuperview()
        nativeSpinner = nil
        switch indicator.graphic {
        case .image(let image, let tint):
            imageView.image = image
            imageView.tintColor = tint.uiColor
            imageView.contentMode = .scaleAspectFit
            imageView.frame = bounds
            addSubview(imageView)
        case .nativeSpinner(let spinner):
            let view = UIActivityIndicatorView(style: .large)
            view.color = spinner.color.uiColor
            view.isAccessibilityElement = false
            view.center = spinner.center
            addSubview(view)
            view.startAnimating()
            nativeSpinner = view
        default:
            break
        }
    }

    /// How long until the glyph drawing in starts its marks: when its haptic plays.
    var untilMarksStart: TimeInterval { layers.untilMarksStart }

    /// Moves the progress layer of the graphic on screen to `indicator`'s progress, and nothing else.
    func moveProgress(to indicator: HUD.Drawing.Indicator?, animation: HUD.Animation) {
        guard let indicator else { return }
        layers.moveProgress(to: indicator.graphic, animation: animation)
    }
}
#endif
