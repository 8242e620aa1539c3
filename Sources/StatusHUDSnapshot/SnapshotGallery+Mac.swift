import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

/// The macOS states: the AppKit HUD applies the same `HUD.Drawing` in a panel over a window's
/// `contentLayoutRect` (the area under the title bar and toolbar), its bezel the `.hudWindow`
/// material; a windowless app's HUD stands free, centred in the screen's visible frame (under the
/// menu bar) with `HUD.Configuration.freeStanding`.
extension SnapshotGallery {
    /// The Mac screen of a macOS entry, in points: a 640 × 420 pt window, or as much desktop.
    package static let macScreenSize = CGSize(width: 640, height: 420)
    /// The window's title bar (with the traffic lights) and its toolbar strip under it.
    package static let macTitleBarHeight: CGFloat = 28, macToolbarHeight: CGFloat = 38
    /// The desktop's menu bar.
    package static let macMenuBarHeight: CGFloat = 24
    /// The window's text field ("Summer 2026") in its content area's coordinates: 14 pt into the
    /// content beside the 180 pt sidebar, 220 × 24 pt (`macStyle`'s `.content` and `.field`).
    package static let macFieldFrame = CGRect(x: 194, y: 14, width: 220, height: 24)

    /// Where the HUD's container lies in a macOS entry's screen: the window's content area under
    /// its toolbar (what `contentLayoutRect` gives AppKit), or the desktop under the menu bar (a
    /// screen's `visibleFrame`); `nil` for the iPhone's backdrops, whose container is the screen.
    package static func containerFrame(of backdrop: Backdrop) -> CGRect? {
        let size = macScreenSize
        switch backdrop {
        case .photos, .plain: return nil
        case .macWindow:
            let top = macTitleBarHeight + macToolbarHeight
            return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
        case .macDesktop:
            return CGRect(x: 0, y: macMenuBarHeight, width: size.width, height: size.height - macMenuBarHeight)
        }
    }

    /// The macOS entries, each captioned "macOS — …": the material HUD over a window, light and
    /// dark; a blocking HUD (a black backdrop and a Cancel button) with the window's chrome in
    /// sight; a top toast under the toolbar, and one moved under the text field being typed in; the
    /// free-standing HUD on the desktop.
    static var macEntries: [Entry] {
        var entries: [Entry] = []
        func add(_ name: String, _ caption: String, _ content: HUD.Content, appearance: HUD.Appearance,
                 backdrop: Backdrop = .macWindow, focusedField: CGRect? = nil,
                 configure: (inout HUD.Configuration) -> Void = { _ in }) {
            var configuration = HUD.Configuration()
            configure(&configuration)
            if backdrop == .macDesktop { configuration = configuration.freeStanding }
            configuration = configuration.macProportions
            let area = containerFrame(of: backdrop) ?? CGRect(origin: .zero, size: macScreenSize)
            let container = HUD.Layout.Container(size: area.size, safeAreaInsets: HUD.EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                                                 focusedField: focusedField)
            let drawing = HUD.Drawing(configuration: configuration, content: content, container: container,
                                      measurer: GalleryTextMeasurer(),
                                      environment: HUD.Drawing.Environment(appearance: appearance, displayScale: 2,
                                                                           outlinesLikeWindows: true))
            entries.append(Entry(name: name, caption: caption, drawing: drawing, appearance: appearance, time: .at(0.3),
                                 backdrop: backdrop, keyboardHeight: 0, glass: false, focusedField: focusedField))
        }
        let cancel = HUD.Action("Cancel") {}
        for appearance in [HUD.Appearance.light, .dark] {
            let tag = appearance == .light ? "light" : "dark"
            add("mac-material-\(tag)", "macOS — the .hudWindow material over a window's content — \(tag)",
                HUD.Content(indicator: .spinner, status: "Loading"), appearance: appearance)
            add("mac-blocking-\(tag)", "macOS — backdrop = .black with Cancel: the content dimmed, the close button off — \(tag)",
                HUD.Content(indicator: .progress(0.3), status: "Exporting", details: "3 of 10 photos", action: cancel),
                appearance: appearance) { $0.backdrop = .black }
        }
        add("mac-top-text", "macOS — placement = .top: under the toolbar",
            HUD.Content(indicator: .text, status: "Copied to the clipboard"), appearance: .light) { $0.placement = .top }
        add("mac-top-focused", "macOS — placement = .top while the field under it is typed in: just below the field",
            HUD.Content(indicator: .text, status: "Copied to the clipboard"), appearance: .light,
            focusedField: macFieldFrame) { $0.placement = .top }
        add("mac-free-text", "macOS — no window: free-standing, centred under the menu bar, blocking nothing",
            HUD.Content(indicator: .text, status: "Copied to the clipboard"), appearance: .light, backdrop: .macDesktop)
        // The app's backdrop = .black, which a free-standing HUD does not draw: it would dim other apps.
        add("mac-free-success", "macOS — free-standing showSuccess: backdrop = .black not drawn — dark",
            HUD.Content(indicator: .success, status: "Saved"), appearance: .dark, backdrop: .macDesktop) { $0.backdrop = .black }
        return entries
    }

