#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The few escape sequences the terminal HUD writes (ECMA-48 / VT100, understood by every
/// terminal emulator in use). Nothing else is ever written, and nothing at all when the output is
/// not a terminal or `TERM` is `dumb`.
enum ANSI {
    /// Moves the cursor to the start of the line (a plain carriage return, not an escape).
    static let lineStart = "\r"
    /// Erases from the cursor to the end of the line (EL 0).
    static let eraseToEndOfLine = "\u{1B}[K"
    /// Erases from the cursor to the end of the screen (ED 0): the rows a wrapped line took.
    static let eraseToEndOfScreen = "\u{1B}[J"
    /// Hides the cursor (DECTCEM reset).
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (DECTCEM set).
    static let showCursor = "\u{1B}[?25h"
    /// Resets colour and weight (SGR 0).
    static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor `columns` to the right (CUF); empty for zero or fewer columns.
    static func moveRight(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)C" : ""
    }

    /// Sets the graphic rendition `parameters` (SGR), e.g. `"1;32"` for bold green.
    static func style(_ parameters: String) -> String {
        "\u{1B}[\(parameters)m"
    }

    /// What a signal handler writes before the process dies: erase the HUD's line, reset the
    /// style, show the cursor. Constant, so a handler can write it without allocating.
    static let restoreTerminal = lineStart + eraseToEndOfLine + resetStyle + showCursor
}
#endif
