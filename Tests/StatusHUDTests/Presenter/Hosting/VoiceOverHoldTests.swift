import Testing
@testable import StatusHUDModel
@testable import StatusHUDPresenting

/// VoiceOver's focus on a HUD (`VoiceOverHold`): it holds a toast a finger could hold, never a
/// blocking or centred HUD, and leaving always lets go.
@Suite("VoiceOver hold")
struct VoiceOverHoldTests {
    /// Whether a ``ToastSwipe`` exists for a HUD so placed and blocking, showing a success.
    private func swipeable(_ placement: HUD.Placement, blocks: Bool, indicator: HUD.Indicator = .success) -> Bool {
        ToastSwipe(placement: placement, blocksInteraction: blocks, indicator: indicator, bezelHeight: 44) != nil
    }

    @Test("The focus on a top or bottom toast that does not block holds it")
    func holdsASwipeableToast() {
        #expect(VoiceOverHold(focused: true, swipeable: swipeable(.bottom, blocks: false)) == .hold)
        #expect(VoiceOverHold(focused: true, swipeable: swipeable(.top, blocks: false, indicator: .text)) == .hold)
    }

    @Test("A blocking HUD, which takes the focus itself, a centred one or a spinner is not held")
    func holdsNothingElse() {
        #expect(VoiceOverHold(focused: true, swipeable: swipeable(.bottom, blocks: true)) == nil,
                "held, a blocking success would keep the focus and never leave")
        #expect(VoiceOverHold(focused: true, swipeable: swipeable(.center, blocks: false)) == nil)
        #expect(VoiceOverHold(focused: true, swipeable: swipeable(.top, blocks: false, indicator: .spinner)) == nil)
    }

    @Test("The focus leaving lets go, whatever the HUD shows by then")
    func leavingAlwaysLetsGo() {
        #expect(VoiceOverHold(focused: false, swipeable: true) == .letGo)
        #expect(VoiceOverHold(focused: false, swipeable: false) == .letGo,
                "the held toast may have become a spinner or a blocking HUD on the same transition")
    }
}
