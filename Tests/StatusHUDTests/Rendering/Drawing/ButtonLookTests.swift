import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The UIKit HUD configures its button only when the drawn button changes (`HUDView`); these
/// say the drawn button stays equal over layout passes that only move the bezel, and changes
/// when what the button shows changes.
@Suite("Button look across layout passes")
struct ButtonLookTests {
    static let content = HUD.Content(indicator: .spinner, status: "Uploading", action: HUD.Action("Cancel") {})

    static func drawing(_ content: HUD.Content = content, in container: HUD.Layout.Container,
                        environment: HUD.Environment = HUD.Environment()) -> HUD.Drawing {
        HUD.Drawing(configuration: HUD.Configuration(), content: content, container: container, measurer: GridMeasurer(),
                    environment: environment)
    }

    @Test func aBezelThatOnlyMovesKeepsAnEqualButton() throws {
        let plain = Self.drawing(in: .phone)
        let keyboard = Self.drawing(in: .phoneWithKeyboard)
        let landscape = Self.drawing(in: HUD.Layout.Container(size: CGSize(width: 844, height: 390)))
        #expect(plain.bezel.frame.origin != keyboard.bezel.frame.origin, "the keyboard moved the bezel")
        #expect(plain.bezel.frame.origin != landscape.bezel.frame.origin, "rotation moved the bezel")
        let button = try #require(plain.button)
        #expect(keyboard.button == button)
        #expect(landscape.button == button)
        #expect(Self.drawing(in: .phone).button == button, "the same pass again")
    }

    @Test func aNewTitleOrAppearanceChangesTheButton() throws {
        let button = try #require(Self.drawing(in: .phone).button)
        let renamed = HUD.Content(indicator: .spinner, status: "Uploading", action: HUD.Action("Stop") {})
        #expect(Self.drawing(renamed, in: .phone).button != button)
        #expect(Self.drawing(in: .phone, environment: HUD.Environment(appearance: .dark)).button != button)
    }
}
