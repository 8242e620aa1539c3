#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The HUD's progress ring as a view of its own, for a pull-to-refresh control or a download
/// button: a faint track and a ring whose `strokeEnd` follows ``progress``, drawn by the same
/// layers as the HUD's ring. Its colour is `tintColor`.
///
/// ```swift
/// let ring = StatusProgressRingView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
/// ring.progress = min(scrollView.contentOffset.y / -80, 1)
/// ```
@MainActor
public final class StatusProgressRingView: UIView {
    /// How much of the ring is filled, 0…1 (clamped; NaN counts as 0); 0 by default.
    public var progress: Double = 0 { didSet { setNeedsLayout() } }
    /// The width of the ring's line, in points; 2 by default.
    public var lineWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
    private let indicator = IndicatorView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(indicator)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("StatusProgressRingView is made in code")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let box = CGRect(origin: .zero, size: bounds.size)
        let ring = HUD.Drawing.ProgressRing(in: box, lineWidth: lineWidth, color: HUD.Color(tintColor), progress: progress)
        indicator.apply(HUD.Drawing.Indicator(frame: box, graphic: .ring(ring)), progressChange: HUD.Animation(duration: 0.1, curve: .linear))
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }
}
#endif
