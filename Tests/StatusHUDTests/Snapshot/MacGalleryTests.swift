import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDSnapshot

/// The gallery's macOS states: drawn over a window's content area under its toolbar (AppKit's
/// `contentLayoutRect`), or free-standing on the desktop under the menu bar.
@Suite("Gallery: macOS")
struct MacGalleryTests {
    static let mac = SnapshotGallery.entries.filter { SnapshotGallery.containerFrame(of: $0.backdrop) != nil }

    @Test("The Mac states are there: the material light and dark, blocking, a top toast, free-standing")
    func theMacEntriesExist() {
        let names = Set(Self.mac.map(\.name))
        for name in ["mac-material-light", "mac-material-dark", "mac-blocking-light", "mac-top-text", "mac-top-focused",
                     "mac-free-text", "mac-free-success"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(Self.mac.allSatisfy { $0.caption.hasPrefix("macOS — ") })
        #expect(Self.mac.allSatisfy { !$0.glass }, "the Mac bezel is the .hudWindow material")
    }

    @Test("A window's HUD is laid out in the content area under the title bar and toolbar, and placed there")
    func theContainerIsTheContentAreaUnderTheToolbar() throws {
        let area = try #require(SnapshotGallery.containerFrame(of: .macWindow))
        #expect(area.minY == SnapshotGallery.macTitleBarHeight + SnapshotGallery.macToolbarHeight && area.minY > 0)
        #expect(area.maxY == SnapshotGallery.macScreenSize.height && area.width == SnapshotGallery.macScreenSize.width)
        let windowed = Self.mac.filter { $0.backdrop == .macWindow }
        #expect(windowed.count >= 4)
        for entry in windowed {
            #expect(entry.drawing.size == area.size, "\(entry.name)")
            let figure = SnapshotGallery.macFigure(for: entry, svg: "")
            #expect(figure.contains("class=\"mac-container\" style=\"left:0px;top:\(SVGText.number(area.minY))px;"), "\(entry.name)")
        }
        // a top toast keeps to the content area: under the toolbar, not over it
        let toast = try #require(Self.mac.first { $0.name == "mac-top-text" })
        #expect(toast.drawing.bezel.frame.minY < 30)
    }

    @Test("A top toast over the field being typed in is drawn 8 pt under the field; the field has its focus ring there only")
    func theTopToastClearsTheFocusedField() throws {
        let field = SnapshotGallery.macFieldFrame
        // the field as the page draws it: 14 pt into the content beside the 180 pt sidebar, 220 × 24
        #expect(SnapshotGallery.macStyle.contains(".content { position: absolute; left: 180px; right: 0; top: 66px; bottom: 0; padding: 14px; }"))
        #expect(SnapshotGallery.macStyle.contains(".field { height: 24px; width: 220px;"))
        #expect(field == CGRect(x: 180 + 14, y: 66 + 14 - SnapshotGallery.macTitleBarHeight - SnapshotGallery.macToolbarHeight,
                                width: 220, height: 24))
        let plain = try #require(Self.mac.first { $0.name == "mac-top-text" })
        let focused = try #require(Self.mac.first { $0.name == "mac-top-focused" })
        #expect(plain.drawing.bezel.frame.intersects(field), "without a focused field the toast covers it")
        #expect(focused.drawing.bezel.frame.minY == field.maxY + 8)
        #expect(focused.drawing.bezel.frame.minX == plain.drawing.bezel.frame.minX)
        #expect(SnapshotGallery.macBackdrop(for: focused).contains("class=\"field focused\""))
        #expect(!SnapshotGallery.macBackdrop(for: plain).contains("focused"))
    }

    @Test("The blocking HUD dims the content only and greys the close button; the others leave it red")
    func theBlockingHUDDimsTheContentAndDisablesClose() throws {
        let blocking = try #require(Self.mac.first { $0.name == "mac-blocking-light" })
        #expect(blocking.drawing.blocksInteraction && blocking.drawing.mask != .none && blocking.drawing.button != nil)
        #expect(SnapshotGallery.macBackdrop(for: blocking).contains("class=\"close off\""))
        let material = try #require(Self.mac.first { $0.name == "mac-material-light" })
        #expect(!SnapshotGallery.macBackdrop(for: material).contains("close off"))
    }

    @Test("The free-standing HUD is drawn as Configuration.freeStanding: no backdrop, blocking nothing, centred under the menu bar")
    func theFreeStandingHUDBlocksNothing() throws {
        let desktop = try #require(SnapshotGallery.containerFrame(of: .macDesktop))
        #expect(desktop.minY == SnapshotGallery.macMenuBarHeight)
        let free = Self.mac.filter { $0.backdrop == .macDesktop }
        #expect(free.count == 2)
        for entry in free {
            #expect(entry.drawing.mask == .none && !entry.drawing.blocksInteraction, "\(entry.name)")
            #expect(entry.drawing.size == desktop.size)
            let bezel = entry.drawing.bezel.frame
            #expect(abs(bezel.midX - desktop.width / 2) <= 0.5 && abs(bezel.midY - desktop.height / 2) <= 0.5)
        }
    }

    @Test("Mac cards span two columns; the page packs the grid so no cell is left empty")
    func macCardsSpanTwoColumns() throws {
        let entry = try #require(Self.mac.first)
        #expect(SnapshotGallery.macFigure(for: entry, svg: "").contains("grid-column:span 2;width:410px"))
        #expect(SnapshotGallery.page(title: "t", body: "").contains("grid-auto-flow: row dense"))
    }
}
