import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls
@testable import StatusHUDSnapshot

/// The gallery's refresh-title and two-card figures draw what the neutral code decides.
@Suite("Controls gallery")
struct ControlsGalleryTests {
    @Test func theRefreshTitleFiguresShowThePullsProgress() throws {
        let figures = ControlsGallery.refreshTitleFigures
        #expect(figures.map(\.name) == ["refresh-pulling", "refresh-armed", "refresh-refreshing"])
        // The drawn share of the ring's circumference: stroke-dasharray="drawn circumference".
        func share(_ svg: String) throws -> Double {
            let match = try #require(svg.firstMatch(of: /stroke-dasharray="([0-9.]+) ([0-9.]+)"/))
            return try #require(Double(match.1)) / #require(Double(match.2))
        }
        #expect(abs(try share(figures[0].svg) - 0.5) < 0.001, "40 of 80 pt")
        #expect(abs(try share(figures[1].svg) - 1) < 0.001, "armed: full")
        #expect(figures[2].svg.contains("animateTransform") && !figures[1].svg.contains("animateTransform"),
                "only the refreshing ring spins")
    }

    @Test func theTwoCardsEachHoldAHUDLaidOutInTheCard() {
        let figure = ControlsGallery.twoCardsFigure
        #expect(figure.svg.components(separatedBy: "<svg").count - 1 == 3, "the page's SVG and one per card")
        #expect(figure.svg.contains("Uploading") && figure.svg.contains("Could not load"))
    }
}
