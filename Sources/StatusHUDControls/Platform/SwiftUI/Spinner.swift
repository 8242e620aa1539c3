import StatusHUD
#if (os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension HUD {
    /// ``HUD/SpinnerView`` in SwiftUI: 24 pt square unless `diameter` says otherwise (smaller where
    /// less space is offered, never larger); its colour is `color`, or without one the UIKit tint the
    /// view inherits — `.tint(_:)` is not promised to reach a UIKit view (``HUD/ProgressRing`` says
    /// why, and how it sizes itself on iOS 15).
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct LoadingRow: View {
    ///     var body: some View {
    ///         HStack { HUD.Spinner(color: .secondary); Text("Loading") }
    ///     }
    /// }
    /// ```
    public struct Spinner: UIViewRepresentable {
        /// The width of the arc's line, in points.
        public var lineWidth: CGFloat
        /// The spinner's colour; `nil` for the inherited UIKit tint.
        public var color: SwiftUI.Color?
        /// The spinner's side, in points, when the space offered allows it.
        public var diameter: CGFloat

        /// Creates a spinner with a line `lineWidth` points wide (2 by default), in `color` (the
        /// inherited tint by default), `diameter` points square (24 by default).
        public init(lineWidth: CGFloat = 2, color: SwiftUI.Color? = nil, diameter: CGFloat = 24) {
            self.lineWidth = lineWidth
            self.color = color
            self.diameter = diameter
        }

        /// Makes the spinner view; SwiftUI calls it, an app does not.
        public func makeUIView(context: Context) -> HUD.SpinnerView {
            let view = HUD.SpinnerView(frame: .zero)
            ControlSizing.hug(view)
            return view
        }

        /// Gives the spinner view this value's settings; SwiftUI calls it, an app does not.
        public func updateUIView(_ view: HUD.SpinnerView, context: Context) {
            view.lineWidth = lineWidth
            view.color = color.map(HUD.DynamicColor.init)
            view.controlSize = HUD.ControlSize(side: diameter)
        }

        /// The spinner's square for SwiftUI's proposal (iOS and tvOS 16 on).
        @available(iOS 16.0, tvOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: HUD.SpinnerView, context: Context) -> CGSize? {
            HUD.ControlSize(side: diameter).fitting(width: proposal.width, height: proposal.height)
        }
    }
}
#endif
