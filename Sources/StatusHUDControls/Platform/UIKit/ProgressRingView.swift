import StatusHUD
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

extension HUD {
    /// The HUD's progress ring as a view of its own, for a pull-to-refresh control or a download
    /// button: a faint track and a ring whose `strokeEnd` follows ``progress``, drawn by the same
    /// layers as the HUD's ring. Its colour is `tintColor`, resolved for the view's light or dark
    /// appearance and contrast each time either changes; its intrinsic size is 28 × 28 pt. VoiceOver
    /// reads its progress in whole percent ("42 percent"); set `accessibilityLabel` to say what it
    /// measures.
    ///
    /// ```swift
    /// let ring = HUD.ProgressRingView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    /// ring.progress = min(scrollView.contentOffset.y / -80, 1)
    /// ring.accessibilityLabel = "Download"
    /// ```
    @MainActor
    public final class ProgressRingView: UIView {
        /// How much of the ring is filled, 0…1 (clamped; NaN counts as 0); 0 by default.
        public var progress: Double = 0 {
            didSet {
                setNeedsLayout()
                speakPercent()
            }
        }
        /// The width of the ring's line, in points; 2 by default.
        public var lineWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
        /// The app's colour in place of the tint (SwiftUI's `color:`), or `nil`.
        var color: HUD.DynamicColor? { didSet { if color != oldValue { setNeedsLayout() } } }
        /// The size it has when nothing sets its frame.
        var controlSize = HUD.ControlSize(side: HUD.ControlSize.ringSide) {
            didSet { if controlSize != oldValue { invalidateIntrinsicContentSize() } }
        }
        private let indicator = IndicatorView()

        override public init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(indicator)
            isAccessibilityElement = true
            accessibilityTraits = VoiceOverFocus.updatesFrequently
            speakPercent()
            ControlTraits.redraw(self)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("HUD.ProgressRingView is made in code")
        }

        /// The whole percent VoiceOver was last given.
        private var spokenPercent: Int?

        /// Gives VoiceOver the progress in whole percent, only when that changes: at most 101 strings
        /// over a whole progress, however often the ring moves. (Alternative: overriding the
        /// `accessibilityValue` getter, to work it out only when asked; rejected, as the iOS 17 SDK
        /// declares that getter outside the main actor, where the progress cannot be read.)
        private func speakPercent() {
            let percent = ControlAccessibility.wholePercent(of: progress)
            guard percent != spokenPercent else { return }
            spokenPercent = percent
            accessibilityValue = ControlAccessibility.percentValue(of: progress, languages: Locale.preferredLanguages)
        }

        override public var intrinsicContentSize: CGSize { controlSize.size }

        override public func layoutSubviews() {
            super.layoutSubviews()
            let box = CGRect(origin: .zero, size: bounds.size)
            let ring = HUD.Drawing.ProgressRing(in: box, lineWidth: lineWidth, color: ControlTraits.color(of: self, explicit: color),
                                                progress: progress)
            indicator.apply(HUD.Drawing.Indicator(frame: box, graphic: .ring(ring)), progressChange: HUD.Animation(duration: 0.1, curve: .linear))
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
