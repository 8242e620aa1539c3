import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// A top or bottom toast keeps clear of the field the user is typing in
/// (`HUD.Layout.Container.focusedField`, `HUD.Layout.clearing`), measured with ``GridMeasurer``: in
/// a Mac window's content area of 640 × 354 pt, the text toast "Copied" is 92 × 48 pt, at
/// x 274…366, its top 8 pt under the area's top (y 8…56) or its bottom 8 pt above the area's
/// bottom (y 298…346).
@Suite("Focused field layout")
struct FocusedFieldLayoutTests {
    static let window = HUD.Layout.Container(size: CGSize(width: 640, height: 354))
    static let toast = HUD.Content(indicator: .text, status: "Copied")

    static func frame(_ placement: HUD.Placement, field: CGRect?, in container: HUD.Layout.Container = window,
                      content: HUD.Content = toast, offset: HUD.Offset = .zero) -> CGRect {
        var configuration = HUD.Configuration()
        configuration.placement = placement
        configuration.offsetFromCenter = offset
        var container = container
        container.focusedField = field
        return HUD.Layout(content, in: container, configuration: configuration).bezelFrame
    }

    @Test("With no field known, a top toast is 8 pt under the area's top and a bottom one 8 pt above its bottom")
    func noFieldNoChange() {
        #expect(Self.frame(.top, field: nil) == CGRect(x: 274, y: 8, width: 92, height: 48))
        #expect(Self.frame(.bottom, field: nil) == CGRect(x: 274, y: 298, width: 92, height: 48))
    }

    @Test("A top toast that would cover the field goes 8 pt under it, still centred across")
    func topGoesUnderTheField() {
        // the field 14…38 under the toast's 8…56: its top 38 + 8
        #expect(Self.frame(.top, field: CGRect(x: 200, y: 14, width: 240, height: 24))
                == CGRect(x: 274, y: 46, width: 92, height: 48))
    }

    @Test("Under a toolbar (the view's safe area), a field just below it sends the top toast under the field")
    func underTheToolbar() {
        let underToolbar = HUD.Layout.Container(size: CGSize(width: 640, height: 420),
                                                safeAreaInsets: HUD.EdgeInsets(top: 52, left: 0, bottom: 0, right: 0))
        #expect(Self.frame(.top, field: nil, in: underToolbar).minY == 60)
        // the field 66…90: 90 + 8
        #expect(Self.frame(.top, field: CGRect(x: 194, y: 66, width: 220, height: 24), in: underToolbar).minY == 98)
    }

    @Test("A bottom toast that would cover the field goes 8 pt over it")
    func bottomGoesOverTheField() {
        // the field 300…324 under the toast's 298…346: 300 − 8 − 48
        #expect(Self.frame(.bottom, field: CGRect(x: 300, y: 300, width: 100, height: 24)).minY == 244)
    }

    @Test("Less than 8 pt between the toast and the field counts as covering it; 8 pt does not", arguments: [
        (64, 8),                // 56 + 8: clear
        (63, 63 + 24 + 8),      // 7 pt: moved under it
    ] as [(CGFloat, CGFloat)])
    func eightPointsClear(fieldTop: CGFloat, expectedTop: CGFloat) {
        #expect(Self.frame(.top, field: CGRect(x: 200, y: fieldTop, width: 240, height: 24)).minY == expectedTop)
    }

    @Test("A field beside the toast leaves it where it is", arguments: [
        CGRect(x: 20, y: 14, width: 254, height: 24),     // ends where the toast begins (274)
        CGRect(x: 366, y: 14, width: 200, height: 24),    // begins where it ends
    ])
    func besideIsClear(field: CGRect) {
        #expect(Self.frame(.top, field: field).minY == 8)
    }

    @Test("A field too tall for the toast to fit past it leaves the toast at its edge", arguments: [
        HUD.Placement.top, .bottom,
    ])
    func noRoomStays(placement: HUD.Placement) {
        // under 10…300 a top toast would end at 356, past 346; over it one would start at −56
        let field = CGRect(x: 0, y: 10, width: 640, height: 290)
        #expect(Self.frame(placement, field: field) == Self.frame(placement, field: nil))
        // just room: a field ending at 346 − 48 − 8 = 290 sends a top toast to 290 + 8 = 298
        #expect(Self.frame(.top, field: CGRect(x: 0, y: 10, width: 640, height: 280)).minY == 298)
    }

    @Test("A centred HUD is not moved by the field under it")
    func centreStays() {
        let field = CGRect(x: 0, y: 150, width: 640, height: 40)
        #expect(Self.frame(.center, field: field) == Self.frame(.center, field: nil))
        let tile = HUD.Content(indicator: .spinner, status: "Loading")
        #expect(Self.frame(.center, field: field, content: tile) == Self.frame(.center, field: nil, content: tile))
    }

    @Test("A field outside the free area (a search field in the toolbar) counts for nothing")
    func outsideTheFreeAreaCountsForNothing() {
        let underToolbar = HUD.Layout.Container(size: CGSize(width: 640, height: 420),
                                                safeAreaInsets: HUD.EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        // an offset of −30 lifts the toast to 8…56, over the toolbar's field at 4…26
        let lifted = HUD.Offset(horizontal: 0, vertical: -30)
        let toolbarField = CGRect(x: 274, y: 4, width: 92, height: 22)
        #expect(Self.frame(.top, field: toolbarField, in: underToolbar, offset: lifted).minY == 8)
    }

    @Test("An empty field, or one with invalid numbers, counts for nothing", arguments: [
        CGRect(x: 300, y: 14, width: 0, height: 24),
        CGRect(x: 200, y: 14, width: 240, height: 0),
        CGRect(x: CGFloat.nan, y: 14, width: 240, height: 24),
        CGRect(x: 200, y: CGFloat.infinity, width: 240, height: 24),
        CGRect(x: 200, y: 14, width: CGFloat.infinity, height: 24),
        CGRect(x: 200, y: 14, width: 240, height: CGFloat.nan),
    ])
    func invalidFieldsCountForNothing(field: CGRect) {
        let frame = Self.frame(.top, field: field)
        #expect(frame == CGRect(x: 274, y: 8, width: 92, height: 48))
    }

    @Test("A toast with a button and a glyph tile at the top move alike; the container stays inside")
    func tilesMoveToo() {
        let tile = HUD.Content(indicator: .success, status: "Saved to the shared folder of the team",
                               action: HUD.Action("Undo") {})
        let plain = Self.frame(.top, field: nil, content: tile)
        let field = CGRect(x: 0, y: plain.minY + 4, width: 640, height: 20)
        let moved = Self.frame(.top, field: field, content: tile)
        #expect(moved.minY == field.maxY + 8 && moved.minX == plain.minX && moved.size == plain.size)
    }
}
