import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The identity of one piece of work that shows the HUD (`HUD.whileRunning`, a bound `Progress`).
/// Not final: a bound progress's owner also keeps its binding alive (`ProgressBinding`).
package class WorkOwner: @unchecked Sendable {
    package init() {}
}
