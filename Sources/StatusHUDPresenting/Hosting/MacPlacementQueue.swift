import StatusHUDModel
import StatusHUDRendering
/// The macOS HUD's placement decisions, applied one at a time in the order they came: the AppKit
/// presenter's queue around `MacHost`, kept apart from AppKit so it is tested on Linux.
///
/// Applying a decision can bring the next one in before it has finished: giving the keyboard back
/// makes a window key (its notification asks where the HUD goes), reporting the HUD on screen can
/// make the engine hide it or show another. Such a decision waits for the one being applied and is
/// applied after it, in order, each exactly once; it is taken at its turn, from the host and the
/// windows as they are then (a decision that came before a change sees the change), with the
/// window that was closing when it came left out. Not applied inside the one being applied: its
/// answer would come first and the outer one's rest would undo it; not put off to the next turn
/// of the run loop either: the HUD would be in the wrong place, and its report late, for a frame.
///
/// ```swift
/// let queue = MacPlacementQueue<ObjectIdentifier, NSWindow>(
///     candidates: { closing in windows(leavingOut: closing) },
///     app: { appDescription() },
///     apply: { step, candidates in move(step, over: candidates) })
/// queue.place { host, windows, app in host.show(windows, app: app) }
/// ```
@MainActor
package final class MacPlacementQueue<WindowID: Hashable, Object> {
    package typealias Host = MacHost<WindowID>
    /// A window the HUD could go over, with the object the presenter knows it by.
    package typealias Candidate = (window: Host.Window, object: Object)
    /// What `MacHost` is asked, with the windows the HUD could go over and the app's facts at the
    /// decision's turn.
    package typealias Decision = @MainActor (inout Host, [Host.Window], HUD.MacAppDescription) -> Host.Step

    /// Where the HUD is, as the decisions applied so far left it.
    package private(set) var host: Host
    /// The window closing when the decision being applied came (it must not be made key); nil
    /// between decisions.
    package private(set) var closingWindow: WindowID?
    private var isPlacing = false
    /// Decisions waiting for the one being applied, with the window closing when each came.
    private var pending: [(closing: WindowID?, decide: Decision)] = []
    private let candidates: @MainActor (_ closing: WindowID?) -> [Candidate]
    private let app: @MainActor () -> HUD.MacAppDescription
    private let apply: @MainActor (_ step: Host.Step, _ candidates: [Candidate]) -> Void

    /// A queue that, at each decision's turn, asks `candidates` for the windows the HUD could go
    /// over (front to back, without `closing`) and `app` for the app's facts, and gives `apply`
    /// the step decided with them; with
    /// `allowsFreeStanding`, the HUD stands free when the app has no window for it (`MacHost`).
    package init(
        allowsFreeStanding: Bool = false,
        candidates: @escaping @MainActor (_ closing: WindowID?) -> [Candidate],
        app: @escaping @MainActor () -> HUD.MacAppDescription = { HUD.MacAppDescription() },
        apply: @escaping @MainActor (_ step: Host.Step, _ candidates: [Candidate]) -> Void
    ) {
        host = Host(allowsFreeStanding: allowsFreeStanding)
        self.candidates = candidates
        self.app = app
        self.apply = apply
    }

    /// Asks `MacHost` where the HUD goes, with `decide`, and applies its answer; `closing` is the
    /// window about to close. What comes in while an answer is applied is decided after it, in
    /// order, not inside it.
    package func place(closing: WindowID? = nil, _ decide: @escaping Decision) {
        pending.append((closing, decide))
        guard !isPlacing else { return }
        isPlacing = true
        defer { isPlacing = false }
        while !pending.isEmpty {
            let (closing, next) = pending.removeFirst()
            closingWindow = closing
            defer { closingWindow = nil }
            let found = candidates(closingWindow)
            apply(next(&host, found.map(\.window), app()), found)
        }
    }
}
