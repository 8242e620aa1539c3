import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// What covers the HUD's container besides its own safe area: the app's bars seen through an
    /// overlay window, and the safe area of the view the HUD sits beside. The presenter finds them
    /// (UIKit: `HUDView+Bars.swift`); this decides what they take from the container.
    ///
    /// The rules, for a container `size` and its own safe-area insets:
    /// - **The host's safe area** (a HUD beside its container, a `UITableViewController`'s table
    ///   say, in a view UIKit made whose safe area may lack the navigation bar): each edge is inset
    ///   at least as far as that safe area's rectangle is, so the centring and the toasts keep to
    ///   what the app's own view keeps to. Every placement.
    /// - **Bars** (a tab bar, a toolbar, a navigation bar), for an edge toast only: a bar whose
    ///   middle is in the container's lower half insets a ``HUD/Placement/bottom`` toast's bottom
    ///   to the bar's top; one in the upper half insets a ``HUD/Placement/top`` toast's top to the
    ///   bar's bottom (a navigation bar, or the tab bar iPadOS puts at the top). The toast then
    ///   keeps `edgeSpacing` (8 pt) from the bar, as from the safe area. A centred HUD ignores
    ///   bars: it stays centred on the window, as SVProgressHUD's does, and moving it by half the
    ///   difference between two bars would not be seen.
    /// - A rectangle that is empty, not finite, outside the container, or taller than half of it
    ///   counts for nothing; an inset never exceeds the container's side. The vertical offset is
    ///   applied after, so `offsetFromCenter` still moves a toast away from its bar.
    ///
    /// ```swift
    /// let clear = HUD.Layout.Bars(frames: [CGRect(x: 0, y: 761, width: 390, height: 83)])
    /// clear.insets(HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    ///              size: CGSize(width: 390, height: 844), placement: .bottom)   // bottom 83
    /// ```
    package struct Bars: Sendable, Equatable {
        /// The bars' frames in the container's coordinates.
        package var frames: [CGRect]
        /// The safe area of the view the HUD sits beside, as a rectangle in the container's
        /// coordinates; `nil` when the HUD is not beside a view (in a window, or inside its view).
        package var hostSafeArea: CGRect?

        package init(frames: [CGRect] = [], hostSafeArea: CGRect? = nil) {
            self.frames = frames
            self.hostSafeArea = hostSafeArea
        }

        /// `safeArea` grown to clear the host's safe area and, for an edge `placement`, the bars.
        package func insets(_ safeArea: HUD.EdgeInsets, size: CGSize, placement: HUD.Placement) -> HUD.EdgeInsets {
            let size = size.sanitized
            let bounds = CGRect(origin: .zero, size: size)
            var top = safeArea.top.sanitizedLength, bottom = safeArea.bottom.sanitizedLength
            var left = safeArea.left.sanitizedLength, right = safeArea.right.sanitizedLength
            if let host = hostSafeArea.flatMap({ Self.valid($0, in: bounds, limit: .infinity) }) {
                top = max(top, host.minY)
                bottom = max(bottom, size.height - host.maxY)
                left = max(left, host.minX)
                right = max(right, size.width - host.maxX)
            }
            for frame in frames {
                guard let bar = Self.valid(frame, in: bounds, limit: size.height / 2) else { continue }
                switch placement {
                case .bottom where bar.midY >= size.height / 2: bottom = max(bottom, size.height - bar.minY)
                case .top where bar.midY < size.height / 2: top = max(top, bar.maxY)
                default: break
                }
            }
            return HUD.EdgeInsets(top: min(top, size.height), left: min(left, size.width),
                                  bottom: min(bottom, size.height), right: min(right, size.width))
        }

        /// `rect` cut to `bounds`, or `nil` when it is not finite, empty there, or taller than `limit`.
        private static func valid(_ rect: CGRect, in bounds: CGRect, limit: CGFloat) -> CGRect? {
            let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            guard numbers.allSatisfy(\.isFinite) else { return nil }
            let cut = rect.standardized.intersection(bounds)
            guard !cut.isNull, cut.width > 0, cut.height > 0, cut.height <= limit else { return nil }
            return cut
        }
    }
}
