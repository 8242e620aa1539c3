import Testing
@testable import StatusHUDModel
@testable import StatusHUDPresenting

/// The macOS presenter's placement decisions: one at a time, in order, each once, a decision that
/// comes while one is applied waiting for it, and each taken at its turn.
@Suite("macOS placement queue") @MainActor
struct MacPlacementQueueTests {
    typealias Queue = MacPlacementQueue<String, String>
    typealias Host = MacHost<String>

    /// What the queue did, in order: each decision taken ("decide A"), applied ("apply A") and
    /// finished applying ("end A"), with what runs while it is applied.
    @MainActor
    final class Recorder {
        var log: [String] = []
        /// The windows the HUD could go over now, front to back.
        var windows = ["doc"]
        /// What each decision's application does before it ends.
        var whileApplying: [String: () -> Void] = [:]
        /// Each step applied, by decision.
        var steps: [String: Host.Step] = [:]
        /// The closing window the queue named while each decision was applied.
        var closingSeen: [String: String?] = [:]
        /// The closing window each turn's candidates were asked without.
        var candidatesAsked: [String?] = []
        private var current: [String] = []
        lazy var queue: Queue = Queue(
            candidates: { [unowned self] closing in
                candidatesAsked.append(closing)
                return windows.filter { $0 != closing }.map { (Host.Window(id: $0, description: HUD.MacWindowDescription()), $0) }
            },
            apply: { [unowned self] step, _ in
                let name = current.removeLast()
                log.append("apply \(name)")
                steps[name] = step
                closingSeen[name] = queue.closingWindow
                whileApplying[name]?()
                log.append("end \(name)")
            })

        /// Places decision `name`, which asks the host `decide`.
        func place(_ name: String, closing: String? = nil,
                   _ decide: @escaping (inout Host, [Host.Window]) -> Host.Step = { host, windows in host.windowsChanged(windows) }) {
            queue.place(closing: closing) { [unowned self] (host: inout Host, windows: [Host.Window], _) in
                log.append("decide \(name)")
                current.append(name)
                return decide(&host, windows)
            }
        }
    }

    @Test("A decision that comes while one is applied waits, and is taken and applied after it")
    func waits() {
        let recorder = Recorder()
        recorder.whileApplying["A"] = { recorder.place("B") }
        recorder.place("A") { host, windows in host.show(windows) }
        #expect(recorder.log == ["decide A", "apply A", "end A", "decide B", "apply B", "end B"])
    }

    @Test("Decisions keep the order they came in, each applied once, none lost")
    func order() {
        let recorder = Recorder()
        recorder.whileApplying["A"] = {
            recorder.place("B")
            recorder.place("C")
            recorder.place("D")
        }
        recorder.whileApplying["B"] = { recorder.place("E") }
        recorder.whileApplying["D"] = { recorder.place("F") }
        recorder.place("A") { host, windows in host.show(windows) }
        let applied = recorder.log.filter { $0.hasPrefix("apply") }
        #expect(applied == ["apply A", "apply B", "apply C", "apply D", "apply E", "apply F"])
        #expect(recorder.log.count == 3 * 6)
    }

    @Test("Once the queue has drained, the next decision is applied at once")
    func drains() {
        let recorder = Recorder()
        recorder.place("A") { host, windows in host.show(windows) }
        recorder.place("B") { host, _ in host.hide() }
        #expect(recorder.log == ["decide A", "apply A", "end A", "decide B", "apply B", "end B"])
        #expect(recorder.steps["B"] == Host.Step(placement: .unchanged, report: nil))
        recorder.place("C") { host, _ in host.fadeOutEnded() }
        #expect(recorder.steps["C"] == Host.Step(placement: .detach, report: nil, endsHide: true))
        #expect(!recorder.queue.host.isOnScreen)
    }

    @Test("A decision is taken at its turn, from the host and the windows as they are then")
    func takenAtItsTurn() {
        let recorder = Recorder()
        recorder.whileApplying["A"] = {
            recorder.place("B")
            // The HUD's window goes after B came and before its turn.
            recorder.windows = ["other"]
        }
        recorder.place("A") { host, windows in host.show(windows) }
        #expect(recorder.steps["A"] == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
        // The show A applied is still under way, on screen: B moves it, with nothing to report.
        #expect(recorder.steps["B"] == Host.Step(placement: .attach("other"), report: nil))
        #expect(recorder.queue.host.isOnScreen)
    }

    @Test("The window closing when a decision came is left out of its windows and named while it, and only it, is applied")
    func closingWindow() {
        let recorder = Recorder()
        recorder.windows = ["doc", "other"]
        recorder.place("A") { host, windows in host.show(windows) }
        recorder.whileApplying["B"] = { recorder.place("C") }
        recorder.place("B", closing: "doc") { host, windows in host.windowsChanged(windows, closing: "doc") }
        #expect(recorder.candidatesAsked == [nil, "doc", nil])
        #expect(recorder.closingSeen["A"] == .some(nil))
        #expect(recorder.closingSeen["B"] == "doc")
        #expect(recorder.closingSeen["C"] == .some(nil))
        #expect(recorder.steps["B"] == Host.Step(placement: .attach("other"), report: nil))
        recorder.place("D", closing: "other")
        #expect(recorder.closingSeen["D"] == "other")
        #expect(recorder.queue.closingWindow == nil)
    }
}
