import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The macOS window rule: the key window, else the main one, else the frontmost window that can
/// host the HUD (seen, normal level, not a panel or sheet); otherwise a reason to wait.
@Suite("macOS window choice")
struct MacWindowChoiceTests {
    typealias Window = HUD.MacWindowDescription

    private func choose(_ windows: [Window]) -> HUD.MacWindowChoice {
        HUD.MacWindowChoice(frontToBack: windows)
    }

    private static let plain = Window(isKey: false, isMain: false)

    @Test("The key window wins over a main window and over windows in front of it")
    func key() {
        #expect(choose([Window()]) == .window(at: 0))
        #expect(choose([Self.plain, Window(isKey: false, isMain: true), Window(isMain: false)]) == .window(at: 2))
    }

    @Test("With a panel or a sheet key, the main window behind it")
    func mainBehindPanelOrSheet() {
        let main = Window(isKey: false, isMain: true)
        #expect(choose([Window(isMain: false, isPanel: true), Self.plain, main]) == .window(at: 2))
        #expect(choose([Window(isMain: false, isSheet: true), main]) == .window(at: 1))
    }

    @Test("With a popover (a child window) key, the main window it belongs to")
    func mainBehindChild() {
        let main = Window(isKey: false, isMain: true)
        #expect(choose([Window(isMain: false, isChild: true), main]) == .window(at: 1))
        #expect(choose([Window(isChild: true)]) == .noneYet(.noNormalWindow))
    }

    @Test("With neither key nor main able to host, the frontmost window that can")
    func frontmost() {
        let hidden = Window(isVisible: false)
        #expect(choose([hidden, Self.plain, Self.plain]) == .window(at: 1))
        #expect(choose([Window(isKey: false, isMain: true, isMiniaturized: true), Self.plain]) == .window(at: 1))
    }

    @Test("Minimised, other-Space, behind-a-tab and above-normal windows never host it")
    func cannotHost() {
        for window in [Window(isMiniaturized: true), Window(isOnActiveSpace: false),
                       Window(isVisible: false, isBehindAnotherTab: true)] {
            #expect(choose([window]) == .noneYet(.noneSeen))
        }
        for window in [Window(level: 3), Window(level: -1), Window(isPanel: true), Window(isSheet: true)] {
            #expect(choose([window]) == .noneYet(.noNormalWindow))
        }
    }

    @Test("No windows at all")
    func none() {
        #expect(choose([]) == .noneYet(.noWindows))
        #expect(HUD.MacWindowChoice.NoWindowReason.noWindows.description == "the app has no open windows")
    }

    // MARK: Windows that count

    /// A closed window something keeps alive: in `NSApp.windows`, ordered out, not minimised.
    private static let closedButKept = Window(isKey: false, isMain: false, isVisible: false)

    @Test("A closed window kept alive does not count: an app with only such windows has none open")
    func closedButKept() {
        #expect(choose([Self.closedButKept]) == .noneYet(.noWindows))
        #expect(choose([Self.closedButKept, Self.closedButKept]) == .noneYet(.noWindows))
        #expect(choose([Self.closedButKept, Self.plain]) == .window(at: 1), "an open window beside it hosts the HUD")
    }

    @Test("A minimised window counts: the HUD waits for it, even beside closed windows kept alive")
    func minimisedOnly() {
        let minimised = Window(isKey: false, isMain: false, isVisible: false, isMiniaturized: true)
        #expect(choose([minimised]) == .noneYet(.noneSeen))
        #expect(choose([Self.closedButKept, minimised]) == .noneYet(.noneSeen))
    }

    @Test("An accessory app in the background has no window for the HUD; active, its settings window hosts it")
    func accessory() {
        let settings = Window()
        let inactive = HUD.MacAppDescription(isAccessory: true, isActive: false)
        #expect(HUD.MacWindowChoice(frontToBack: [settings], app: inactive) == .noneYet(.accessoryInactive))
        #expect(HUD.MacWindowChoice(frontToBack: [], app: inactive) == .noneYet(.accessoryInactive))
        #expect(HUD.MacWindowChoice(frontToBack: [settings], app: HUD.MacAppDescription(isAccessory: true, isActive: true))
                == .window(at: 0))
    }

    @Test("A regular app in the background keeps its window; with none open, none")
    func regular() {
        let inactive = HUD.MacAppDescription(isAccessory: false, isActive: false)
        #expect(HUD.MacWindowChoice(frontToBack: [Window()], app: inactive) == .window(at: 0))
        #expect(HUD.MacWindowChoice(frontToBack: [], app: inactive) == .noneYet(.noWindows))
        #expect(HUD.MacWindowChoice(frontToBack: [Self.closedButKept], app: HUD.MacAppDescription()) == .noneYet(.noWindows))
    }

    @Test("A hidden app's windows are ordered out, not closed: the HUD waits for them")
    func hidden() {
        let hidden = HUD.MacAppDescription(isHidden: true)
        #expect(HUD.MacWindowChoice(frontToBack: [Self.closedButKept], app: hidden) == .noneYet(.appHidden))
        #expect(HUD.MacWindowChoice(frontToBack: [Window()], app: hidden) == .noneYet(.appHidden))
        #expect(HUD.MacWindowChoice(frontToBack: [Window()], app: HUD.MacAppDescription(isAccessory: true, isActive: false,
                                                                                           isHidden: true))
                == .noneYet(.appHidden), "hidden first: a free-standing panel would be hidden with the app")
    }

    @Test("The shared HUD stands free with no window to wait for, and waits for windows out of sight")
    func standsFree() {
        let free: [HUD.MacWindowChoice.NoWindowReason] = [.noWindows, .noNormalWindow, .accessoryInactive]
        let waits: [HUD.MacWindowChoice.NoWindowReason] = [.noneSeen, .appHidden]
        #expect(free.allSatisfy { $0.standsFree })
        #expect(!waits.contains { $0.standsFree })
    }
}
