import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// The HUD's geometry: where the bezel goes in its container, and where the indicator and the
    /// labels go in the bezel. Worked out from plain values, without UIKit, for presenters that
    /// draw in points (through `HUD.Drawing`); the terminal presenter lays out in character cells
    /// with its own `TerminalLayout` instead.
    ///
    /// The rules:
    /// - Inside the bezel, content has ``margin`` (16 pt) on every side, whatever the state: the
    ///   same air above the indicator as below the last element, and beside the widest one (under
    ///   an indicator with text last, measured from the last line's baseline: see
    ///   `spaceUnderBaseline`); the
    ///   indicator sits ``indicatorSpacing`` (8 pt) above the status, and the details sit
    ///   ``labelSpacing`` (4 pt) under the status; an action button sits ``buttonSpacing`` (12 pt)
    ///   under them (see ``Button``). Everything is centred horizontally.
    /// - Every indicator takes one box, so a ring that turns into a check mark never resizes the
    ///   bezel: the larger of the ring's square ((radius + thickness / 2) × 2, with
    ///   `ringRadiusWithoutText` when the HUD has no text and `ringRadius` when it has) and
    ///   `imageSize`; 36 × 36 pt by default, where the two are equal, so the box is the ink and
    ///   the margin the air one sees. Beside text grown past the first accessibility size the
    ///   box grows with it, at most 1.5 times (54 pt beside the largest size's 49 pt text), its
    ///   ring's line alike; the default and the larger sizes below keep the configured box. The progress bar is the exception: its box is the bar itself,
    ///   twice the ring's thickness tall (6 pt by default, no empty slot above it), and the
    ///   content's width, at least ``progressBarWidth`` (120 pt); `.text` has no indicator box.
    /// - The labels are at most ``maximumLabelSize`` (200 × 300 pt) together at the default text
    ///   size. Text wraps between words, or between grapheme clusters inside a word wider than a
    ///   line; what does not fit in the height is cut off, and the last line drawn ends with "…".
    ///   When there are details, the status leaves room for at least one line of them.
    /// - The box grows with Dynamic Type, which reaches the layout only as the measurer's larger
    ///   line heights: both sides are multiplied by the status font's measured line height over
    ///   4/3 of its unscaled size (20 pt for the 15 pt status), at least 1, so they stay 200 × 300
    ///   pt through the default sizes (SF Pro's lines are about 1.19 em) and are about 2.9 times
    ///   that at the largest (49 pt text, about 58.5 pt lines). The width is at most the free
    ///   area's width less the two margins (358 pt on a 390 pt iPhone in portrait), never below
    ///   200 pt; the action button's title is cut at the same width. Grown text that would be cut
    ///   off in that width widens it first, as much as it needs, up to the free area's width less
    ///   the margins (718 pt in an iPhone in landscape), and is cut only beyond that.
    /// - The bezel fits the free area's height: the labels' height is at most what is left once
    ///   the margins, the indicator, the button and their spacing are taken (and 8 pt of
    ///   ``edgeSpacing`` for a top or bottom toast): 369 − 181 = 188 pt in an iPhone in landscape
    ///   at the largest size (1.2 em lines), with a 54 pt indicator and a Cancel button, so two
    ///   lines of status and one of details instead of a bezel taller than the screen. Each label keeps at least one line,
    ///   though. When even that is too tall for the free area (a keyboard up in landscape, or
    ///   lines taller than the room), the bezel is taller than the free area: with a button its
    ///   bottom is at the free area's bottom, so the button stays above the keyboard and the home
    ///   indicator and its top runs off instead; without one it is placed as any bezel.
    /// - The bezel is the content plus the margins, at least `minimumSize`. With an indicator the
    ///   content's column is at least as wide as the bezel is tall, up to the labels' box width
    ///   (200 pt at the default sizes), so a tile is never narrower than tall (an icon standing on
    ///   end). Its corner radius is `cornerRadius` (24 pt by default, drawn with continuous
    ///   corners), whatever the content, so it never changes while a HUD lives (a progress with
    ///   Cancel that ends in a success keeps its shape); a button inside it is a capsule (see
    ///   ``Button``). At most half the bezel's shorter side; and a HUD of one line of text alone
    ///   (no indicator, details or button) is a capsule: half its height, as iOS draws its toasts.
    /// - At the top or bottom, one line of status (and at most one of details under it, in the
    ///   details font), with or without an indicator (not the bar) and no button, is a capsule of
    ///   one height, 48 pt at the default size, as iOS's own status capsules are: the indicator a
    ///   22 pt symbol centred on the leading round end, the text after it (see `Toast`); mirrored
    ///   right to left. The centred HUD keeps its 36 pt box.
    /// - The bezel is centred in the container's ``Container/freeArea`` (inside the safe area and
    ///   above the keyboard), moved by `offsetFromCenter`, its origin rounded down to whole points,
    ///   and then kept inside the container. A bezel larger than its container along an axis is
    ///   centred on the container along that axis (but for one with a button too tall for the
    ///   free area: see above).
    /// - With a ``HUD/Placement/top`` placement its top is ``edgeSpacing`` (8 pt) under the free
    ///   area's top, with ``HUD/Placement/bottom`` its bottom 8 pt above the free area's bottom
    ///   (the home indicator's safe area or the keyboard, whichever is higher); the vertical
    ///   offset moves it away from that edge. Across it is centred as above (between the left and
    ///   right safe areas in landscape), and kept inside the container alike.
    /// - A top or bottom bezel that would cover the field the user is typing in
    ///   (``Container/focusedField``) goes 8 pt past the field (under it from the top, over it
    ///   from the bottom) when it fits there in the free area, else stays (`clearing` says why).
    ///
    /// Invalid numbers anywhere (NaN, infinite, negative sizes) count as 0, so any input gives
    /// finite frames and no crash.
    ///
    /// ```swift
    /// let layout = HUD.Layout(
    ///     configuration: HUD.Configuration(),
    ///     content: HUD.Content(indicator: .spinner),
    ///     container: HUD.Layout.Container(size: CGSize(width: 390, height: 844))
    /// )
    /// layout.bezelFrame  // (161, 388, 68, 68)
    /// ```
    package struct Layout: Sendable, Equatable {
        /// The container's size, with invalid sides counted as 0.
        package var containerSize: CGSize
        /// The part of the container the bezel is centred in: inside the safe area, above the keyboard.
        package var freeArea: CGRect
        /// The bezel's frame in the container's coordinates.
        package var bezelFrame: CGRect
        /// The bezel's corner radius: the configured one, at most half the bezel's shorter side;
        /// half its height (a capsule) for one line of text alone.
        package var cornerRadius: CGFloat
        /// Whether the bezel is a capsule: one line of text, no indicator, details or button; or, at
        /// the top or bottom, a toast (one line of status, one of details at most, an indicator or none).
        package var isCapsule: Bool
        /// The indicator's box in the bezel's coordinates; `nil` for text-only content.
        package var indicatorFrame: CGRect?
        /// The status label; `nil` when there is no status or it is empty.
        package var status: Label?
        /// The details label; `nil` when there are no details or they are empty.
        package var details: Label?
        /// The action button; `nil` when the content has no ``HUD/Content/action``.
        package var button: Button?
        /// The container's interface direction.
        package var layoutDirection: WritingDirection
        /// Where the bezel sits: the configuration's ``HUD/Configuration/placement``.
        package var placement: Placement
        /// The indicator sizes the layout was made with, for the drawing to draw in ``indicatorFrame``:
        /// a toast's scaled to its smaller box (`Toast.metrics(side:configuration:statusLineHeight:)`).
        private(set) var indicatorMetrics: IndicatorMetrics

        /// The space between the bezel's edges and its content, in points: 16, on every side and
        /// in every state.
        package static let margin: CGFloat = 16
        /// The space a line of text keeps under its baseline, for descenders: a fifth of its height
        /// (0.2 to 0.21 in SF Pro and Inter), in whole points; 0 without text.
        ///
        /// The indicator's ink reaches its box's top, but text's ink stops at the baseline for
        /// most lines, so a 16 pt margin under the last line looked 4 pt heavier than the one over
        /// the indicator. Under an indicator with text last, the bottom margin is the margin less
        /// this (12 pt under 18 pt lines): the same air above the ink and under the baseline. A
        /// button last, or text alone (whose ink is inset alike at top and bottom), keep 16 pt.
        static func spaceUnderBaseline(lineHeight: CGFloat) -> CGFloat {
            (lineHeight.sanitizedLength * 0.2).rounded()
        }

        /// The space between a top or bottom toast and its edge of the free area (the safe
        /// area's edge, or the keyboard's top), in points: 8, as iOS's own status capsules keep
        /// under the Dynamic Island.
        package static let edgeSpacing: CGFloat = 8
        /// The space between the indicator and the labels, in points: 8.
        package static let indicatorSpacing: CGFloat = 8
        /// The space between the status and the details, in points: 4.
        package static let labelSpacing: CGFloat = 4
        /// The largest size the labels take together at the default text size, in points: 200
        /// wide, 300 tall (taller only when a label's one line does not fit in the room left for
        /// it). Larger text grows it, within the free area (see ``HUD/Layout``).
        package static let maximumLabelSize = CGSize(width: 200, height: 300)
        /// The least width of the determinate progress bar, in points: 120 (it spans the content's
        /// width when the text or the button is wider). It is twice the ring's thickness tall.
        package static let progressBarWidth: CGFloat = 120

        /// Lays out `content` in `container`, measuring text with `measurer` (an estimate without
        /// fonts by default).
        package init(
            configuration: Configuration,
            content: Content,
            container: Container,
            measurer: any TextMeasuring = EstimatedTextMeasurer()
        ) {
            containerSize = container.size.sanitized
            freeArea = container.freeArea
            layoutDirection = container.layoutDirection

            let hasStatus = !(content.status ?? "").isEmpty, hasDetails = !(content.details ?? "").isEmpty
            let hasText = hasStatus || hasDetails
            let statusLineHeight = LabelBlock.lineHeight(of: configuration.font, measurer: measurer)
            // The labels' box grows with the text, within the free area (see `LabelBox`), and
            // from the accessibility sizes on the indicator with it (see `IndicatorMetrics`).
            let growth = LabelBox.growth(statusLineHeight: statusLineHeight, font: configuration.font)
            // The system's own spinner (`.native`) keeps its size, so its box does too.
            let grows = hasText && !(content.indicator.kind == .spinner && configuration.spinnerStyle == .native)
            indicatorMetrics = IndicatorMetrics(configuration: configuration, hasText: hasText,
                                                statusLineHeight: statusLineHeight,
                                                scale: grows ? IndicatorMetrics.textScale(growth: growth) : 1)
            let box = indicatorMetrics.boxSize(for: content.indicator, progressStyle: configuration.progressStyle)

            // A square bezel takes its longer side both ways, so it is kept to the shorter free side.
            let freeWidth = configuration.isSquare ? min(freeArea.width, freeArea.height) : freeArea.width
            var labelsWidth = LabelBox.width(growth: growth, freeWidth: freeWidth)
            var unplacedButton = content.action.map {
                Button(title: $0.title, font: configuration.buttonFont, measurer: measurer,
                       fallbackDirection: container.layoutDirection, maximumWidth: labelsWidth)
            }
            // Everything in the column but the labels, so the bezel fits the free area's height.
            let lastFont = hasDetails ? configuration.detailsFont : configuration.font
            let takenHeight = Self.margin
                + Self.margin - (box != nil && unplacedButton == nil
                    ? Self.spaceUnderBaseline(lineHeight: LabelBlock.lineHeight(of: lastFont, measurer: measurer)) : 0)
                + (box?.height ?? 0) + (box != nil && hasText ? Self.indicatorSpacing : 0)
                + (unplacedButton.map { $0.frame.height + (box != nil || hasText ? Self.buttonSpacing : 0) } ?? 0)
                + (configuration.placement == .center ? 0 : Self.edgeSpacing)
            let labelsHeight = LabelBox.height(growth: growth, freeHeight: freeArea.height, takenHeight: takenHeight)
            func labelBlock(width: CGFloat) -> LabelBlock {
                LabelBlock(content: content, configuration: configuration, measurer: measurer,
                           fallbackDirection: container.layoutDirection, limit: CGSize(width: width, height: labelsHeight))
            }
            var labels = labelBlock(width: labelsWidth)
            // Grown text widens the HUD before it is cut off, up to the free area less the margins.
            if growth > 1, labels.isTruncated {
                let widened = LabelBox.fittingWidth(from: labelsWidth, upTo: freeWidth.sanitizedLength - 2 * Self.margin) {
                    !labelBlock(width: $0).isTruncated
                }
                if widened > labelsWidth {
                    labelsWidth = widened
                    labels = labelBlock(width: widened)
                    unplacedButton = content.action.map {
                        Button(title: $0.title, font: configuration.buttonFont, measurer: measurer,
                               fallbackDirection: container.layoutDirection, maximumWidth: widened)
                    }
                }
            }

            // At the top or bottom, one line of status (and one of details), with or without an
            // indicator beside it, make a capsule of one height, as iOS's own status capsules are.
            var bezelSize: CGSize
            let minimumSize = configuration.minimumSize.sanitized
            let toastScale = Toast.scale(for: configuration.font)
            let toast = configuration.placement != .center && !configuration.isSquare && unplacedButton == nil
                && !Self.isBar(content.indicator, configuration)
                ? Toast(labels: labels, indicatorSide: box.map { _ in (Toast.glyphSide * toastScale * growth).rounded() },
                        direction: container.layoutDirection, minimumSize: minimumSize, scale: toastScale,
                        maximumWidth: freeWidth.sanitizedLength)
                : nil
            if let toast {
                bezelSize = toast.size
                indicatorFrame = toast.indicatorFrame
                if let frame = toast.indicatorFrame {
                    indicatorMetrics = Toast.metrics(side: frame.width, configuration: configuration,
                                                     statusLineHeight: statusLineHeight)
                }
                status = toast.status
                details = toast.details
                button = nil
                isCapsule = true
                cornerRadius = bezelSize.height / 2
            } else {
                // The content column: indicator, labels, button.
                let labelsSize = labels.size
                var contentWidth = max(box?.width ?? 0, labelsSize.width, unplacedButton?.frame.width ?? 0)
                let spacing = box != nil && labels.hasText ? Self.indicatorSpacing : 0
                let buttonSpacing = unplacedButton != nil && (box != nil || labels.hasText) ? Self.buttonSpacing : 0
                let contentHeight = (box?.height ?? 0) + spacing + labelsSize.height + buttonSpacing + (unplacedButton?.frame.height ?? 0)
                // Under an indicator, text last: the air under its baseline balances the air above the ink.
                let bottomMargin = Self.margin - (box != nil && unplacedButton == nil
                    ? Self.spaceUnderBaseline(lineHeight: labels.lastLineHeight) : 0)
                // A tile: with an indicator, the column is widened until the bezel is as wide as it is
                // tall (a glyph over a short word read as an app icon standing on end), up to the
                // labels' widest; text alone keeps its capsule.
                if box != nil {
                    let tall = contentHeight + Self.margin + bottomMargin - 2 * Self.margin
                    contentWidth = max(contentWidth, min(tall, labelsWidth))
                }
                // The bar and the button span the column, so their ends line up.
                var indicatorSize = box
                if case .progress = content.indicator.form, configuration.progressStyle == .bar { indicatorSize?.width = contentWidth }
                unplacedButton = unplacedButton?.widened(to: contentWidth)

                // The bezel: content plus margins, at least the minimum size.
                bezelSize = CGSize(
                    width: max(contentWidth + 2 * Self.margin, minimumSize.width),
                    height: max(contentHeight + Self.margin + bottomMargin, minimumSize.height)
                )
                if configuration.isSquare {   // MBProgressHUD's `square`: the longer side both ways
                    let side = max(bezelSize.width, bezelSize.height)
                    bezelSize = CGSize(width: side, height: side)
                }

                // Inside the bezel, centred.
                var top = Self.margin + (bezelSize.height - (contentHeight + Self.margin + bottomMargin)) / 2
                if let size = indicatorSize {
                    indicatorFrame = CGRect(origin: CGPoint(x: (bezelSize.width - size.width) / 2, y: top), size: size)
                    top += size.height + spacing
                }
                let buttonTop = top + labelsSize.height + buttonSpacing
                status = labels.status.map { $0.placed(atTop: top, inWidth: bezelSize.width) }
                if let status { top = status.frame.maxY + Self.labelSpacing }
                details = labels.details.map { $0.placed(atTop: top, inWidth: bezelSize.width) }
                button = unplacedButton?.placed(atTop: buttonTop, inWidth: bezelSize.width)
                let halfSide = min(bezelSize.width, bezelSize.height) / 2
                isCapsule = !configuration.isSquare && indicatorFrame == nil && button == nil && details == nil
                    && status?.lines.count == 1
                cornerRadius = isCapsule ? halfSide : min(configuration.cornerRadius.sanitizedLength, halfSide)
            }

            // In the container: centred in the free area (or at its top or bottom edge), offset, kept inside.
            placement = configuration.placement
            let offset = configuration.offsetFromCenter
            let vertical = offset.vertical.sanitizedCoordinate
            let bezelTop: CGFloat
            switch placement {
            case .center: bezelTop = freeArea.midY + vertical - bezelSize.height / 2
            case .top: bezelTop = freeArea.minY + Self.edgeSpacing + vertical
            case .bottom: bezelTop = freeArea.maxY - Self.edgeSpacing - vertical - bezelSize.height
            }
            // Too tall for the free area even with one line per label: the bottom, where the
            // button is, stays at the free area's bottom, so the button stays above the keyboard
            // and the home indicator; the top runs off the free area instead.
            let keepsButtonIn = button != nil && bezelSize.height > freeArea.height
            bezelFrame = CGRect(
                x: Self.place(freeArea.midX + offset.horizontal.sanitizedCoordinate - bezelSize.width / 2,
                              length: bezelSize.width, within: containerSize.width),
                y: keepsButtonIn ? (freeArea.maxY - bezelSize.height).rounded(.down)
                    : Self.place(bezelTop, length: bezelSize.height, within: containerSize.height),
                width: bezelSize.width,
                height: bezelSize.height
            )
            // Clear of the field the user is typing in, when there is room (`clearing`).
            if !keepsButtonIn, let field = container.focusedField,
               let top = Self.clearing(field, bezel: bezelFrame, placement: placement, freeArea: freeArea) {
                bezelFrame.origin.y = Self.place(top, length: bezelSize.height, within: containerSize.height)
            }
        }

        /// Whether `indicator` is drawn as the progress bar, which spans a column and never sits
        /// beside text.
        private static func isBar(_ indicator: HUD.Indicator, _ configuration: Configuration) -> Bool {
            if case .progress = indicator.form { return configuration.progressStyle == .bar }
            return false
        }

        /// How far the bezel moves to stand just beyond its edge of the free area, in points, down
        /// positive: for ``HUD/Placement/top``, up until its bottom meets the safe area's top edge
        /// (negative); for ``HUD/Placement/bottom``, down until its top meets the free area's
        /// bottom edge (above the home indicator or the keyboard); 0 in the centre. An edge toast
        /// slides in from there and leaves to there (`HUD.Drawing.Fade`).
        package var edgeSlide: CGFloat {
            switch placement {
            case .center: 0
            case .top: min(freeArea.minY - bezelFrame.maxY, 0)
            case .bottom: max(freeArea.maxY - bezelFrame.minY, 0)
            }
        }

        /// Rounds `origin` down to a whole point and keeps `0…length` inside `0…bound`; a length
        /// longer than the bound is centred on it.
        private static func place(_ origin: CGFloat, length: CGFloat, within bound: CGFloat) -> CGFloat {
            guard length <= bound else { return ((bound - length) / 2).rounded(.down) }
            let rounded = origin.isNaN ? 0 : origin.rounded(.down)
            return min(max(rounded, 0), bound - length)
        }
    }
}
