#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Turns frames into the bytes that draw them, writing as little as possible.
///
/// Every write ends with a carriage return, so the hidden cursor waits at the start of the line:
/// when a narrower terminal wraps the line onto several rows, the cursor is on the first of them
/// (terminals that rewrap keep it with its cell; the others cut the line), and the redraw after
/// the resize erases them all from there (see `TerminalDisplay.signalArrived`). A full drawing
/// also starts with one, wherever the cursor was. When only some cells changed, and they take the same columns as before (a spinner turning, a
/// percentage moving), only those cells are written after a cursor move; otherwise everything
/// from the first changed cell is written, and the rest of the line erased when the new frame is
/// shorter. A right-to-left frame is always written whole.
///
/// ```
/// "⠋ Loading" → "⠙ Loading"    writes "\e[36m⠙\e[0m" + "\r"        (13 bytes)
/// "⠙ Loading" → "⠙ Saving"     writes "\e[2C" + "Saving" + "\e[K\r"
/// ```
enum TerminalEncoder {
    /// The bytes that turn the line showing `old` (nothing drawn yet when `nil`) into `new`;
    /// `nil` when nothing changed.
    static func redraw(from old: TerminalFrame?, to new: TerminalFrame, colors: Bool) -> String? {
        guard let old, !old.isRightToLeft, !new.isRightToLeft else {
            return full(new, colors: colors)
        }
        let common = min(old.cells.count, new.cells.count)
        var first = 0
        while first < common, old.cells[first] == new.cells[first] { first += 1 }
        if first == common, old.cells.count == new.cells.count { return nil }

        let start = ANSI.moveRight(new.column(of: first))
        if old.cells.count == new.cells.count {
            var last = new.cells.count - 1
            while last > first, old.cells[last] == new.cells[last] { last -= 1 }
            let oldSpan = old.cells[first...last].reduce(0) { $0 + $1.width }
            let newSpan = new.cells[first...last].reduce(0) { $0 + $1.width }
            if oldSpan == newSpan {
                return start + text(of: new.cells[first...last], colors: colors) + ANSI.lineStart
            }
        }
        let erase = new.width < old.width ? ANSI.eraseToEndOfLine : ""
        return start + text(of: new.cells[first...], colors: colors) + erase + ANSI.lineStart
    }

    /// The bytes that draw `frame` on a line whatever it showed before.
    static func full(_ frame: TerminalFrame, colors: Bool) -> String {
        ANSI.lineStart + text(of: frame.cells[...], colors: colors) + ANSI.eraseToEndOfLine + ANSI.lineStart
    }

    /// `cells` as text, with a style change wherever the colour changes, ending in the default style.
    static func text(of cells: ArraySlice<TerminalFrame.Cell>, colors: Bool) -> String {
        var text = ""
        var current = TerminalStyle.plain
        for cell in cells {
            if colors, cell.style != current {
                if current != .plain { text += ANSI.resetStyle }
                if let parameters = cell.style.parameters { text += ANSI.style(parameters) }
                current = cell.style
            }
            text.append(cell.character)
        }
        if colors, current != .plain { text += ANSI.resetStyle }
        return text
    }
}
#endif
