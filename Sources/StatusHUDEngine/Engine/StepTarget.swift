import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// What applies a call as a step's body: the engine.
@MainActor
protocol StepTarget: AnyObject {
    /// Applies `applied`, the step of call number `call`.
    func applyStep(_ applied: consuming Call, call: Int)
    /// The outermost step has ended, with the steps it deferred and the effects they delivered.
    func stepsEnded()
}
