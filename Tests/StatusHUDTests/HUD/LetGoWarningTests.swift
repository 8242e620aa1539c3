import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A debug build says when a `HUD.Instance(presenter:)` (or macOS's `HUD.Instance(over:)`) its app
/// let go of shows something nothing will hide: it stays up with nothing to reach it
/// (`HUD.Instance.watchForLetGo`). It looks once, 3 s after the HUD became busy, and says it once,
/// naming the initializer used. `init(over:)` cannot run here: it names itself `.overWindow`, and
/// what that means (watched, its warning) is `HUD.Instance.Initializer`'s, tested here.
@Suite("Let-go warning") @MainActor
struct LetGoWarningTests {
    final class Said {
        var lines: [String] = []
    }

    /// A HUD made as `initializer` makes one (`init(presenter:)` by default), on a virtual clock,
    /// whose fades end at once; `use` gets it, and it is let go of when `use` returns unless `keep`
    /// keeps it.
    @MainActor
    struct Made {
        let clock = VirtualScheduler()
        let presenter = RecordingPresenter()
        let said = Said()
        weak var hud: HUD.Instance?
        var kept: HUD.Instance?

        init(_ initializer: HUD.Instance.Initializer = .presenter, keep: Bool = false, _ use: (HUD.Instance) -> Void) {
            let (clock, presenter, said) = (self.clock, self.presenter, self.said)
            presenter.finishesAtOnce = true
            let hud = HUD.Instance(postsAsItself: true, initializer: initializer) { _ in
                Engine(scheduler: clock, presenter: presenter, delivery: Silent())
            }
            hud.diagnose = { said.lines.append($0) }
            use(hud)
            self.hud = hud
            if keep { kept = hud }
        }

        /// Ends the HUD, so that the test leaves nothing kept.
        func end() {
            hud?.dismiss(animated: false)
            clock.advance(by: 1)
        }
    }

    @Test("A spinner let go of is said once, 3 s after it showed, with its status")
    func aSpinnerLetGoOfIsSaid() {
        let made = Made { $0.show(status: "Loading") }
        #expect(made.hud != nil, "a busy HUD keeps itself")
        made.clock.advance(by: HUD.Instance.letGoDelay - 0.01)
        #expect(made.said.lines.isEmpty)
        made.clock.advance(by: 0.02)
        #expect(made.said.lines.count == 1)
        #expect(made.said.lines.first?.contains("showing \"Loading\"") == true)
        #expect(made.said.lines.first?.contains("a HUD.Instance(presenter:) showing") == true)
        #expect(made.said.lines.first?.contains("HUD.Instance.dismiss(in:)") == true)
        made.clock.advance(by: 60)
        #expect(made.said.lines.count == 1, "once")
        made.end()
        #expect(made.hud == nil)
    }

    @Test("A HUD its app keeps is not said")
    func aKeptHUDIsNotSaid() {
        let made = Made(keep: true) { $0.show(status: "Loading") }
        made.clock.advance(by: 10)
        #expect(made.said.lines.isEmpty, "the app still keeps it")
        made.end()
    }

    @Test("A toast let go of, a HUD dismissed in time and a view's HUD are not said")
    func whatWillGoIsNotSaid() {
        let toast = Made { $0.showSuccess(status: "Saved") }
        toast.clock.advance(by: 10)
        #expect(toast.said.lines.isEmpty && toast.hud == nil, "a success counts down and goes")
        let dismissed = Made { hud in
            hud.show(status: "Loading")
            hud.dismiss(withDelay: 1)
        }
        dismissed.clock.advance(by: 10)
        #expect(dismissed.said.lines.isEmpty && dismissed.hud == nil)
        let unwatched = Made(.other) { $0.show(status: "Loading") }
        unwatched.clock.advance(by: 10)
        #expect(unwatched.said.lines.isEmpty, "a view's HUD is found through its view")
        unwatched.end()
    }

    @Test("Only the HUDs nothing but the app's reference reaches are watched")
    func whichInitializersAreWatched() {
        #expect(HUD.Instance.Initializer.presenter.watchesLetGo)
        #expect(HUD.Instance.Initializer.overWindow.watchesLetGo, "a window's HUD is reached through nothing")
        #expect(!HUD.Instance.Initializer.other.watchesLetGo)
    }

    @Test("A window's HUD let go of is said with its own initializer and fix")
    func aWindowHUDLetGoOfIsSaidAsOne() {
        let made = Made(.overWindow) { hud in
            hud.configuration.interaction = .blocked
            hud.show(status: "Exporting")
        }
        made.clock.advance(by: HUD.Instance.letGoDelay + 0.01)
        let line = made.said.lines.first ?? ""
        #expect(made.said.lines.count == 1)
        #expect(line.hasPrefix("StatusHUD: a HUD.Instance(over:) showing \"Exporting\" was let go of"))
        #expect(line.contains("window's controller or document") && line.contains("dismiss()"))
        #expect(!line.contains("presenter:") && !line.contains("HUD.Instance(in: view)"),
                "a view's HUD is no fix for a window's sheet")
        made.end()
        #expect(made.hud == nil)
    }

    @Test("Shown again after it hid, it is looked at again")
    func looksAgainAfterAHide() {
        var made = Made(keep: true) { $0.show(status: "One") }
        made.clock.advance(by: 10)
        made.end()
        made.hud?.show(status: "Two")
        made.kept = nil
        made.clock.advance(by: HUD.Instance.letGoDelay + 0.01)
        #expect(made.said.lines.count == 1 && made.said.lines.first?.contains("Two") == true)
        made.end()
    }
}

/// Posts nothing and runs completions at once: these HUDs' notifications reach no other suite.
private final class Silent: EffectDelivery {
    func post(_ name: Notification.Name, status: String?) {}
    func run(_ completion: StepRunner.Completion) { completion() }
}
