/// The presenter the shared HUD starts with on this platform.
@MainActor
enum DefaultPresenter {
    /// On iOS, tvOS and Mac Catalyst, the UIKit presenter (the frontmost key window). On Linux
    /// and in macOS command-line tools, the terminal presenter on standard error. Anywhere else,
    /// a headless one: the HUD counts as on screen at once and its fades take their durations.
    static func make(scheduler: any Scheduler) -> any HUD.Presenter {
        #if canImport(UIKit) && !os(watchOS)
        UIKitPresenter()
        #elseif canImport(Glibc) || (canImport(Darwin) && os(macOS))
        TerminalPresenter(display: .standard)
        #else
        HeadlessPresenter(scheduler: scheduler)
        #endif
    }
}
