import Foundation
import Testing
@testable import StatusHUDPresenting

/// A rectangle of a Mac window (y up from its bottom-left corner) taken into the content area the
/// HUD's panel covers (y down from the area's top-left corner), for the layout's focused field.
@Suite("macOS content area")
struct MacContentAreaTests {
    /// A 640 × 420 window whose toolbar and title bar take its top 66 pt: the area 640 × 354.
    static let area = MacContentArea(frame: CGRect(x: 0, y: 0, width: 640, height: 354))

    @Test("A field 14 pt under the toolbar is 14 pt down in the content area")
    func flipsFromTheTop() {
        // in the window: its top at 354 − 14 = 340, its bottom at 316
        #expect(Self.area.converted(CGRect(x: 194, y: 316, width: 220, height: 24))
                == CGRect(x: 194, y: 14, width: 220, height: 24))
    }

    @Test("A content area inset in its window (a side bar outside it, a bottom bar under it) moves the origin")
    func insetArea() {
        let inset = MacContentArea(frame: CGRect(x: 20, y: 30, width: 600, height: 324))
        // the area's top is at 354: 354 − 340 = 14 down; 194 − 20 = 174 across
        #expect(inset.converted(CGRect(x: 194, y: 316, width: 220, height: 24))
                == CGRect(x: 174, y: 14, width: 220, height: 24))
    }

    @Test("A rectangle with a negative size (text running right to left) is taken as its standard form")
    func negativeSize() {
        let converted = Self.area.converted(CGRect(x: 414, y: 340, width: -220, height: -24))
        #expect(converted == CGRect(x: 194, y: 14, width: 220, height: 24))
        // its size positive too (CGRect's `==` compares the standard forms)
        #expect(converted.size == CGSize(width: 220, height: 24) && converted.origin == CGPoint(x: 194, y: 14))
    }
}
