import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Swiping a top or bottom toast away towards its edge: whether a HUD can be swiped, where the
/// bezel is while the finger drags it, and what happens when the finger lifts. A UIKit presenter
/// feeds it a pan gesture's translation and velocity and applies the answer; a dismissal it
/// decides is reported to the engine (`HUD.Transition.reportSwipedAway()`), which ends the toast
/// as its own countdown would, with its notifications and completions.
///
/// The rules:
/// - Only a toast (success, error, info, image or text: a HUD that dismisses itself) at the
///   ``HUD/Placement/top`` or ``HUD/Placement/bottom`` that does not block touches can be swiped:
///   a blocking HUD is modal, and a spinner or progress stands for work the app is still doing.
/// - Dragged towards its edge (up for the top, down for the bottom), the bezel follows the finger
///   one to one. Dragged the other way it is rubber-banded: it moves `0.55 × d` at first and never
///   more than its own height, as a scroll view resists past its end.
/// - Let go, it is dismissed when it was dragged towards its edge at least ``dismissDistance``
///   (half the bezel's height, at least 20 pt), or flung towards it at ``dismissSpeed`` (500 pt/s)
///   or faster while on its edge's side of where it started; otherwise it springs back.
/// - A swipeable toast takes the touches on its bezel (to be dragged); elsewhere touches pass.
/// - While a finger is on the bezel the toast's countdown waits (`HUD.Transition.reportHeld()`),
///   as iOS's banners do (and while VoiceOver's focus is on it, ``VoiceOverHold``); a touch that neither dragged nor lasted over ``tapDuration`` is a tap,
///   which dismisses the toast as a swipe does (``isTap(lasting:dragged:)``).
/// - Invalid numbers (NaN, infinite) count as 0: no movement, a spring back.
///
/// ```swift
/// let swipe = ToastSwipe(placement: .top, blocksInteraction: false, indicator: .text, bezelHeight: 44)
/// swipe?.offset(following: -30)                     // -30: follows the finger up
/// swipe?.ending(translation: -30, velocity: 0)      // .dismiss (30 ≥ 22)
/// ```
package struct ToastSwipe: Sendable, Equatable {
    /// What a swipe does when the finger lifts.
    package enum Ending: Sendable, Equatable {
        /// The toast leaves through its edge and is dismissed.
        case dismiss
        /// The toast springs back to its place and stays.
        case springBack
    }

    /// The edge the toast leaves through: ``HUD/Placement/top`` or ``HUD/Placement/bottom``.
    package let edge: HUD.Placement
    /// The bezel's height, in points (at least 1).
    package let bezelHeight: Double

    /// The speed towards its edge a fling must reach to dismiss, in points a second: 500.
    package static let dismissSpeed: Double = 500
    /// How far a rubber-banded drag moves the bezel per point of finger at first: 0.55, as a
    /// scroll view's bounce.
    package static let rubberBand: Double = 0.55

    /// A swipe for a HUD at `placement` showing `indicator`, or `nil` when it cannot be swiped: in
    /// the centre, when it blocks touches, or when it shows a spinner or a progress.
    package init?(placement: HUD.Placement, blocksInteraction: Bool, indicator: HUD.Indicator, bezelHeight: Double) {
        guard placement.isEdge, !blocksInteraction, Self.isToast(indicator) else { return nil }
        edge = placement
        self.bezelHeight = bezelHeight.isFinite ? max(bezelHeight, 1) : 1
    }

    /// How far the toast must be dragged towards its edge to be dismissed when let go: half its
    /// height, at least 20 pt.
    package var dismissDistance: Double { max(bezelHeight / 2, 20) }

    /// Whether a touch at `point` goes to the toast, to be dragged: inside its bezel's frame
    /// (`bezelFrame`, in the same coordinates); elsewhere touches pass through as they do to a
    /// HUD that does not block.
    package func takesTouch(at point: CGPoint, bezelFrame: CGRect) -> Bool {
        point.x.isFinite && point.y.isFinite && bezelFrame.contains(point)
    }

    /// Where the bezel is, moved down from its place (negative: up), while the finger has moved
    /// `translation` points down from where it started.
    package func offset(following translation: Double) -> Double {
        let towards = self.towards(translation)
        guard towards < 0 else { return towards * direction }
        let away = -towards
        let banded = bezelHeight * (1 - 1 / (away * Self.rubberBand / bezelHeight + 1))
        return -banded * direction
    }

    /// What happens when the finger lifts after moving `translation` points down, at `velocity`
    /// points a second down.
    package func ending(translation: Double, velocity: Double) -> Ending {
        let distance = towards(translation), speed = towards(velocity)
        if distance >= dismissDistance { return .dismiss }
        if speed >= Self.dismissSpeed, distance > 0 { return .dismiss }
        return .springBack
    }

    /// The longest a touch may last, never dragged, to count as a tap: 0.5 s.
    package static let tapDuration: Double = 0.5

    /// Whether a touch on the bezel that lasted `duration` seconds was a tap, which dismisses the
    /// toast early (as a swipe does: the user has read it, and it may cover the bar's buttons for
    /// seconds). A touch that dragged, or held longer, only held the countdown. An invalid
    /// duration is no tap.
    package static func isTap(lasting duration: Double, dragged: Bool) -> Bool {
        !dragged && duration.isFinite && duration >= 0 && duration <= tapDuration
    }

    /// -1 when the edge is up, +1 when it is down.
    private var direction: Double { edge == .top ? -1 : 1 }

    /// `value` (down positive) measured towards the edge; invalid numbers count as 0.
    private func towards(_ value: Double) -> Double {
        value.isFinite ? value * direction : 0
    }

    private static func isToast(_ indicator: HUD.Indicator) -> Bool {
        !indicator.isActivity
    }
}
