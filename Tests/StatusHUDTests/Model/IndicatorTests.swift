import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDPlatform

/// `HUD.Indicator` as a value that can gain kinds: each kind built, read back and compared; a
/// progress made valid; and the results (success, error, info) listed once, in
/// `HUD.Indicator.Result`, and decided for everywhere from that list.
@Suite("Indicator")
struct IndicatorTests {
    static let image = TestImage.make(width: 2, height: 2)

    /// Every kind: the indicator, its kind, its progress and whether it carries the image.
    static let table: [(indicator: HUD.Indicator, kind: HUD.Indicator.Kind, progress: Double?, hasImage: Bool)] = [
        (.spinner, .spinner, nil, false),
        (.progress(0.25), .progress, 0.25, false),
        (.success, .success, nil, false),
        (.error, .error, nil, false),
        (.info, .info, nil, false),
        (.image(image), .image, nil, true),
        (.text, .text, nil, false),
    ]

    @Test func eachKindRoundTrips() {
        for row in Self.table {
            #expect(row.indicator.kind == row.kind, "\(row.indicator)")
            #expect(row.indicator.progress == row.progress, "\(row.indicator)")
            #expect((row.indicator.image == Self.image) == row.hasImage, "\(row.indicator)")
            #expect((row.indicator.image != nil) == row.hasImage, "\(row.indicator)")
            // through content, as a presenter receives it
            #expect(HUD.Content(indicator: row.indicator).indicator == row.indicator)
        }
    }

    @Test func kindsAndIndicatorsAreDistinct() {
        #expect(Set(Self.table.map(\.kind)).count == Self.table.count)
        for (index, row) in Self.table.enumerated() {
            for (other, otherRow) in Self.table.enumerated() {
                #expect((row.indicator == otherRow.indicator) == (index == other), "\(row.indicator) vs \(otherRow.indicator)")
            }
        }
        #expect(HUD.Indicator.progress(0.25) != .progress(0.5))
        #expect(HUD.Indicator.image(TestImage.make(width: 3, height: 2)) != .image(Self.image))
    }

    @Test(arguments: [(Double.nan, 0.0), (.infinity, 1), (-.infinity, 0), (-0.5, 0), (1.5, 1), (0, 0), (1, 1), (0.3, 0.3),
                      (-0.0, 0), (.leastNonzeroMagnitude, .leastNonzeroMagnitude), (.greatestFiniteMagnitude, 1)])
    func aProgressIsMadeValid(given: Double, expected: Double) {
        let indicator = HUD.Indicator.progress(given)
        #expect(indicator.progress == expected)
        #expect(indicator == .progress(expected))
        #expect(HUD.Content(indicator: .progress(given)).indicator.progress == expected)
        // NaN is stored as 0, so two NaN progresses are equal: no change to draw
        #expect(HUD.Indicator.progress(given) == .progress(given))
        #expect(HUD.Change(from: HUD.Content(indicator: .progress(given)), to: HUD.Content(indicator: .progress(given))).isEmpty)
    }

    /// The results are exactly the kinds whose `isResult` holds, and each is one of `Result`'s cases.
    @Test func theResultKindsAreTheResultList() {
        let results = Self.table.filter(\.kind.isResult)
        #expect(results.map(\.indicator) == HUD.Indicator.Result.allCases.map { HUD.Indicator(.result($0)) })
        #expect(results.map(\.indicator) == [.success, .error, .info])
        for row in Self.table {
            #expect(row.kind.isResult == (row.indicator.result != nil), "\(row.indicator)")
            #expect(row.indicator.isActivity == (row.kind == .spinner || row.kind == .progress), "\(row.indicator)")
        }
    }

    /// Each result, from the one list, gets its own glyph, configured image, haptic, spoken word,
    /// terminal symbol and colour; and every result is treated as a result where results are alike.
    @Test(arguments: HUD.Indicator.Result.allCases)
    func eachResultIsDecidedForEverywhere(result: HUD.Indicator.Result) throws {
        let indicator = HUD.Indicator(.result(result))
        let others = HUD.Indicator.Result.allCases.filter { $0 != result }
        let content = HUD.Content(indicator: indicator)

        // drawn as its own glyph, or as the image configured in its place
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, container: .phone, measurer: GridMeasurer())
        guard case .glyph(let glyph)? = drawing.indicator?.graphic else {
            Issue.record("\(result): no glyph")
            return
        }
        #expect(glyph.kind == result)
        let images = try #require(HUD.Configuration.ResultImages(
            success: result == .success ? Self.image : nil, error: result == .error ? Self.image : nil,
            info: result == .info ? Self.image : nil, tint: nil))
        #expect(images[result] == Self.image)
        #expect(others.allSatisfy { images[$0] == nil })

        // felt and said
        var feedback = HUD.Feedback()
        let cue = feedback.cue(for: content, change: nil, configuration: HUD.Configuration(), now: 0)
        let haptics: [HUD.Indicator.Result: HUD.Feedback.Haptic] = [.success: .success, .error: .error, .info: .warning]
        #expect(cue.haptic == haptics[result])
        #expect(cue.announcement?.meaning == .result(result))
        let words: [HUD.Indicator.Result: String] = [.success: "Success", .error: "Error", .info: "Information"]
        #expect(cue.announcement?.text(languages: ["en"]) == words[result])

        // a toast that can be swiped away, not an activity
        #expect(ToastSwipe(placement: .top, blocksInteraction: false, indicator: indicator, bezelHeight: 40) != nil)

        #if canImport(Glibc) || (canImport(Darwin) && os(macOS))
        // a terminal result line with its own coloured symbol
        let line = TerminalLine(kind: indicator, status: "Done")
        #expect(!line.isLive)
        let symbol = try #require(TerminalLayout.glyph(for: indicator))
        #expect(symbol.style == .result(result))
        #expect(symbol.style.parameters != nil)
        let otherSymbols = others.compactMap { TerminalLayout.glyph(for: HUD.Indicator(.result($0)))?.character }
        #expect(!otherSymbols.contains(symbol.character))
        #expect(TerminalLayout.resultText(for: line, colors: false) == "\(symbol.character) Done")
        #endif
    }
}
