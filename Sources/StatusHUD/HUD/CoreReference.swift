import StatusHUDEngine

/// The HUD a call queue applies its calls to, set once as the HUD is made (before any call can
/// arrive) and read on the main actor; weak, so a HUD and its queue do not keep each other.
///
/// A call a HUD submits comes with the HUD as its `owner`, alive while the call is applied (see
/// ``CallQueue/Applier``), so it reaches the engine through it without a weak load or a retain:
/// the engine and the HUD have weak references to them, so each retain and release of them takes
/// the runtime's slow path through a side table (callgrind: about 400 instructions of an update's
/// 3,600). A call without one (the queue's own `afterPendingCalls`) loads the weak reference, and
/// is dropped if the HUD is gone.
final class CoreReference: @unchecked Sendable {
    weak var core: HUD.Instance?
    /// ``Engine/apply(_:to:)``, callable where the main queue has been checked (as the call queue's
    /// own view of its applier; a method's reference, not a closure, which would check the actor).
    private let applyToEngine = unsafeBitCast(
        Engine.apply(_:to:) as @MainActor @Sendable (inout Call, Engine) -> Void,
        to: (@Sendable (inout Call, Engine) -> Void).self)

    /// Applies `call` to the HUD's engine. A method, not a closure made in `HUD.Instance.init`:
    /// that closure would check at every call that it runs on the main actor, which the call queue
    /// has checked already.
    @MainActor func apply(_ call: consuming Call, owner: UnsafeRawPointer?) {
        var call = call
        if let owner, Self.apply(&call, to: Unmanaged<HUD.Instance>.fromOpaque(owner), through: applyToEngine) {
            return
        }
        core?.engine.apply(call)
    }

    /// Lends `call` to the engine of `hud`, neither retained (`hud` holds its engine, and an engine
    /// it replaces meanwhile stays in its `replacedEngine`); false, with `call` untouched, if `hud`
    /// has not made its engine yet. Nonisolated, so that the closures here check no actor.
    private nonisolated static func apply(_ call: inout Call, to hud: Unmanaged<HUD.Instance>,
                                          through apply: @Sendable (inout Call, Engine) -> Void) -> Bool {
        hud._withUnsafeGuaranteedRef { hud in
            guard let engine = hud.unretainedEngine else { return false }
            engine._withUnsafeGuaranteedRef { apply(&call, $0) }
            return true
        }
    }
}
