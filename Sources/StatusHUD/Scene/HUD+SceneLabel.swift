import Foundation

extension HUD.Scene {
    /// A label as drawn: its wrapped lines, where they go, their font, colour and direction.
    ///
    /// Draw ``lines`` top to bottom, ``lineHeight`` apart, each centred in ``frame``'s width.
    public struct Label: Sendable, Equatable {
        /// Where the label goes, in the bezel's coordinates.
        public var frame: CGRect
        /// The lines drawn; the last ends with "…" when ``isTruncated``.
        public var lines: [String]
        /// The font.
        public var font: HUD.Font
        /// The distance from one line to the next, in points.
        public var lineHeight: CGFloat
        /// The text colour.
        public var color: HUD.Color
        /// The direction the text runs in.
        public var writingDirection: HUD.WritingDirection
        /// Whether the text was cut off.
        public var isTruncated: Bool

        /// Creates a label from a laid-out label and a colour.
        public init(_ label: HUD.Layout.Label, color: HUD.Color) {
            frame = label.frame
            lines = label.lines
            font = label.font
            lineHeight = label.lineHeight
            self.color = color
            writingDirection = label.writingDirection
            isTruncated = label.isTruncated
        }

        /// The drawn text: the lines joined by line breaks.
        public var text: String {
            lines.joined(separator: "\n")
        }
    }
}
