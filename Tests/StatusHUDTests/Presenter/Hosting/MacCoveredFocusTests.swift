import Foundation
import Testing
@testable import StatusHUDPresenting

/// A blocking HUD in a view takes the keyboard from a view it covers: inside its container, or,
/// for a SwiftUI area laid over its content, under it.
@Suite("macOS covered focus")
struct MacCoveredFocusTests {
    let area = CGRect(x: 0, y: 0, width: 300, height: 200)

    @Test("A focused view inside the container is covered, whatever its frame")
    func inside() {
        #expect(MacCoveredFocus.covers(isInside: true, isOverlay: false, focused: nil, area: area))
        #expect(MacCoveredFocus.covers(isInside: true, isOverlay: true, focused: CGRect(x: 900, y: 900, width: 1, height: 1), area: area))
    }

    @Test("Under a SwiftUI area (an overlay), a field whose middle is in the area is covered; one outside, or half out, is not")
    func overlay() {
        let field = CGRect(x: 20, y: 20, width: 100, height: 22)
        #expect(MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: field, area: area))
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: false, focused: field, area: area),
                "a view's HUD covers its subviews only")
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: CGRect(x: 320, y: 20, width: 100, height: 22), area: area))
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: CGRect(x: 250, y: 20, width: 120, height: 22), area: area))
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: nil, area: area), "the window itself")
    }

    @Test("A frame that is not finite covers nothing")
    func badFrames() {
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), area: area))
        #expect(!MacCoveredFocus.covers(isInside: false, isOverlay: true, focused: CGRect(x: 1, y: 1, width: 1, height: 1),
                                        area: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)))
    }
}
