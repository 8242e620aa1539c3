import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// Everything a presenter draws for one HUD at one moment, as plain values: a display list.
    ///
    /// Draw, back to front: the ``mask`` over the whole container; the ``bezel``; the
    /// ``indicator``, the labels (``status`` in ``textColor``, ``details`` in ``detailsColor``) and the ``button``
    /// inside the bezel (their frames are in the bezel's coordinates, each line centred as ``textAlignment`` says and
    /// running in its label's writing direction). Apply ``fade``: its alpha to everything, its
    /// scale to the bezel and its content about the bezel's centre.
    ///
    /// Animate as it says, so that no presenter invents a timing: a fade in with ``fadeIn``, a fade
    /// out with ``fadeOut`` (an interrupted fade continues from the alpha and scale on screen over
    /// the remaining fraction: ``HUD/Animation/resumed(remainingFraction:)``), and a change of
    /// progress with ``progressChange`` (from the value on screen, also when interrupted).
    ///
    /// The drawing is meant for presenters that draw in points: a UIKit presenter and a snapshot
    /// renderer, both still to come, are to draw from it so they show the same HUD. The terminal
    /// presenter does not use it; it lays out in character cells with its own `TerminalLayout`.
    ///
    /// ```swift
    /// let drawing = HUD.Drawing(
    ///     configuration: HUD.configuration,
    ///     content: HUD.Content(indicator: .spinner, status: "Loading"),
    ///     container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)),
    ///     environment: HUD.Drawing.Environment(appearance: .dark)
    /// )
    /// drawing.bezel.frame       // (150, 377, 90, 90) with the default estimated measurer
    /// drawing.status?.lines     // ["Loading"]
    /// ```
    package struct Drawing: Sendable, Equatable {
        /// The container's size: the mask covers (0, 0) to this size.
        package var size: CGSize
        /// What covers the container behind the bezel.
        package var mask: Mask
        /// Whether touches behind the HUD are blocked (from the mask type and the interaction setting).
        package var blocksInteraction: Bool
        /// The bezel.
        package var bezel: Bezel
        /// The indicator; `nil` for text-only content.
        package var indicator: Indicator?
        /// The status label, as the layout placed it; `nil` without a status.
        package var status: Layout.Label?
        /// The details label, as the layout placed it; `nil` without details.
        package var details: Layout.Label?
        /// The action button, as the layout placed it; `nil` without an action.
        package var button: Button?
        /// The colour of the status's text: the style's foreground.
        package var textColor: Color
        /// The colour of the details' text: the style's secondary colour, the foreground at the
        /// lowest opacity that keeps 4.5 : 1 on the bezel (70 % light, 85 % dark); on Liquid Glass,
        /// ``detailsColor(for:)``.
        package var detailsColor: Color
        /// How the lines of both labels sit in their frames: centred.
        package var textAlignment: HUD.TextAlignment
        /// The opacity and zoom of the current moment of the fade in or out.
        package var fade: Fade
        /// The fade in: the configured ``Configuration/fadeInDuration``, easing out.
        package var fadeIn: HUD.Animation
        /// The fade out: the configured ``Configuration/fadeOutDuration``, easing in.
        package var fadeOut: HUD.Animation
        /// The spring the bezel's zoom follows as the HUD appears (its opacity follows ``fadeIn``):
        /// ``HUD/Spring/pop`` (0.4 s, bounce 0.35) for the default ``HUD/AppearAnimation/spring``, as
        /// iOS 26 moves its own overlays in on springs; ``HUD/Spring/appear`` (0.4 s, bounce 0.15)
        /// for SVProgressHUD's and MBProgressHUD's zooms. (``Fade/appearing(at:fadeIn:spring:reducesMotion:animation:)`` gives a frame of it.)
        package var appearSpring: HUD.Spring
        /// A change of progress (ring, bar or pie) on screen: 0.1 s at constant speed, so a ring fed
        /// at display rate moves smoothly and one fed rarely does not jump.
        package var progressChange: HUD.Animation
        /// How far the bezel moves against the device's tilt, in points each way: ``parallax`` when
        /// ``HUD/Configuration/isMotionEffectEnabled`` and no Reduce Motion, else 0.
        package var parallaxDepth: CGFloat
        /// SVProgressHUD's parallax: 10 points each way.
        package static let parallax: CGFloat = 10
        /// How far a top or bottom toast slides in and out (`HUD.Layout.edgeSlide`, to just beyond
        /// its edge), in points, down positive; `nil` in the centre, where the bezel zooms instead.
        package var slide: Double?

        /// The drawing for `content` laid out as `layout` says.
        ///
        /// Pass the content and configuration `layout` was made from. The drawing takes its
        /// geometry, its text and the ring's radius and thickness from `layout` alone; from
        /// `configuration` its colours, mask, corner radius and progress style; and from `content`
        /// only the indicator, drawn in the layout's indicator box. So with a layout made for
        /// other content, `content`'s status and details are ignored, and its indicator is drawn
        /// only where the layout has a box (a glyph in a spinner's box, say; nothing for a layout
        /// of text only), and `.text` content draws none, even in a box.
        package init(
            configuration: Configuration,
            content: Content,
            layout: Layout,
            environment: Environment = Environment(),
            phase: Fade.Phase = .visible
        ) {
            let palette = Palette(style: configuration.style, environment: environment)
            let bezelFrame = layout.bezelFrame
            size = layout.containerSize
            mask = Mask(configuration.backdrop, containerSize: layout.containerSize,
                        bezelCenter: CGPoint(x: bezelFrame.midX, y: bezelFrame.midY), environment: environment)
            blocksInteraction = configuration.isInteractionBlocked
            bezel = Bezel(
                frame: bezelFrame,
                cornerRadius: layout.cornerRadius,
                material: palette.material,
                fill: palette.bezelFill,
                opaqueFill: palette.opaqueBezelFill,
                edge: Bezel.Edge(color: environment.increasesContrast ? palette.strongEdge
                                    : environment.outlinesLikeWindows ? palette.windowEdge : palette.edge,
                                 width: 1 / CGFloat(environment.displayScale.isFinite && environment.displayScale >= 1
                                                    ? environment.displayScale : 1)),
                shadow: palette.shadow,
                glassTint: palette.glassTint,
                isSolid: environment.reducesTransparency || environment.increasesContrast,
                isCapsule: layout.isCapsule
            )
            indicator = layout.indicatorFrame.flatMap { frame in
                IndicatorDrawing(metrics: layout.indicatorMetrics, palette: palette, layoutDirection: layout.layoutDirection,
                                 displayScale: environment.displayScale, resultImages: configuration.resultImages,
                                 environment: environment)
                    .indicator(for: content.indicator, progressStyle: configuration.progressStyle,
                                spinnerStyle: configuration.spinnerStyle, in: frame)
            }
            status = layout.status
            details = layout.details
            button = layout.button.map {
                Button($0, fill: palette.controlFill, title: palette.controlTitle)
            }
            textColor = palette.foreground
            detailsColor = palette.secondary
            textAlignment = .center
            slide = layout.placement.isEdge ? Double(layout.edgeSlide) : nil
            fade = Fade(phase: phase, reducesMotion: environment.reducesMotion, animation: configuration.appearAnimation)
            if let slide { fade = Fade(phase: phase, reducesMotion: environment.reducesMotion, slide: slide) }
            parallaxDepth = configuration.isMotionEffectEnabled && !environment.reducesMotion ? Self.parallax : 0
            let timing = configuration.sanitizedTiming
            fadeIn = HUD.Animation(duration: timing.fadeInDuration, curve: .easeOut)
            fadeOut = HUD.Animation(duration: timing.fadeOutDuration, curve: .easeIn)
            appearSpring = configuration.appearAnimation == .spring ? .pop : .appear
            progressChange = HUD.Animation(duration: 0.1, curve: .linear)
        }

        /// The drawing for `content` in `container`, laid out with text measured by `measurer`
        /// (an estimate without fonts by default).
        package init(
            configuration: Configuration,
            content: Content,
            container: Layout.Container,
            measurer: any TextMeasuring = EstimatedTextMeasurer(),
            environment: Environment = Environment(),
            phase: Fade.Phase = .visible
        ) {
            let layout = Layout(configuration: configuration, content: content, container: container, measurer: measurer)
            self.init(configuration: configuration, content: content, layout: layout,
                      environment: environment, phase: phase)
        }
    }
}

extension HUD.Drawing {
    /// The look at `phase` of this HUD's fade: for a top or bottom toast its ``slide``, for a
    /// centred HUD `animation`'s zoom; with Reduce Motion a cross-fade either way.
    package func fade(_ phase: Fade.Phase, reducesMotion: Bool, animation: HUD.AppearAnimation) -> Fade {
        if let slide { return Fade(phase: phase, reducesMotion: reducesMotion, slide: slide) }
        return Fade(phase: phase, reducesMotion: reducesMotion, animation: animation)
    }
}

extension HUD.Drawing {
    /// What the presenter knows about its surroundings that changes how the HUD looks (declared
    /// with the model, where an app's own colours resolve for it too).
    package typealias Environment = HUD.Environment
}
