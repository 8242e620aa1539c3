#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
import SwiftUI
import UIKit

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
#endif
