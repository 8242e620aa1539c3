/// The presenter the shared HUD starts with on this platform.
@MainActor
enum DefaultPresenter {
    /// On UIKit platforms, for now, a headless one: the HUD counts as on screen at once and its
    /// fades take the configured durations. On Linux and in macOS command-line tools, the
    /// terminal presenter on standard error.
    static func make(scheduler: any Scheduler) -> any HUD.Presenter {
        #if canImport(Glibc) || (canImport(Darwin) && os(macOS))
        TerminalPresenter(display: .standard)
        #else
        HeadlessPresenter(scheduler: scheduler)
        #endif
    }
}
