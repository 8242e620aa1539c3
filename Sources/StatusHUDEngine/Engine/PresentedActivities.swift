import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
/// The views that show one HUD while a condition holds (SwiftUI's
/// `.statusHUD(while:status:on:)`; each HUD has its own), and what each change of theirs asks of
/// the HUD.
///
/// - Each presenting view counts as one activity (``HUD/show(status:details:)``) and ends exactly
///   that one (``HUD/popActivity()``), so views — and other callers — share the HUD as
///   `show`/`popActivity` pairs do: it goes when the last of them is done, never because one view
///   stopped while another still presents.
/// - The HUD shows the status of the view that began presenting most recently. When that view
///   stops, the text goes back to the status of the newest one still presenting; a status change
///   of a view not shown is kept for then, and does not overwrite the one shown.
/// - A view ends its activity when its condition turns false or the view itself goes (its
///   identity ends, not when it is covered by a navigation push); one that never presented ends
///   nothing.
package struct PresentedActivities: Equatable {
    package init() {}

    /// What to ask of the HUD.
    package enum Step: Equatable {
        case show(status: String?)
        case setStatus(String?)
        case end
    }

    /// A view that presents, and the status it asks for.
    private struct Presenting: Equatable {
        let view: Int
        var status: String?
    }

    /// The views presenting, in the order they began; the last one's status is shown.
    private var presenting: [Presenting] = []

    /// Whether `view` presents now.
    func isPresenting(_ view: Int) -> Bool {
        presenting.contains { $0.view == view }
    }

    /// `view` appeared or its inputs changed: presented or not, with `status`.
    package mutating func update(_ view: Int, isPresented: Bool, status: String?) -> [Step] {
        guard let index = presenting.firstIndex(where: { $0.view == view }) else {
            guard isPresented else { return [] }
            presenting.append(Presenting(view: view, status: status))
            return [.show(status: status)]
        }
        guard isPresented else { return stop(at: index) }
        guard presenting[index].status != status else { return [] }
        presenting[index].status = status
        return index == presenting.count - 1 ? [.setStatus(status)] : []
    }

    /// `view` went.
    package mutating func ended(_ view: Int) -> [Step] {
        guard let index = presenting.firstIndex(where: { $0.view == view }) else { return [] }
        return stop(at: index)
    }

    private mutating func stop(at index: Int) -> [Step] {
        let wasShown = index == presenting.count - 1
        presenting.remove(at: index)
        guard wasShown, let shownNow = presenting.last else { return [.end] }
        return [.setStatus(shownNow.status), .end]
    }
}
