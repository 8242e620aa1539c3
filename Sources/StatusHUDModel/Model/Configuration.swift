import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// Everything about the HUD's timing and look that does not depend on a platform.
    ///
    /// Colours and fonts are neutral descriptors that each presenter turns into its own types;
    /// options that make sense on one platform only (a container view, say) live on that
    /// platform's presenter. Change it on the main actor; a visible HUD picks the change up at once.
    ///
    /// ```swift
    /// HUD.configuration.style = .dark
    /// HUD.configuration.backdrop = .black
    /// HUD.configuration.minimumResultDuration = 2
    /// ```
    public struct Configuration: Sendable, Equatable {
        // MARK: Timing

        /// How long the HUD takes to fade in, in seconds; 0.15 by default.
        public var fadeInDuration: TimeInterval = 0.15
        /// How long the HUD takes to fade out, in seconds; 0.15 by default.
        public var fadeOutDuration: TimeInterval = 0.15
        /// How long a show waits before the HUD appears; 0 by default.
        ///
        /// A HUD dismissed within this time is never shown and posts no notification, so work
        /// that finishes quickly does not flash a HUD. Its dismiss completion still runs.
        public var graceDuration: TimeInterval = 0
        /// The least time a HUD stays on screen once it has appeared; 0 by default.
        ///
        /// A dismiss that comes earlier waits until the HUD has been visible this long.
        public var minimumDisplayDuration: TimeInterval = 0
        /// The shortest time a success, error, info, image or text HUD shows before it dismisses
        /// itself; 1.5 seconds by default (SVProgressHUD: 5 seconds).
        public var minimumResultDuration: TimeInterval = 1.5
        /// The longest time a success, error, info, image or text HUD shows before it dismisses itself;
        /// 5 seconds by default (the reading time of about 75 characters), so a long message is a
        /// toast, not a wall. Set `.infinity` for no limit (SVProgressHUD's default).
        public var maximumResultDuration: TimeInterval = 5
        /// Whether a toast (a success, error, info, image or text HUD) shown while another toast is
        /// still up waits its turn, then shows for its own full display time; `false` by default,
        /// as in SVProgressHUD: the newest toast replaces the one on screen.
        ///
        /// Waiting toasts appear in the order they were shown, each with its own fade-in, fade-out
        /// and notifications. Anything else ends the line: a spinner or a progress is the app's
        /// newest state and replaces the toast on screen at once, and a dismissal fades it out;
        /// either drops the toasts still waiting (a dismissal's completion runs once the toast on
        /// screen is hidden). Waiting for the HUD to be hidden waits for the last toast in line.
        /// At most three toasts wait: the same toast shown again while it waits waits once, and a
        /// fourth drops the oldest waiting, which never appears (a terminal writes every one).
        ///
        /// ```swift
        /// HUD.configuration.isResultQueueEnabled = true
        /// HUD.showSuccess(status: "Copied")
        /// HUD.showInfo(status: "Pinned")     // once "Copied" has gone
        /// ```
        public var isResultQueueEnabled = false

        // MARK: Look

        /// The colours of the bezel and its content; `.automatic` (follows light and dark mode) by
        /// default. A terminal HUD ignores it (see ``Style``).
        public var style: Style = .automatic
        /// What covers the screen behind the HUD; `.none` by default.
        public var backdrop: Backdrop = .none
        /// Whether touches reach the views behind the HUD; `.automatic` by default
        /// (blocked by every backdrop except `.none`).
        public var interaction: Interaction = .automatic
        /// How a determinate progress is drawn; `.ring` by default.
        public var progressStyle: ProgressStyle = .ring
        /// How the indefinite spinner is drawn; ``SpinnerStyle/arc`` (StatusHUD's own) by default,
        /// ``SpinnerStyle/native`` for the system's activity indicator.
        public var spinnerStyle: SpinnerStyle = .arc
        /// The width of the spinner's and the progress ring's line, and of the glyphs' strokes, in
        /// points; 3 by default.
        public var ringLineWidth: CGFloat = 3
        /// The radius of the spinner and the progress ring when there is a status, in points; 16.5
        /// by default, so ring and glyphs share one 36 pt box.
        public var ringRadius: CGFloat = 16.5
        /// The radius of the spinner and the progress ring without a status, in points; 16.5 by
        /// default, as with a status.
        public var ringRadiusWithoutText: CGFloat = 16.5
        /// The bezel's corner radius, in points; 24 by default, drawn with continuous corners. It
        /// stays the same for the whole life of a HUD, with or without a button (a capsule inside it); a HUD of one line of text alone is a capsule instead (see
        /// `HUD.Layout.cornerRadius`).
        public var cornerRadius: CGFloat = 24
        /// The smallest size of the bezel, in points; zero by default.
        public var minimumSize: CGSize = .zero
        /// Whether the bezel is square (its longer side both ways, the content centred), as
        /// MBProgressHUD's `square`; `false` by default. A square HUD of one line of text is no
        /// capsule.
        ///
        /// ```swift
        /// hud.configuration.isSquare = true
        /// ```
        public var isSquare = false
        /// The size of success, error and info glyphs and of custom images, in points; 36 × 36 by
        /// default, the spinner's and the ring's box.
        public var imageSize: CGSize = CGSize(width: 36, height: 36)
        /// The image a success HUD shows instead of the built-in check mark; `nil` (the check mark)
        /// by default.
        ///
        /// It is drawn at ``imageSize``, keeping its aspect ratio. On UIKit a template image
        /// takes the style's foreground colour, as the check mark does; any other image keeps its
        /// own colours. The haptic, the VoiceOver announcement and a terminal's ✔ line stay those
        /// of a success.
        ///
        /// ```swift
        /// import UIKit
        ///
        /// HUD.configuration.successImage = UIImage(systemName: "hand.thumbsup")
        /// ```
        public var successImage: HUD.Image? {
            get { resultImages?.success }
            set { resultImages = ResultImages(success: newValue, error: errorImage, info: infoImage, tint: glyphTint) }
        }
        /// The image an error HUD shows instead of the built-in cross; `nil` by default. Drawn as
        /// ``successImage`` is.
        public var errorImage: HUD.Image? {
            get { resultImages?.error }
            set { resultImages = ResultImages(success: successImage, error: newValue, info: infoImage, tint: glyphTint) }
        }
        /// The image an info HUD shows instead of the built-in "i"; `nil` by default. Drawn as
        /// ``successImage`` is.
        public var infoImage: HUD.Image? {
            get { resultImages?.info }
            set { resultImages = ResultImages(success: successImage, error: errorImage, info: newValue, tint: glyphTint) }
        }
        /// The colour of the success, error and info glyphs, of the images set in their place and
        /// of ``HUD/Indicator/image(_:)``'s images; `nil` (the style's foreground) by default. An
        /// edge toast's leading symbol takes it as iOS's status capsules colour theirs; the
        /// spinner, the ring and the text keep the foreground. On UIKit it colours template
        /// images only (a symbol image is one); other images keep their own colours.
        ///
        /// ```swift
        /// HUD.configuration.placement = .top
        /// HUD.configuration.glyphTint = HUD.DynamicColor(light: HUD.Color(red: 0.2, green: 0.78, blue: 0.35),
        ///                                                dark: HUD.Color(red: 0.19, green: 0.82, blue: 0.35))
        /// HUD.showSuccess(status: "Saved")
        /// ```
        public var glyphTint: HUD.DynamicColor? {
            get { resultImages?.tint }
            set { resultImages = ResultImages(success: successImage, error: errorImage, info: infoImage, tint: newValue) }
        }
        /// The three images above and the tint in one shared box, `nil` when none is set: the engine copies the
        /// configuration on every update, and three optional images of their own made each update
        /// 5 % dearer (benchmark (a), release: 633–635 ns without them, 664–666 ns with three
        /// fields, 641–643 ns with this box).
        package private(set) var resultImages: ResultImages?
        /// Where the bezel sits: ``Placement/center`` by default; ``Placement/top`` or
        /// ``Placement/bottom`` for a toast at an edge of the safe area.
        ///
        /// ```swift
        /// HUD.configuration.placement = .bottom
        /// ```
        public var placement: Placement = .center
        /// How far the HUD sits from the centre of the free area, in points; zero by default
        /// (SVProgressHUD sits at 45 % of the height; StatusHUD is centred). With an edge
        /// ``placement``, `vertical` moves the bezel away from its edge instead.
        public var offsetFromCenter: Offset = .zero
        /// The font of the status line; the subheadline text style, semibold, by default (follows
        /// Dynamic Type): the weight iOS's own status capsules (silent mode, Focus, AirPods) use.
        public var font: Font = Font(textStyle: .subheadline, weight: .semibold)
        /// The font of the details line; the footnote text style by default.
        public var detailsFont: Font = Font(textStyle: .footnote)
        /// The font of the action button's title (``HUD/Action``); the subheadline text style,
        /// regular, by default: no heavier than the status, so the status stays what is read first.
        public var buttonFont: Font = Font(textStyle: .subheadline)

        // MARK: Platform behaviour

        /// The highest window level the HUD attaches to; `.normal` by default.
        public var maximumWindowLevel: WindowLevel = .normal
        /// Whether success, error and info HUDs play a haptic where the device has one;
        /// `true` by default (SVProgressHUD: off).
        public var isHapticFeedbackEnabled = true
        /// Whether the bezel moves a little against the device's tilt (a parallax of
        /// `HUD.Drawing.parallaxDepth` points), as SVProgressHUD's does; never with Reduce Motion;
        /// `true` by default.
        public var isMotionEffectEnabled = true
        /// How the bezel moves as it fades in and out; ``AppearAnimation/spring`` by default
        /// (SVProgressHUD's is ``AppearAnimation/zoomOut``).
        public var appearAnimation: AppearAnimation = .spring
        /// Whether the HUD's status is announced to VoiceOver when it appears; `true` by default.
        public var isVoiceOverAnnouncementEnabled = true

        /// The default configuration.
        public init() {}
    }
}

extension HUD.Configuration {
    /// Valid timing values: NaN and negative durations count as 0, and the maximum dismiss time is
    /// at least the minimum.
    package var sanitizedTiming: HUD.Configuration {
        var copy = self
        copy.fadeInDuration = Self.duration(fadeInDuration)
        copy.fadeOutDuration = Self.duration(fadeOutDuration)
        copy.graceDuration = Self.duration(graceDuration)
        copy.minimumDisplayDuration = Self.duration(minimumDisplayDuration)
        copy.minimumResultDuration = Self.duration(minimumResultDuration)
        copy.maximumResultDuration = maximumResultDuration.isNaN
            ? .infinity
            : max(Self.duration(maximumResultDuration), copy.minimumResultDuration)
        return copy
    }

    private static func duration(_ value: TimeInterval) -> TimeInterval {
        value.isNaN ? 0 : max(value, 0)
    }
}
