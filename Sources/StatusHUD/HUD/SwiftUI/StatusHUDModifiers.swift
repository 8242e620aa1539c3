#if canImport(SwiftUI)
import Dispatch
import SwiftUI

extension View {
    /// Shows the HUD `hud` (by default `nil`: the shared HUD) with `status` while `condition` is
    /// true, and ends it when that turns false or this view goes for good.
    ///
    /// `condition` is read, never written: a HUD has nothing to dismiss it but your code, so it
    /// takes a plain `Bool` (`model.isLoading`), not a binding as `sheet(isPresented:)` does.
    ///
    /// - The view counts as one activity of its HUD (``HUD/show(status:details:)`` and
    ///   ``HUD/popActivity()``), so views presenting on one HUD at once share it, and it goes when
    ///   the last is done; another HUD is never touched. A view given another `hud` ends its
    ///   activity on the old one first.
    /// - The HUD shows the status of the view that began presenting most recently; when it is done,
    ///   the status of the newest still presenting comes back. A change of `status` is set in place.
    /// - It lasts as long as the view, not as long as it is on screen: a view covered by a
    ///   navigation push, or in another tab, keeps presenting.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct SearchScreen: View {
    ///     var results: [String]
    ///     var isLoading: Bool
    ///     var photo: Photo
    ///     var isSaving: Bool
    ///     @State private var cardHUD = HUD.Instance()
    ///
    ///     var body: some View {
    ///         VStack {
    ///             List(results, id: \.self) { Text($0) }
    ///                 .statusHUD(while: isLoading, status: "Searching")
    ///             PhotoCard(photo)
    ///                 .statusHUDArea(cardHUD)
    ///                 .statusHUD(while: isSaving, status: "Saving", on: cardHUD)
    ///         }
    ///     }
    /// }
    /// ```
    public func statusHUD(while condition: Bool, status: String? = nil, on hud: HUD.Instance? = nil) -> some View {
        modifier(PresentedHUDModifier(isPresented: condition, status: status, hud: hud ?? HUD.shared))
    }

    /// Shows the shared HUD with `status` while `isPresented` is true: renamed
    /// ``statusHUD(while:status:)``, whose argument is a plain condition.
    @available(*, deprecated, renamed: "statusHUD(while:status:)")
    public func statusHUD(isPresented: Bool, status: String? = nil) -> some View {
        statusHUD(while: isPresented, status: status)
    }

    /// Runs `operation` on the main actor when this view appears and again whenever `id` changes,
    /// with the HUD `hud` (by default `nil`: the shared HUD) showing `status` while it runs and
    /// `success` or `failure` after, as
    /// ``HUD/whileRunning(status:success:failure:graceTime:cancelTitle:_:)`` does: nothing shows
    /// for work done within the grace time. Leaving the view, or a new `id`, cancels the running
    /// operation, as SwiftUI's `task(id:)` does.
    ///
    /// An error the operation throws is reported as `whileRunning` reports it: the error HUD shows
    /// `failure`, or the error's localized description, unless other content took the HUD over
    /// meanwhile; and `onError` receives it (where `whileRunning` would throw it), so that the
    /// view can keep it. Cancellation is not an error here: the view asked for it.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct SearchResults: View {
    ///     var query: String
    ///     @State private var results: [String] = []
    ///     @State private var lastError: (any Error)?
    ///
    ///     var body: some View {
    ///         List(results, id: \.self) { Text($0) }
    ///             .statusHUDTask(id: query, status: "Searching", failure: "Search failed") {
    ///                 results = try await search(query)
    ///             } onError: { error in
    ///                 lastError = error
    ///             }
    ///     }
    /// }
    /// ```
    public func statusHUDTask<ID: Equatable>(
        id: ID, status: String? = nil, success: String? = nil, failure: String? = nil, on hud: HUD.Instance? = nil,
        _ operation: @escaping @MainActor @Sendable () async throws -> Void,
        onError: (@MainActor @Sendable (any Error) -> Void)? = nil
    ) -> some View {
        task(id: id) {
            await (hud ?? HUD.shared).runForView(status: status, success: success, failure: failure, operation, onError: onError)
        }
    }
}

/// One presenting view, as long as SwiftUI keeps its state: made once per view identity
/// (`@StateObject`), released when the view goes for good.
///
/// Not `onDisappear`: SwiftUI calls it when a navigation push covers the view, or its tab is left,
/// and the work the HUD stands for goes on then. The state's release is the one signal that the
/// view itself is gone. `deinit` is not on the main actor (the Swift 6 compiler cannot promise
/// where SwiftUI lets go of it), and SwiftUI lets go of it while it updates views, where ending an
/// activity (which may hide the HUD and run the app's completions) must not run: so it ends the
/// activity on the main queue's next turn.
private final class PresentingView: ObservableObject, Sendable {
    private static let lastID = Locked(0)
    let id: Int

    /// Made wherever SwiftUI makes it (a `@StateObject`'s default is not on the main actor with
    /// the iOS 17 SDK).
    nonisolated init() {
        id = Self.lastID.withLock { last in
            last += 1
            return last
        }
    }

    deinit {
        let id = id
        DispatchQueue.main.async { MainActor.assumeIsolated { PresentingViews.all.ended(id) } }
    }
}

/// Applies one view's condition and status to its HUD.
private struct PresentedHUDModifier: ViewModifier {
    var isPresented: Bool
    var status: String?
    var hud: HUD.Instance
    @StateObject private var presenting = PresentingView()

    func body(content: Content) -> some View {
        content
            .onAppear { PresentingViews.all.update(presenting.id, on: hud, isPresented: isPresented, status: status) }
            .onChange(of: Inputs(isPresented: isPresented, status: status, hud: hud)) { inputs in
                PresentingViews.all.update(presenting.id, on: inputs.hud, isPresented: inputs.isPresented, status: inputs.status)
            }
    }

    /// What a change is looked for in; the HUD by identity.
    private struct Inputs: Equatable {
        var isPresented: Bool
        var status: String?
        var hud: HUD.Instance

        static func == (left: Inputs, right: Inputs) -> Bool {
            left.isPresented == right.isPresented && left.status == right.status && left.hud === right.hud
        }
    }
}
#endif
