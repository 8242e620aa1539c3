#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// One drawn state of the HUD's line: the characters in their columns, each with its colour.
///
/// Frames are compared cell by cell, so a redraw writes only the cells that changed (for a
/// turning spinner, one character).
struct TerminalFrame: Sendable, Equatable {
    /// One character on the line.
    struct Cell: Sendable, Equatable {
        var character: Character
        /// Columns the character takes: 0, 1 or 2.
        var width: Int
        var style: TerminalStyle

        init(_ character: Character, style: TerminalStyle = .plain) {
            self.character = character
            self.width = CharacterWidth.columns(of: character)
            self.style = style
        }
    }

    var cells: [Cell] = []
    /// Whether the line holds right-to-left text: such a frame is always redrawn whole.
    var isRightToLeft = false

    /// Columns the frame takes.
    var width: Int {
        cells.reduce(0) { $0 + $1.width }
    }

    /// The column where the cell at `index` starts.
    func column(of index: Int) -> Int {
        cells[..<index].reduce(0) { $0 + $1.width }
    }
}
#endif
