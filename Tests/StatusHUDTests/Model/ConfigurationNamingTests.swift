import Foundation
import Testing
@testable import StatusHUD

/// The configuration's naming scheme, kept by the compiler's own view of its stored properties: a
/// time span (a `TimeInterval` in seconds) ends in `Duration`, a Bool reads as an assertion that
/// starts with `is` (a switch is `is…Enabled`). A property added under SVProgressHUD's or
/// MBProgressHUD's spelling (`graceTimeInterval`, `hapticsEnabled`) fails here.
@Suite("Configuration naming")
struct ConfigurationNamingTests {
    private static let properties = Mirror(reflecting: HUD.Configuration()).children.compactMap { child in
        child.label.map { (name: $0, type: type(of: child.value)) }
    }

    @Test func everyTimeSpanEndsInDuration() {
        let spans = Self.properties.filter { $0.type == TimeInterval.self }.map(\.name)
        #expect(spans.count == 6, "the six time spans are seen: \(spans)")
        for name in spans {
            #expect(name.hasSuffix("Duration"), "\(name) is a time span")
        }
    }

    @Test func everyBoolStartsWithIs() {
        let switches = Self.properties.filter { $0.type == Bool.self }.map(\.name)
        #expect(switches.count == 5, "the five Bools are seen: \(switches)")
        for name in switches {
            #expect(name.hasPrefix("is"), "\(name) is a Bool")
        }
    }
}
