import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// A top or bottom toast in the proportions of iOS's own status capsules (the island's
    /// "Silent Mode", "AirPods Connected", "Pasted from"): one height, ``height`` (48 pt), with or
    /// without a glyph; a small leading symbol, ``glyphSide`` (22 pt), its centre on the round end's
    /// centre (half the capsule's height from the leading edge); the text after it, and an optional
    /// second line of details under the status in the details font.
    ///
    /// The rules (mirrored right to left):
    /// - Height: ``height``, or the lines' height plus ``textPadding`` above and below when that
    ///   is taller (two lines, or large Dynamic Type); at least the configured minimum size.
    /// - With an indicator (a glyph, an image, the spinner, the ring or the pie, but not the bar):
    ///   its box is ``glyphSide`` square (grown with the text, at most the height less the
    ///   padding), centred on the leading round end; the lines start ``glyphSpacing`` after it and
    ///   end ``trailingMargin`` before the trailing end. Without one, the lines are centred, with
    ///   `margin` (16 pt) on each side, as the centred HUD's text capsule.
    /// - The status and the details each keep to one line; a toast whose status wraps (or whose
    ///   details do), or that has a button, falls back to the centred HUD's tile (`nil` here).
    /// - The indicator is drawn with the ring's and the glyph's strokes scaled to the box
    ///   (``metrics(side:configuration:statusLineHeight:)``), so a 22 pt ring is not a 36 pt ring's
    ///   3 pt line squeezed in.
    ///
    /// Why 48 and 22: iOS 26's island capsules and SPIndicator draw a 20–24 pt symbol in a capsule
    /// of about 48–50 pt; the 36 pt box the centred HUD uses filled 64 % of a 56 pt capsule, and a
    /// text toast in the same place was 51 pt, so top toasts came in two heights.
    ///
    /// These measures are for the default 15 pt status. A smaller status font (a Mac's 13 pt,
    /// ``HUD/Configuration/macProportions``) shrinks all of them in proportion (``scale(for:)``),
    /// as far as a 44 pt capsule, a touch target's least height, so a Mac toast is a 44 pt capsule
    /// with a 20 pt symbol, not a phone's capsule around smaller text; a larger font keeps them,
    /// and its lines' own height grows the capsule.
    struct Toast {
        /// The capsule's height with one line at the default text size: 48 pt.
        static let height: CGFloat = 48
        /// The leading symbol's box at the default text size: 22 × 22 pt.
        static let glyphSide: CGFloat = 22
        /// The least air above the first line and under the last: 10 pt.
        static let textPadding: CGFloat = 10
        /// The space between the symbol's box and the text: 10 pt.
        static let glyphSpacing: CGFloat = 10
        /// The space between the text and the trailing round end when a symbol leads: 20 pt, a
        /// little more than the text capsule's 16 so the text balances the symbol's end.
        static let trailingMargin: CGFloat = 20
        /// The least ring and spinner stroke in a toast: 2 pt (the 3 pt ring scaled to 22 pt is 1.8).
        static let minimumRingLineWidth: CGFloat = 2

        /// How the measures above scale for a status font of `font`'s size: its size over the
        /// default 15 pt, within 44 / 48 and 1, so that a capsule stays at least 44 pt tall, the
        /// least a touch target should be (13 pt gives 0.92: a 44 pt capsule, a 20 pt symbol).
        static func scale(for font: HUD.Font) -> CGFloat {
            min(max(font.pointSize / 15, minimumHeight / height), 1)
        }
        /// The least capsule height a smaller font scales it to: 44 pt.
        static let minimumHeight: CGFloat = 44

        /// The bezel's size.
        let size: CGSize
        /// The indicator's box in the bezel, or `nil` without one.
        let indicatorFrame: CGRect?
        /// The status, placed; `nil` without one.
        let status: HUD.Layout.Label?
        /// The details under the status, placed; `nil` without them.
        let details: HUD.Layout.Label?

        /// The toast for `labels` with an indicator box or none, or `nil` when a label wraps or
        /// there is no text (those keep the tile), or when it would be wider than `maximumWidth` (the
        /// free area: a line of grown text with a grown symbol before it); its measures times
        /// `scale` (``scale(for:)``).
        init?(labels: LabelBlock, indicatorSide: CGFloat?, direction: HUD.WritingDirection, minimumSize: CGSize,
              scale: CGFloat = 1, maximumWidth: CGFloat = .greatestFiniteMagnitude) {
            guard labels.hasText, (labels.status?.lines.count ?? 1) == 1, (labels.details?.lines.count ?? 1) == 1
            else { return nil }
            let textHeight = (labels.status?.frame.height ?? 0) + (labels.details?.frame.height ?? 0)
            let textWidth = max(labels.status?.frame.width ?? 0, labels.details?.frame.width ?? 0)
            let padding = Self.textPadding * scale
            let height = max((Self.height * scale).rounded(), textHeight + 2 * padding, minimumSize.height)
            let side = indicatorSide.map { min($0, max(height - 2 * padding, 0)) }
            // The text's leading edge, measured from the bezel's leading side.
            let lead = side.map { height / 2 + $0 / 2 + Self.glyphSpacing * scale } ?? HUD.Layout.margin * scale
            let trail = (side == nil ? HUD.Layout.margin : Self.trailingMargin) * scale
            let width = max(lead + textWidth + trail, minimumSize.width, height)
            guard width <= maximumWidth else { return nil }
            size = CGSize(width: width, height: height)
            let leftToRight = direction == .leftToRight
            indicatorFrame = side.map {
                CGRect(x: leftToRight ? height / 2 - $0 / 2 : width - height / 2 - $0 / 2,
                       y: (height - $0) / 2, width: $0, height: $0)
            }
            // Without a symbol the lines are centred (the width may exceed them: a minimum size).
            var top = ((height - textHeight) / 2).rounded(.down)
            func place(_ label: HUD.Layout.Label?) -> HUD.Layout.Label? {
                guard var label else { return nil }
                if side == nil {
                    label = label.placed(atTop: top, inWidth: width)
                } else {
                    label.frame.origin = CGPoint(x: leftToRight ? lead : width - lead - label.frame.width, y: top)
                }
                top += label.frame.height
                return label
            }
            status = place(labels.status)
            details = place(labels.details)
        }

        /// The indicator sizes in a toast's box `side` wide: the ring's stroke scaled from the
        /// centred HUD's box to `side` (at least ``minimumRingLineWidth``, never above the
        /// configured stroke), the ring's radius filling the box, images and glyphs `side` square.
        static func metrics(side: CGFloat, configuration: HUD.Configuration, statusLineHeight: CGFloat) -> IndicatorMetrics {
            let centred = IndicatorMetrics(configuration: configuration, hasText: true, statusLineHeight: statusLineHeight)
            let full = max(centred.box.width, centred.box.height)
            let scaled = full > 0 ? centred.ringLineWidth * side / full : 0
            let lineWidth = min(max(scaled, minimumRingLineWidth), centred.ringLineWidth)
            return IndicatorMetrics(ringRadius: max(side / 2 - lineWidth / 2, 0), ringLineWidth: lineWidth,
                                    imageSize: CGSize(width: side, height: side),
                                    glyphLineWidth: GlyphPaths.lineWidth(besideLinesOf: statusLineHeight, side: side,
                                                                         ringLineWidth: lineWidth))
        }
    }
}
