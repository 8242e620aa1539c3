import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Wrapping, truncation and direction of real-world text: emoji, CJK, right-to-left scripts,
/// combining marks, line breaks. ``GridMeasurer`` makes every grapheme cluster 10 pt wide, so a
/// 200 pt line holds 20 clusters.
@Suite("Text layout")
struct TextLayoutTests {
    private func status(_ text: String, container: HUD.Layout.Container = .phone) throws -> HUD.Layout.Label {
        try #require(HUD.Layout(HUD.Content(indicator: .text, status: text), in: container).status)
    }

    @Test("A family emoji and a flag are one cluster each")
    func emojiClusters() throws {
        let label = try status("👨‍👩‍👧‍👦🇯🇵")
        #expect(label.frame.width == 20)
        #expect(label.lines == ["👨‍👩‍👧‍👦🇯🇵"])
    }

    @Test("Emoji sequences wrap between clusters, never inside one")
    func emojiWrapping() throws {
        let family = "👨‍👩‍👧‍👦"
        let label = try status(String(repeating: family, count: 25))
        // 20 clusters on the first line, 5 on the second
        #expect(label.lines == [String(repeating: family, count: 20), String(repeating: family, count: 5)])
        #expect(label.frame.size == CGSize(width: 200, height: 40))
    }

    @Test("CJK without spaces wraps between characters")
    func cjkWrapping() throws {
        let text = String(repeating: "読み込み中", count: 5)  // 25 clusters
        let label = try status(text)
        #expect(label.lines.map(\.count) == [20, 5])
        #expect(label.lines.joined() == text)
        #expect(label.writingDirection == .leftToRight)
    }

    @Test("Combining marks stay with their letter")
    func combiningMarks() throws {
        let letter = "e\u{301}"  // é as e + combining acute: one cluster
        let label = try status(String(repeating: letter, count: 21))
        #expect(label.lines == [String(repeating: letter, count: 20), letter])
    }

    @Test("A word longer than a line is broken inside the word")
    func longWord() throws {
        let label = try status("Supercalifragilisticexpialidocious is long")
        // The 34-letter word breaks after 20 letters; the other 14 + " is long" is 22 clusters,
        // more than 20, so that line ends at the last space that fits, after "is" (17 clusters).
        #expect(label.lines == ["Supercalifragilistic", "expialidocious is", "long"])
    }

    @Test("Explicit line breaks start new lines; an empty line in between is kept")
    func lineBreaks() throws {
        let label = try status("One\n\nThree\r\nFour\n")
        #expect(label.lines == ["One", "", "Three", "Four"])
        #expect(label.frame.size == CGSize(width: 50, height: 80))
    }

    @Test("Spaces at a wrap are dropped, and do not start the next line")
    func spacesAtWrap() throws {
        let label = try status("abcdefghijklmnopqrs     tuv")
        // 19 letters + 5 spaces: the wrap falls in the spaces; the next line starts at "tuv"
        #expect(label.lines == ["abcdefghijklmnopqrs", "tuv"])
        #expect(label.frame.width == 190)
    }

    @Test("A line break right after the spaces of a wrap starts no empty line")
    func lineBreakAfterWrap() throws {
        let label = try status("abcdefghijklmnopqrs     \ntuv")
        // 19 letters + 5 spaces: the wrap falls in the spaces and has ended the line, so the
        // line break after them is used up; without that, an empty line would come before "tuv"
        #expect(label.lines == ["abcdefghijklmnopqrs", "tuv"])
        #expect(label.frame.size == CGSize(width: 190, height: 40))
    }

