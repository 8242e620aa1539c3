import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// The action button (``HUD/Action``) as it is laid out: a capsule under the labels,
    /// across the content's width, with its title on one line (cut off with "…" when too long).
    ///
    /// The title is ``buttonPadding`` from the button's sides and top; the button is at least
    /// ``minimumButtonSize``, at most as wide as the labels' box (``maximumLabelSize``, grown with
    /// the text: see ``HUD/Layout``) unless the content is wider, as
    /// wide as the content (so its ends line up with a progress bar's above it), and sits
    /// ``buttonSpacing`` under the text (or the indicator), centred. Its ``hitFrame``, where a tap
    /// runs the action, is at least ``minimumHitSize`` tall and wide about the same centre.
    package struct Button: Sendable, Equatable {
        /// The visible button's frame, in the bezel's coordinates.
        package var frame: CGRect
        /// Where a tap runs the action, in the bezel's coordinates: ``frame`` grown about its
        /// centre to at least `HUD.Layout.minimumHitSize` (44 × 44 pt), the HIG's smallest target.
        package var hitFrame: CGRect
        /// The title, its frame in the bezel's coordinates, centred in ``frame``.
        package var title: Label

        /// Creates a button; its hit frame is `frame` grown to at least
        /// `HUD.Layout.minimumHitSize`.
        package init(frame: CGRect, title: Label) {
            self.frame = frame
            self.hitFrame = Self.hitFrame(around: frame)
            self.title = title
        }

        /// `frame` grown about its centre to at least `HUD.Layout.minimumHitSize`.
        package static func hitFrame(around frame: CGRect) -> CGRect {
            let minimum = HUD.Layout.minimumHitSize
            return frame.insetBy(dx: -max(minimum.width - frame.width, 0) / 2, dy: -max(minimum.height - frame.height, 0) / 2)
        }

        /// The button for `title`, with its frame at the origin, at most `maximumWidth` wide
        /// (its padding included) unless the minimum size is wider.
        package init(title text: String, font: HUD.Font, measurer: any HUD.TextMeasuring, fallbackDirection: HUD.WritingDirection,
                     maximumWidth: CGFloat = HUD.Layout.maximumLabelSize.width) {
            let padding = HUD.Layout.buttonPadding
            let lineHeight = LabelBlock.lineHeight(of: font, measurer: measurer)
            let label = LabelBlock.label(
                text.isEmpty ? " " : text, font: font, heightLimit: lineHeight,
                maximumWidth: maximumWidth - 2 * padding.width,
                measurer: measurer, fallbackDirection: fallbackDirection
            )
            let size = CGSize(
                width: max(label.frame.width + 2 * padding.width, HUD.Layout.minimumButtonSize.width),
                height: max(label.frame.height + 2 * padding.height, HUD.Layout.minimumButtonSize.height)
            )
            var title = label
            title.frame.origin = CGPoint(x: (size.width - label.frame.width) / 2, y: (size.height - label.frame.height) / 2)
            self.init(frame: CGRect(origin: .zero, size: size), title: title)
        }

        /// The button at the origin made at least `width` wide, its title kept centred.
        func widened(to width: CGFloat) -> Button {
            guard width > frame.width else { return self }
            var button = self
            button.title.frame.origin.x += (width - frame.width) / 2
            button.frame.size.width = width
            button.hitFrame = Self.hitFrame(around: button.frame)
            return button
        }

        /// The button moved so its top is at `top` and it is centred in a bezel `width` wide.
        func placed(atTop top: CGFloat, inWidth width: CGFloat) -> Button {
            let origin = CGPoint(x: (width - frame.width) / 2, y: top)
            let dx = origin.x - frame.minX, dy = origin.y - frame.minY
            var button = self
            button.frame.origin = origin
            button.hitFrame = hitFrame.offsetBy(dx: dx, dy: dy)
            button.title.frame.origin.x += dx
            button.title.frame.origin.y += dy
            return button
        }
    }

    /// The space between the text (or the indicator) and the action button, in points: 12.
    package static let buttonSpacing: CGFloat = 12
    /// The space between the button's edges and its title, in points: 16 on the sides, 8 above
    /// and below.
    package static let buttonPadding = CGSize(width: 16, height: 8)
    /// The smallest action button, in points: 88 × 36.
    package static let minimumButtonSize = CGSize(width: 88, height: 36)
    /// The smallest area a tap on the button is taken in, in points: 44 × 44, the HIG's minimum.
    /// The button's ``Button/hitFrame`` reaches 4 pt above and below its 36 pt, inside the
    /// spacing above it and the margin under it.
    package static let minimumHitSize = CGSize(width: 44, height: 44)
}
