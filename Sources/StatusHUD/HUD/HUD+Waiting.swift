import Foundation

extension HUD {
    /// Suspends until the HUD is hidden: at once if it is hidden already, otherwise once it has
    /// faded out, including any success, error or info HUD dismissing itself. Returns early if the
    /// task is cancelled.
    ///
    /// It waits for the calls made before it on the same thread to be applied, so
    /// `HUD.showSuccess(status:)` followed by this call waits for that success HUD. It needs the
    /// main queue to run, as the HUD's timers do: call it from async code, such as the top level
    /// of a command-line tool's `main.swift` that uses `await` or an `async` `main()`.
    ///
    /// A command-line tool whose main thread never lets the main queue run (no `await`, no
    /// `dispatchMain()`, no run loop) still gets every call it makes on the main thread applied at
    /// once, and the terminal spinner keeps turning on its own thread. What waits for the main
    /// queue never happens there: automatic and delayed dismissals, calls from other threads, and
    /// dismiss completions (a completion never runs inside the call that registered it). Such a
    /// tool dismisses the HUD itself, or awaits this call before it ends; at exit the terminal HUD
    /// erases a spinner that is still turning and shows the cursor again.
    ///
    /// It waits for a spinner or a progress until it is dismissed, even where nobody can see it (a
    /// terminal HUD draws no spinner when standard error is not a terminal, when standard output
    /// is a pipe, `mytool | tee log`, or with `TERM=dumb`). A spinner or progress put up by a plain
    /// call (`HUD.show(status:)`, `HUD.showProgress(_:status:)`) is ended only by a call, so a
    /// wait on it alone never returns. On a terminal HUD, a debug build says so: when a wait has
    /// lasted 3 seconds and nothing under way will hide the HUD (no work that put it up, as
    /// `whileRunning`, `runInBackground` or `showProgress(of:)` do, no result counting down, no
    /// delayed dismissal), it writes one line on standard error, once, naming the status, what
    /// keeps the spinner off screen if anything does, and the fix: `HUD.dismiss()` or
    /// `HUD.whileRunning`. A wait that something will end says nothing.
    ///
    /// ```swift
    /// // main.swift of a command-line tool
    /// HUD.show(status: "Building")
    /// try await build()
    /// HUD.showSuccess(status: "Built")
    /// await HUD.waitUntilHidden()      // the ✔ line is written and the HUD has dismissed itself
    /// ```
    public nonisolated static func waitUntilHidden() async {
        await shared.waitUntilHidden()
    }
}

extension HUD {
    /// Suspends until every HUD call made before it on the same thread or task has been applied
    /// on the main actor: what they show is on screen (a success or error has begun to fade in; on
    /// a terminal its line is written), so what you print next comes after it. Unlike
    /// ``waitUntilHidden()`` it does not wait for a success to go away.
    ///
    /// A call made on the main thread is applied before it returns, so there this returns at
    /// once; from another thread a call is applied on the main queue a moment later, and this
    /// waits for that. It needs the main queue to run (it never returns while the main thread is
    /// blocked waiting for the caller). ``whileRunning(status:success:failure:graceTime:cancelTitle:_:)``
    /// and ``waitUntilHidden()`` wait the same way before they return.
    ///
    /// ```swift
    /// // from a background task of a command-line tool
    /// HUD.showSuccess(status: "Uploaded 12 files")
    /// await HUD.flush()                 // the ✔ line is written
    /// print("Report: \(reportURL)")     // so this line comes after it
    /// ```
    public nonisolated static func flush() async {
        await shared.flush()
    }

    /// What a debug build says when ``waitUntilHidden()``, called on `caller` ("HUD" or "hud"),
    /// has waited a few seconds for a terminal HUD that nothing will hide: a spinner or progress
    /// that no work, timer or dismissal under way ends (``Engine/hidesWithoutACall``), drawn or
    /// not; `nil` otherwise.
    @MainActor static func endlessWaitWarning(_ engine: Engine, calledOn caller: String) -> String? {
        #if canImport(Glibc) || (canImport(Darwin) && os(macOS))
        guard !engine.hidesWithoutACall, let content = engine.content,
              let terminal = engine.presenter as? TerminalPresenter else { return nil }
        let status = content.status.map { " (\"\($0.prefix(40))\")" } ?? ""
        let unseen = terminal.display.plainReason.map { ", not drawn (\($0.description))," } ?? ""
        let waited = Int(HUD.Instance.endlessWaitDelay)
        return "StatusHUD: \(caller).waitUntilHidden() has waited \(waited) s for a HUD\(status)\(unseen) that nothing will hide: "
            + "end it with \(caller).dismiss(), or show it with \(caller).whileRunning while the work runs."
        #else
        return nil
        #endif
    }
}
