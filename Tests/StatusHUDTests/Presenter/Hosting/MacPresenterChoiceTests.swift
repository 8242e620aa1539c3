import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The macOS presenter rule: the AppKit presenter when an NSApplication runs as a regular or
/// accessory app; the terminal presenter for a tool (no NSApp, or a prohibited policy).
@Suite("macOS presenter choice")
struct MacPresenterChoiceTests {
    typealias Choice = HUD.MacPresenterChoice

    @Test("A Dock app and a menu-bar app get the AppKit presenter")
    func apps() {
        #expect(Choice(hasApplication: true, activationPolicy: .regular) == .appKit)
        #expect(Choice(hasApplication: true, activationPolicy: .accessory) == .appKit)
    }

    @Test("A command-line tool keeps the terminal presenter, with or without an NSApplication")
    func tools() {
        #expect(Choice(hasApplication: false, activationPolicy: nil) == .terminal)
        #expect(Choice(hasApplication: true, activationPolicy: .prohibited) == .terminal)
        #expect(Choice(hasApplication: true, activationPolicy: nil) == .terminal)
        // A stale policy without an application is no app.
        #expect(Choice(hasApplication: false, activationPolicy: .regular) == .terminal)
    }

    @Test("Raw values as NSApplication.ActivationPolicy's; unknown ones count as prohibited")
    func rawValues() {
        #expect(Choice.ActivationPolicy(rawValue: 0) == .regular)
        #expect(Choice.ActivationPolicy(rawValue: 1) == .accessory)
        #expect(Choice.ActivationPolicy(rawValue: 2) == .prohibited)
        for unknown in [-1, 3, Int.max, Int.min] {
            #expect(Choice.ActivationPolicy(rawValue: unknown) == .prohibited)
        }
    }
}
