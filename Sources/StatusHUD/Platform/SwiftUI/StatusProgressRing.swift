#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
import SwiftUI
import UIKit

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
