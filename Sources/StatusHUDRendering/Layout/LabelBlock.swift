import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The status and details labels of a HUD, wrapped and truncated to fit a `LabelBox` together
/// (`HUD.Layout.maximumLabelSize` at the default text size), not yet placed in the bezel.
struct LabelBlock {
    /// The status label with its frame at the origin, or `nil`.
    let status: HUD.Layout.Label?
    /// The details label with its frame at the origin, or `nil`.
    let details: HUD.Layout.Label?

    /// The most lines one label may have, whatever the measurer's line height: 1,000.
    static let maximumLines = 1000

    init(
        content: HUD.Content,
        configuration: HUD.Configuration,
        measurer: any HUD.TextMeasuring,
        fallbackDirection: HUD.WritingDirection,
        limit: CGSize = HUD.Layout.maximumLabelSize
    ) {
        let statusText = content.status.flatMap { $0.isEmpty ? nil : $0 }
        let detailsText = content.details.flatMap { $0.isEmpty ? nil : $0 }

        // The status leaves room for one line of details, if there are details.
        var statusLimit = limit.height
        if detailsText != nil {
            statusLimit -= HUD.Layout.labelSpacing + Self.lineHeight(of: configuration.detailsFont, measurer: measurer)
        }
        status = statusText.map {
            Self.label($0, font: configuration.font, heightLimit: statusLimit, maximumWidth: limit.width,
                       measurer: measurer, fallbackDirection: fallbackDirection)
        }

        var detailsLimit = limit.height
        if let status { detailsLimit -= status.frame.height + HUD.Layout.labelSpacing }
        details = detailsText.map {
            Self.label($0, font: configuration.detailsFont, heightLimit: detailsLimit, maximumWidth: limit.width,
                       measurer: measurer, fallbackDirection: fallbackDirection)
        }
    }

    /// Whether there is any text.
    var hasText: Bool {
        status != nil || details != nil
    }

    /// Whether either label was cut off with an ellipsis.
    var isTruncated: Bool {
        status?.isTruncated == true || details?.isTruncated == true
    }

    /// The line height of the last label (details, else status); 0 without text.
    var lastLineHeight: CGFloat {
        (details ?? status)?.lineHeight ?? 0
    }

    /// The size of both labels stacked, with `HUD.Layout.labelSpacing` between them.
    var size: CGSize {
        let width = max(status?.frame.width ?? 0, details?.frame.width ?? 0)
        var height = (status?.frame.height ?? 0) + (details?.frame.height ?? 0)
        if status != nil, details != nil { height += HUD.Layout.labelSpacing }
        return CGSize(width: width, height: height)
    }

    /// One label: its text broken into as many lines as fit in `heightLimit` (at least one), its
    /// size rounded up to whole points, at most `maximumWidth` wide.
    static func label(
        _ text: String,
        font: HUD.Font,
        heightLimit: CGFloat,
        maximumWidth: CGFloat = HUD.Layout.maximumLabelSize.width,
        measurer: any HUD.TextMeasuring,
        fallbackDirection: HUD.WritingDirection
    ) -> HUD.Layout.Label {
        let lineHeight = lineHeight(of: font, measurer: measurer)
        let fittingLines = (heightLimit.sanitizedLength / lineHeight).rounded(.down)
        let lineLimit = Int(min(max(fittingLines, 1), CGFloat(maximumLines)))

        let breaker = LineBreaker(measurer: measurer, font: font, maximumWidth: maximumWidth)
        let (lines, isTruncated) = breaker.lines(of: text, maximumLines: lineLimit)

        // Each line's width rounded up to a whole point; a width that is not a number counts as
        // the whole line, a negative one as nothing.
        let widest = lines.reduce(CGFloat(0)) { widest, line in
            let measured = measurer.width(of: line, font: font)
            let width = measured.isFinite ? min(max(measured, 0).rounded(.up), maximumWidth) : maximumWidth
            return max(widest, width)
        }
        let height = (CGFloat(lines.count) * lineHeight).rounded(.up)
        let direction = HUD.WritingDirection.natural(of: lines.joined()) ?? fallbackDirection
        return HUD.Layout.Label(
            frame: CGRect(x: 0, y: 0, width: widest, height: height),
            lines: lines,
            font: font,
            lineHeight: lineHeight,
            writingDirection: direction,
            isTruncated: isTruncated
        )
    }

    /// The measurer's line height for `font`, or the estimated measurer's (1.2 times the point
    /// size) when the measurer's answer is not a positive number.
    static func lineHeight(of font: HUD.Font, measurer: any HUD.TextMeasuring) -> CGFloat {
        let height = measurer.lineHeight(of: font).sanitizedLength
        return height > 0 ? height : HUD.EstimatedTextMeasurer().lineHeight(of: font)
    }
}

extension HUD.Layout.Label {
    /// The label moved so its top is at `top` and it is centred in a bezel `width` wide.
    func placed(atTop top: CGFloat, inWidth width: CGFloat) -> HUD.Layout.Label {
        var label = self
        label.frame.origin = CGPoint(x: (width - frame.width) / 2, y: top)
        return label
    }
}
