import Foundation
import Testing
@testable import StatusHUDPresenting

/// The mask over a Mac window's content area keeps inside the window's rounded bottom corners,
/// which a child window is not clipped to: square where the window is square, and erring outward
/// where the radius is known only by release.
@Suite("macOS window corners")
struct MacWindowCornersTests {
    private func corners(_ major: Int, titled: Bool = true, fullScreen: Bool = false, toolbar: Bool = true,
                         reachesBottom: Bool = true) -> CGFloat {
        MacWindowCorners(majorVersion: major, isTitled: titled, isFullScreen: fullScreen, hasToolbar: toolbar,
                         contentReachesBottom: reachesBottom).bottomRadius
    }

    @Test("A titled window is rounded 10 pt on macOS 12–15, with or without a toolbar")
    func beforeTahoe() {
        for major in 12...15 {
            #expect(corners(major) == 10)
            #expect(corners(major, toolbar: false) == 10)
        }
    }

    @Test("On macOS 26 and later the radius follows the toolbar: 26 pt with one, 16 pt without")
    func tahoe() {
        #expect(corners(26) == 26)
        #expect(corners(26, toolbar: false) == 16)
        #expect(corners(27) == 26, "a later release keeps the newest known radius")
    }

    @Test("Square where the window is: borderless, full screen, or a content area above the bottom edge")
    func square() {
        for major in [12, 15, 26] {
            #expect(corners(major, titled: false) == 0)
            #expect(corners(major, fullScreen: true) == 0)
            #expect(corners(major, reachesBottom: false) == 0)
        }
    }

    @Test("A small area takes no more than half its width or height; nothing for an empty or broken size")
    func limitedBySize() {
        let tahoe = MacWindowCorners(majorVersion: 26, isTitled: true, isFullScreen: false, hasToolbar: true,
                                     contentReachesBottom: true)
        #expect(tahoe.radius(for: CGSize(width: 800, height: 600)) == 26)
        #expect(tahoe.radius(for: CGSize(width: 30, height: 600)) == 15)
        #expect(tahoe.radius(for: CGSize(width: 800, height: 20)) == 10)
        #expect(tahoe.radius(for: .zero) == 0)
        #expect(tahoe.radius(for: CGSize(width: CGFloat.nan, height: 600)) == 0)
        #expect(tahoe.radius(for: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == 0)
    }
}
