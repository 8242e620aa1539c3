#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Lays out a ``TerminalLine``: the live line as a ``TerminalFrame`` cut to the terminal's
/// width, and a result as the text of the line it leaves in the scroll-back.
///
/// ```
/// ⠹ Uploading photos  3 of 12                     spinner, status, details (faint)
/// ▕█████████▍          ▏  47% Uploading photos     progress bar and percentage (every progress style)
/// ⠹ Exporting…   ^C Cancel                         an action button: a key hint
/// ✔ Uploaded 12 photos                            result lines, cut only past a few rows
/// ```
///
/// What a live line keeps, first to last: the spinner or the percentage; the first
/// ``minimumTextColumns`` of the text; the key hint (at most half the line); the bar (at most about
/// half of what the hint leaves); the rest of the text. So at 30 columns a progress with a hint
/// reads ` 40% Exporting…   ^C Cancel `, and at 20 ` 40% Exporting cli…`.
enum TerminalLayout {
    /// Spinner frames, one per tick (the braille "dots" spinner).
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Columns assumed when the terminal does not tell its width.
    static let defaultColumns = 80
    /// The columns the text (status and details, from the space after the indicator) keeps on a
    /// live line before a button's hint or the progress bar gets any: at 20 columns a HUD shows
    /// "⠹ Exporting c…" or " 40% Exporting c…", not a hint or a bar with no status.
    static let minimumTextColumns = 11
    /// The rows a result line may take on a terminal; a longer one is cut with "…" (its whole text
    /// stays in `HUD.current`, and goes whole to a pipe or a file).
    static let maximumResultRows = 4

    /// The live line `line` at spinner frame `tick`, on a terminal `columns` wide.
    ///
    /// The frame fills at most `columns - 1` columns: writing the last column would leave the
    /// cursor waiting to wrap, and some terminals then erase or wrap what comes next. Text that
    /// does not fit is cut at a character boundary and ends in "…".
    static func frame(for line: TerminalLine, tick: Int, columns: Int) -> TerminalFrame {
        let usable = max(columns - 1, 0)
        // The indicator's essential part (spinner or percentage) and the text's first columns stay;
        // the hint gets what the text does not need, up to half the line, its title cut first and
        // the whole hint dropped when not even a character of its title fits. The bar comes last:
        // it gets up to half of what the hint leaves, never the columns the text keeps.
        let essential = essentialColumns(of: line.kind)
        let text = textColumns(of: line, upTo: usable)
        let textNeeds = min(essential + text, usable)
        let textKeeps = min(essential + min(text, minimumTextColumns), usable)
        let hintLimit = min(usable - textKeeps, max(usable / 2, usable - textNeeds))
        let button = line.actionTitle.map { buttonCells(title: $0, limit: hintLimit) } ?? []
        let buttonWidth = button.reduce(0) { $0 + $1.width }
        let limit = usable - buttonWidth
        var builder = Builder(limit: limit)
        switch line.kind.form {
        case .spinner:
            let index = ((tick % spinnerFrames.count) + spinnerFrames.count) % spinnerFrames.count
            builder.append(spinnerFrames[index], style: .indicator)
        case .progress(let fraction):
            let barColumns = TerminalProgressBar.columns(forLineWidth: limit, keeping: textKeeps)
            if barColumns > 0 {
                builder.append(String(TerminalProgressBar.leftCap), style: .plain)
                builder.append(TerminalProgressBar.bar(fraction, columns: barColumns), style: .indicator)
                builder.append(String(TerminalProgressBar.rightCap) + " ", style: .plain)
            }
            builder.append(TerminalProgressBar.percentage(fraction), style: .plain)
        case .result, .image, .text:
            if let glyph = glyph(for: line.kind) { builder.append(glyph.character, style: glyph.style) }
        }
        builder.protectWhatIsThere()
        appendText(of: line, to: &builder)
        var frame = builder.finish()
        frame.cells += button
        frame.isRightToLeft = line.isRightToLeft
        return frame
    }

    /// "  ^C Title " with the hint in reverse video, at most `limit` columns (the title cut with
    /// "…" to fit); nothing if not even one character of the title fits.
    static func buttonCells(title: String, limit: Int) -> [TerminalFrame.Cell] {
        let lead = Array("  ").map { TerminalFrame.Cell($0) } + Array(" ^C ").map { TerminalFrame.Cell($0, style: .button) }
        let room = limit - lead.count - 1   // the title's columns, after the lead and before the last space
        guard room >= 1 else { return [] }
        var titleCells: [TerminalFrame.Cell] = []
        var used = 0
        for character in title {
            let cell = TerminalFrame.Cell(character, style: .button)
            guard used + cell.width <= room else {
                while used + 1 > room, let last = titleCells.popLast() { used -= last.width }
                titleCells.append(TerminalFrame.Cell(Character(LineBreaker.ellipsis), style: .button))
                break
            }
            titleCells.append(cell)
            used += cell.width
        }
        return lead + titleCells + [TerminalFrame.Cell(" ", style: .button)]
    }

    /// The columns of the indicator that a line keeps however narrow: the spinner or glyph, or a
    /// progress's percentage (its bar takes what is left, see ``frame(for:tick:columns:)``).
    private static func essentialColumns(of kind: TerminalLine.Kind) -> Int {
        switch kind.form {
        case .progress: return TerminalProgressBar.percentageColumns
        case .spinner: return 1
        case .result, .image, .text: return glyph(for: kind) == nil ? 0 : 1
        }
    }

