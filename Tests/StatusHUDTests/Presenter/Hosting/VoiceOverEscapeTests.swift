import Testing
@testable import StatusHUDPresenting

/// VoiceOver's escape gesture once it reaches a HUD (`VoiceOverEscape`): it dismisses a swipeable
/// toast, presses a blocking HUD's button, and is passed on otherwise.
@Suite("VoiceOver escape")
struct VoiceOverEscapeTests {
    @Test("A swipeable toast is dismissed, with or without a button")
    func dismissesASwipeableToast() {
        #expect(VoiceOverEscape(swipeable: true, blocks: false, hasButton: false) == .dismiss)
        #expect(VoiceOverEscape(swipeable: true, blocks: false, hasButton: true) == .dismiss)
    }

    @Test("A blocking HUD's button is pressed")
    func pressesABlockingHUDsButton() {
        #expect(VoiceOverEscape(swipeable: false, blocks: true, hasButton: true) == .pressButton)
    }

    @Test("Otherwise the escape goes on to the app: nothing holds the user")
    func passesOn() {
        #expect(VoiceOverEscape(swipeable: false, blocks: true, hasButton: false) == .passOn,
                "a blocking HUD without a button leaves the scrub to the app, as the edge swipe")
        #expect(VoiceOverEscape(swipeable: false, blocks: false, hasButton: true) == .passOn,
                "a button on a HUD that does not block is the app's to press")
        #expect(VoiceOverEscape(swipeable: false, blocks: false, hasButton: false) == .passOn)
        #expect(VoiceOverEscape(swipeable: true, blocks: true, hasButton: true) == .pressButton,
                "a HUD that blocks is never swiped (ToastSwipe refuses one)")
    }
}
