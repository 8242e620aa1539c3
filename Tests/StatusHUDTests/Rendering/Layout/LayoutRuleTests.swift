import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The layout rules, one at a time, with every expected number worked out by hand from the
/// defaults (ring radius 16.5, also without text, thickness 3, image 36 × 36: one 36 pt box;
/// margins 16, spacing 8)
/// and ``GridMeasurer`` (10 pt per grapheme cluster, status lines 20 pt, details lines 16 pt).
@Suite("Layout rules")
struct LayoutRuleTests {
    // MARK: Sizes

    @Test("A spinner without text is 68 × 68 pt, centred")
    func spinnerWithoutText() {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone)
        // ring box (16.5 + 3/2) × 2 = 36; bezel 16 + 36 + 16 = 68
        // origin ((390 − 68) / 2, (844 − 68) / 2) = (161, 388)
        #expect(layout.bezelFrame == CGRect(x: 161, y: 388, width: 68, height: 68))
        #expect(layout.indicatorFrame == CGRect(x: 16, y: 16, width: 36, height: 36))
        #expect(layout.status == nil)
        #expect(layout.details == nil)
    }

    @Test("A glyph or image without text is 68 × 68 pt, as the spinner", arguments: [
        HUD.Indicator.success, .error, .info, .image(TestImage.make(width: 2, height: 2)),
    ])
    func glyphWithoutText(indicator: HUD.Indicator) {
        let layout = HUD.Layout(HUD.Content(indicator: indicator), in: .phone)
        // 16 + 36 + 16 = 68; origin ((390 − 68) / 2, (844 − 68) / 2) = (161, 388)
        #expect(layout.bezelFrame == CGRect(x: 161, y: 388, width: 68, height: 68))
        #expect(layout.indicatorFrame == CGRect(x: 16, y: 16, width: 36, height: 36))
    }

    @Test("A square bezel takes its longer side both ways, its content centred, and is never a capsule")
    func squareBezel() {
        var configuration = HUD.Configuration()
        configuration.isSquare = true
        let wide = HUD.Layout(HUD.Content(indicator: .spinner, status: "Uploading photos"), in: .phone, configuration: configuration)
        let plain = HUD.Layout(HUD.Content(indicator: .spinner, status: "Uploading photos"), in: .phone)
        // The plain bezel is wider than tall (16 characters × 10 + 32 = 192 wide); the square one is 192 × 192.
        #expect(plain.bezelFrame.width > plain.bezelFrame.height)
        #expect(wide.bezelFrame.width == plain.bezelFrame.width && wide.bezelFrame.height == plain.bezelFrame.width)
        #expect(wide.indicatorFrame.map { abs($0.midX - wide.bezelFrame.width / 2) < 0.001 } == true)
        let contentTop = wide.indicatorFrame?.minY ?? 0, contentBottom = wide.status?.frame.maxY ?? 0
        #expect(abs((contentTop - 0) - (wide.bezelFrame.height - contentBottom)) < 16, "content centred vertically")
        let text = HUD.Layout(HUD.Content(indicator: .text, status: "Copied"), in: .phone, configuration: configuration)
        #expect(!text.isCapsule && text.bezelFrame.width == text.bezelFrame.height)
    }

    @Test("A spinner with a one-line status is max(36, text) + 32 wide and 16 + 36 + 8 + text + 12 tall")
    func spinnerWithOneLineStatus() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Loading"), in: .phone)
        // "Loading": 7 clusters × 10 = 70 wide, one line 20 tall; ring box (16.5 + 1.5) × 2 = 36
        // width max(36, 70) + 32 = 102; height 16 + 36 + 8 + 20 + (16 − 4 under the baseline) = 92
        // origin (floor(195 − 51), floor(422 − 46)) = (144, 376)
        #expect(layout.bezelFrame == CGRect(x: 144, y: 376, width: 102, height: 92))
        #expect(layout.indicatorFrame == CGRect(x: (102 - 36) / 2, y: 16, width: 36, height: 36))
        let status = try #require(layout.status)
        #expect(status.frame == CGRect(x: 16, y: 16 + 36 + 8, width: 70, height: 20))
        #expect(status.lines == ["Loading"])
        #expect(status.isTruncated == false)
    }

    @Test("A status narrower than the ring gives a tile as wide as it is tall: 92 × 92, not 68 × 92")
    func statusNarrowerThanRing() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Hi"), in: .phone)
        // height 16 + 36 + 8 + 20 + 12 = 92; width max(36 + 32, 92) = 92
        #expect(layout.bezelFrame.size == CGSize(width: 92, height: 92))
        #expect(layout.indicatorFrame?.midX == 46)
        let status = try #require(layout.status)
        #expect(status.frame == CGRect(x: (92 - 20) / 2, y: 60, width: 20, height: 20))
    }

    @Test("With an indicator the bezel is never narrower than tall; text alone stays a capsule", arguments: [
        HUD.Indicator.spinner, .progress(0.3), .success, .error, .info, .image(TestImage.make(width: 2, height: 2)),
    ])
    func tilesAtLeastSquare(indicator: HUD.Indicator) {
        for status in [nil, "OK", "Saved", "Loading", "A status that wraps onto a second line"] {
            for details in [nil, "1 of 3", "Some details that also wrap onto two lines"] {
                let layout = HUD.Layout(HUD.Content(indicator: indicator, status: status, details: details), in: .phone)
                #expect(layout.bezelFrame.width >= layout.bezelFrame.height, "\(indicator) \(status ?? "-") \(details ?? "-")")
            }
        }
        let capsule = HUD.Layout(HUD.Content(indicator: .text, status: "Copied"), in: .phone)
        #expect(capsule.isCapsule && capsule.bezelFrame.size == CGSize(width: 92, height: 52))
    }

    @Test("The progress bar is at least 120 pt wide and only its own 6 pt tall, across the content; the pie takes the ring's box")
    func progressStyles() {
        var configuration = HUD.Configuration()
        configuration.progressStyle = .bar
        let bar = HUD.Layout(HUD.Content(indicator: .progress(0.5)), in: .phone, configuration: configuration)
        // 16 + 120 + 16 = 152 wide, 16 + 6 + 16 = 38 tall; origin ((390 − 152) / 2, (844 − 38) / 2) = (119, 403)
        #expect(bar.bezelFrame == CGRect(x: 119, y: 403, width: 152, height: 38))
        #expect(bar.indicatorFrame == CGRect(x: 16, y: 16, width: 120, height: 6))
        // A status wider than 120 pt widens the bar with it: 15 clusters, 150 pt; the status
        // sits 8 pt under the bar, with no empty slot between.
        let wide = HUD.Layout(HUD.Content(indicator: .progress(0.5), status: "abcdefghijklmno"), in: .phone, configuration: configuration)
        #expect(wide.indicatorFrame == CGRect(x: 16, y: 16, width: 150, height: 6))
        #expect(abs((wide.status?.frame.minY ?? 0) - (16 + 6 + 8)) < 0.001)
        configuration.ringLineWidth = 20
        let thicker = HUD.Layout(HUD.Content(indicator: .progress(0.5)), in: .phone, configuration: configuration)
        // twice the thickness: 40
        #expect(thicker.indicatorFrame?.size == CGSize(width: 120, height: 40))

        configuration.ringLineWidth = 3
        configuration.progressStyle = .pie
        let pie = HUD.Layout(HUD.Content(indicator: .progress(0.5), status: "Hi"), in: .phone, configuration: configuration)
        #expect(pie.indicatorFrame?.size == CGSize(width: 36, height: 36))
    }

    @Test("Text only has no indicator box: 16 + 40 + 16 by 16 + 20 + 16")
    func textOnly() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: "Done"), in: .phone)
        #expect(layout.indicatorFrame == nil)
        #expect(layout.bezelFrame.size == CGSize(width: 72, height: 52))
        #expect(try #require(layout.status).frame == CGRect(x: 16, y: 16, width: 40, height: 20))
    }

    @Test("Text only without text is just the margins, 32 × 32 pt")
    func emptyTextOnly() {
        let layout = HUD.Layout(HUD.Content(indicator: .text), in: .phone)
        #expect(layout.bezelFrame == CGRect(x: 179, y: 406, width: 32, height: 32))
    }

    @Test("An empty status counts as no status: the spinner keeps its no-text radius")
    func emptyStatus() {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "", details: ""), in: .phone)
        #expect(layout.status == nil)
        #expect(layout.details == nil)
        #expect(layout.bezelFrame.size == CGSize(width: 68, height: 68))
    }

    @Test("Details sit 4 pt under the status, each centred")
    func statusAndDetails() throws {
        let content = HUD.Content(indicator: .spinner, status: "Loading", details: "Please wait")
        let layout = HUD.Layout(content, in: .phone)
        // status 70 × 20; details 11 × 10 = 110 wide, 16 tall
        // width max(36, 110) + 32 = 142; height 16 + 36 + 8 + 20 + 4 + 16 + (16 − 3) = 113
        // (a 16 pt details line keeps round(3.2) = 3 pt under its baseline)
        #expect(layout.bezelFrame.size == CGSize(width: 142, height: 113))
        #expect(try #require(layout.status).frame == CGRect(x: (142 - 70) / 2, y: 60, width: 70, height: 20))
        #expect(try #require(layout.details).frame == CGRect(x: 16, y: 60 + 20 + 4, width: 110, height: 16))
    }

    @Test("Details without a status sit where the status would")
    func detailsOnly() throws {
        let layout = HUD.Layout(HUD.Content(indicator: .success, details: "Saved"), in: .phone)
        // box 36; details 50 × 16; height 16 + 36 + 8 + 16 + 13 = 89; width max(36, 50) + 32 = 82,
        // widened to 89, a tile as wide as tall
        #expect(layout.bezelFrame.size == CGSize(width: 89, height: 89))
        #expect(try #require(layout.details).frame == CGRect(x: 19.5, y: 60, width: 50, height: 16))
    }

    @Test("The bezel is at least the minimum size, with its content centred in it")
    func minimumSize() {
        var configuration = HUD.Configuration()
        configuration.minimumSize = CGSize(width: 200, height: 150)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        #expect(layout.bezelFrame == CGRect(x: 95, y: 347, width: 200, height: 150))
        // ((200 − 36) / 2, (150 − 36) / 2)
        #expect(layout.indicatorFrame == CGRect(x: 82, y: 57, width: 36, height: 36))
    }

    @Test("One margin all round in every state: the air above the indicator equals the air below the last element (its baseline, for text under an indicator) and beside the widest", arguments: [
        HUD.Content(indicator: .spinner), HUD.Content(indicator: .spinner, status: "Loading"),
        HUD.Content(indicator: .progress(0.5), status: "Hi", details: "1 of 3"), HUD.Content(indicator: .success, status: "Saved"),
        HUD.Content(indicator: .text, status: "Copied to the clipboard"), HUD.Content(indicator: .text, status: "נשמר בהצלחה"),
        HUD.Content(indicator: .spinner, status: "Uploading", action: HUD.Action("Cancel") {}),
    ])
    func oneMargin(content: HUD.Content) throws {
        let layout = HUD.Layout(content, in: .phone)
        let parts = [layout.indicatorFrame, layout.status?.frame, layout.details?.frame, layout.button?.frame].compactMap { $0 }
        let ink = try #require(parts.dropFirst().reduce(parts.first) { $0?.union($1) })
        let bezel = layout.bezelFrame.size
        #expect(ink.minY == 16)
        // text last under an indicator: 16 pt from the baseline, a fifth of the line above the line's bottom
        let last = layout.details ?? layout.status
        let underBaseline = layout.indicatorFrame != nil && layout.button == nil ? (last?.lineHeight ?? 0) / 5 : 0
        #expect(bezel.height - ink.maxY == 16 - underBaseline.rounded())
        // beside the widest: 16, or more (the same both sides) where the tile rule widened the bezel
        #expect(ink.minX == 16 || (ink.minX > 16 && bezel.width == bezel.height))
        #expect(bezel.width - ink.maxX == ink.minX)
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
        // width max(36, 200) + 32 = 232; height 16 + 36 + 8 + 300 + 12 = 372
        // origin (195 − 116, 422 − 186) = (79, 236)
        #expect(layout.bezelFrame == CGRect(x: 79, y: 236, width: 232, height: 372))
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
        #expect(status.frame == CGRect(x: 16, y: 16, width: 70, height: 400))
        #expect(details.lines == ["x"])
        #expect(details.frame == CGRect(x: 46, y: 16 + 400 + 4, width: 10, height: 400))
        // 16 + 400 + 4 + 400 + 16 = 836 tall, 16 + 70 + 16 = 102 wide
        #expect(layout.bezelFrame.size == CGSize(width: 102, height: 836))
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
        // origin y floor(277.5 − 34) = 243
        #expect(layout.bezelFrame == CGRect(x: 161, y: 243, width: 68, height: 68))
    }

    @Test("A keyboard shorter than the bottom safe area changes nothing")
    func keyboardInsideSafeArea() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            keyboardHeight: 20
        )
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        // free y from 47 to 810, centre 428.5; origin floor(428.5 − 34) = 394
        #expect(layout.bezelFrame.origin == CGPoint(x: 161, y: 394))
    }

    @Test("Landscape side insets centre the bezel between them")
    func landscape() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 844, height: 390),
            safeAreaInsets: HUD.EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        )
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        // free x 47…797, centre 422; free y 0…369, centre 184.5
        // origin (422 − 34, floor(184.5 − 34)) = (388, 150)
        #expect(layout.bezelFrame.origin == CGPoint(x: 388, y: 150))
    }

    @Test("offsetFromCenter moves the bezel")
    func offset() {
        var configuration = HUD.Configuration()
        configuration.offsetFromCenter = HUD.Offset(horizontal: 10, vertical: -100)
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        #expect(layout.bezelFrame.origin == CGPoint(x: 161 + 10, y: 388 - 100))
    }

    @Test("The bezel never leaves the container, however far it is offset", arguments: [
        (HUD.Offset(horizontal: 10_000, vertical: 10_000), CGPoint(x: 390 - 68, y: 844 - 68)),
        (HUD.Offset(horizontal: -10_000, vertical: -10_000), CGPoint(x: 0, y: 0)),
        (HUD.Offset(horizontal: .infinity, vertical: -.infinity), CGPoint(x: 161, y: 388)),
        (HUD.Offset(horizontal: .greatestFiniteMagnitude, vertical: -.greatestFiniteMagnitude), CGPoint(x: 322, y: 0)),
        (HUD.Offset(horizontal: .nan, vertical: .nan), CGPoint(x: 161, y: 388)),
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
        // free area is the empty line y = 0; centre y 0 → origin −34 → kept inside at 0
        #expect(layout.freeArea == CGRect(x: 0, y: 0, width: 390, height: 0))
        #expect(layout.bezelFrame.origin == CGPoint(x: 161, y: 0))
    }
}
