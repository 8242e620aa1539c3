#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows the HUD with `status` while `isPresented` is true, and ends it when that turns false or
    /// this view goes.
    ///
    /// The view counts as one activity of the shared HUD (``HUD/show(status:details:)`` and
    /// ``HUD/popActivity()``), so two views presenting at once share it and it goes when the last is
    /// done. A change of `status` while presented changes the text in place.
    ///
    /// ```swift
    /// List(results) { … }
    ///     .statusHUD(isPresented: model.isLoading, status: "Searching")
    /// ```
    public func statusHUD(isPresented: Bool, status: String? = nil) -> some View {
        modifier(PresentedHUDModifier(isPresented: isPresented, status: status))
    }

    /// Runs `operation` on the main actor when this view appears and again whenever `id` changes,
    /// with the HUD showing
    /// `status` while it runs and `success` or `failure` after, as ``HUD/whileRunning(status:success:failure:graceTime:cancelTitle:_:)``
    /// does: nothing shows for work done within the grace time. Leaving the view, or a new `id`,
    /// cancels the running operation, as SwiftUI's `task(id:)` does.
    ///
    /// ```swift
    /// ResultsView(results)
    ///     .statusHUDTask(id: query, status: "Searching", failure: "Search failed") {
    ///         results = try await search(query)
    ///     }
    /// ```
    public func statusHUDTask<ID: Equatable>(
        id: ID, status: String? = nil, success: String? = nil, failure: String? = nil,
        _ operation: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        task(id: id) {
            _ = try? await HUD.whileRunning(status: status, success: success, failure: failure) { try await operation() }
        }
    }
}

/// Applies `PresentedActivity`'s steps to the shared HUD.
private struct PresentedHUDModifier: ViewModifier {
    var isPresented: Bool
    var status: String?
    @State private var activity = PresentedActivity()

    func body(content: Content) -> some View {
        content
            .onAppear { apply(activity.update(isPresented: isPresented, status: status)) }
            .onChange(of: Inputs(isPresented: isPresented, status: status)) { inputs in
                apply(activity.update(isPresented: inputs.isPresented, status: inputs.status))
            }
            .onDisappear { apply(activity.disappeared()) }
    }

    private struct Inputs: Equatable {
        var isPresented: Bool
        var status: String?
    }

    private func apply(_ step: PresentedActivity.Step?) {
        switch step {
        case .show(let status)?: HUD.show(status: status)
        case .setStatus(let status)?: HUD.setStatus(status)
        case .end?: HUD.popActivity()
        case nil: break
        }
    }
}
#endif
