#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The shared HUD's presenter on macOS when the app has not set one: the AppKit presenter in an
/// app, the terminal presenter in a command-line tool (`HUD.MacPresenterChoice`), chosen again
/// whenever a HUD starts (`PresenterSlot`), so a process that becomes an app after its first HUD
/// (`setActivationPolicy(.regular)` after a show) draws its next HUD in a window.
///
/// The choice asks `NSApp` and its activation policy at the show. The alternative, watching the
/// policy change, would switch presenters while a HUD is up, with no way to move that HUD from a
/// terminal into a window; the first show's choice kept for good (what it did) left an app that
/// showed a HUD before it set its policy with terminal lines for the rest of its life.
@MainActor
final class MacDefaultPresenter: HUD.Presenter {
    private var slot = PresenterSlot<HUD.MacPresenterChoice, any HUD.Presenter>()

    /// The presenter the HUD on screen was shown with, if any.
    private var current: (any HUD.Presenter)? { slot.current?.presenter }

    private static var choiceNow: HUD.MacPresenterChoice {
        let app: NSApplication? = NSApp
        let policy = app.map { HUD.MacPresenterChoice.ActivationPolicy(rawValue: $0.activationPolicy().rawValue) }
        return HUD.MacPresenterChoice(hasApplication: app != nil, activationPolicy: policy)
    }

    func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        let presenter = slot.presenter(forShowChoosing: Self.choiceNow) { choice in
            switch choice {
            case .appKit: HUD.AppKitPresenter()
            case .terminal: TerminalPresenter(display: .standard)
            }
        }
        presenter.show(content, configuration: configuration, transition: transition)
    }

    func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        current?.update(content, configuration: configuration, change: change)
    }

    func hide(transition: HUD.Transition) {
        slot.hidden()
        guard let current else {
            transition.reportFinished()   // never shown: nothing to fade
            return
        }
        current.hide(transition: transition)
    }

    var isResultPersistent: Bool { current?.isResultPersistent ?? false }
}
#endif
