#if canImport(UIKit) && !os(watchOS)
import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif

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

extension HUD.Color {
    /// The colour of a `UIColor`, in sRGB (extended components clamped).
    init(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

#if canImport(SwiftUI)
/// ``StatusSpinnerView`` in SwiftUI; its colour is the tint.
///
/// ```swift
/// StatusSpinner().frame(width: 24, height: 24)
/// ```
public struct StatusSpinner: UIViewRepresentable {
    /// The width of the arc's line, in points.
    public var lineWidth: CGFloat

    /// Creates a spinner with a line `lineWidth` points wide (2 by default).
    public init(lineWidth: CGFloat = 2) {
        self.lineWidth = lineWidth
    }

    public func makeUIView(context: Context) -> StatusSpinnerView {
        StatusSpinnerView(frame: .zero)
    }

    public func updateUIView(_ view: StatusSpinnerView, context: Context) {
        view.lineWidth = lineWidth
    }
}

/// ``StatusProgressRingView`` in SwiftUI; its colour is the tint.
///
/// ```swift
/// StatusProgressRing(progress: download.fraction).frame(width: 28, height: 28)
/// ```
public struct StatusProgressRing: UIViewRepresentable {
    /// How much of the ring is filled, 0…1.
    public var progress: Double
    /// The width of the ring's line, in points.
    public var lineWidth: CGFloat

    /// Creates a ring filled to `progress`, with a line `lineWidth` points wide (2 by default).
    public init(progress: Double, lineWidth: CGFloat = 2) {
        self.progress = progress
        self.lineWidth = lineWidth
    }

    public func makeUIView(context: Context) -> StatusProgressRingView {
        StatusProgressRingView(frame: .zero)
    }

    public func updateUIView(_ view: StatusProgressRingView, context: Context) {
        view.lineWidth = lineWidth
        view.progress = progress
    }
}
#endif
#endif