    /// A macOS entry's card: the Mac screen at half size over two columns, centred in the height
    /// of an iPhone's, the drawing placed on its container (``containerFrame(of:)``).
    static func macFigure(for entry: Entry, svg: String) -> String {
        let n = { (value: CGFloat) in SVGText.number(value) }
        let size = macScreenSize, area = containerFrame(of: entry.backdrop) ?? .zero
        let top = (844 - size.height) / 4
        return "<figure class=\"\(entry.appearance == .dark ? "dark" : "light")\" id=\"\(entry.name)\" "
            + "style=\"grid-column:span 2;width:410px\"><div class=\"screen mac-screen\" style=\"width:\(n(size.width))px;"
            + "height:\(n(size.height))px;margin:\(n(top))px -\(n(size.width / 2))px -\(n(size.height / 2 - top))px "
            + "\(n((410 - size.width / 2) / 2))px\">"
            + macBackdrop(for: entry)
            + "<div class=\"mac-container\" style=\"left:\(n(area.minX))px;top:\(n(area.minY))px;width:\(n(area.width))px;"
            + "height:\(n(area.height))px\">" + svg + "</div>"
            + "</div><figcaption>\(SVGText.escaped(entry.caption))</figcaption></figure>\n"
    }

    /// The window (title bar, toolbar, sidebar, tiles and a text field) or the desktop (a
    /// wallpaper and the menu bar). A HUD that blocks greys the window's close button, as the
    /// AppKit HUD disables it while it blocks; the field has a focus ring and the insertion point
    /// only in an entry with a focused field (``Entry/focusedField``).
    static func macBackdrop(for entry: Entry) -> String {
        if entry.backdrop == .macDesktop {
            return "<div class=\"mac-desktop\"><div class=\"menubar\"><b></b><span>Finder</span><span>File</span>"
                + "<span>Edit</span><span>View</span><span>Window</span><i>Fri 02:30</i></div></div>"
        }
        let close = entry.drawing.blocksInteraction ? "close off" : "close"
        let tiles = (0..<8).map { "<span class=\"t\($0 % 6)\"></span>" }.joined()
        return "<div class=\"mac-window\"><div class=\"titlebar\"><i class=\"\(close)\"></i><i class=\"min\"></i>"
            + "<i class=\"zoom\"></i><b>Photos</b></div>"
            + "<div class=\"toolbar\"><i></i><i></i><i></i><span class=\"search\">Search</span></div>"
            + "<div class=\"sidebar\"><p class=\"head\">Library</p><p class=\"selected\">Photos</p><p>Memories</p>"
            + "<p>Favourites</p><p class=\"head\">Albums</p><p>Holidays</p><p>Family</p></div>"
            + "<div class=\"content\">" + (entry.focusedField == nil ? "<div class=\"field\">Summer 2026</div>"
                : "<div class=\"field focused\">Summer 2026<u></u></div>") + "<div class=\"tiles\">\(tiles)</div></div></div>"
    }

