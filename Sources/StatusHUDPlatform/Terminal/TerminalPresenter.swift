#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Draws the HUD on a terminal: the shared HUD's presenter on Linux and in macOS command-line
/// tools, drawing on standard error.
///
/// A terminal has no fades, so each transition is reported on screen and finished as soon as it
/// starts: notifications and completions come without the configured fade durations. Its result
/// lines stay in the scroll-back (``isResultPersistent``), so a success, error or info HUD ends as
/// soon as its line is written: its completions run and ``HUD/waitUntilHidden()`` returns at once.
/// The engine still decides every timing; the presenter only hands lines to its
/// ``TerminalDisplay``, whose ticker keeps the spinner turning while the main thread is busy.
///
/// The terminal ignores the configuration's look (style, mask, fonts, sizes) and
/// ``HUD/Configuration/progressStyle``: progress is always a bar with a percentage (a pie or a
/// ring would be a single character, too small to read). An action button is drawn as the key
/// hint "^C Title": the first Ctrl-C runs its action, the next one ends the program as usual.
/// It ignores ``HUD/Configuration/placement`` too: its line is written where the cursor is, among
/// the program's own output in the scroll-back; pinning it to the window's top or bottom row would
/// need a scroll region that fights the program's output and the shell's.
///
/// ```swift
/// HUD.presenter = TerminalPresenter(display: TerminalDisplay(output: .fileDescriptor(fd),
///     lineOutput: .standardOutput, environment: .current))
/// ```
@MainActor
package final class TerminalPresenter: HUD.Presenter {
    package let display: TerminalDisplay
    /// The content on screen and the line made from it, while ``isShown``. The engine updates
    /// the presenter again after a configuration change (which the terminal ignores) or a show of
    /// the same content: such an update draws nothing, so a result line is written once. And a
    /// flood of progress updates with a long status makes that status safe for the terminal only
    /// once. Not optional, and free of exclusivity checks (the presenter lives on the main actor),
    /// so they are compared and changed in place: a progress flood is the terminal's hot path.
    @exclusivity(unchecked) private var shown = HUD.Content(indicator: .text)
    @exclusivity(unchecked) private var shownLine = TerminalLine(kind: .text)
    private var isShown = false
    /// The action whose button Ctrl-C presses; each action is armed once, so after its press
    /// Ctrl-C ends the program again, even while its button stays.
    private var armedAction: HUD.Action?

    package init(display: TerminalDisplay = .standard) {
        self.display = display
    }

    /// A result line stays in the scroll-back: nothing is gained by waiting before ending its HUD.
    package var isResultPersistent: Bool { true }

    package func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        isShown = false    // a show always draws, as before the HUD was up
        draw(content)
        transition.reportOnScreen()
        transition.reportFinished()
    }

    package func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        draw(content)
    }

    package func hide(transition: HUD.Transition) {
        display.hide()
        isShown = false
        shown = HUD.Content(indicator: .text)
        shownLine = TerminalLine(kind: .text)
        armedAction = nil
        transition.reportFinished()
    }

    /// Arms Ctrl-C for a new button, or disarms it when the button is gone.
    private func armButton(for content: HUD.Content) {
        guard content.action != armedAction else { return }
        armedAction = content.action
        guard let action = content.action else {
            display.armButton(nil)
            return
        }
        display.armButton { Task { @MainActor in action.perform() } }
    }

    /// Draws `content`, which becomes the content shown; nothing when it is shown already. When
    /// only the indicator changed (a progress value), the line made before is kept and the stored
    /// content changed in place: no text is made safe again, no string copied.
    private func draw(_ content: HUD.Content) {
        if isShown, shown.status == content.status, shown.details == content.details, shown.action == content.action {
            guard shown.indicator != content.indicator else { return }
            shown.indicator = content.indicator
            shownLine.kind = content.indicator
            display.show(shownLine)
        } else {
            isShown = true
            shown = content
            shownLine = TerminalLine(content)
            display.show(shownLine)
            armButton(for: content)    // once the line is live: a button is armed on it
        }
    }
}
#endif
