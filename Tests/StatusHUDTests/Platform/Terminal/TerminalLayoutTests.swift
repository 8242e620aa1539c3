#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

@Suite("Terminal layout")
struct TerminalLayoutTests {
    private func text(_ frame: TerminalFrame) -> String {
        String(frame.cells.map(\.character))
    }

    // MARK: Progress bar

    @Test func theBarFillsInEighthsOfAColumn() {
        #expect(TerminalProgressBar.bar(0, columns: 10) == "          ")
        #expect(TerminalProgressBar.bar(0.5, columns: 10) == "█████     ")
        #expect(TerminalProgressBar.bar(0.53, columns: 10) == "█████▎    ")   // 42 of 80 eighths
        #expect(TerminalProgressBar.bar(1.0 / 80, columns: 10) == "▏         ")
        #expect(TerminalProgressBar.bar(79.0 / 80, columns: 10) == "█████████▉")
        #expect(TerminalProgressBar.bar(1, columns: 10) == "██████████")
    }

    @Test func everyEighthGivesItsOwnBar() {
        let bars = (0...80).map { TerminalProgressBar.bar(Double($0) / 80, columns: 10) }
        #expect(Set(bars).count == 81)
        #expect(bars.allSatisfy { CharacterWidth.columns(of: $0) == 10 })
    }

    @Test func badProgressValuesGiveAnEmptyOrFullBar() {
        #expect(TerminalProgressBar.bar(.nan, columns: 4) == "    ")
        #expect(TerminalProgressBar.bar(-1, columns: 4) == "    ")
        #expect(TerminalProgressBar.bar(7, columns: 4) == "████")
        #expect(TerminalProgressBar.bar(.infinity, columns: 4) == "████")
        #expect(TerminalProgressBar.bar(0.5, columns: 0) == "")
    }

    @Test func thePercentageRoundsDownSoOnlyDoneShows100() {
        #expect(TerminalProgressBar.percentage(0) == "  0%")
        #expect(TerminalProgressBar.percentage(0.29) == " 29%")
        #expect(TerminalProgressBar.percentage(0.999) == " 99%")
        #expect(TerminalProgressBar.percentage(1) == "100%")
        #expect(TerminalProgressBar.percentage(.nan) == "  0%")
    }

    // MARK: Live lines

    @Test func aSpinnerLineIsTheFrameThenTheStatusThenTheDetails() {
        let line = TerminalLine(kind: .spinner, status: "Uploading", details: "3 of 12")
        let frame = TerminalLayout.frame(for: line, tick: 1, columns: 80)
        #expect(text(frame) == "⠙ Uploading  3 of 12")
        #expect(frame.cells.first?.style == .indicator)
        #expect(frame.cells.last?.style == .details)
    }

    @Test func theSpinnerGoesRoundInTenFrames() {
        let line = TerminalLine(kind: .spinner)
        let frames = (0..<20).map { text(TerminalLayout.frame(for: line, tick: $0, columns: 80)) }
        #expect(Set(frames).count == 10)
        #expect(frames[0] == frames[10])
        #expect(text(TerminalLayout.frame(for: line, tick: -1, columns: 80)) == "⠏")
    }

