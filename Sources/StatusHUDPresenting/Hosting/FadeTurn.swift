import StatusHUDModel
import StatusHUDRendering
import Foundation

/// What a presenter does when the HUD turns while a fade runs: a hide during the fade-in, or a show
/// during the fade-out.
///
/// The running fade is turned back from where it is on screen rather than stopped: the blur or
/// glass of the bezel can be part-way only inside a running animation (UIKit animates a visual
/// effect view's effect, it has no strength to set), so stopping the fade and starting the other
/// one would pop the effect to full strength or none. The way back is as long as the way come, at
/// the new fade's speed (``HUD/Animation/resumed(remainingFraction:)``).
package enum FadeTurn: Equatable {
    /// No fade runs: start one from the look on screen.
    case start
    /// The running fade already goes this way: let it finish.
    case keep
    /// Reverse the running fade, finishing in `durationFactor` of its original duration.
    case reverse(durationFactor: Double)

    /// The turn towards `direction`, with `animation` as the new fade's full-length animation.
    ///
    /// How far the way back is comes from the opacity on screen, not from the animator's fraction:
    /// a reversed `UIViewPropertyAnimator` is reported to count its `fractionComplete` from the
    /// other end (undocumented, and changed in iOS 11), while the presentation layer's opacity is
    /// where the fade is, whichever way it runs.
    ///
    /// - Parameters:
    ///   - running: the direction the running fade was started in, or nil if none runs.
    ///   - isReversed: whether it has been reversed since (it then goes the other way).
    ///   - opacity: the HUD's opacity on screen now (0…1).
    ///   - runningDuration: the running fade's original duration, in seconds.
    package static func toward(_ direction: HUD.Transition.Direction, with animation: HUD.Animation,
                       running: HUD.Transition.Direction?, isReversed: Bool,
                       opacity: Double, runningDuration: TimeInterval) -> FadeTurn {
        guard let running, runningDuration > 0, runningDuration.isFinite else { return .start }
        let goingNow = isReversed ? running.opposite : running
        guard goingNow != direction else { return .keep }
        let shown = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        // Appearing covers what is still hidden; disappearing, what shows.
        let way = direction == .appear ? 1 - shown : shown
        let duration = animation.resumed(remainingFraction: way).duration
        return .reverse(durationFactor: duration / runningDuration)
    }
}

extension HUD.Transition.Direction {
    /// The other way.
    var opposite: Self { self == .appear ? .disappear : .appear }
}
