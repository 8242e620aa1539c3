import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where `HUD.RefreshTitleView` puts its ring, its title and its accessory: the ring to the title's
/// left, the accessory to its right, and the title centred in the view however wide each side is —
/// the narrower side is padded to the wider one's width — so the title sits where a plain
/// navigation title would. With no title the ring alone is centred (and the accessory, if any, keeps
/// its place to the right).
package struct RefreshTitleLayout: Equatable, Sendable {
    /// The ring's side: 18 pt.
    public static let ringSide: CGFloat = 18
    /// The space between the ring, the title and the accessory: 6 pt.
    public static let spacing: CGFloat = 6

    /// The size of the whole row.
    public var size: CGSize
    /// The ring's frame.
    public var ring: CGRect
    /// The title's frame (empty, at the centre, with no title).
    public var title: CGRect
    /// The accessory's frame, if there is one.
    public var accessory: CGRect?

    /// Lays out a title of `titleSize` (zero or empty for none), a ring `ringSide` points square,
    /// `spacing` points from the title, and an accessory of `accessorySize` if any, in a height of
    /// `height`. Sizes that are negative or not finite count as zero.
    public init(titleSize: CGSize, ringSide: CGFloat = Self.ringSide, spacing: CGFloat = Self.spacing,
                accessorySize: CGSize?, height: CGFloat) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
        let (titleWidth, titleHeight) = (clean(titleSize.width), clean(titleSize.height))
        let (ringSide, spacing, height) = (clean(ringSide), clean(spacing), clean(height))
        let accessory = accessorySize.map { CGSize(width: clean($0.width), height: clean($0.height)) }
        let rowHeight = Swift.max(height, ringSide, titleHeight, accessory?.height ?? 0)

        let hasTitle = titleWidth > 0
        let left = ringSide + (hasTitle ? spacing : 0)
        let right = accessory.map { $0.width + spacing } ?? 0
        let side = hasTitle ? Swift.max(left, right) : right
        let width = hasTitle ? side * 2 + titleWidth : ringSide + right * 2
        size = CGSize(width: width, height: rowHeight)

        let centre = width / 2
        let middle = rowHeight / 2
        if hasTitle {
            title = CGRect(x: side, y: middle - titleHeight / 2, width: titleWidth, height: titleHeight)
            ring = CGRect(x: title.minX - spacing - ringSide, y: middle - ringSide / 2, width: ringSide, height: ringSide)
        } else {
            title = CGRect(x: centre, y: middle, width: 0, height: 0)
            ring = CGRect(x: centre - ringSide / 2, y: middle - ringSide / 2, width: ringSide, height: ringSide)
        }
        let trailing = hasTitle ? title.maxX : ring.maxX
        self.accessory = accessory.map {
            CGRect(x: trailing + spacing, y: middle - $0.height / 2, width: $0.width, height: $0.height)
        }
    }
}