    /// The columns the text of a live line (" status  details") takes uncut, counted up to `bound`
    /// (a huge status costs no more than a line's width).
    private static func textColumns(of line: TerminalLine, upTo bound: Int) -> Int {
        var columns = 0
        if !line.status.isEmpty { columns += 1 + CharacterWidth.columns(of: line.status.prefix(bound)) }
        if !line.details.isEmpty { columns += 2 + CharacterWidth.columns(of: line.details.prefix(bound)) }
        return min(columns, bound)
    }

    /// The text of a result line on a terminal `columns` wide: ``resultText(for:colors:)`` cut to
    /// at most ``maximumResultRows`` rows, ending in "…", at a character boundary.
    static func resultText(for line: TerminalLine, colors: Bool, columns: Int) -> String {
        let budget = max(columns, 1) * maximumResultRows - 1
        let plain = resultText(for: line, colors: false)
        guard CharacterWidth.columns(of: plain) > budget else { return resultText(for: line, colors: colors) }
        // Cut status, then details, so the whole fits the budget with "…".
        var cut = line
        let fixed = CharacterWidth.columns(of: resultText(for: TerminalLine(kind: line.kind), colors: false)) + 1
        var room = max(budget - fixed - 1, 0)
        cut.status = prefix(of: line.status, columns: room)
        room -= CharacterWidth.columns(of: cut.status)
        cut.details = line.details.isEmpty || room < 3 ? "" : prefix(of: line.details, columns: room - 2)
        let isCutInDetails = !cut.details.isEmpty
        if isCutInDetails { cut.details += String(LineBreaker.ellipsis) } else { cut.status += String(LineBreaker.ellipsis) }
        return resultText(for: cut, colors: colors)
    }

    /// The longest start of `text` that fits `columns`.
    private static func prefix(of text: String, columns: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = CharacterWidth.columns(of: text[index])
            guard used + width <= columns else { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// The full text of a result line (no width limit), with its glyph coloured when `colors`.
    static func resultText(for line: TerminalLine, colors: Bool) -> String {
        var text = ""
        if let glyph = glyph(for: line.kind) {
            if colors, let parameters = glyph.style.parameters {
                text += ANSI.style(parameters) + String(glyph.character) + ANSI.resetStyle
            } else {
                text.append(glyph.character)
            }
        }
        if !line.status.isEmpty {
            if !text.isEmpty { text += " " }
            text += line.status
        }
        if !line.details.isEmpty {
            if !text.isEmpty { text += "  " }
            if colors, let parameters = TerminalStyle.details.parameters {
                text += ANSI.style(parameters) + line.details + ANSI.resetStyle
            } else {
                text += line.details
            }
        }
        return text
    }

    /// The glyph of a result kind and its colour; `nil` for text and live kinds.
    static func glyph(for kind: TerminalLine.Kind) -> (character: Character, style: TerminalStyle)? {
        switch kind.form {
        case .result(let result): return (symbol(of: result), .result(result))
        case .image: return ("•", .plain)
        case .spinner, .progress, .text: return nil
        }
    }

    /// The symbol of a result on a terminal.
    private static func symbol(of result: HUD.Indicator.Result) -> Character {
        switch result {
        case .success: "✔"
        case .error: "✖"
        case .info: "ℹ"
        }
    }

    /// Appends " status" and "  details" (faint) after the indicator.
    private static func appendText(of line: TerminalLine, to builder: inout Builder) {
        if !line.status.isEmpty {
            if !builder.isEmpty { builder.append(" ", style: .plain) }
            builder.append(line.status, style: .plain)
        }
        if !line.details.isEmpty {
            if !builder.isEmpty { builder.append("  ", style: .plain) }
            builder.append(line.details, style: .details)
        }
    }

    /// Collects cells up to a width limit; once something does not fit, it makes room for "…"
    /// (without removing the indicator) and ignores everything after, so a huge status costs no
    /// more than a short one.
    private struct Builder {
        let limit: Int
        private var frame = TerminalFrame()
        private var used = 0
        private var isCut = false
        private var protectedCount = 0

        init(limit: Int) {
            self.limit = limit
        }

        var isEmpty: Bool { frame.cells.isEmpty }

        mutating func append(_ character: Character, style: TerminalStyle) {
            guard !isCut else { return }
            let cell = TerminalFrame.Cell(character, style: style)
            guard used + cell.width <= limit else {
                cut()
                return
            }
            frame.cells.append(cell)
            used += cell.width
        }

        mutating func append(_ text: String, style: TerminalStyle) {
            for character in text {
                guard !isCut else { return }
                append(character, style: style)
            }
        }

        /// Keeps the cells appended so far (the indicator) when text is cut for the ellipsis.
        mutating func protectWhatIsThere() {
            protectedCount = frame.cells.count
        }

        mutating func finish() -> TerminalFrame {
            frame
        }

        private mutating func cut() {
            isCut = true
            while used + 1 > limit, frame.cells.count > protectedCount, let last = frame.cells.popLast() {
                used -= last.width
            }
            // "Exporting…", not "Exporting …": a space cut before the ellipsis goes too (but not
            // the space after the indicator, so that "⠋ …" stays readable).
            while frame.cells.count > protectedCount + 1, frame.cells.last?.character == " " {
                used -= 1
                frame.cells.removeLast()
            }
            guard used + 1 <= limit else { return }
            let style = frame.cells.count > protectedCount ? frame.cells[frame.cells.count - 1].style : .plain
            frame.cells.append(TerminalFrame.Cell(Character(LineBreaker.ellipsis), style: style))
            used += 1
        }
    }
}
#endif
