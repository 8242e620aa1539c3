#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The HUD's spinner as a view of its own, for a navigation bar's title view or a cell: the same
/// `CAShapeLayer` arc under the rotating angle mask, moved by the same `HUD.SpinnerAnimation`.
/// Its size is its bounds; its colour is `tintColor`.
///
/// ```swift
/// let spinner = StatusSpinnerView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
/// navigationItem.titleView = spinner
/// ```
@MainActor
public final class StatusSpinnerView: UIView {
    /// The width of the arc's line, in points; 2 by default.
    public var lineWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
    private let indicator = IndicatorView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(indicator)
        isAccessibilityElement = true
        accessibilityLabel = HUD.Feedback.Announcement(status: nil, meaning: .loading).text(languages: Locale.preferredLanguages)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("StatusSpinnerView is made in code")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let box = CGRect(origin: .zero, size: bounds.size)
        let spinner = HUD.Drawing.Spinner(in: box, lineWidth: lineWidth, color: HUD.Color(tintColor),
                                          displayScale: Double(traitCollection.displayScale))
        indicator.apply(HUD.Drawing.Indicator(frame: box, graphic: .spinner(spinner)), progressChange: HUD.Animation(duration: 0, curve: .linear))
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }
}
#endif
