import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDSnapshot

/// The gallery page's grid: `Scripts/render-gallery` cuts its screenshot to six columns of cards
/// and rows of a fixed height, so every caption must fit the three lines its card keeps for it.
@Suite("Gallery page")
struct GalleryPageTests {
    @Test("The page is six columns, each caption in a slot of three 15 px lines")
    func theGridMatchesTheScreenshot() {
        let page = SnapshotGallery.page(title: "t", body: "")
        #expect(page.contains("grid-template-columns: repeat(6, 195px)"))
        #expect(page.contains("line-height: 15px; height: 45px"))
    }

    @Test("Every caption fits in three lines of 195 px, measured with Inter's own advances at 12 px")
    func everyCaptionIsWhole() {
        let captions = SnapshotGallery.entries.map(\.caption) + ControlsGallery.figures.map(\.caption)
        #expect(captions.count >= 40)
        let breaker = LineBreaker(measurer: GalleryTextMeasurer(), font: HUD.Font(size: 12), maximumWidth: 195)
        for caption in captions {
            let (lines, truncated) = breaker.lines(of: caption, maximumLines: 3)
            #expect(!truncated && lines.count <= 3, "\(caption): \(lines)")
        }
    }
}
