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

    @Test("Hidden, minimised, other-Space and above-normal windows never host it")
    func cannotHost() {
        for window in [Window(isVisible: false), Window(isMiniaturized: true), Window(isOnActiveSpace: false)] {
            #expect(choose([window]) == .noneYet(.noneSeen))
        }
        for window in [Window(level: 3), Window(level: -1), Window(isPanel: true), Window(isSheet: true)] {
            #expect(choose([window]) == .noneYet(.noNormalWindow))
        }
    }

    @Test("No windows at all")
    func none() {
        #expect(choose([]) == .noneYet(.noWindows))
        #expect(HUD.MacWindowChoice.NoWindowReason.noWindows.description == "the app has no windows")
    }
}