    @Test("A truncated last line that is a whole paragraph gets the ellipsis after it")
    func truncatedAtParagraphEnd() throws {
        // the long status takes 14 lines and leaves the details one line of 16 pt (see the
        // layout rules); "Loading" fits that line whole, but "more" is cut off after it
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: String(repeating: "abcdefghi ", count: 100),
                                            details: "Loading\nmore"), in: .phone)
        let details = try #require(layout.details)
        #expect(details.lines == ["Loading…"])
        #expect(details.isTruncated)
        #expect(details.frame.size == CGSize(width: 80, height: 16))
    }

    @Test("A truncated last line that is empty, or where nothing fits beside the ellipsis, is the ellipsis alone")
    func ellipsisAlone() {
        let font = HUD.Font(textStyle: .subheadline)
        // an empty paragraph as the last line allowed
        let grid = LineBreaker(measurer: GridMeasurer(), font: font, maximumWidth: 200)
        #expect(grid.lines(of: "One\n\nThree", maximumLines: 2) == (["One", "…"], true))
        // clusters 150 pt wide: one fits a 200 pt line, but not one and "…" (300 pt)
        let wide = LineBreaker(measurer: GridMeasurer(graphemeWidth: 150), font: font, maximumWidth: 200)
        #expect(wide.lines(of: "abc", maximumLines: 3) == (["a", "b", "c"], false))
        #expect(wide.lines(of: "abc", maximumLines: 1) == (["…"], true))
    }

    @Test("Hebrew runs right to left and wraps like any text")
    func hebrew() throws {
        let word = "אבגדהוזחט"  // 9 letters
        let label = try status([word, word, word].joined(separator: " "))
        #expect(label.writingDirection == .rightToLeft)
        #expect(label.lines == ["\(word) \(word)", word])
    }

    @Test("Arabic with diacritics runs right to left")
    func arabic() throws {
        let label = try status("جارٍ التحميل")
        #expect(label.writingDirection == .rightToLeft)
    }

    @Test("Truncated right-to-left text keeps its direction, the ellipsis at the logical end")
    func truncatedHebrew() throws {
        let word = "אבגדהוזחט"
        let label = try status(String(repeating: word + " ", count: 10_000))
        #expect(label.writingDirection == .rightToLeft)
        #expect(label.lines.count == 15)
        #expect(label.lines.last == "\(word) \(word)…")
    }

    @Test("The first strong letter decides the direction", arguments: [
        ("123 שלום", HUD.WritingDirection.rightToLeft),
        ("Hello שלום", .leftToRight),
        ("«مرحبا» hello", .rightToLeft),
        ("Ωμέγα", .leftToRight),
        ("한국어", .leftToRight),
    ])
    func firstStrongLetter(text: String, direction: HUD.WritingDirection) throws {
        let label = try status(text)
        #expect(label.writingDirection == direction)
    }

    @Test("Text with no letters runs in the container's direction", arguments: [
        HUD.WritingDirection.leftToRight, .rightToLeft,
    ])
    func neutralText(layoutDirection: HUD.WritingDirection) throws {
        let container = HUD.Layout.Container(size: CGSize(width: 390, height: 844), layoutDirection: layoutDirection)
        let label = try status("🎉 42 %", container: container)
        #expect(label.writingDirection == layoutDirection)
    }

    @Test("Whitespace-only text is one blank line")
    func whitespaceOnly() throws {
        let label = try status("   ")
        #expect(label.lines == [""])
        #expect(label.frame.size == CGSize(width: 0, height: 20))
    }

    @Test("A measurer that calls every line infinitely wide gets one cluster a line, each a full line wide")
    func infiniteWidths() throws {
        struct Infinite: HUD.TextMeasuring {
            func width(of line: String, font: HUD.Font) -> CGFloat { .infinity }
            func lineHeight(of font: HUD.Font) -> CGFloat { 20 }
        }
        let layout = HUD.Layout(configuration: HUD.Configuration(), content: HUD.Content(indicator: .text, status: "abc"),
                                container: .phone, measurer: Infinite())
        let status = try #require(layout.status)
        #expect(status.lines == ["a", "b", "c"])
        #expect(status.frame.size == CGSize(width: 200, height: 60))
    }

    @Test("A line height that is not a positive number falls back to 1.2 times the point size", arguments: [
        CGFloat.nan, .infinity, 0, -5,
    ])
    func lineHeightFallback(height: CGFloat) throws {
        struct BadLineHeight: HUD.TextMeasuring {
            let height: CGFloat
            func width(of line: String, font: HUD.Font) -> CGFloat { CGFloat(line.count) * 10 }
            func lineHeight(of font: HUD.Font) -> CGFloat { height }
        }
        let layout = HUD.Layout(configuration: HUD.Configuration(),
                                content: HUD.Content(indicator: .text, status: "Hi", details: "There"),
                                container: .phone, measurer: BadLineHeight(height: height))
        let status = try #require(layout.status)
        let details = try #require(layout.details)
        // subheadline 15 pt × 1.2 = 18; footnote 13 pt × 1.2 = 15.6, rounded up to 16 for the frame
        #expect(status.lineHeight == 18)
        #expect(status.frame.size == CGSize(width: 20, height: 18))
        #expect(abs(details.lineHeight - 15.6) < 1e-9)
        #expect(details.frame.size == CGSize(width: 50, height: 16))
    }

    @Test("A measurer that answers nonsense still gives a finite layout")
    func nonsenseMeasurer() throws {
        struct Nonsense: HUD.TextMeasuring {
            let width: CGFloat
            let height: CGFloat
            func width(of line: String, font: HUD.Font) -> CGFloat { width }
            func lineHeight(of font: HUD.Font) -> CGFloat { height }
        }
        for measurer in [Nonsense(width: .nan, height: .nan), Nonsense(width: .infinity, height: 0),
                         Nonsense(width: -5, height: -5), Nonsense(width: 0, height: .leastNonzeroMagnitude)] {
            let layout = HUD.Layout(
                configuration: HUD.Configuration(),
                content: HUD.Content(indicator: .spinner, status: String(repeating: "ab ", count: 1000)),
                container: .phone,
                measurer: measurer
            )
            let status = try #require(layout.status)
            #expect(status.frame.width <= 200)
            #expect(status.frame.width >= 0)
            #expect(status.lines.isEmpty == false)
            #expect(layout.bezelFrame.isFinite)
        }
    }
}
