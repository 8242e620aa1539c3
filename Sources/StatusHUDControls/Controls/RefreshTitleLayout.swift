import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where `HUD.RefreshTitleView` puts its ring, its title and its accessory: the ring to the title's
/// left, the accessory to its right, `spacing` apart, and the group centred as one, as iOS centres
/// an image and a title in a button. (Until 2026 the narrower side was padded to the wider one's
/// width so the title alone sat where a plain title would; the ring and title then sat 12 pt left
/// of the bar's centre, a group that looked off centre.) With no title the ring and the accessory
/// are the group.
///
/// The ring is in the HUD's stroke family: a ``ringLineWidth`` line (the HUD's 3 pt) in the
/// title's colour, not a 2 pt line in the tint (a blue ring beside a black title, unlike the HUD).
package struct RefreshTitleLayout: Equatable, Sendable {
    /// The ring's side: 22 pt, the headline's line height, so a 3 pt line keeps an open ring.
    package static let ringSide: CGFloat = 22
    /// The width of the ring's and the spinner's line: 3 pt, the HUD's ring thickness.
    package static let ringLineWidth: CGFloat = 3
    /// The space between the ring, the title and the accessory: 6 pt.
    package static let spacing: CGFloat = 6

    /// The size of the whole row.
    package var size: CGSize
    /// The ring's frame.
    package var ring: CGRect
    /// The title's frame (empty, at the centre, with no title).
    package var title: CGRect
    /// The accessory's frame, if there is one.
    package var accessory: CGRect?

    /// Lays out a title of `titleSize` (zero or empty for none), a ring `ringSide` points square,
    /// `spacing` points from the title, and an accessory of `accessorySize` if any, in a height of
    /// `height`. Sizes that are negative or not finite count as zero.
    package init(titleSize: CGSize, ringSide: CGFloat = Self.ringSide, spacing: CGFloat = Self.spacing,
                accessorySize: CGSize?, height: CGFloat) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
        let (titleWidth, titleHeight) = (clean(titleSize.width), clean(titleSize.height))
        let (ringSide, spacing, height) = (clean(ringSide), clean(spacing), clean(height))
        let accessory = accessorySize.map { CGSize(width: clean($0.width), height: clean($0.height)) }
        let rowHeight = Swift.max(height, ringSide, titleHeight, accessory?.height ?? 0)

        let hasTitle = titleWidth > 0
        let right = accessory.map { $0.width + spacing } ?? 0
        let width = ringSide + (hasTitle ? spacing + titleWidth : 0) + right
        size = CGSize(width: width, height: rowHeight)

        let middle = rowHeight / 2
        ring = CGRect(x: 0, y: middle - ringSide / 2, width: ringSide, height: ringSide)
        if hasTitle {
            title = CGRect(x: ring.maxX + spacing, y: middle - titleHeight / 2, width: titleWidth, height: titleHeight)
        } else {
            title = CGRect(x: ring.maxX, y: middle, width: 0, height: 0)
        }
        let trailing = hasTitle ? title.maxX : ring.maxX
        self.accessory = accessory.map {
            CGRect(x: trailing + spacing, y: middle - $0.height / 2, width: $0.width, height: $0.height)
        }
    }
}
