import Foundation
import Testing
@testable import StatusHUD

/// The layout rules, one at a time, with every expected number worked out by hand from the
/// defaults (ring radius 18, without text 24, thickness 2, image 28 × 28, margins 12, spacing 8)
/// and ``GridMeasurer`` (10 pt per grapheme cluster, status lines 20 pt, details lines 16 pt).
@Suite("Layout rules")
struct LayoutRuleTests {
    // MARK: Sizes

    @Test("A spinner without text is 84 × 84 pt, centred")
    func spinnerWithoutText() {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone)
        // ring box (24 + 2/2 + 5) × 2 = 60; bezel 12 + 60 + 12 = 84
        // origin ((390 − 84) / 2, (844 − 84) / 2) = (153, 380)
        #expect(layout.bezelFrame == CGRect(x: 153, y: 380, width: 84, height: 84))
        #expect(layout.indicatorFrame == CGRect(x: 12, y: 12, width: 60, height: 60))
        #expect(layout.status == nil)
        #expect(layout.details == nil)
    }

    @Test("A glyph or image without text is 52 × 52 pt", arguments: [
        HUD.Indicator.success, .error, .info, .image(TestImage.make(width: 2, height: 2)),
    ])
    func glyphWithoutText(indicator: HUD.Indicator) {
        let layout = HUD.Layout(HUD.Content(indicator: indicator), in: .phone)
        // 12 + 28 + 12 = 52; origin ((390 − 52) / 2, (844 − 52) / 2) = (169, 396)
        #expect(layout.bezelFrame == CGRect(x: 169, y: 396, width: 52, height: 52))
        #expect(layout.indicatorFrame == CGRect(x: 12, y: 12, width: 28, height: 28))
    }

    @Test("A spinner with a one-line status is max(48, text) + 24 wide and 12 + 48 + 8 + text + 12 tall")
    func spinnerWithOneLineStatus() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Loading"), in: .phone)
        // "Loading": 7 clusters × 10 = 70 wide, one line 20 tall; ring box (18 + 1 + 5) × 2 = 48
        // width max(48, 70) + 24 = 94; height 12 + 48 + 8 + 20 + 12 = 100
        // origin (floor(195 − 47), floor(422 − 50)) = (148, 372)
        #expect(layout.bezelFrame == CGRect(x: 148, y: 372, width: 94, height: 100))
        #expect(layout.indicatorFrame == CGRect(x: (94 - 48) / 2, y: 12, width: 48, height: 48))
        let status = try #require(layout.status)
        #expect(status.frame == CGRect(x: 12, y: 12 + 48 + 8, width: 70, height: 20))
        #expect(status.lines == ["Loading"])
        #expect(status.isTruncated == false)
    }

    @Test("A status narrower than the ring leaves the ring's width: max(48, 20) + 24 = 72")
    func statusNarrowerThanRing() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Hi"), in: .phone)
        #expect(layout.bezelFrame.size == CGSize(width: 48 + 24, height: 12 + 48 + 8 + 20 + 12))
        let status = try #require(layout.status)
        #expect(status.frame == CGRect(x: (72 - 20) / 2, y: 68, width: 20, height: 20))
    }

    @Test("The progress bar is 120 × 8 pt and the pie takes the ring's box")
    func progressStyles() {
        var configuration = HUD.Configuration()
        configuration.progressStyle = .bar
        let bar = HUD.Layout(HUD.Content(indicator: .progress(0.5)), in: .phone, configuration: configuration)
        // 12 + 120 + 12 = 144 wide, 12 + 8 + 12 = 32 tall; origin (123, 406)
        #expect(bar.bezelFrame == CGRect(x: 123, y: 406, width: 144, height: 32))
        #expect(bar.indicatorFrame == CGRect(x: 12, y: 12, width: 120, height: 8))

        configuration.progressStyle = .pie
        let pie = HUD.Layout(HUD.Content(indicator: .progress(0.5), status: "Hi"), in: .phone, configuration: configuration)
        #expect(pie.indicatorFrame?.size == CGSize(width: 48, height: 48))
    }

    @Test("Text only has no indicator box: 12 + 40 + 12 by 12 + 20 + 12")
    func textOnly() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: "Done"), in: .phone)
        #expect(layout.indicatorFrame == nil)
        #expect(layout.bezelFrame.size == CGSize(width: 64, height: 44))
        #expect(try #require(layout.status).frame == CGRect(x: 12, y: 12, width: 40, height: 20))
    }

    @Test("Text only without text is just the margins, 24 × 24 pt")
    func emptyTextOnly() {
        let layout = HUD.Layout(HUD.Content(indicator: .text), in: .phone)
        #expect(layout.bezelFrame == CGRect(x: 183, y: 410, width: 24, height: 24))
    }

    @Test("An empty status counts as no status: the spinner keeps its no-text radius")
    func emptyStatus() {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "", details: ""), in: .phone)
        #expect(layout.status == nil)
        #expect(layout.details == nil)
        #expect(layout.bezelFrame.size == CGSize(width: 84, height: 84))
    }

    @Test("Details sit 4 pt under the status, each centred")
    func statusAndDetails() throws {
        let content = HUD.Content(indicator: .spinner, status: "Loading", details: "Please wait")
        let layout = HUD.Layout(content, in: .phone)
        // status 70 × 20; details 11 × 10 = 110 wide, 16 tall
        // width max(48, 110) + 24 = 134; height 12 + 48 + 8 + 20 + 4 + 16 + 12 = 120
        #expect(layout.bezelFrame.size == CGSize(width: 134, height: 120))
        #expect(try #require(layout.status).frame == CGRect(x: (134 - 70) / 2, y: 68, width: 70, height: 20))
        #expect(try #require(layout.details).frame == CGRect(x: 12, y: 68 + 20 + 4, width: 110, height: 16))
    }

    @Test("Details without a status sit where the status would")
    func detailsOnly() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .success, details: "Saved"), in: .phone)
        // box 28; details 50 × 16; width max(28, 50) + 24 = 74; height 12 + 28 + 8 + 16 + 12 = 76
        #expect(layout.bezelFrame.size == CGSize(width: 74, height: 76))
        #expect(try #require(layout.details).frame == CGRect(x: 12, y: 48, width: 50, height: 16))
    }

    @Test("The bezel is at least the minimum size, with its content centred in it")
    func minimumSize() {
        var configuration = HUD.Configuration()
        configuration.minimumSize = CGSize(width: 200, height: 150)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        #expect(layout.bezelFrame == CGRect(x: 95, y: 347, width: 200, height: 150))
        // ((200 − 60) / 2, (150 − 60) / 2)
        #expect(layout.indicatorFrame == CGRect(x: 70, y: 45, width: 60, height: 60))
    }

    // MARK: Text limits

    @Test("Labels wrap at 200 pt between words")
    func wrapping() throws {
        let text = "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi"
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: text), in: .phone)
        let status = try #require(layout.status)
        // 20 clusters fit in 200 pt; the 20th is a space, so each line holds two words (19 clusters)
        #expect(status.lines == ["abcdefghi abcdefghi", "abcdefghi abcdefghi", "abcdefghi"])
        #expect(status.frame.size == CGSize(width: 190, height: 60))
    }

    @Test("Text over 300 pt is cut after 15 lines, the last ending with an ellipsis")
    func truncation() throws {
        let text = String(repeating: "abcdefghi ", count: 10_000)
        #expect(text.count == 100_000)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: text), in: .phone)
        let status = try #require(layout.status)
        // 300 / 20 = 15 lines; the last: 19 clusters + "…" = 200 pt
        #expect(status.lines.count == 15)
        #expect(status.lines.dropLast().allSatisfy { $0 == "abcdefghi abcdefghi" })
        #expect(status.lines.last == "abcdefghi abcdefghi…")
        #expect(status.isTruncated)
        #expect(status.frame.size == CGSize(width: 200, height: 300))
        // width max(48, 200) + 24 = 224; height 12 + 48 + 8 + 300 + 12 = 380
        #expect(layout.bezelFrame == CGRect(x: 83, y: 232, width: 224, height: 380))
    }

    @Test("A long status leaves one details line: 14 status lines + 4 + 16 = 300 pt")
    func truncationWithDetails() throws {
        let text = String(repeating: "abcdefghi ", count: 10_000)
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: text, details: text), in: .phone)
        let status = try #require(layout.status)
        let details = try #require(layout.details)
        // status limit 300 − 4 − 16 = 280 → 14 lines; details get 300 − 280 − 4 = 16 → 1 line
        #expect(status.lines.count == 14)
        #expect(details.lines == ["abcdefghi abcdefghi…"])
        #expect(details.frame.maxY - status.frame.minY == 300)
    }

    @Test("Long details get what the status leaves: floor((300 − 20 − 4) / 16) = 17 lines")
    func longDetails() throws {
        let text = String(repeating: "abcdefghi ", count: 100)
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: "Loading", details: text), in: .phone)
        let details = try #require(layout.details)
        #expect(details.lines.count == 17)
        #expect(details.frame.height == CGFloat(17 * 16))
        #expect(details.isTruncated)
    }

    @Test("Each label keeps one line even when it is taller than the 300 pt limit")
    func lineTallerThanLimit() throws {
        struct Tall: HUD.TextMeasuring {
            func width(of line: String, font: HUD.Font) -> CGFloat { CGFloat(line.count) * 10 }
            func lineHeight(of font: HUD.Font) -> CGFloat { 400 }
        }
        let layout = HUD.Layout(configuration: HUD.Configuration(),
                                content: HUD.Content(indicator: .text, status: "abc def", details: "x"),
                                container: .phone, measurer: Tall())
        let status = try #require(layout.status)
        let details = try #require(layout.details)
        // status room 300 − 4 − 400 < one line, details room 300 − 400 − 4 < one line: one each
        #expect(status.lines == ["abc def"])
        #expect(status.isTruncated == false)
        #expect(status.frame == CGRect(x: 12, y: 12, width: 70, height: 400))
        #expect(details.lines == ["x"])
        #expect(details.frame == CGRect(x: 42, y: 12 + 400 + 4, width: 10, height: 400))
        // 12 + 400 + 4 + 400 + 12 = 828 tall, 12 + 70 + 12 = 94 wide
        #expect(layout.bezelFrame.size == CGSize(width: 94, height: 828))
    }

    @Test("Only the drawn part of a huge text is measured")
    func hugeTextWorkIsBounded() {
        let counter = GridMeasurer.Counter()
        let text = String(repeating: "abcdefghi ", count: 10_000)
        _ = HUD.Layout(
            configuration: HUD.Configuration(),
            content: HUD.Content(indicator: .spinner, status: text, details: text),
            container: .phone,
            measurer: GridMeasurer(counter: counter)
        )
        // Each line window holds at most 1,000 clusters and is measured about log2(1000) ≈ 10
        // times in halving prefixes (≈ 1,000 clusters in all); 16 lines ≈ 16,000. Far less than
        // reading both texts once (200,000).
        #expect(counter.measuredGraphemes < 40_000)
        #expect(counter.measuredGraphemes > 0)
    }

    // MARK: Position

    @Test("The bezel is centred in the part above the keyboard and inside the safe area")
    func keyboardAndSafeArea() {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phoneWithKeyboard)
        // free area: y from 47 to 844 − max(34, 336) = 508; centre y (47 + 508) / 2 = 277.5
        #expect(layout.freeArea == CGRect(x: 0, y: 47, width: 390, height: 461))
        // origin y floor(277.5 − 42) = 235
        #expect(layout.bezelFrame == CGRect(x: 153, y: 235, width: 84, height: 84))
    }

    @Test("A keyboard shorter than the bottom safe area changes nothing")
    func keyboardInsideSafeArea() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            keyboardHeight: 20
        )
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        // free y from 47 to 810, centre 428.5; origin floor(428.5 − 42) = 386
        #expect(layout.bezelFrame.origin == CGPoint(x: 153, y: 386))
    }

    @Test("Landscape side insets centre the bezel between them")
    func landscape() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 844, height: 390),
            safeAreaInsets: HUD.EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        )
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        // free x 47…797, centre 422; free y 0…369, centre 184.5
        // origin (422 − 42, floor(184.5 − 42)) = (380, 142)
        #expect(layout.bezelFrame.origin == CGPoint(x: 380, y: 142))
    }

    @Test("offsetFromCenter moves the bezel")
    func offset() {
        var configuration = HUD.Configuration()
        configuration.offsetFromCenter = HUD.Offset(horizontal: 10, vertical: -100)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        #expect(layout.bezelFrame.origin == CGPoint(x: 153 + 10, y: 380 - 100))
    }

    @Test("The bezel never leaves the container, however far it is offset", arguments: [
        (HUD.Offset(horizontal: 10_000, vertical: 10_000), CGPoint(x: 390 - 84, y: 844 - 84)),
        (HUD.Offset(horizontal: -10_000, vertical: -10_000), CGPoint(x: 0, y: 0)),
        (HUD.Offset(horizontal: .infinity, vertical: -.infinity), CGPoint(x: 153, y: 380)),
        (HUD.Offset(horizontal: .greatestFiniteMagnitude, vertical: -.greatestFiniteMagnitude), CGPoint(x: 306, y: 0)),
        (HUD.Offset(horizontal: .nan, vertical: .nan), CGPoint(x: 153, y: 380)),
    ])
    func offsetIsClamped(offset: HUD.Offset, origin: CGPoint) {
        var configuration = HUD.Configuration()
        configuration.offsetFromCenter = offset
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        #expect(layout.bezelFrame.origin == origin)
    }

    @Test("A keyboard over the whole container puts the bezel at the top")
    func keyboardCoversEverything() {
        let container = HUD.Layout.Container(size: CGSize(width: 390, height: 300), keyboardHeight: 400)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        // free area is the empty line y = 0; centre y 0 → origin −42 → kept inside at 0
        #expect(layout.freeArea == CGRect(x: 0, y: 0, width: 390, height: 0))
        #expect(layout.bezelFrame.origin == CGPoint(x: 153, y: 0))
    }
}
