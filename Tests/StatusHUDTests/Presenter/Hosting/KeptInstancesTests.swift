import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A view keeps its HUDs while they may show, and no hidden one.
@Suite("Kept instances")
struct KeptInstancesTests {
    final class Fake {
        var isHidden = true
    }

    @Test func aHUDThatHidesIsLetGoOfAtOnceNotAtTheNextMake() {
        var kept = KeptInstances<Fake>()
        let hud = Fake()
        kept.made(hud) { $0.isHidden }
        hud.isHidden = false
        kept.shown(hud)
        #expect(kept.all.count == 1)
        hud.isHidden = true
        kept.hid(hud, isStillHidden: true)
        #expect(kept.all.isEmpty, "nothing hidden is left with the view")
    }

    @Test func aHUDShownAgainBeforeTheReleaseIsKept() {
        var kept = KeptInstances<Fake>()
        let hud = Fake()
        kept.made(hud) { $0.isHidden }
        hud.isHidden = false
        kept.hid(hud, isStillHidden: false)          // shown again by the next turn
        #expect(kept.all.count == 1)
    }

    @Test func aHUDLetGoOfAndShownAgainIsKeptAgainOnTop() {
        var kept = KeptInstances<Fake>()
        let first = Fake(), second = Fake()
        kept.made(first) { $0.isHidden }
        first.isHidden = false
        kept.made(second) { $0.isHidden }
        second.isHidden = false
        first.isHidden = true
        kept.hid(first, isStillHidden: true)
        first.isHidden = false
        kept.shown(first)                            // the app kept it and shows it again
        kept.shown(first)
        #expect(kept.all.count == 2)
        #expect(kept.lastShown { $0.isHidden } === first, "found: the last shown")
    }

    @Test func aMadeHUDIsKeptUntilItShowsAndOneNeverShownGoesAtTheNextMake() {
        var kept = KeptInstances<Fake>()
        let never = Fake(), next = Fake()
        kept.made(never) { $0.isHidden }
        #expect(kept.all.count == 1, "kept for calls still on their way from other threads")
        #expect(kept.lastShown { $0.isHidden } == nil, "but not found while hidden")
        kept.made(next) { $0.isHidden }
        #expect(kept.all.count == 1 && kept.all[0] === next)
    }
}
