import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What the macOS HUD's panel covers: the whole content area when it masks or blocks it, else only
/// the bezel with its zoom and shadow, so clicks beside a button HUD reach the app.
@Suite("macOS panel region")
struct MacPanelRegionTests {
    private static let window = HUD.Layout.Container(size: CGSize(width: 800, height: 600))

    private func region(mask: HUD.Backdrop = .none, interaction: HUD.Interaction = .automatic, button: Bool = false,
                        zoom: Double = 1.3) -> (MacPanelRegion, HUD.Drawing) {
        var configuration = HUD.Configuration()
        configuration.backdrop = mask
        configuration.interaction = interaction
        let content = HUD.Content(indicator: .spinner, status: "Saving", action: button ? HUD.Action("Cancel") {} : nil)
        let drawing = HUD.Drawing(configuration: configuration, content: content, container: Self.window, measurer: GridMeasurer())
        return (MacPanelRegion(drawing: drawing, zoom: zoom), drawing)
    }

    @Test("A mask or a block covers the whole content area, and a block takes clicks and keyboard")
    func wholeArea() {
        let whole = CGRect(x: 0, y: 0, width: 800, height: 600)
        let (black, _) = region(mask: .black)
        #expect(black == MacPanelRegion(frame: whole, takesClicks: true, takesKeyboard: true, usesWindowShadow: false))
        let (clear, _) = region(mask: .clear)
        #expect(clear.frame == whole && clear.takesKeyboard)
        let (shown, _) = region(mask: .black, interaction: .passedThrough)
        #expect(shown == MacPanelRegion(frame: whole, takesClicks: false, takesKeyboard: false, usesWindowShadow: false),
                "a mask drawn over clicks that pass through still covers the area, taking nothing")
    }

    @Test("A button HUD that lets clicks through covers its bezel only, and takes its clicks")
    func buttonBezelOnly() throws {
        let (button, drawing) = region(button: true)
        #expect(button.takesClicks && !button.takesKeyboard)
        let bezel = drawing.bezel.frame
        #expect(button.frame.contains(bezel))
        #expect(button.frame.width < 800 && button.frame.height < 600)
        #expect(!button.frame.contains(CGPoint(x: 20, y: 20)), "a click in the window's corner reaches the app")
        let (plain, _) = region()
        #expect(!plain.takesClicks && !plain.takesKeyboard)
    }

    @Test("The bezel-only frame is the bezel, zoomed in a fade, in whole points, with the window's shadow: no margin")
    func grownForZoomOnly() throws {
        let (flat, drawing) = region(button: true, zoom: 1)
        let bezel = drawing.bezel.frame
        #expect(flat.frame == bezel.integral)
        #expect(flat.usesWindowShadow)
        #expect(!flat.frame.insetBy(dx: -1, dy: -1).contains(bezel.insetBy(dx: -2, dy: -2)), "no click margin around the bezel")
        let (zoomed, _) = region(button: true, zoom: 1.3)
        #expect(zoomed.frame == bezel.insetBy(dx: -bezel.width * 0.15, dy: -bezel.height * 0.15).integral)
        for frame in [flat.frame, zoomed.frame] {
            #expect(frame == frame.integral)
        }
        let (whole, _) = region(mask: .black)
        #expect(!whole.usesWindowShadow, "over the whole content the drawing's shadow is drawn in it")
    }

    @Test("A zoom that is not a number, or below 1, grows nothing; the frame stays in the window")
    func badZoom() {
        let (flat, _) = region(zoom: 1)
        for zoom in [Double.nan, -Double.infinity, 0.5, 0] {
            #expect(region(zoom: zoom).0.frame == flat.frame)
        }
        let huge = region(zoom: Double.infinity).0.frame
        #expect(CGRect(x: 0, y: 0, width: 800, height: 600).contains(huge))
        let most = region(zoom: 1000).0.frame
        #expect(CGRect(x: 0, y: 0, width: 800, height: 600).contains(most))
    }
}

/// The focus a blocking HUD takes and gives back.
@Suite("Focus return")
struct FocusReturnTests {
    final class Responder {}

    @Test("The focus goes back to the responder it was taken from")
    func back() {
        var focus = FocusReturn<Responder>()
        let field = Responder()
        let tookfield = focus.take(from: field)
        #expect(tookfield)
        #expect(focus.isHeld)
        let back1 = focus.giveBack { _ in true }
        #expect(back1 == .responder(field))
        #expect(!focus.isHeld)
        let back2 = focus.giveBack { _ in true }
        #expect(back2 == nil, "given back once")
    }

    @Test("A second take while held keeps the first responder, not the HUD")
    func secondTake() {
        var focus = FocusReturn<Responder>()
        let field = Responder(), hud = Responder()
        let tookfield = focus.take(from: field)
        #expect(tookfield)
        let tookhud = focus.take(from: hud)
        #expect(!tookhud)
        let back3 = focus.giveBack { _ in true }
        #expect(back3 == .responder(field))
    }

    @Test("A responder that has gone, or left the window, gives the focus to the window alone")
    func gone() {
        var focus = FocusReturn<Responder>()
        var field: Responder? = Responder()
        let tookfield = focus.take(from: field)
        #expect(tookfield)
        field = nil
        let back4 = focus.giveBack { _ in true }
        #expect(back4 == .window)
        let other = Responder()
        let tookother = focus.take(from: other)
        #expect(tookother)
        let back5 = focus.giveBack { _ in false }
        #expect(back5 == .window)
        let tooknil = focus.take(from: nil)
        #expect(tooknil)
        let back6 = focus.giveBack { _ in true }
        #expect(back6 == .window)
        let back7 = focus.giveBack { _ in true }
        #expect(back7 == nil, "nothing held, nothing to give back")
    }
}

/// A free-standing HUD covers no window: no backdrop, nothing blocked, only its bezel in its panel.
@Suite("Free-standing macOS HUD")
struct FreeStandingTests {
    @Test("Whatever the backdrop and interaction, it covers its bezel alone and takes no keyboard; a button still takes clicks")
    func coversItsBezelAlone() {
        let screen = HUD.Layout.Container(size: CGSize(width: 1440, height: 875))
        for backdrop in [HUD.Backdrop.none, .black, .gradient] {
            for interaction in [HUD.Interaction.automatic, .blocked] {
                var configuration = HUD.Configuration()
                configuration.backdrop = backdrop
                configuration.interaction = interaction
                let drawing = HUD.Drawing(configuration: configuration.freeStanding,
                                          content: HUD.Content(indicator: .success, status: "Copied", action: HUD.Action("Undo") {}),
                                          container: screen)
                let region = MacPanelRegion(drawing: drawing, zoom: 1)
                #expect(!drawing.blocksInteraction)
                #expect(region.frame.width < 400 && region.frame.height < 400)
                #expect(!region.takesKeyboard)
                #expect(region.takesClicks)
            }
        }
    }
}