    @Test func aProgressLineIsTheBarThePercentageAndTheStatus() {
        let line = TerminalLine(kind: .progress(0.5), status: "Copying")
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: 80)
        #expect(text(frame) == "▕██████████          ▏  50% Copying")
    }

    @Test func aNarrowTerminalGetsANarrowerBarThenOnlyThePercentage() {
        let line = TerminalLine(kind: .progress(0.5), status: "Copying")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 30)) == "▕█████▌     ▏  50% Copying")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 12)) == " 50% Copyi…")
    }

    @Test(arguments: [0, 1, 2, 3, 5, 10, 40, 80, 200])
    func noLineIsWiderThanTheTerminalLessOneColumn(columns: Int) {
        let statuses = [
            String(repeating: "x", count: 100_000),
            String(repeating: "日本", count: 100),
            String(repeating: "👨‍👩‍👧", count: 100),
            String(repeating: "e\u{301}", count: 300),
            String(repeating: "שלום ", count: 60),
        ]
        for status in statuses {
            for kind in [TerminalLine.Kind.spinner, .progress(0.37)] {
                for title in [nil, "Cancel", status] {
                    let line = TerminalLine(kind: kind, status: status, details: "d", actionTitle: title)
                    let frame = TerminalLayout.frame(for: line, tick: 0, columns: columns)
                    #expect(frame.width <= max(columns - 1, 0))
                }
            }
        }
    }

    @Test func cutTextEndsInAnEllipsisOnAWholeCharacter() {
        let line = TerminalLine(kind: .spinner, status: "日本語のテキスト")
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: 10)   // 9 usable columns
        #expect(text(frame) == "⠋ 日本語…")
        #expect(frame.width == 9)
    }

    // MARK: Action button

    @Test func theButtonIsAKeyHintAfterTheTextInReverseVideo() {
        let line = TerminalLine(kind: .spinner, status: "Exporting", details: "2 of 5", actionTitle: "Cancel")
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: 80)
        #expect(text(frame) == "⠋ Exporting  2 of 5   ^C Cancel ")
        #expect(frame.cells.suffix(11).allSatisfy { $0.style == .button })
    }

    @Test func theTextIsCutBeforeTheButtonIs() {
        let line = TerminalLine(kind: .progress(0.5), status: String(repeating: "long ", count: 40), actionTitle: "Cancel")
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: 40)
        #expect(text(frame).hasSuffix("…   ^C Cancel "))
        #expect(frame.width == 39)
    }

    @Test func aLongTitleTakesAtMostHalfTheLine() {
        let line = TerminalLine(kind: .spinner, status: "Working", actionTitle: String(repeating: "Stop ", count: 30))
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: 41)
        let hint = String(text(frame).drop { $0 != "^" })
        #expect(hint.hasPrefix("^C Stop"))
        #expect(hint.hasSuffix("… "))
        #expect(text(frame).hasPrefix("⠋ Working"))
        #expect(frame.width <= 40)
    }

    /// At 20 columns the status came out as nothing but "▕█▏ ▏ …   ^C C…" before.
    @Test func theStatusKeepsItsFirstColumnsAndTheHintGoesFirst() {
        let line = TerminalLine(kind: .spinner, status: "Exporting clips", actionTitle: "Cancel")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 20)) == "⠋ Exporting clips")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 30)) == "⠋ Exporting cli…   ^C Cancel ")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 31)) == "⠋ Exporting clips   ^C Cancel ")
        let short = TerminalLine(kind: .spinner, status: "Go", actionTitle: "Cancel")
        #expect(text(TerminalLayout.frame(for: short, tick: 0, columns: 20)) == "⠋ Go   ^C Cancel ", "short text leaves the hint room")
    }

    /// At 30 columns with a Cancel hint a progress line read `▕███▊ ▏ …  ^C Cancel`: the bar had
    /// taken the columns of the percentage and the status. The percentage and the status's start
    /// now come before the hint, and the bar gets only what is left.
    @Test(arguments: [
        (20, nil, " 40% Exporting cli…"),
        (20, "Cancel", " 40% Exporting cli…"),
        (30, nil, "▕████▍      ▏  40% Exporting…"),
        (30, "Cancel", " 40% Exporting…   ^C Cancel "),
        (40, nil, "▕██████▍         ▏  40% Exporting clips"),
        (40, "Cancel", "▕███▏    ▏  40% Exporting…   ^C Cancel "),
    ] as [(Int, String?, String)])
    func aNarrowProgressLineKeepsItsPercentageAndStatus(columns: Int, hint: String?, expected: String) {
        let line = TerminalLine(kind: .progress(0.4), status: "Exporting clips", actionTitle: hint)
        let frame = TerminalLayout.frame(for: line, tick: 0, columns: columns)
        #expect(text(frame) == expected)
        #expect(frame.width <= columns - 1)
    }

    /// From 20 columns on, any status and any hint: the percentage (or spinner) and the status's
    /// first columns come before the hint.
    @Test(arguments: Array(20...90))
    func thePercentageAndTheStatusStartComeBeforeAnyHint(columns: Int) {
        let statuses = ["Exporting clips", "Go", String(repeating: "Exporting ", count: 20), "日本語のステータスです"]
        for status in statuses {
            for hint in [nil, "Cancel", String(repeating: "Stop ", count: 30)] {
                let start = Self.start(of: status, columns: 8)
                let progress = text(TerminalLayout.frame(for: TerminalLine(kind: .progress(0.4), status: status, actionTitle: hint),
                                                         tick: 0, columns: columns))
                let beforeHint = progress.components(separatedBy: " ^C ")[0]
                #expect(beforeHint.contains(" 40% " + start), "\(columns) columns: \(progress)")
                let spinner = text(TerminalLayout.frame(for: TerminalLine(kind: .spinner, status: status, actionTitle: hint),
                                                        tick: 0, columns: columns))
                #expect(spinner.components(separatedBy: " ^C ")[0].hasPrefix("⠋ " + start), "\(columns) columns: \(spinner)")
            }
        }
    }

    /// The longest start of `text` that takes at most `columns`.
    private static func start(of text: String, columns: Int) -> String {
        var start = ""
        for character in text {
            guard CharacterWidth.columns(of: start + String(character)) <= columns else { break }
            start.append(character)
        }
        return start
    }

    @Test func aTinyTerminalShowsWhatFits() {
        let line = TerminalLine(kind: .spinner, status: "Loading")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 0)).isEmpty)
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 1)).isEmpty)
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 2)) == "⠋")
        #expect(text(TerminalLayout.frame(for: line, tick: 0, columns: 3)) == "⠋…")
    }

    @Test func rightToLeftTextMarksTheFrame() {
        let frame = TerminalLayout.frame(for: TerminalLine(kind: .spinner, status: "שומר"), tick: 0, columns: 80)
        #expect(frame.isRightToLeft)
        #expect(text(frame) == "⠋ שומר")
    }

    // MARK: Results

    @Test func resultTextHasAColouredGlyphAndTheWholeText() {
        let long = String(repeating: "x", count: 500)
        let success = TerminalLine(kind: .success, status: long)
        #expect(TerminalLayout.resultText(for: success, colors: true) == "\u{1B}[1;32m✔\u{1B}[0m " + long)
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .error, status: "No"), colors: false) == "✖ No")
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .info, status: "Hi"), colors: false) == "ℹ Hi")
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .image(TestImage.make()), status: "Pic"), colors: false) == "• Pic")
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .text, status: "Note"), colors: false) == "Note")
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .success), colors: false) == "✔")
        #expect(TerminalLayout.resultText(for: TerminalLine(kind: .info, status: "A", details: "b"), colors: true)
            == "\u{1B}[1;34mℹ\u{1B}[0m A  \u{1B}[2mb\u{1B}[0m")
    }

    /// A 100,000-character success printed about 1,000 rows before.
    @Test func aResultLongerThanAFewRowsIsCutOnATerminal() {
        let long = String(repeating: "word ", count: 20_000)
        let success = TerminalLine(kind: .success, status: long, details: "details")
        let cut = TerminalLayout.resultText(for: success, colors: false, columns: 40)
        #expect(CharacterWidth.columns(of: cut) <= 40 * TerminalLayout.maximumResultRows - 1)
        #expect(cut.hasPrefix("✔ word word") && cut.hasSuffix("…"))
        let wide = TerminalLine(kind: .error, status: String(repeating: "漢", count: 500))
        let wideCut = TerminalLayout.resultText(for: wide, colors: false, columns: 40)
        #expect(CharacterWidth.columns(of: wideCut) <= 159 && wideCut.hasSuffix("漢…"))
        let withDetails = TerminalLine(kind: .info, status: "Synced", details: String(repeating: "d", count: 400))
        let detailsCut = TerminalLayout.resultText(for: withDetails, colors: false, columns: 40)
        #expect(detailsCut.hasPrefix("ℹ Synced  ddd") && detailsCut.hasSuffix("d…") && CharacterWidth.columns(of: detailsCut) <= 159)
        let short = TerminalLine(kind: .success, status: "Saved", details: "in the cloud")
        #expect(TerminalLayout.resultText(for: short, colors: true, columns: 40) == TerminalLayout.resultText(for: short, colors: true))
    }

    @Test func aLineFromContentSanitisesItsText() {
        let line = TerminalLine(HUD.Content(indicator: .progress(.nan), status: "a\nb", details: "\u{1B}[1m"))
        #expect(line.kind == .progress(0))
        #expect(line.status == "a b")
        #expect(line.details == "[1m")
    }
}
#endif
