#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// A progress bar in block characters, filled in eighths of a column, and its percentage.
///
/// ```swift
/// TerminalProgressBar.bar(0.53, columns: 10)   // "█████▎    " (5 full cells and 2/8 of the next)
/// TerminalProgressBar.percentage(0.999)        // " 99%" (100 % only when done)
/// ```
enum TerminalProgressBar {
    /// The widest bar; narrower terminals get a narrower one (see ``columns(forLineWidth:keeping:)``).
    static let maximumColumns = 20
    /// A bar narrower than this is left out: only the percentage is drawn.
    static let minimumColumns = 3
    /// Partial cells, from one eighth to seven eighths.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let full: Character = "█"
    static let empty: Character = " "
    /// The bar's end caps.
    static let leftCap: Character = "▕"
    static let rightCap: Character = "▏"

    /// `fraction` (0…1, NaN counts as 0) as `columns` cells of full, partial and empty blocks.
    static func bar(_ fraction: Double, columns: Int) -> String {
        guard columns > 0 else { return "" }
        let total = columns * 8
        let filled = Int((fraction.clampedToUnitInterval * Double(total) + 1e-9).rounded(.down))   // 0…total
        var bar = String(repeating: full, count: filled / 8)
        if filled % 8 > 0 { bar.append(eighths[filled % 8 - 1]) }
        return bar + String(repeating: empty, count: columns - (filled + 7) / 8)
    }

    /// `fraction` as a percentage, rounded down and right-aligned in four columns: `"  0%"` … `"100%"`.
    static func percentage(_ fraction: Double) -> String {
        let percent = Int((fraction.clampedToUnitInterval * 100 + 1e-9).rounded(.down))
        let digits = String(percent)
        return String(repeating: " ", count: max(3 - digits.count, 0)) + digits + "%"
    }

    /// The columns ``percentage(_:)`` takes.
    static let percentageColumns = 4
    /// The columns around the bar: its two caps and the space before the percentage.
    static let decorationColumns = 3

    /// The bar's width on a line of `lineWidth` usable columns whose percentage and text keep
    /// `kept` columns: up to ``maximumColumns`` and about half the line, never any of those `kept`
    /// columns; 0 when too narrow for a bar.
    ///
    /// ```swift
    /// TerminalProgressBar.columns(forLineWidth: 79, keeping: 15)   // 20
    /// TerminalProgressBar.columns(forLineWidth: 16, keeping: 15)   // 0: the percentage and status stay
    /// ```
    static func columns(forLineWidth lineWidth: Int, keeping kept: Int = percentageColumns) -> Int {
        let columns = min(maximumColumns, (lineWidth - 7) / 2, lineWidth - kept - decorationColumns)
        return columns >= minimumColumns ? columns : 0
    }
}
#endif
