/// The presenter the shared HUD starts with on this platform.
@MainActor
enum DefaultPresenter {
    /// Where no platform presenter exists yet, a headless one: the HUD counts as on screen at once
    /// and its fades take the configured durations.
    static func make(scheduler: any Scheduler) -> any HUDPresenter {
        HeadlessPresenter(scheduler: scheduler)
    }
}
