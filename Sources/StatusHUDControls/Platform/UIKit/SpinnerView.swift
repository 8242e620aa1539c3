import StatusHUD
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

extension HUD {
    /// The HUD's spinner as a view of its own, for a navigation bar's title view or a cell: the same
    /// `CAShapeLayer` arc under the rotating angle mask, moved by the same `HUD.SpinnerAnimation`.
    /// Its size is its bounds (intrinsically 24 × 24 pt); its colour is `tintColor`, resolved for the
    /// view's light or dark appearance and contrast each time either changes. VoiceOver reads it as
    /// "Loading" (in the user's language), the word the HUD's own spinner is read with.
    ///
    /// ```swift
    /// let spinner = HUD.SpinnerView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    /// navigationItem.titleView = spinner
    /// ```
    @MainActor
    public final class SpinnerView: UIView {
        /// The width of the arc's line, in points; 2 by default.
        public var lineWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
        /// The app's colour in place of the tint (SwiftUI's `color:`), or `nil`.
        var color: HUD.DynamicColor? { didSet { if color != oldValue { setNeedsLayout() } } }
        /// The size it has when nothing sets its frame.
        var controlSize = HUD.ControlSize(side: HUD.ControlSize.spinnerSide) {
            didSet { if controlSize != oldValue { invalidateIntrinsicContentSize() } }
        }
        private let indicator = IndicatorView()

        override public init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(indicator)
            isAccessibilityElement = true
            accessibilityLabel = HUD.Feedback.Announcement(status: nil, meaning: .loading).text(languages: Locale.preferredLanguages)
            ControlTraits.redraw(self)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("HUD.SpinnerView is made in code")
        }

        override public var intrinsicContentSize: CGSize { controlSize.size }

        override public func layoutSubviews() {
            super.layoutSubviews()
            let box = CGRect(origin: .zero, size: bounds.size)
            let spinner = HUD.Drawing.Spinner(in: box, lineWidth: lineWidth, color: ControlTraits.color(of: self, explicit: color),
                                              displayScale: Double(traitCollection.displayScale))
            indicator.apply(HUD.Drawing.Indicator(frame: box, graphic: .spinner(spinner)), progressChange: HUD.Animation(duration: 0, curve: .linear))
        }

        override public func tintColorDidChange() {
            super.tintColorDidChange()
            setNeedsLayout()
        }

        override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            ControlTraits.changed(self, from: previous)
        }
    }
}
#endif
