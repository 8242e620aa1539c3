import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The labels' box grows with Dynamic Type, and the bezel stays inside the free area. At the
/// largest size the status is 49 pt (58.8 pt lines, 27 pt a letter): the growth is
/// 58.8 / 20 = 2.94, the button "Cancel" is 6 × 26.95 → 162 + 32 = 194 × (59 + 16 = 75) pt.
@Suite("Layout at accessibility text sizes")
struct AccessibilityTextLayoutTests {
    static let status = "Uploading your photographs to the library"
    static let details = "This can take a few minutes on a slow connection"
    static let content = HUD.Content(indicator: .spinner, status: status, details: details,
                                     action: HUD.Action("Cancel") {})

    /// An iPhone in portrait: a notch (47 pt) and the home indicator (34 pt); free 390 × 763.
    static let portrait = HUD.Layout.Container(size: CGSize(width: 390, height: 844),
                                               safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// The same in landscape: the notch's side (47 pt) both ways, the home indicator 21 pt; free 750 × 369.
    static let landscape = HUD.Layout.Container(size: CGSize(width: 844, height: 390),
                                                safeAreaInsets: HUD.EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    static func layout(_ container: HUD.Layout.Container, content: HUD.Content = content,
                       measurer: any HUD.TextMeasuring = ScaledTextMeasurer.largestAccessibilitySize) -> HUD.Layout {
        HUD.Layout(configuration: HUD.Configuration(), content: content, container: container, measurer: measurer)
    }

    /// `frame`, in the bezel's coordinates, in the container's.
    static func inContainer(_ frame: CGRect, _ layout: HUD.Layout) -> CGRect {
        frame.offsetBy(dx: layout.bezelFrame.minX, dy: layout.bezelFrame.minY)
    }

    @Test("At the largest size the bezel, its button and its labels stay inside the free area",
          arguments: [("portrait", portrait), ("landscape", landscape)])
    func insideFreeArea(name: String, container: HUD.Layout.Container) throws {
        let layout = Self.layout(container)
        let button = try #require(layout.button)
        let bezel = CGRect(origin: .zero, size: layout.bezelFrame.size)
        #expect(layout.freeArea.contains(layout.bezelFrame), "\(name): \(layout.bezelFrame) in \(layout.freeArea)")
        #expect(bezel.contains(button.frame), "\(name): the button \(button.frame) in the bezel \(bezel)")
        #expect(layout.freeArea.contains(Self.inContainer(button.frame, layout)), "\(name)")
        for label in [layout.status, layout.details].compactMap({ $0 }) {
            #expect(bezel.contains(label.frame), "\(name): \(label.lines)")
            #expect(label.frame.maxY + HUD.Layout.buttonSpacing <= button.frame.minY, "\(name): the labels over the button")
        }
    }

    @Test("In landscape the labels get what the 369 pt leave: 2 lines of status, 1 of details, cut with …")
    func landscapeHeight() throws {
        let layout = Self.layout(Self.landscape)
        let status = try #require(layout.status)
        let details = try #require(layout.details)
        // room 369 − (16 + 16 + 54 + 8 + 12 + 75) = 188; status 188 − 4 − 50.96 → 2 lines (118),
        // details 188 − 118 − 4 = 66 → 1 line; the details are cut even at the widest, so the
        // HUD takes the free width: the status whole in its 2 lines
        #expect(status.lines == ["Uploading your photographs", "to the library"] && !status.isTruncated)
        #expect(details.lines.count == 1 && details.isTruncated)
        #expect(details.lines.last?.hasSuffix(LineBreaker.ellipsis) == true)
        // as wide as its widest line, the details' cut one: more than the 588 pt box, at most 718
        let widest = max(status.frame.width, details.frame.width)
        #expect(widest > 588 && widest <= 718 && layout.bezelFrame.width == widest + 32)
        // 16 + 54 + 8 + 118 + 4 + 51 + 12 + 75 + 16 = 354 tall
        #expect(layout.bezelFrame.height == 354)
    }

    @Test("Lines break between words when the free area leaves room for the longest word",
          arguments: [("portrait", portrait), ("landscape", landscape)])
    func wholeWords(name: String, container: HUD.Layout.Container) throws {
        let layout = Self.layout(container)
        let status = try #require(layout.status)
        let words = Set(Self.status.split(separator: " ").map(String.init))
        // The last line of a cut text may end inside a word, before its "…".
        let whole = status.isTruncated ? status.lines.dropLast() : status.lines[...]
        #expect(!whole.isEmpty)
        for line in whole {
            for word in line.split(separator: " ") {
                #expect(words.contains(String(word)), "\(name): \"\(word)\" is not a whole word in \(status.lines)")
            }
        }
    }

    @Test("The box is 200 × 2.94 = 588 pt at most, within the free area less the margins")
    func widthFigures() throws {
        // portrait: 390 − 32 = 358 < 588; a column this tall is as wide as it may be
        let portrait = Self.layout(Self.portrait)
        #expect(portrait.bezelFrame.width == 390)
        #expect(try #require(portrait.status).frame.width <= 358)
        // landscape: 588 < 750 − 32; "Uploading your" is 9 × 26.95 + 13.72 + 4 × 26.95 → 365,
        // and it is where the line breaks when nothing is cut (no details, three lines of room)
        let landscape = Self.layout(Self.landscape, content: HUD.Content(indicator: .spinner, status: Self.status,
                                                                         action: HUD.Action("Cancel") {}))
        let status = try #require(landscape.status)
        #expect(status.lines.first == "Uploading your" && !status.isTruncated)
        #expect(LabelBox.width(growth: 2.94, freeWidth: 750) == 588)
        #expect(LabelBox.width(growth: 2.94, freeWidth: 390) == 358)
        #expect(LabelBox.width(growth: 2.94, freeWidth: 100) == 200, "never below the default 200")
    }

    @Test("The growth is the status line over 4/3 of its unscaled size, at least 1")
    func growth() {
        let font = HUD.Configuration().font   // 15 pt: reference 20 pt
        #expect(LabelBox.growth(statusLineHeight: 58.8, font: font) == 58.8 / 20)
        // SF Pro's 17.9 pt, Inter's 18.15 pt, the estimate's 18 pt and the grid's 20 pt: no growth
        for line: CGFloat in [17.9, 18.15, 18, 20] {
            #expect(LabelBox.growth(statusLineHeight: line, font: font) == 1)
        }
        #expect(LabelBox.growth(statusLineHeight: .nan, font: font) == 1)
        #expect(LabelBox.growth(statusLineHeight: .infinity, font: font) == 1)
        #expect(LabelBox.height(growth: .nan, freeHeight: 1000, takenHeight: 100) == 300)
        #expect(LabelBox.height(growth: 2, freeHeight: 100, takenHeight: 400) == 0)
    }

    @Test("At default sizes the box stays 200 × 300 pt, whatever the room",
          arguments: [HUD.Layout.Container.phone, portrait, landscape])
    func defaultSize(container: HUD.Layout.Container) throws {
        let long = String(repeating: "abcdefghi ", count: 100)
        let layout = Self.layout(container, content: HUD.Content(indicator: .text, status: long),
                                 measurer: HUD.EstimatedTextMeasurer())
        let status = try #require(layout.status)
        // 0.55 × 15 = 8.25 pt a letter: "abcdefghi abcdefghi" is 156.75 pt, a third word overflows 200
        #expect(status.lines.first == "abcdefghi abcdefghi")
        // floor(300 / 18) = 16 lines
        #expect(status.lines.count == 16)
    }

    @Test("With a keyboard leaving no room for one line and the button, the button stays above it")
    func buttonKeptAboveKeyboard() throws {
        var container = Self.landscape
        container.keyboardHeight = 200   // free 750 × 190
        let layout = Self.layout(container)
        let button = try #require(layout.button)
        #expect(layout.status?.lines.count == 1 && layout.details?.lines.count == 1)
        // 16 + 54 + 8 + 59 + 4 + 51 + 12 + 75 + 16 = 295 > 190: the bottom at 190, the top at −105
        #expect(layout.bezelFrame.height == 295)
        #expect(layout.bezelFrame.maxY == layout.freeArea.maxY)
        #expect(layout.freeArea.contains(Self.inContainer(button.frame, layout)))
    }
}
