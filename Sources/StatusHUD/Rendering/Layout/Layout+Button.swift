import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// The action button (``HUD/Action``) as it is laid out: a capsule under the labels, with its
    /// title on one line (cut off with "…" when too long).
    ///
    /// The title is ``buttonPadding`` from the capsule's sides and top; the capsule is at least
    /// ``minimumButtonSize`` and at most ``maximumLabelSize`` wide, and sits ``buttonSpacing``
    /// under the text (or the indicator), centred.
    public struct Button: Sendable, Equatable {
        /// The capsule's frame, in the bezel's coordinates.
        public var frame: CGRect
        /// The title, its frame in the bezel's coordinates, centred in ``frame``.
        public var title: Label

        /// Creates a button.
        public init(frame: CGRect, title: Label) {
            self.frame = frame
            self.title = title
        }

        /// The button for `title`, with its frame at the origin.
        init(title text: String, font: HUD.Font, measurer: any HUD.TextMeasuring, fallbackDirection: HUD.WritingDirection) {
            let padding = HUD.Layout.buttonPadding
            let lineHeight = LabelBlock.lineHeight(of: font, measurer: measurer)
            let label = LabelBlock.label(
                text.isEmpty ? " " : text, font: font, heightLimit: lineHeight,
                maximumWidth: HUD.Layout.maximumLabelSize.width - 2 * padding.width,
                measurer: measurer, fallbackDirection: fallbackDirection
            )
            let size = CGSize(
                width: max(label.frame.width + 2 * padding.width, HUD.Layout.minimumButtonSize.width),
                height: max(label.frame.height + 2 * padding.height, HUD.Layout.minimumButtonSize.height)
            )
            frame = CGRect(origin: .zero, size: size)
            title = label
            title.frame.origin = CGPoint(x: (size.width - label.frame.width) / 2, y: (size.height - label.frame.height) / 2)
        }

        /// The button moved so its top is at `top` and it is centred in a bezel `width` wide.
        func placed(atTop top: CGFloat, inWidth width: CGFloat) -> Button {
            let origin = CGPoint(x: (width - frame.width) / 2, y: top)
            var button = self
            button.frame.origin = origin
            button.title.frame.origin.x += origin.x
            button.title.frame.origin.y += origin.y
            return button
        }
    }

    /// The space between the text (or the indicator) and the action button, in points: 12.
    public static let buttonSpacing: CGFloat = 12
    /// The space between the button's edges and its title, in points: 16 on the sides, 7 above
    /// and below.
    public static let buttonPadding = CGSize(width: 16, height: 7)
    /// The smallest action button, in points: 88 × 32.
    public static let minimumButtonSize = CGSize(width: 88, height: 32)
}
