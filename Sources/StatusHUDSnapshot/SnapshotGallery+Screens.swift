import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

// What the gallery draws under and over the HUD: the sample app screen or a plain one, the
// iPhone's Dynamic Island and home indicator, and its keyboard.
extension SnapshotGallery {
    /// What `entry` is drawn over: the sample screen or a plain one, and its keyboard, if any.
    static func screen(for entry: Entry) -> String {
        var backdrop = entry.backdrop == .plain ? "<div class=\"app\"></div>" : appScreen
        if let tabBar = entry.tabBar {
            backdrop += tabBar.svg(size: entry.drawing.size, bottomInset: islandScreen.safeAreaInsets.bottom,
                                   dark: entry.appearance == .dark)
        }
        if entry.showsDevice { backdrop += device(size: entry.drawing.size) }
        guard entry.keyboardHeight > 0 else { return backdrop }
        return backdrop + "<div class=\"keyboard\" style=\"height:\(SVGText.number(entry.keyboardHeight))px\">"
            + keyboard(height: entry.keyboardHeight) + "</div>"
    }

    /// The Dynamic Island (126 × 37 pt, 11 pt from the top edge; on the left in landscape) and the
    /// home indicator (134 × 5 pt, 8 pt above the bottom edge) of a screen of `size`, over the
    /// HUD's SVG so a toast is seen keeping clear of them.
    static func device(size: CGSize) -> String {
        let n = { (value: CGFloat) in SVGText.number(value) }
        let landscape = size.width > size.height
        let island = landscape
            ? "x=\"11\" y=\"\(n((size.height - 126) / 2))\" width=\"37\" height=\"126\""
            : "x=\"\(n((size.width - 126) / 2))\" y=\"11\" width=\"126\" height=\"37\""
        return "<svg class=\"device\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\">"
            + "<rect class=\"island\" \(island) rx=\"18.5\"/>"
            + "<rect class=\"home\" x=\"\(n((size.width - 134) / 2))\" y=\"\(n(size.height - 13))\" width=\"134\" height=\"5\" rx=\"2.5\"/></svg>"
    }

    /// The silhouette of the iPhone's letter keyboard, 390 pt wide, drawn at the bottom of a
    /// keyboard `height` tall: the suggestion bar (44 pt, empty), four rows of 42 pt keys on a 54 pt
    /// pitch (ten letters; nine, set in by half a key; shift, seven letters and delete; 123, space
    /// and return) and, under them, the bar with the globe and the microphone.
    static func keyboard(height: CGFloat) -> String {
        let n = { (value: Double) in SVGText.number(value) }
        let top = max(Double(height) - 336, 0) + 52, pitch = 54.0, side = 33.0, gap = 6.0
        var keys = ""
        func key(_ x: Double, _ y: Double, _ width: Double, _ role: String = "key", height: Double = 42) {
            keys += "<rect class=\"\(role)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"5\"/>"
        }
        for (row, count) in [10, 9, 7].enumerated() {
            let width = Double(count) * side + Double(count - 1) * gap
            for index in 0..<count { key((390 - width) / 2 + Double(index) * (side + gap), top + Double(row) * pitch, side) }
        }
        key(3, top + 2 * pitch, 42, "function")            // shift
        key(345, top + 2 * pitch, 42, "function")          // delete
        key(3, top + 3 * pitch, 91, "function")            // 123
        key(99.5, top + 3 * pitch, 191, "key")             // space
        key(296, top + 3 * pitch, 91, "function")          // return
        let bar = top + 4 * pitch + 6
        keys += "<circle class=\"glyph\" cx=\"34\" cy=\"\(n(bar + 14))\" r=\"11\"/>"                          // globe
        keys += "<rect class=\"glyph\" x=\"350\" y=\"\(n(bar + 3))\" width=\"10\" height=\"17\" rx=\"5\"/>"  // microphone
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"\(n(Double(height)))\" "
            + "style=\"position:absolute;left:0;top:0\">\(keys)</svg>"
    }

    /// A sample app screen under the HUD: a title bar and a grid of photos (colourful, so the
    /// mask and the bezel's blur show).
    static let appScreen = """
        <div class="app"><div class="bar">Photos</div><div class="grid">\
        \((0..<21).map { "<span class=\"t\($0 % 6)\"></span>" }.joined())\
        </div></div>
        """
}
