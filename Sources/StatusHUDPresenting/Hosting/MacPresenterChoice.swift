import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Which presenter the shared HUD starts with on macOS, decided from plain facts about the
    /// process: the AppKit presenter in an app, the terminal presenter in a command-line tool.
    ///
    /// A process is an app when it has an `NSApplication` (`NSApp` is set) whose activation policy
    /// is `.regular` (a Dock app) or `.accessory` (a menu-bar app, which can still show windows).
    /// A `.prohibited` policy is what a command-line tool has, even one that made an
    /// `NSApplication`, and a tool that never made one has no `NSApp`: both keep the terminal
    /// presenter, whose result lines stay in the scroll-back. An unknown policy (a raw value AppKit
    /// may add later) counts as prohibited: the terminal presenter loses nothing if the guess is
    /// wrong, an invisible window HUD would lose the result lines.
    ///
    /// ```swift
    /// let choice = HUD.MacPresenterChoice(hasApplication: NSApp != nil,
    ///                                     activationPolicy: NSApp.map { .init(rawValue: $0.activationPolicy().rawValue) })
    /// ```
    package enum MacPresenterChoice: Sendable, Equatable {
        /// The AppKit presenter: a window HUD over the app's windows.
        case appKit
        /// The terminal presenter on standard error.
        case terminal

        /// An application's activation policy, as `NSApplication.ActivationPolicy`.
        package enum ActivationPolicy: Sendable, Equatable {
            /// An ordinary app, in the Dock (`.regular`, raw value 0).
            case regular
            /// An app without a Dock icon, such as a menu-bar app (`.accessory`, raw value 1).
            case accessory
            /// No user interface (`.prohibited`, raw value 2), or a raw value not known here.
            case prohibited

            /// The policy with `NSApplication.ActivationPolicy`'s raw value; an unknown raw value
            /// counts as ``prohibited``.
            package init(rawValue: Int) {
                switch rawValue {
                case 0: self = .regular
                case 1: self = .accessory
                default: self = .prohibited
                }
            }
        }

        /// Chooses from whether `NSApp` is set and, if it is, its activation policy (`nil` when
        /// there is no application to ask).
        package init(hasApplication: Bool, activationPolicy: ActivationPolicy?) {
            guard hasApplication, let activationPolicy else {
                self = .terminal
                return
            }
            switch activationPolicy {
            case .regular, .accessory: self = .appKit
            case .prohibited: self = .terminal
            }
        }
    }
}
