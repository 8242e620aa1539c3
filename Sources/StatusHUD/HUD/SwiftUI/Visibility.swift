#if canImport(Combine)
import Combine
import Foundation

extension HUD {
    /// Whether the shared HUD is on screen, for views that react to it: published on the main actor
    /// from the HUD's notifications, and read from ``HUD/isVisible`` at each one, so it is never a guess.
    /// It can be made anywhere (as a `@StateObject`'s default value, which is not on the main actor
    /// with the iOS 17 SDK); made while a HUD is already up, it says so after one turn of the main queue.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct SyncButton: View {
    ///     @StateObject private var hud = HUD.Visibility()
    ///
    ///     var body: some View {
    ///         Button("Sync") { HUD.show(status: "Syncing") }
    ///             .disabled(hud.isVisible)
    ///     }
    /// }
    /// ```
    @MainActor
    public final class Visibility: ObservableObject {
        /// Whether the HUD is on screen (from its fade-in until it has gone); false at first if it is not.
        @Published public private(set) var isVisible = false
        // Written once, in init; never read: it only keeps the observers until this object goes.
        private nonisolated(unsafe) var observers: NotificationObservers?

        /// Starts following the shared HUD.
        public nonisolated init() {
            let names = [HUD.willAppearNotification, HUD.didAppearNotification,
                         HUD.willDisappearNotification, HUD.didDisappearNotification]
            observers = NotificationObservers(names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                    MainActor.assumeIsolated { self?.refresh() }
                }
            })
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.refresh() }
            }
        }

        private func refresh() {
            let visible = HUD.isVisible
            if visible != isVisible { isVisible = visible }
        }
    }
}
#endif
