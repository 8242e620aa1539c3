import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// Toasts clear of the app's bars, and a HUD beside a view keeps to that view's safe area
/// (`HUD.Layout.Bars`), on a 402 × 874 iPhone whose safe area is 62 pt on top and 34 below.
@Suite("Bar clearance")
struct BarClearanceTests {
    static let size = CGSize(width: 402, height: 874)
    static let safe = HUD.EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    /// A classic tab bar: 49 pt over the 34 pt home indicator area, its top at 791.
    static let tabBar = CGRect(x: 0, y: 791, width: 402, height: 83)
    /// A navigation bar with a large title under the island: 62…158.
    static let navigationBar = CGRect(x: 0, y: 62, width: 402, height: 96)

    @Test("A bottom toast's bottom inset reaches the tab bar's top; a top toast's the navigation bar's bottom")
    func barsInsetTheirEdge() {
        let bars = HUD.Layout.Bars(frames: [Self.tabBar, Self.navigationBar])
        #expect(bars.insets(Self.safe, size: Self.size, placement: .bottom) == HUD.EdgeInsets(top: 62, left: 0, bottom: 83, right: 0))
        #expect(bars.insets(Self.safe, size: Self.size, placement: .top) == HUD.EdgeInsets(top: 158, left: 0, bottom: 34, right: 0))
        #expect(bars.insets(Self.safe, size: Self.size, placement: .center) == Self.safe, "the centred HUD ignores bars")
    }

    @Test("A bar at the top (iPadOS's tab bar) counts for a top toast, not a bottom one")
    func aBarCountsByItsHalf() {
        let top = HUD.Layout.Bars(frames: [CGRect(x: 300, y: 74, width: 400, height: 50)])
        let size = CGSize(width: 1024, height: 1366), safe = HUD.EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        #expect(top.insets(safe, size: size, placement: .top).top == 124)
        #expect(top.insets(safe, size: size, placement: .bottom).bottom == 20)
    }

    @Test("The bezel of a bottom toast ends 8 pt above the tab bar, and the offset still moves it")
    func layoutClearsTheTabBar() {
        var configuration = HUD.Configuration()
        configuration.placement = .bottom
        let insets = HUD.Layout.Bars(frames: [Self.tabBar]).insets(Self.safe, size: Self.size, placement: .bottom)
        let container = HUD.Layout.Container(size: Self.size, safeAreaInsets: insets)
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: "Copied"), in: container, configuration: configuration)
        #expect(layout.bezelFrame.maxY == Self.tabBar.minY - 8)
        configuration.offsetFromCenter = HUD.Offset(horizontal: 0, vertical: 20)
        let moved = HUD.Layout(HUD.Content(indicator: .text, status: "Copied"), in: container, configuration: configuration)
        #expect(moved.bezelFrame.maxY == Self.tabBar.minY - 8 - 20)
    }

    @Test("Beside a view, its safe area counts on every edge and in every placement")
    func hostSafeArea() {
        // A table controller's table under a 96 pt navigation bar and over a tab bar: its safe area
        // 158…791; the wrapper the HUD is in knows only the island's 62 and the home indicator's 34.
        let bars = HUD.Layout.Bars(hostSafeArea: CGRect(x: 0, y: 158, width: 402, height: 633))
        for placement in [HUD.Placement.center, .top, .bottom] {
            #expect(bars.insets(Self.safe, size: Self.size, placement: placement) == HUD.EdgeInsets(top: 158, left: 0, bottom: 83, right: 0))
        }
        // A host safe area smaller than the HUD's own takes nothing away.
        let inside = HUD.Layout.Bars(hostSafeArea: CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(inside.insets(Self.safe, size: Self.size, placement: .top) == Self.safe)
    }

    @Test("Empty, infinite, off-screen or too tall bars count for nothing; insets stay inside the container")
    func badInput() {
        let bars = HUD.Layout.Bars(frames: [.zero, CGRect(x: 0, y: CGFloat.nan, width: 402, height: 49),
                                            CGRect(x: 0, y: 900, width: 402, height: 83),
                                            CGRect(x: -500, y: 791, width: 100, height: 83),
                                            CGRect(x: 0, y: 300, width: 402, height: 500),
                                            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 49)],
                                   hostSafeArea: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        for placement in [HUD.Placement.center, .top, .bottom] {
            #expect(bars.insets(Self.safe, size: Self.size, placement: placement) == Self.safe)
        }
        let odd = HUD.Layout.Bars(frames: [Self.tabBar]).insets(HUD.EdgeInsets(top: .nan, left: -4, bottom: 2000, right: .infinity),
                                                               size: Self.size, placement: .bottom)
        #expect(odd == HUD.EdgeInsets(top: 0, left: 0, bottom: 874, right: 0))
    }
}
