import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting

/// A Mac's proportions (`HUD.Configuration.macProportions`, which the AppKit presenter draws
/// with) and its outline (`HUD.Environment.outlinesLikeWindows`), measured with the estimating
/// measurer, whose line heights follow the font's size.
@Suite("A Mac's proportions")
struct MacProportionsTests {
    static let window = HUD.Layout.Container(size: CGSize(width: 640, height: 354),
                                             safeAreaInsets: HUD.EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))

    static func layout(_ content: HUD.Content, _ configuration: HUD.Configuration) -> HUD.Layout {
        HUD.Layout(configuration: configuration, content: content, container: window, measurer: HUD.EstimatedTextMeasurer())
    }

    @Test("Where the app keeps iOS's defaults, a Mac's: 13 pt status, 11 pt details, a 32 pt indicator, 16 pt corners")
    func defaultsBecomeAMacs() {
        let mac = HUD.Configuration().macProportions
        #expect(mac.font.pointSize == 13 && mac.font.weight == .semibold)
        #expect(mac.detailsFont.pointSize == 11 && mac.buttonFont.pointSize == 13)
        #expect(mac.imageSize == CGSize(width: 32, height: 32))
        #expect(mac.ringRadius == 14.5 && mac.ringRadiusWithoutText == 14.5 && mac.cornerRadius == 16)
        let spinner = Self.layout(HUD.Content(indicator: .spinner, status: "Loading"), mac)
        #expect(spinner.indicatorFrame?.size == CGSize(width: 32, height: 32), "a regular spinning NSProgressIndicator's size")
        #expect(spinner.cornerRadius == 16)
    }

    @Test("What the app set is kept")
    func theAppsChoicesStay() {
        var configuration = HUD.Configuration()
        configuration.font = HUD.Font(size: 17, weight: .bold)
        configuration.detailsFont = HUD.Font(textStyle: .caption1)
        configuration.imageSize = CGSize(width: 40, height: 40)
        configuration.ringRadius = 20
        configuration.cornerRadius = 8
        let mac = configuration.macProportions
        #expect(mac.font == configuration.font && mac.detailsFont == configuration.detailsFont)
        #expect(mac.imageSize == configuration.imageSize && mac.ringRadius == 20 && mac.cornerRadius == 8)
        #expect(mac.buttonFont.pointSize == 13 && mac.ringRadiusWithoutText == 14.5, "the ones it left are a Mac's")
    }

    @Test("A Mac's toast is a 44 pt capsule with a 20 pt symbol: a phone's 48 and 22 scaled to 44, a touch target's least")
    func toastInProportion() throws {
        var configuration = HUD.Configuration().macProportions
        configuration.placement = .top
        for indicator in [HUD.Indicator.success, .text] {
            let toast = Self.layout(HUD.Content(indicator: indicator, status: "Saved"), configuration)
            #expect(toast.isCapsule && toast.bezelFrame.height == 44, "\(indicator)")
            if indicator != .text { #expect(try #require(toast.indicatorFrame).size == CGSize(width: 20, height: 20)) }
        }
        var phone = HUD.Configuration()
        phone.placement = .top
        let iOS = Self.layout(HUD.Content(indicator: .success, status: "Saved"), phone)
        #expect(iOS.bezelFrame.height == 48 && iOS.indicatorFrame?.width == 22, "iOS's 15 pt status keeps 48 and 22")
        phone.font = HUD.Font(size: 11, weight: .semibold)
        #expect(Self.layout(HUD.Content(indicator: .success, status: "Saved"), phone).bezelFrame.height == 44,
                "however small the font, a capsule stays a touch target's 44 pt")
        phone.font = HUD.Font(size: 20, weight: .semibold)
        #expect(Self.layout(HUD.Content(indicator: .success, status: "Saved"), phone).indicatorFrame?.width == 22,
                "a larger font does not scale the symbol up: its lines' height grows the capsule")
    }

    @Test("Among a Mac's windows a dark bezel's outline stands 3 : 1 from a black desktop; on iOS it stays faint")
    func darkOutline() throws {
        let content = HUD.Content(indicator: .success, status: "Saved")
        func edge(_ appearance: HUD.Appearance, mac: Bool) throws -> (color: HUD.Color, over: HUD.Color) {
            let drawing = HUD.Drawing(configuration: HUD.Configuration().macProportions, content: content,
                                      container: Self.window, measurer: HUD.EstimatedTextMeasurer(),
                                      environment: HUD.Drawing.Environment(appearance: appearance, outlinesLikeWindows: mac))
            return (try #require(drawing.bezel.edge).color, drawing.bezel.fill.composited(over: .black))
        }
        let mac = try edge(.dark, mac: true)
        #expect(mac.color.composited(over: mac.over).contrast(with: .black) >= 3)
        let quieter = mac.color.withAlpha(mac.color.alpha - 0.01)
        #expect(quieter.composited(over: mac.over).contrast(with: .black) < 3, "no louder than it must be (26 %)")
        let phone = try edge(.dark, mac: false)
        #expect(phone.color.composited(over: phone.over).contrast(with: .black) < 3, "iOS keeps its 18 % hairline")
        #expect(try edge(.light, mac: true).color == edge(.light, mac: false).color, "a light bezel stands out by itself")
    }
}
