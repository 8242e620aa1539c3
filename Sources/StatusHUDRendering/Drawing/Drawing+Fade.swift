import StatusHUDModel
import Foundation

extension HUD.Drawing {
    /// How the whole HUD is drawn at one moment of its fade in or out: its opacity and its zoom.
    ///
    /// ``alpha`` applies to everything (mask, bezel and its content); ``scale`` applies to the
    /// bezel and its content, about the bezel's centre. With Reduce Motion the scale stays 1.
    /// (Not to be confused with ``HUD/Transition``, the engine's handshake with a presenter
    /// about when a fade starts and ends: a presenter drawing a drawing asks for the fade at each
    /// moment in between.)
    ///
    /// ```swift
    /// let fade = HUD.Drawing.Fade(phase: .appearing(progress: 0.5), reducesMotion: false)
    /// // alpha 0.5, scale 1.15
    /// ```
    package struct Fade: Sendable, Equatable {
        /// Where the HUD is in its fade: coming in, fully shown, or going out.
        ///
        /// `progress` runs from 0 (the fade's start) to 1 (its end) and is the already-eased
        /// fraction: a presenter applies its timing curve before asking.
        package enum Phase: Sendable, Equatable {
            /// Fading in: at 0 invisible and zoomed to 1.3, at 1 fully shown.
            case appearing(progress: Double)
            /// Fully shown.
            case visible
            /// Fading out: at 0 fully shown, at 1 invisible and shrunk to 0.8.
            case disappearing(progress: Double)
        }

        /// The opacity of the whole HUD, 0…1.
        package var alpha: Double
        /// The bezel's zoom about its centre; 1 is its laid-out size.
        package var scale: Double
        /// How far the bezel is moved down from its laid-out place, in points (negative: up); 0
        /// but for a top or bottom toast sliding in or out (``init(phase:reducesMotion:animation:slide:)``).
        package var offset: Double = 0

        /// Creates a fade state.
        package init(alpha: Double, scale: Double) {
            self.alpha = alpha
            self.scale = scale
        }

        /// The scale an appearing HUD starts from: 1.3.
        package static let appearingScale = HUD.AppearAnimation.zoomOut.scales.appearing
        /// The scale a disappearing HUD ends at: 0.8.
        package static let disappearingScale = HUD.AppearAnimation.zoomOut.scales.disappearing

        /// The state `time` seconds into a fade in whose opacity follows `fadeIn` and whose zoom
        /// follows `spring` (`HUD.Drawing.appearSpring`), as a presenter that springs the zoom
        /// draws it; with Reduce Motion, or an animation without zoom, the scale stays 1.
        ///
        /// ```swift
        /// let frame = HUD.Drawing.Fade.appearing(at: 0.1, fadeIn: drawing.fadeIn, spring: drawing.appearSpring)
        /// ```
        package static func appearing(at time: TimeInterval, fadeIn: HUD.Animation, spring: HUD.Spring,
                                     reducesMotion: Bool = false, animation: HUD.AppearAnimation = .zoomOut) -> Fade {
            let time = time.isNaN ? 0 : time
            let alpha = fadeIn.duration > 0 ? fadeIn.curve.progress(at: time / fadeIn.duration) : (time > 0 ? 1 : 0)
            let start = animation.scales.appearing
            let scale = reducesMotion ? 1 : start + (1 - start) * spring.value(at: time)
            return Fade(alpha: alpha, scale: scale)
        }

        /// The state at `phase` of a top or bottom toast that slides: no zoom, the bezel moved
        /// `slide` points (`HUD.Layout.edgeSlide`, to just beyond its edge) times what is left of
        /// the way in, or gone of the way out; with Reduce Motion, or a `slide` of 0 or not
        /// finite, the opacity alone (a cross-fade).
        ///
        /// ```swift
        /// HUD.Drawing.Fade(phase: .appearing(progress: 0.25), reducesMotion: false, slide: -60)
        /// // alpha 0.25, scale 1, offset -45
        /// ```
        package init(phase: Phase, reducesMotion: Bool, slide: Double) {
            self.init(phase: phase, reducesMotion: reducesMotion, animation: .fade)
            guard !reducesMotion, slide.isFinite else { return }
            switch phase {
            case .appearing(let progress): offset = slide * (1 - progress.clampedToUnitInterval)
            case .visible: offset = 0
            case .disappearing(let progress): offset = slide * progress.clampedToUnitInterval
            }
        }

        /// The state at `phase` with `animation`'s zoom (SVProgressHUD's by default); progress
        /// outside 0…1 is clamped and NaN counts as 0.
        package init(phase: Phase, reducesMotion: Bool, animation: HUD.AppearAnimation = .zoomOut) {
            let zoom: Double
            let (appearing, disappearing) = animation.scales
            switch phase {
            case .appearing(let progress):
                let progress = progress.clampedToUnitInterval
                alpha = progress
                zoom = appearing + (1 - appearing) * progress
            case .visible:
                alpha = 1
                zoom = 1
            case .disappearing(let progress):
                let progress = progress.clampedToUnitInterval
                alpha = 1 - progress
                zoom = 1 + (disappearing - 1) * progress
            }
            scale = reducesMotion ? 1 : zoom
        }
    }
}
