import Testing
@testable import StatusHUDPresenting

/// The default presenter is chosen again whenever a HUD starts, kept while one is up.
@Suite("Presenter slot")
struct PresenterSlotTests {
    final class Made {
        let choice: String
        init(_ choice: String) { self.choice = choice }
    }

    @Test("A choice that changes between HUDs makes a new presenter; an unchanged one keeps it")
    func choosesPerHUD() {
        var slot = PresenterSlot<String, Made>()
        var made = 0
        func show(_ choice: String) -> Made { slot.presenter(forShowChoosing: choice) { made += 1; return Made($0) } }
        let terminal = show("terminal")
        #expect(terminal.choice == "terminal")
        slot.hidden()
        #expect(show("terminal") === terminal, "unchanged: kept")
        slot.hidden()
        let appKit = show("appKit")
        #expect(appKit.choice == "appKit" && made == 2)
    }

    @Test("While a HUD is up, its shows keep its presenter and do not ask")
    func keptWhileUp() {
        var slot = PresenterSlot<String, Made>()
        var asked = 0
        func choice(_ value: String) -> String { asked += 1; return value }
        let first = slot.presenter(forShowChoosing: choice("terminal")) { Made($0) }
        #expect(slot.presenter(forShowChoosing: choice("appKit")) { Made($0) } === first, "a second show while up")
        #expect(asked == 1)
        slot.hidden()
        #expect(slot.presenter(forShowChoosing: choice("appKit")) { Made($0) } !== first, "after the hide it chooses")
        #expect(asked == 2)
    }
}
