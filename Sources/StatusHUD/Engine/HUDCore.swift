import Foundation

/// One HUD: its engine, the queue that carries calls to it from any thread, the engine's clock
/// and presenter, and the object its notifications are posted with. The static ``HUD`` API is the
/// shared one (``HUD/shared``), and every static call forwards to it in one step; nothing of a
/// HUD's state lives outside such an object, so two of them never touch each other.
///
/// A HUD can be made on any thread; its engine, a main-actor object, is made on the main actor
/// when it is first needed.
@MainActor
final class HUDCore: Sendable {
    /// Calls from any thread, in order, to the engine on the main actor.
    nonisolated let calls: CallQueue
    private nonisolated let makeEngine: @MainActor @Sendable (_ sender: AnyObject?) -> Engine
    private nonisolated let postsAsItself: Bool
    private var made: Engine?
    /// Whether a debug build has said that a wait is for a HUD nobody sees.
    var saidWaitingUnseen = false

    /// Creates a HUD whose engine `makeEngine` makes, given the object notifications are posted
    /// with: `nil` when `postsAsItself` is false (the shared HUD, whose observers have always
    /// passed `object: nil`), else this HUD.
    nonisolated init(postsAsItself: Bool, makeEngine: @escaping @MainActor @Sendable (_ sender: AnyObject?) -> Engine) {
        let reference = CoreReference()
        calls = CallQueue { call in reference.core?.engine.apply(call) }
        self.makeEngine = makeEngine
        self.postsAsItself = postsAsItself
        reference.core = self
    }

    /// The engine; tests install their own.
    var engine: Engine {
        get {
            if let made { return made }
            let engine = makeEngine(postsAsItself ? self : nil)
            made = engine
            return engine
        }
        set { made = newValue }
    }
}

/// The HUD a call queue applies its calls to, set once as the HUD is made (before any call can
/// arrive) and read on the main actor; weak, so a HUD and its queue do not keep each other.
private final class CoreReference: @unchecked Sendable {
    weak var core: HUDCore?
}