    /// The Mac screens' style, light and dark.
    static let macStyle = """
        .mac-screen { border-radius: 10px; box-shadow: 0 0 0 1px rgba(0,0,0,0.25); }
        .mac-container { position: absolute; } .mac-container > svg { position: absolute; left: 0; top: 0; }
        .mac-window { position: absolute; inset: 0; background: #fff; color: #1d1d1f; font-size: 13px; }
        .dark .mac-window { background: #1e1e1e; color: #f5f5f7; }
        .titlebar { height: 28px; background: #ececec; display: flex; align-items: center; padding-left: 12px; gap: 8px; }
        .titlebar i { width: 12px; height: 12px; border-radius: 6px; } .titlebar .close { background: #ff5f57; }
        .titlebar .min { background: #febc2e; } .titlebar .zoom { background: #28c840; } .titlebar .off { background: #c8c8c8; }
        .dark .titlebar .off { background: #4d4d4d; }
        .titlebar b { position: absolute; left: 0; right: 0; text-align: center; font-weight: 600; pointer-events: none; }
        .toolbar { height: 38px; background: #ececec; border-bottom: 1px solid #d1d1d1; box-sizing: border-box;
                   display: flex; align-items: center; padding: 0 12px 0 196px; gap: 14px; }
        .toolbar i { width: 20px; height: 16px; border-radius: 4px; background: #8e8e93; opacity: 0.6; }
        .toolbar .search { margin-left: auto; width: 150px; height: 22px; border-radius: 6px; background: #dcdcdc;
                           color: #8e8e93; line-height: 22px; padding-left: 10px; box-sizing: border-box; }
        .dark .titlebar, .dark .toolbar { background: #2c2c2e; } .dark .toolbar { border-color: #000; }
        .dark .toolbar .search { background: #3a3a3c; }
        .sidebar { position: absolute; left: 0; top: 66px; bottom: 0; width: 180px; background: #e8e8ed; padding: 8px; box-sizing: border-box; }
        .dark .sidebar { background: #262628; }
        .sidebar p { margin: 0; padding: 4px 8px; border-radius: 5px; } .sidebar .head { font-size: 11px; font-weight: 600; color: #8e8e93; margin-top: 6px; }
        .sidebar .selected { background: #0a84ff; color: #fff; }
        .content { position: absolute; left: 180px; right: 0; top: 66px; bottom: 0; padding: 14px; }
        .field { height: 24px; width: 220px; border: 1px solid #c7c7cc; border-radius: 5px; padding: 0 8px; line-height: 22px;
                 box-sizing: border-box; margin-bottom: 14px; background: #fff; }
        .field.focused { border-color: #0a84ff; box-shadow: 0 0 0 3px rgba(10,132,255,0.45); }
        .field u { display: inline-block; width: 1px; height: 15px; background: currentColor; vertical-align: middle; margin-left: 1px; }
        .dark .field { background: #1e1e1e; border-color: #48484a; }
        .tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; } .tiles span { height: 120px; border-radius: 6px; }
        .mac-desktop { position: absolute; inset: 0; background: linear-gradient(160deg, #1e4fd8 0%, #6a3de8 45%, #e0529c 80%, #ff9f0a 100%); }
        .dark .mac-desktop { background: linear-gradient(160deg, #0b1f5c 0%, #2c1a6b 50%, #5c1f4a 100%); }
        .menubar { height: 24px; background: rgba(255,255,255,0.55); backdrop-filter: blur(20px); display: flex; align-items: center;
                   gap: 16px; padding: 0 12px; font-size: 13px; color: #000; }
        .dark .menubar { background: rgba(30,30,30,0.55); color: #fff; }
        .menubar b { width: 12px; height: 14px; border-radius: 3px 3px 6px 6px; background: currentColor; }
        .menubar span:first-of-type { font-weight: 700; } .menubar i { margin-left: auto; font-style: normal; }

        """
}
