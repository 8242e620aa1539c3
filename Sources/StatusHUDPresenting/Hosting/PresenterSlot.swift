/// The presenter a platform's default HUD draws with, chosen again whenever a HUD starts: on
/// macOS, a tool that shows the HUD before it becomes an app (`setActivationPolicy(.regular)`)
/// gets the terminal presenter for that HUD and the AppKit one for the next, instead of keeping
/// the first for good.
///
/// A show that starts a HUD (the first, or any after a hide) asks for the choice of the moment,
/// and a choice other than the current one makes a new presenter; the shows and updates of a HUD
/// that is up keep the presenter it started with. A presenter left behind during its fade-out
/// finishes it alone: the engine takes reports from the newest transition only.
///
/// ```swift
/// var slot = PresenterSlot<HUD.MacPresenterChoice, any HUD.Presenter>()
/// let presenter = slot.presenter(forShowChoosing: choiceNow) { make($0) }
/// ```
package struct PresenterSlot<Choice: Equatable, Presenter> {
    package init() {}

    /// The presenter in use and the choice it was made for; nil before the first show.
    package private(set) var current: (choice: Choice, presenter: Presenter)?
    /// Whether a HUD is up: shown, not yet hidden.
    private var isHUDUp = false

    /// The presenter for a show, the choice being `choice` now: the current one while a HUD is up
    /// or the choice has not changed, else a new one from `make`.
    package mutating func presenter(forShowChoosing choice: @autoclosure () -> Choice,
                                    make: (Choice) -> Presenter) -> Presenter {
        defer { isHUDUp = true }
        if let current, isHUDUp { return current.presenter }
        let choice = choice()
        if let current, current.choice == choice { return current.presenter }
        let presenter = make(choice)
        current = (choice, presenter)
        return presenter
    }

    /// The HUD was told to hide: the next show may choose again.
    package mutating func hidden() {
        isHUDUp = false
    }
}
