import Testing
@testable import StatusHUDPresenting

/// A blocking macOS HUD whose sheet waits is hidden and told off screen; out of waiting it is told
/// on screen and fades in once, and only once its place is settled.
@Suite("macOS HUD out of sight while its sheet waits")
struct MacSheetSightTests {
    typealias Change = MacSheetSight.Change

    /// The changes and settlings of `sight` for a sequence of steps, in order.
    private static func run(_ sight: inout MacSheetSight, _ steps: [Step]) -> [String] {
        steps.map { step in
            switch step {
            case .waits(let waits, let showing): "\(sight.sheetWaits(waits, isShowing: showing))"
            case .settled(let onScreen): "\(sight.placeSettled(isOnScreen: onScreen))"
            case .leftScreen: { sight.leftScreen(); return "left" }()
            case .told: { sight.toldOnScreen(); return "told" }()
            }
        }
    }

    enum Step {
        case waits(Bool, showing: Bool)
        case settled(onScreen: Bool)
        case leftScreen
        case told
    }

    @Test("Waiting hides it and tells the engine; coming out waits for its place to settle, then tells once")
    func waitsThenComesOut() {
        var sight = MacSheetSight()
        let answers = Self.run(&sight, [
            .waits(false, showing: true),     // not waiting: nothing to do
            .waits(true, showing: true),
            .waits(true, showing: true),      // told once
            .settled(onScreen: true),         // still waiting
            .waits(false, showing: true),
            .settled(onScreen: false),        // its place not on screen yet
            .settled(onScreen: true),
            .settled(onScreen: true),         // once
        ])
        #expect(answers == ["none", "hide(tellsOffScreen: true)", "none", "false", "show", "false", "true", "false"])
    }

    @Test("Coming out as it hides, or after leaving the screen or being told by its placing, tells nothing")
    func nothingToTell() {
        var hiding = MacSheetSight()
        #expect(Self.run(&hiding, [.waits(true, showing: true), .waits(false, showing: false), .settled(onScreen: true)])
                == ["hide(tellsOffScreen: true)", "show", "false"], "a hiding HUD is shown, to fade out from nothing, and not told")
        var away = MacSheetSight()
        #expect(Self.run(&away, [.waits(true, showing: true), .waits(false, showing: true), .leftScreen, .settled(onScreen: true)])
                == ["hide(tellsOffScreen: true)", "show", "left", "false"], "minimised as it came out: its placing tells")
        var told = MacSheetSight()
        #expect(Self.run(&told, [.waits(true, showing: true), .waits(false, showing: true), .told, .settled(onScreen: true)])
                == ["hide(tellsOffScreen: true)", "show", "told", "false"], "not told twice")
        var hidden = MacSheetSight()
        #expect(Self.run(&hidden, [.waits(true, showing: false)]) == ["hide(tellsOffScreen: false)"])
    }

    @Test("Waiting again before its place settles takes back the pending telling")
    func waitsAgain() {
        var sight = MacSheetSight()
        #expect(Self.run(&sight, [.waits(true, showing: true), .waits(false, showing: true), .waits(true, showing: true),
                                  .settled(onScreen: true)])
                == ["hide(tellsOffScreen: true)", "show", "hide(tellsOffScreen: true)", "false"], "moved onto a window with a sheet up")
    }
}
