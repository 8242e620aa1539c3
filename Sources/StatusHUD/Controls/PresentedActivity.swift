/// What a view that shows the HUD while a condition holds (SwiftUI's `.statusHUD(isPresented:)`)
/// asks of the shared HUD as the condition, its status and the view's lifetime change.
///
/// It counts as one activity (``HUD/show(status:details:)``) while presented and ends exactly that one
/// (``HUD/popActivity()``), so several views — and other callers — share the HUD as
/// `show`/`popActivity` pairs do: the HUD goes when the last of them is done, never because one view
/// stopped presenting while another still does. A changed status while presented is set in place.
/// A view that goes while presenting ends its activity; one that never presented ends nothing.
struct PresentedActivity: Equatable {
    /// What to ask of the HUD.
    enum Step: Equatable {
        case show(status: String?)
        case setStatus(String?)
        case end
    }

    private(set) var isShowing = false
    private var status: String?

    /// The view appeared or its inputs changed: presented or not, with `status`.
    mutating func update(isPresented: Bool, status: String?) -> Step? {
        defer { self.status = status }
        switch (isShowing, isPresented) {
        case (false, true):
            isShowing = true
            return .show(status: status)
        case (true, false):
            isShowing = false
            return .end
        case (true, true):
            return status != self.status ? .setStatus(status) : nil
        case (false, false):
            return nil
        }
    }

    /// The view went.
    mutating func disappeared() -> Step? {
        guard isShowing else { return nil }
        isShowing = false
        return .end
    }
}
