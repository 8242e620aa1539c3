import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Breaks text into the lines a label draws: between words where it can, between grapheme
/// clusters where a word is wider than the line, never inside a grapheme cluster; and cuts text
/// that needs more lines than allowed, ending the last line with an ellipsis.
///
/// Explicit line breaks (`\n`, `\r\n`, U+2028 …) start a new line. Spaces at a wrap are dropped;
/// a trailing line break adds no empty line. Only the part of the text that can be drawn is
/// looked at, so a string of any length costs the same as a few lines of it.
///
/// ```swift
/// let breaker = LineBreaker(measurer: HUD.EstimatedTextMeasurer(), font: font, maximumWidth: 200)
/// let (lines, isTruncated) = breaker.lines(of: text, maximumLines: 3)
/// ```
package struct LineBreaker {
    /// What measures each candidate line.
    let measurer: any HUD.TextMeasuring
    /// The font lines are measured in.
    let font: HUD.Font
    /// The widest a line may be, in points.
    let maximumWidth: CGFloat

    /// The most grapheme clusters one line may hold, whatever the measurer says: 1,000, which
    /// bounds the work for a measurer that reports (nearly) zero widths.
    static let maximumGraphemesPerLine = 1000

    /// The character that ends a truncated last line.
    package static let ellipsis = "\u{2026}"

    /// The lines of `text`, at most `maximumLines` (at least one is always allowed), and whether
    /// text was cut off.
    func lines(of text: String, maximumLines: Int) -> (lines: [String], isTruncated: Bool) {
        let maximumLines = max(maximumLines, 1)
        var lines: [String] = []
        var lastLineStart = text.startIndex
        var position = text.startIndex

        while position < text.endIndex, lines.count < maximumLines {
            lastLineStart = position
            let window = Window(text: text, from: position)
            let (line, next) = breakLine(in: window, of: text)
            lines.append(line)
            position = next
        }

        guard position < text.endIndex else { return (lines, false) }
        lines[lines.count - 1] = truncatedLine(in: Window(text: text, from: lastLineStart), of: text)
        return (lines, true)
    }

    // MARK: One line

    /// The grapheme clusters a line may be drawn from: from a start up to the next line break,
    /// the end of the text, or ``maximumGraphemesPerLine``, whichever comes first.
    private struct Window {
        /// `boundaries[k]` is the index after `k` grapheme clusters; `boundaries[0]` is the start.
        var boundaries: [String.Index]
        /// Whether the window stops at an explicit line break (which it does not include).
        var endsAtLineBreak: Bool

        init(text: String, from start: String.Index) {
            var boundaries = [start]
            var index = start
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII: every byte is a grapheme cluster (but "\r\n", a line break, where the
                // window ends anyway), so the boundaries are found without breaking graphemes.
                let utf8 = text.utf8
                boundaries.reserveCapacity(min(utf8.distance(from: start, to: text.endIndex), LineBreaker.maximumGraphemesPerLine) + 1)
                while index < text.endIndex, !(0x0A...0x0D).contains(utf8[index]),    // "\n", VT, FF, "\r"
                      boundaries.count <= LineBreaker.maximumGraphemesPerLine {
                    index = utf8.index(after: index)
                    boundaries.append(index)
                }
            }
            while index < text.endIndex, !text[index].isNewline,
                  boundaries.count <= LineBreaker.maximumGraphemesPerLine {
                index = text.index(after: index)
                boundaries.append(index)
            }
            self.boundaries = boundaries
            self.endsAtLineBreak = index < text.endIndex && text[index].isNewline
        }

        /// The number of grapheme clusters in the window.
        var count: Int { boundaries.count - 1 }
        var start: String.Index { boundaries[0] }
        var end: String.Index { boundaries[count] }
    }

    /// The next line in `window` and where the line after it starts.
    private func breakLine(in window: Window, of text: String) -> (line: String, next: String.Index) {
        let wholeWindowEndsParagraph = window.endsAtLineBreak || window.end == text.endIndex
        if window.count == 0 || (wholeWindowEndsParagraph && fits(text[window.start..<window.end])) {
            var next = window.end
            if window.endsAtLineBreak { next = text.index(after: next) }
            return (String(Self.trimmingTrailingWhitespace(text[window.start..<window.end])), next)
        }

        // The longest run of whole grapheme clusters that fits; at least one, so text always advances.
        let fitting = max(longestPrefix(in: window, of: text) { fits($0) }, 1)

        // Prefer to wrap at the last space inside the fitting run, or just after it.
        var wrap = min(fitting, window.count)
        while wrap > 0 {
            if wrap < window.count, text[window.boundaries[wrap]].isWhitespace {
                let line = Self.trimmingTrailingWhitespace(text[window.start..<window.boundaries[wrap]])
                if !line.isEmpty {
                    return (String(line), skippingSpaces(in: text, from: window.boundaries[wrap]))
                }
            }
            wrap -= 1
        }
        let cut = window.boundaries[fitting]
        return (String(text[window.start..<cut]), cut)
    }

    /// The index after the spaces at `index`, and after one line break that follows them
    /// (the wrap has already ended the line).
    private func skippingSpaces(in text: String, from index: String.Index) -> String.Index {
        var index = index
        while index < text.endIndex, text[index].isWhitespace, !text[index].isNewline {
            index = text.index(after: index)
        }
        if index < text.endIndex, text[index].isNewline {
            index = text.index(after: index)
        }
        return index
    }

    /// The last line of truncated text: as much of `window` as fits followed by an ellipsis, or
    /// the ellipsis alone.
    private func truncatedLine(in window: Window, of text: String) -> String {
        func candidate(_ run: Substring) -> String {
            String(Self.trimmingTrailingWhitespace(run)) + Self.ellipsis
        }
        let count = longestPrefix(in: window, of: text) { fits(Substring(candidate($0))) }
        return candidate(text[window.start..<window.boundaries[count]])
    }

    // MARK: Measuring

    /// The largest `k` in 0…window.count for which `accepts` holds for the first `k` clusters,
    /// assuming it holds for every shorter run too (widths grow as text is added).
    private func longestPrefix(in window: Window, of text: String, accepts: (Substring) -> Bool) -> Int {
        var low = 0  // known to be accepted (the empty run always is, or is the fallback)
        var high = window.count
        while low < high {
            let middle = (low + high + 1) / 2
            if accepts(text[window.start..<window.boundaries[middle]]) {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// Whether `run` fits on one line; a width that is not a number never fits.
    private func fits(_ run: Substring) -> Bool {
        let width = measurer.width(of: String(run), font: font)
        return width.isFinite && width <= maximumWidth
    }

    private static func trimmingTrailingWhitespace(_ run: Substring) -> Substring {
        var end = run.endIndex
        while end > run.startIndex {
            let previous = run.index(before: end)
            guard run[previous].isWhitespace else { break }
            end = previous
        }
        return run[run.startIndex..<end]
    }
}
