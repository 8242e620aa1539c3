import Testing
@testable import StatusHUDPresenting

/// When a blocking macOS HUD takes the keyboard: as it starts blocking over its key window, and
/// when its window is made key again; never on a redraw, never from a sheet or panel opened later.
@Suite("macOS keyboard claim")
struct MacKeyboardClaimTests {
    @Test("Starting to block over its key window takes the keyboard; a redraw does not take it again")
    func takesOnce() {
        var claim = MacKeyboardClaim()
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .take)
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .none)
        #expect(claim.blocking(false, keyWindow: .hudsWindow) == .giveBack)
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .take, "blocking again")
    }

    @Test("A sheet opened later keeps the keyboard through every redraw; the HUD takes it back when its window is key")
    func laterSheetKeepsIt() {
        var claim = MacKeyboardClaim()
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .take)
        // The sheet becomes key: its didBecomeKey moves nothing, and the redraws that follow take nothing.
        #expect(claim.windowBecameKey(.otherWindow) == .none)
        for _ in 0..<3 { #expect(claim.blocking(true, keyWindow: .otherWindow) == .none) }
        // The sheet ends: its parent, the HUD's window, is key again.
        #expect(claim.windowBecameKey(.hudsWindow) == .take)
    }

    @Test("Shown while a sheet, a panel or no window is key, it takes nothing until its window is key")
    func startsUnderAnother() {
        for key in [MacKeyboardClaim.KeyWindow.otherWindow, .noWindow] {
            var claim = MacKeyboardClaim()
            #expect(claim.blocking(true, keyWindow: key) == .none)
            #expect(claim.windowBecameKey(.hudsWindow) == .take)
        }
    }

    @Test("A HUD that lets clicks through never takes it; one that has ended starts afresh")
    func notBlocking() {
        var claim = MacKeyboardClaim()
        #expect(claim.blocking(false, keyWindow: .hudsWindow) == .giveBack)
        #expect(claim.windowBecameKey(.hudsWindow) == .none)
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .take)
        claim.ended()
        #expect(claim.windowBecameKey(.hudsWindow) == .none)
        #expect(claim.blocking(true, keyWindow: .hudsWindow) == .take)
    }
}
