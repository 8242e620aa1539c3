import StatusHUD
#if (os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension HUD {
    /// ``HUD/ProgressRingView`` in SwiftUI: 28 pt square unless `diameter` says otherwise (smaller
    /// where less space is offered, never larger: more space centres it); its colour is `color`, or
    /// without one the UIKit tint the view inherits. VoiceOver reads the progress in whole percent.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct UploadRow: View {
    ///     var fraction: Double
    ///     var body: some View {
    ///         HUD.ProgressRing(progress: fraction, color: .accentColor)
    ///     }
    /// }
    /// ```
    ///
    /// Why `color:` and not `.tint(_:)` (the decision SwiftUI forces): `.tint` writes an environment
    /// value that is not public (`TintShapeStyle` resolves to `Never`), and SwiftUI documents no passing
    /// of it to a `UIView`'s `tintColor`, so a wrapped UIKit view cannot be promised the tint; nor can
    /// it read `.foregroundStyle`. The colour is kept as a SwiftUI `Color` and resolved for the view's
    /// light or dark appearance each time it draws (`HUD.DynamicColor`), so `.primary` or an asset
    /// colour follows the appearance.
    ///
    /// How it sizes itself: from iOS and tvOS 16 `sizeThatFits(_:uiView:context:)` answers SwiftUI's
    /// proposal with `HUD.ControlSize` (tested on Linux); on 15, which has no such call, SwiftUI reads
    /// the view's intrinsic size, and the view hugs it and gives way under pressure (content hugging
    /// required, compression resistance low), the same rule as far as priorities can say it.
    public struct ProgressRing: UIViewRepresentable {
        /// How much of the ring is filled, 0…1.
        public var progress: Double
        /// The width of the ring's line, in points.
        public var lineWidth: CGFloat
        /// The ring's colour; `nil` for the inherited UIKit tint.
        public var color: SwiftUI.Color?
        /// The ring's side, in points, when the space offered allows it.
        public var diameter: CGFloat

        /// Creates a ring filled to `progress`, with a line `lineWidth` points wide (2 by default), in
        /// `color` (the inherited tint by default), `diameter` points square (28 by default).
        public init(progress: Double, lineWidth: CGFloat = 2, color: SwiftUI.Color? = nil, diameter: CGFloat = 28) {
            self.progress = progress
            self.lineWidth = lineWidth
            self.color = color
            self.diameter = diameter
        }

        /// Makes the ring view; SwiftUI calls it, an app does not.
        public func makeUIView(context: Context) -> HUD.ProgressRingView {
            let view = HUD.ProgressRingView(frame: .zero)
            ControlSizing.hug(view)
            return view
        }

        /// Gives the ring view this value's settings; SwiftUI calls it, an app does not.
        public func updateUIView(_ view: HUD.ProgressRingView, context: Context) {
            view.lineWidth = lineWidth
            view.progress = progress
            view.color = color.map(HUD.DynamicColor.init)
            view.controlSize = HUD.ControlSize(side: diameter)
        }

        /// The ring's square for SwiftUI's proposal (iOS and tvOS 16 on).
        @available(iOS 16.0, tvOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: HUD.ProgressRingView, context: Context) -> CGSize? {
            HUD.ControlSize(side: diameter).fitting(width: proposal.width, height: proposal.height)
        }
    }
}
#endif
