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
        // The HUD's 3 pt stroke in the title's colour, not a 2 pt blue ring.
        for figure in figures {
            #expect(figure.svg.contains("stroke-width=\"3\"") && !figure.svg.contains("#007aff"), "\(figure.name)")
        }
        // Released, the list is back at rest under the 91 pt bar: no empty gap above it.
        #expect(figures[2].html.contains("class=\"list\" style=\"top:91px\""))
        // The ring and the title centred as one group in the 390 pt bar.
        let ring = try #require(figures[0].svg.firstMatch(of: /<circle cx="([0-9.]+)" cy="[0-9.]+" r="([0-9.]+)"/))
        let title = try #require(figures[0].svg.firstMatch(of: /<text x="([0-9.]+)"/))
        let groupLeft = try #require(Double(ring.1)) - RefreshTitleLayout.ringSide / 2
        let titleWidth = (try #require(Double(title.1)) - groupLeft - RefreshTitleLayout.ringSide - RefreshTitleLayout.spacing) * 2
        let groupRight = groupLeft + RefreshTitleLayout.ringSide + RefreshTitleLayout.spacing + titleWidth
        #expect(abs((groupLeft + groupRight) / 2 - 195) < 0.01, "group \(groupLeft)…\(groupRight)")
    }

    @Test func theTwoCardsEachHoldAHUDLaidOutInTheCard() {
        let figure = ControlsGallery.twoCardsFigure
        #expect(figure.svg.components(separatedBy: "<svg").count - 1 == 3, "the page's SVG and one per card")
        #expect(figure.svg.contains("Uploading") && figure.svg.contains("Could not load"))
    }
}
