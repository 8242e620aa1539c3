import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What a dismiss completion does when it runs.
enum ModelCompletion: Equatable {
    /// Nothing but note that it ran.
    case plain
    /// Calls `HUD.show(status: "from completion")`.
    case shows
    /// Calls `HUD.showSuccess()`.
    case showsSuccess
    /// Calls `HUD.dismiss { completion }` with a plain completion.
    case dismissesWithCompletion

    static let shownStatus = "from completion"
    static var shownContent: HUD.Content { HUD.Content(indicator: .spinner, status: shownStatus) }
}

extension ModelCompletion {
    /// How the completion reads in a printed sequence.
    var source: String {
        switch self {
        case .plain: "{ completion }"
        case .shows: "{ HUD.show(status: \"\(Self.shownStatus)\") }"
        case .showsSuccess: "{ HUD.showSuccess() }"
        case .dismissesWithCompletion: "{ HUD.dismiss { completion } }"
        }
    }
}
