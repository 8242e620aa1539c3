import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The timing settings a model run uses; each maps to a `HUD.Configuration` field.
struct ModelConfiguration: Equatable, CustomStringConvertible {
    var fadeIn: TimeInterval = 0.15
    var fadeOut: TimeInterval = 0.15
    var grace: TimeInterval = 0
    var minimumDisplay: TimeInterval = 0
    var minimumDismiss: TimeInterval = 1.5
    var maximumDismiss: TimeInterval = .infinity
    /// The presenter reports "on screen" inside the show call that asks it to appear.
    var presenterReportsOnScreenAtOnce = false
    /// The presenter reports "finished" inside the call that starts a transition.
    var presenterFinishesAtOnce = false

    var hudConfiguration: HUD.Configuration {
        var configuration = HUD.Configuration()
        configuration.fadeInDuration = fadeIn
        configuration.fadeOutDuration = fadeOut
        configuration.graceDuration = grace
        configuration.minimumDisplayDuration = minimumDisplay
        configuration.minimumResultDuration = minimumDismiss
        configuration.maximumResultDuration = maximumDismiss
        return configuration
    }

    var description: String {
        "fadeIn \(fadeIn), fadeOut \(fadeOut), grace \(grace), minimumDisplayDuration \(minimumDisplay), "
            + "minimumResultDuration \(minimumDismiss), maximumResultDuration \(maximumDismiss); presenter reports "
            + "on screen \(presenterReportsOnScreenAtOnce ? "at once" : "when told"), finished "
            + "\(presenterFinishesAtOnce ? "at once" : "when told")"
    }
}
