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

    /// The bug a Mac engineer found by reading: a new HUD is drawn before it is placed (before its
    /// view joins its container, before its panel is a child of the window), the covered window was
    /// then taken for "another", "blocking" was recorded, and the first drawing in its window took
    /// nothing.
    @Test("A drawing before the HUD is over its window starts nothing; the first one in it takes the keyboard")
    func drawnBeforePlaced() {
        var claim = MacKeyboardClaim()
        let before = MacKeyboardClaim.KeyWindow(key: 1, covered: nil as Int?, sheet: nil)
        #expect(before == .notPlaced)
        #expect(claim.blocking(true, keyWindow: before) == .none)
        #expect(!claim.isBlocking)
        #expect(claim.windowBecameKey(before) == .none)
        #expect(claim.blocking(true, keyWindow: .init(key: 1, covered: 1, sheet: nil)) == .take)
        #expect(claim.isBlocking)
        // A redraw while it waits for a window again (its window minimised) changes nothing.
        #expect(claim.blocking(false, keyWindow: .notPlaced) == .none)
        #expect(claim.isBlocking)
    }

    @Test("Which window is key: the covered one or the HUD's panel, another, none, or the HUD not placed")
    func keyWindowFromIdentities() {
        typealias Key = MacKeyboardClaim.KeyWindow
        #expect(Key(key: 1, covered: 1, sheet: 2) == .hudsWindow)
        #expect(Key(key: 2, covered: 1, sheet: 2) == .hudsWindow)
        #expect(Key(key: 3, covered: 1, sheet: 2) == .otherWindow)
        #expect(Key(key: 3, covered: 1, sheet: nil) == .otherWindow)
        #expect(Key(key: nil, covered: 1, sheet: 2) == .noWindow)
        #expect(Key(key: nil, covered: nil as Int?, sheet: 2) == .notPlaced)
    }
}
