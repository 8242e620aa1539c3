import Testing
@testable import StatusHUDModel
@testable import StatusHUDPresenting

/// What AppKit has begun: a window being minimised counts as minimised, an app being hidden as
/// hidden, until AppKit says it has finished (or the window closes).
@Suite("macOS transitions")
struct MacTransitionsTests {
    typealias Transitions = MacTransitions<String>
    /// A window ordered out and not minimised: what a closed window looks like.
    private static let orderedOut = HUD.MacWindowDescription(isVisible: false)

    @Test("A window being minimised is minimised from willMiniaturize until minimised, restored or closed")
    func minimising() {
        for end in [Transitions.Event.didMiniaturize("a"), .didDeminiaturize("a"), .willClose("a")] {
            var transitions = Transitions()
            transitions.heard(.willMiniaturize("a"))
            #expect(transitions.window("a", Self.orderedOut).isMiniaturized)
            #expect(transitions.window("a", Self.orderedOut).isOpen, "it still counts as open")
            #expect(!transitions.window("b", Self.orderedOut).isMiniaturized, "only that window")
            transitions.heard(end)
            #expect(!transitions.window("a", Self.orderedOut).isMiniaturized)
        }
    }

    @Test("The app is hidden from willHide until didUnhide")
    func hiding() {
        var transitions = Transitions()
        #expect(!transitions.app(HUD.MacAppDescription()).isHidden)
        transitions.heard(.willHide)
        #expect(transitions.app(HUD.MacAppDescription()).isHidden)
        #expect(transitions.app(HUD.MacAppDescription(isHidden: true)).isHidden)
        transitions.heard(.didUnhide)
        #expect(!transitions.app(HUD.MacAppDescription()).isHidden)
        #expect(transitions.app(HUD.MacAppDescription(isHidden: true)).isHidden, "AppKit's own fact stands")
    }
}
