import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// One label of the HUD as it is drawn: its lines, already wrapped and truncated, and where they go.
    ///
    /// Draw ``lines`` one under the other, each ``lineHeight`` tall and centred in ``frame``'s
    /// width, running in ``writingDirection``. Each line was measured to fit ``frame``'s width by
    /// the layout's measurer, so a presenter should measure with the font it draws in; lines
    /// measured with an estimate may be wider or narrower when drawn.
    package struct Label: Sendable, Equatable {
        /// Where the label goes, in the bezel's coordinates (origin at the bezel's top-left corner).
        package var frame: CGRect
        /// The lines drawn, top to bottom; the last ends with "…" when ``isTruncated``.
        package var lines: [String]
        /// The font the lines were measured in.
        package var font: HUD.Font
        /// The distance from one line to the next, in points.
        package var lineHeight: CGFloat
        /// The direction the text runs in: that of its first strongly directional letter, or the
        /// container's layout direction when it has none.
        package var writingDirection: HUD.WritingDirection
        /// Whether the text was too long for the label and was cut off with an ellipsis.
        package var isTruncated: Bool

        /// Creates a label.
        package init(
            frame: CGRect,
            lines: [String],
            font: HUD.Font,
            lineHeight: CGFloat,
            writingDirection: HUD.WritingDirection,
            isTruncated: Bool
        ) {
            self.frame = frame
            self.lines = lines
            self.font = font
            self.lineHeight = lineHeight
            self.writingDirection = writingDirection
            self.isTruncated = isTruncated
        }

        /// The drawn text: the lines joined by line breaks.
        package var text: String {
            lines.joined(separator: "\n")
        }
    }
}
