/// The presenter the shared HUD starts with on this platform.
@MainActor
enum DefaultPresenter {
    /// On iOS, tvOS and Mac Catalyst, the UIKit presenter (the frontmost key window). On macOS,
    /// the AppKit presenter in an app (an `NSApplication` with a regular or accessory activation
    /// policy, `HUD.MacPresenterChoice`), the terminal presenter in a command-line tool, chosen
    /// again whenever a HUD starts (`MacDefaultPresenter`). On
    /// Linux, the terminal presenter on standard error. Anywhere else, a headless one: the HUD
    /// counts as on screen at once and its fades take their durations.
    static func make(scheduler: any Scheduler) -> any HUD.Presenter {
        #if os(iOS) || os(tvOS) || os(visionOS)
        HUD.UIKitPresenter()
        #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        MacDefaultPresenter()
        #elseif canImport(Glibc)
        TerminalPresenter(display: .standard)
        #else
        HeadlessPresenter(scheduler: scheduler)
        #endif
    }
}
