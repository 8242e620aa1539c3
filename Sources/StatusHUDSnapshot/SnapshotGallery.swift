import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD
import StatusHUDControls

/// Every state of the HUD worth seeing, as SVG files and an `index.html` that shows each on a
/// sample app screen (so the mask and the bezel's blur have something to cover). `swift run Demo
/// --gallery DIR` writes it; `Scripts/render-gallery` turns it into PNGs with headless Chromium.
package enum SnapshotGallery {
    /// One picture: a name (its file), a caption, and the drawing.
    public struct Entry: Sendable {
        public let name: String
        public let caption: String
        public let drawing: HUD.Drawing
        public let appearance: HUD.Appearance
        public let time: SVGSnapshot.Time
        /// What the HUD is drawn over.
        public let backdrop: Backdrop
        /// The height of the keyboard drawn at the screen's bottom; 0 for none.
        public let keyboardHeight: CGFloat
        /// Whether the bezel is drawn as iOS 26's Liquid Glass (approximated), not iOS 15–18's material.
        public let glass: Bool
        /// Whether the screen shows the Dynamic Island and the home indicator, which a toast keeps clear of.
        package var showsDevice = false
        /// The tab bar drawn at the screen's bottom, which a bottom toast keeps clear of; none by default.
        package var tabBar: GalleryTabBar?
        /// How much larger than their point sizes the fonts are drawn (a larger Dynamic Type
        /// size, as `GalleryTextMeasurer(textScale:)` measured them); 1 by default.
        package var textScale: CGFloat = 1
        /// The field being typed in, in the container's coordinates, drawn focused; none by default.
        package var focusedField: CGRect?

        /// The entry's SVG document.
        public var document: String {
            SVGSnapshot.document(for: drawing, time: time, idPrefix: name, glass: glass, textScale: textScale)
        }
    }

    /// What a gallery picture shows under the HUD.
    public enum Backdrop: Sendable, Equatable {
        /// A sample app screen with colourful photo tiles (the mask and the blur show there).
        case photos
        /// A plain screen in the appearance's own colour, white or black: where a bezel with no
        /// edge would vanish.
        case plain
        /// A Mac window (title bar, toolbar, sidebar, tiles and a text field); the HUD's container
        /// is its content area under the toolbar (``containerFrame(of:)``).
        case macWindow
        /// A Mac desktop (a wallpaper under the menu bar) with no window: the free-standing HUD's.
        case macDesktop
    }

    /// An iPhone-sized screen: 390 × 844 pt with its safe area.
    public static let screen = HUD.Layout.Container(
        size: CGSize(width: 390, height: 844), safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// An iPhone with a Dynamic Island: 390 × 844 pt, the safe area 59 pt under the top edge.
    package static let islandScreen = HUD.Layout.Container(
        size: CGSize(width: 390, height: 844), safeAreaInsets: HUD.EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// The same in landscape, the island on the left: 844 × 390 pt.
    package static let landscapeScreen = HUD.Layout.Container(
        size: CGSize(width: 844, height: 390), safeAreaInsets: HUD.EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// The gallery's states, light and dark, at least 24 of them.
    public static var entries: [Entry] {
        var entries: [Entry] = []
        func add(_ name: String, _ caption: String, _ content: HUD.Content, appearance: HUD.Appearance = .light,
                 container: HUD.Layout.Container = screen, time: SVGSnapshot.Time = .at(0.3),
                 phase: HUD.Drawing.Fade.Phase = .visible, backdrop: Backdrop = .photos, glass: Bool = false,
                 reducesTransparency: Bool = false, appearingFor seconds: TimeInterval? = nil, showsDevice: Bool = false,
                 drawingIn: (over: HUD.Indicator?, at: TimeInterval)? = nil, textScale: CGFloat = 1,
                 tabBar: GalleryTabBar? = nil, configure: (inout HUD.Configuration) -> Void = { _ in }) {
            var configuration = HUD.Configuration()
            configure(&configuration)
            var drawing = HUD.Drawing(configuration: configuration, content: content, container: container,
                                      measurer: GalleryTextMeasurer(textScale: textScale), environment: HUD.Drawing.Environment(appearance: appearance, displayScale: 2,
                                                                           reducesTransparency: reducesTransparency), phase: phase)
            if let seconds {   // a frame of the appear animation: the opacity on its curve, the zoom on its spring
                drawing.fade = .appearing(at: seconds, fadeIn: drawing.fadeIn, spring: drawing.appearSpring,
                                          animation: configuration.appearAnimation)
            }
            if let drawingIn, case .glyph(let glyph)? = drawing.indicator?.graphic {
                // a frame of the glyph drawing itself in, over what it replaced (a ring, or nothing)
                let old = drawingIn.over.flatMap {
                    HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: $0, status: content.status),
                                container: container, measurer: GalleryTextMeasurer(),
                                environment: HUD.Drawing.Environment(appearance: appearance, displayScale: 2)).indicator?.graphic
                }
                if case .start(let plan) = HUD.Drawing.DrawIn.decide(from: old, to: .glyph(glyph), reducesMotion: false) {
                    drawing.indicator?.graphic = .glyph(plan.glyph(glyph, at: drawingIn.at))
                }
            }
            entries.append(Entry(name: name, caption: caption, drawing: drawing, appearance: appearance, time: time,
                                 backdrop: backdrop, keyboardHeight: container.keyboardHeight, glass: glass,
                                 showsDevice: showsDevice, tabBar: tabBar, textScale: textScale))
        }
        for appearance in [HUD.Appearance.light, .dark] {
            let tag = appearance == .light ? "light" : "dark"
            add("spinner-\(tag)", "show() — \(tag)", HUD.Content(indicator: .spinner), appearance: appearance)
            add("spinner-status-\(tag)", "show(status:) — \(tag)", HUD.Content(indicator: .spinner, status: "Loading"), appearance: appearance)
            add("progress-35-\(tag)", "showProgress(0.35) — \(tag)", HUD.Content(indicator: .progress(0.35), status: "Uploading"), appearance: appearance)
            add("success-\(tag)", "showSuccess — \(tag)", HUD.Content(indicator: .success, status: "Saved"), appearance: appearance)
            add("error-\(tag)", "showError — \(tag)", HUD.Content(indicator: .error, status: "Could not connect"), appearance: appearance)
            add("info-\(tag)", "showInfo — \(tag)", HUD.Content(indicator: .info, status: "Up to date"), appearance: appearance)
            add("plain-\(tag)", "on plain \(tag == "light" ? "white" : "black") — \(tag)",
                HUD.Content(indicator: .success, status: "Saved"), appearance: appearance, backdrop: .plain)
        }
        let cancel = HUD.Action("Cancel") {}
        for appearance in [HUD.Appearance.light, .dark] {
            let tag = appearance == .light ? "light" : "dark"
            add("glass-\(tag)", "iOS 26 glass (approximated) — \(tag)",
                HUD.Content(indicator: .progress(0.3), status: "Uploading", details: "3 of 10 photos", action: cancel),
                appearance: appearance, glass: true)
            add("glass-plain-\(tag)", "iOS 26 glass on plain \(tag == "light" ? "white" : "black") — \(tag)",
                HUD.Content(indicator: .success, status: "Saved"), appearance: appearance, backdrop: .plain, glass: true)
            add("solid-\(tag)", "Reduce Transparency: solid — \(tag)", HUD.Content(indicator: .success, status: "Saved"),
                appearance: appearance, reducesTransparency: true)
        }
        add("progress-0", "showProgress(0)", HUD.Content(indicator: .progress(0), status: "Uploading"))
        add("progress-0-dark", "showProgress(0) — dark", HUD.Content(indicator: .progress(0), status: "Uploading"), appearance: .dark)
        add("progress-100", "showProgress(1)", HUD.Content(indicator: .progress(1), status: "Uploading"))
        add("progress-bar", "progressStyle = .bar", HUD.Content(indicator: .progress(0.35), status: "Copying")) { $0.progressStyle = .bar }
        add("progress-pie", "progressStyle = .pie", HUD.Content(indicator: .progress(0.35), status: "Exporting")) { $0.progressStyle = .pie }
        #if !(canImport(UIKit) && !os(watchOS))
        add("image", "showImage", HUD.Content(indicator: .image(sampleImage), status: "Liked"))
        #endif
        add("text-only", "text only", HUD.Content(indicator: .text, status: "Copied to the clipboard"))
        add("details", "status and details", HUD.Content(indicator: .spinner, status: "Syncing", details: "12 of 40 photos"))
        for appearance in [HUD.Appearance.light, .dark] {
            let tag = appearance == .light ? "light" : "dark"
            add("button-\(tag)", "showProgress(of:cancelTitle:) — \(tag)",
                HUD.Content(indicator: .progress(0.3), status: "Uploading", details: "3 of 10 photos", action: cancel),
                appearance: appearance)
        }
        add("bar-button", "bar, details and a button", HUD.Content(indicator: .progress(0.62), status: "Copying",
            details: "2.5 of 4 GB", action: HUD.Action("Stop") {})) { $0.progressStyle = .bar }
        add("pie-details", "pie and details", HUD.Content(indicator: .progress(0.8), status: "Exporting",
            details: "Clip 4 of 5")) { $0.progressStyle = .pie }
        add("long-status", "a long status, wrapped", HUD.Content(indicator: .spinner,
            status: "Uploading 24 photos and 3 videos to the shared album; this may take a few minutes"))
        add("right-to-left", "a right-to-left status", HUD.Content(indicator: .success, status: "נשמר בהצלחה"))
        add("mask-clear", "backdrop = .clear", HUD.Content(indicator: .spinner, status: "Loading")) { $0.backdrop = .clear }
        add("mask-black", "backdrop = .black", HUD.Content(indicator: .spinner, status: "Loading")) { $0.backdrop = .black }
        add("mask-gradient", "backdrop = .gradient", HUD.Content(indicator: .spinner, status: "Loading")) { $0.backdrop = .gradient }
        add("mask-custom", "backdrop = .custom", HUD.Content(indicator: .spinner, status: "Loading")) {
            $0.backdrop = .custom(HUD.Color(red: 0.2, green: 0.1, blue: 0.5, alpha: 0.35))
        }
        var keyboard = screen
        keyboard.keyboardHeight = 336
        add("keyboard", "keyboard up", HUD.Content(indicator: .spinner, status: "Signing in"), container: keyboard)
        add("custom-style", "style = .custom", HUD.Content(indicator: .success, status: "Sent")) {
            $0.style = .custom(foreground: .white, background: HUD.Color(red: 0.35, green: 0.2, blue: 0.85))
        }
        add("appearing", "appearing: 0.1 s in, growing from 0.8 on a spring (0.4 s, bounce 0.35)", HUD.Content(indicator: .spinner, status: "Loading"),
            appearingFor: 0.1)
        // The spring appear, and a progress completing its ring and drawing the check into it.
        for seconds in [0.05, 0.26, 0.6] {
            add("appear-spring-\(Int(seconds * 100))", "the spring appear, \(seconds) s in",
                HUD.Content(indicator: .spinner, status: "Loading"), appearingFor: seconds)
        }
        for seconds in [0.04, 0.12, 0.2, 0.3] {
            add("ring-to-check-\(Int(seconds * 100))", "progress 0.7, then success: \(seconds) s in",
                HUD.Content(indicator: .success, status: "Uploaded"), drawingIn: (.progress(0.7), seconds))
        }
        // 0.48 s in: the circle closed, the first bar drawn, the second (started as the first was
        // half drawn) past the centre: the two read as a cross together.
        add("error-drawing-in", "showError: its cross drawing in, 0.48 s in", HUD.Content(indicator: .error, status: "Could not connect"),
            drawingIn: (nil, 0.48))
        add("spinner-animated", "the spinner, animated", HUD.Content(indicator: .spinner, status: "Loading"), time: .animated)
        for appearance in [HUD.Appearance.light, .dark] {
            let tag = appearance == .light ? "light" : "dark"
            add("native-spinner-\(tag)", "spinnerStyle = .native (the system's, as iOS draws it) — \(tag)",
                HUD.Content(indicator: .spinner, status: "Loading"), appearance: appearance) { $0.spinnerStyle = .native }
        }
        // The largest accessibility text size (the 15 pt status drawn at 49 pt) in landscape: the labels
        // widen (678 pt of 694) to keep the status whole, the ring is 54 pt, the bezel within 369 pt.
        add("accessibility-landscape", "the largest Dynamic Type size, in landscape",
            HUD.Content(indicator: .progress(0.3), status: "Uploading your photographs to the shared album",
                        details: "3 of 10 photos", action: cancel),
            container: landscapeScreen, showsDevice: true, textScale: 49.0 / 15)
        for toast in placements {
            add(toast.name, toast.caption, toast.content, appearance: toast.appearance, container: toast.container,
                showsDevice: true) { $0.placement = toast.placement }
        }
        // A toast's glyph, tinted as iOS's status capsules tint theirs, and its second line.
        add("top-glyph", "placement = .top: a 22 pt glyph, glyphTint green", HUD.Content(indicator: .success, status: "Saved to Photos"),
            container: islandScreen, showsDevice: true) {
            $0.placement = .top
            $0.glyphTint = HUD.DynamicColor(light: HUD.Color(red: 0.20, green: 0.78, blue: 0.35),
                                            dark: HUD.Color(red: 0.19, green: 0.82, blue: 0.35))
        }
        add("top-details", "placement = .top: status and details, two lines", HUD.Content(indicator: .info, status: "Focus on",
            details: "Silencing notifications"), container: islandScreen, showsDevice: true) { $0.placement = .top }
        // Above the tab bar, found as the UIKit presenter finds it and cleared as `HUD.Layout.Bars` says.
        for (tabBar, name, caption) in [(GalleryTabBar.classic, "bottom-tab-bar", "placement = .bottom: above the tab bar"),
                                        (.floating, "bottom-floating-tab-bar", "placement = .bottom: above iOS 26's floating tab bar")] {
            var container = islandScreen
            let bar = tabBar.frame(in: container.size, bottomInset: container.safeAreaInsets.bottom)
            container.safeAreaInsets = HUD.Layout.Bars(frames: [bar]).insets(container.safeAreaInsets, size: container.size,
                                                                             placement: .bottom)
            add(name, caption, HUD.Content(indicator: .success, status: "Added to Album"), container: container,
                showsDevice: true, tabBar: tabBar) { $0.placement = .bottom }
        }
        return entries + macEntries
    }

    /// The top and bottom toasts (`HUD.Placement`): under the Dynamic Island, above the home
    /// indicator, above the keyboard, and in landscape between the side safe areas.
    static var placements: [(name: String, caption: String, content: HUD.Content, appearance: HUD.Appearance,
                             container: HUD.Layout.Container, placement: HUD.Placement)] {
        let copied = HUD.Content(indicator: .text, status: "Copied to the clipboard")
        var keyboard = islandScreen
        keyboard.keyboardHeight = 336
        return [
            ("top-text", "placement = .top: under the Dynamic Island", copied, .light, islandScreen, .top),
            ("top-success", "placement = .top: showSuccess — dark", HUD.Content(indicator: .success, status: "Saved"),
             .dark, islandScreen, .top),
            ("bottom-text", "placement = .bottom: above the home indicator", copied, .light, islandScreen, .bottom),
            ("bottom-keyboard", "placement = .bottom: above the keyboard", HUD.Content(indicator: .text, status: "Draft saved"),
             .light, keyboard, .bottom),
            ("top-landscape", "placement = .top in landscape — dark", copied, .dark, landscapeScreen, .top),
        ]
    }

    #if !(canImport(UIKit) && !os(watchOS))
    /// A 28 × 28 pt heart at 3×, drawn from its implicit curve with its edge smoothed: each pixel's
    /// opacity is the share of 4 × 4 samples inside it. The curve spans x −1.14…1.14 and
    /// y −1…1.24; the square sampled, 2.6 wide, is centred on that (y from 1.42 down).
    static var sampleImage: HUD.Image {
        let side = 84, samples = 4
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let u = (Double(x) + (Double(sx) + 0.5) / Double(samples)) / Double(side) * 2.6 - 1.3
                        let v = 1.42 - (Double(y) + (Double(sy) + 0.5) / Double(samples)) / Double(side) * 2.6
                        if pow(u * u + v * v - 1, 3) - u * u * v * v * v <= 0 { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let alpha = UInt8((255 * inside + samples * samples / 2) / (samples * samples))
                pixels.replaceSubrange((y * side + x) * 4..<(y * side + x) * 4 + 4, with: [235, 72, 110, alpha])
            }
        }
        return HUD.Image(width: side, height: side, scale: 3, pixels: pixels)
    }
    #endif

    /// Writes every entry as `NAME.svg` into `folder`, with `index.html`; returns the names written.
    @discardableResult
    public static func write(to folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var cards = ""
        var names: [String] = []
        for entry in entries {
            let svg = entry.document
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(entry.name).svg"))
            names.append(entry.name)
            if containerFrame(of: entry.backdrop) != nil {
                cards += macFigure(for: entry, svg: svg)
                continue
            }
            let size = entry.drawing.size
            let wide = size.width > size.height   // a landscape screen: the card two columns wide
            cards += "<figure class=\"\(entry.appearance == .dark ? "dark" : "light")\" id=\"\(entry.name)\""
                + (wide ? " style=\"grid-column:span 2;width:\(SVGText.number(size.width / 2))px\"><div class=\"screen\" style=\"width:\(SVGText.number(size.width))px;"
                    + "height:\(SVGText.number(size.height))px;margin-bottom:-\(SVGText.number(size.height / 2))px;"
                    + "margin-right:-\(SVGText.number(size.width / 2))px;margin-top:\(SVGText.number((844 - size.height) / 4))px\">"
                   : "><div class=\"screen\">")
                + screen(for: entry) + svg + "</div><figcaption>\(SVGText.escaped(entry.caption))</figcaption></figure>\n"
        }
        for figure in ControlsGallery.figures {
            try Data(figure.svg.utf8).write(to: folder.appendingPathComponent("\(figure.name).svg"))
            names.append(figure.name)
            cards += "<figure class=\"light\" id=\"\(figure.name)\"><div class=\"screen\">" + figure.html
                + "</div><figcaption>\(SVGText.escaped(figure.caption))</figcaption></figure>\n"
        }
        try Data(page(title: "StatusHUD gallery", body: cards).replacingOccurrences(of: "</style>", with: ControlsGallery.style + macStyle + "</style>")
            .utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data(overviewPage.utf8).write(to: folder.appendingPathComponent("overview.html"))
        // For the pixel checks: the spinner at a time, one period later, and a quarter period later.
        let probes = folder.appendingPathComponent("probes")
        try FileManager.default.createDirectory(at: probes, withIntermediateDirectories: true)
        if let spinner = entries.first(where: { $0.name == "spinner-status-light" }) {
            for time in ["0.3", "1.3", "0.55"] {
                let svg = SVGSnapshot.document(for: spinner.drawing, time: .at(Double(time) ?? 0), idPrefix: "probe")
                try Data(svg.utf8).write(to: probes.appendingPathComponent("spinner-at-\(time).svg"))
            }
        }
        return names
    }

    /// The README's picture: spinner with status, progress, success, error and a bound progress
    /// with details and a Cancel button, each cropped to 240 × 200 pt around its bezel on the
    /// sample screen; first as iOS 26 draws it (Liquid Glass, approximated: the glass's documented
    /// tint over a blur), light above dark, then beside it as iOS 15–18 draw it (the
    /// material); last, a row of toasts and places: the text capsule, a top toast with its
    /// glyph under the Dynamic Island, two HUDs in two views, a toast above the keyboard and the check drawing
    /// itself into a completed ring.
    static var overviewPage: String {
        let wanted = ["spinner-status", "progress-35", "success", "error", "button"]
        var cells = ""
        for (glass, title) in [(true, "iOS 26: Liquid Glass (approximated: the glass's tint over a blur; the system's rim and lensing are not drawn)"),
                               (false, "iOS 15–18: the system material")] {
            cells += "<h2>\(SVGText.escaped(title))</h2>"
            for tag in ["light", "dark"] {
                for name in wanted {
                    guard let entry = entries.first(where: { $0.name == "\(name)-\(tag)" }) else { continue }
                    let bezel = entry.drawing.bezel.frame
                    let left = SVGText.number(120 - bezel.midX), top = SVGText.number(100 - bezel.midY)
                    cells += "<div class=\"crop \(tag)\"><div class=\"screen\" style=\"left:\(left)px;top:\(top)px\">"
                        + appScreen + SVGSnapshot.document(for: entry.drawing, time: entry.time,
                                                           idPrefix: "o-\(glass ? "g" : "m")-\(entry.name)", glass: glass)
                        + "</div></div>"
                }
            }
        }
        cells += "<h2>Toasts and places: a text capsule, a 48 pt toast with its glyph at the top, two HUDs in two views, above the keyboard, a ring completing into its check</h2>"
        for name in ["text-only", "top-glyph", "two-views", "bottom-keyboard", "ring-to-check-30"] {
            if name == "two-views" {
                cells += twoViewsCell
                continue
            }
            guard let entry = entries.first(where: { $0.name == name }) else { continue }
            let bezel = entry.drawing.bezel.frame
            // A top toast keeps the island in sight: its crop starts at the screen's top.
            let left = SVGText.number(120 - bezel.midX), top = SVGText.number(bezel.minY < 100 ? 0 : 100 - bezel.midY)
            // Under a top toast, photos rather than the large title, which the capsule would half cover.
            let backdrop = entry.showsDevice && bezel.minY < 100
                ? "<div class=\"app\"><div class=\"grid\">\((0..<24).map { "<span class=\"t\($0 % 6)\"></span>" }.joined())</div></div>"
                    + device(size: entry.drawing.size)
                : screen(for: entry)
            cells += "<div class=\"crop light\"><div class=\"screen\" style=\"left:\(left)px;top:\(top)px\">"
                + backdrop + SVGSnapshot.document(for: entry.drawing, time: entry.time, idPrefix: "o-n-\(entry.name)",
                                                            glass: true)
                + "</div></div>"
        }
        return page(title: "StatusHUD", body: cells)
            .replacingOccurrences(of: "</style>", with: """
                body { margin: 0; padding: 8px; background: #f2f2f7; } main { display: grid; grid-template-columns: repeat(5, 240px); gap: 8px; }
                .crop { position: relative; width: 240px; height: 200px; overflow: hidden; border-radius: 14px; }
                .crop .screen { position: absolute; transform: none; margin: 0; border-radius: 0; }
                h2 { grid-column: 1 / -1; margin: 6px 0 0; font: 600 14px Inter, system-ui, sans-serif; color: #3c3c43; }
                .crop .card { position: absolute; top: 15px; width: 108px; height: 170px; border-radius: 12px; overflow: hidden; }
                .crop .card > svg { position: absolute; left: 0; top: 0; }
                </style>
                """)
    }

    /// Two photo cards, each with a HUD of its own (`HUD.Instance(in:)`): one loading, one done.
    static var twoViewsCell: String {
        var cell = "<div class=\"crop light\"><div class=\"app\"></div>"
        let card = CGSize(width: 108, height: 170)
        let huds = [HUD.Content(indicator: .progress(0.6), status: "Uploading"), HUD.Content(indicator: .success, status: "Saved")]
        for (index, content) in huds.enumerated() {
            let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content,
                                      container: HUD.Layout.Container(size: card), measurer: GalleryTextMeasurer(),
                                      environment: HUD.Drawing.Environment(appearance: .light, displayScale: 2))
            let left = 8 + index * 116
            cell += "<div class=\"card t\(index == 0 ? 1 : 0)\" style=\"left:\(left)px\">"
                + SVGSnapshot.document(for: drawing, time: .at(0.3), idPrefix: "o-card-\(index)", glass: true) + "</div>"
        }
        return cell + "</div>"
    }

    /// A page of cards; each card shows its SVG over a sample screen, at half size.
    public static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>\(title)</title><style>
        body { margin: 24px; font-family: Inter, system-ui, sans-serif; background: #f2f2f7; }
        main { display: grid; grid-template-columns: repeat(6, 195px); grid-auto-flow: row dense; gap: 20px; }
        figure { margin: 0; width: 195px; }
        figcaption { font-size: 12px; line-height: 15px; height: 45px; color: #3c3c43; margin-top: 6px; text-align: center; }
        .screen { position: relative; width: 390px; height: 844px; transform: scale(0.5); transform-origin: 0 0;
                  margin-bottom: -422px; margin-right: -195px; border-radius: 36px; overflow: hidden; }
        .screen > svg { position: absolute; left: 0; top: 0; }
        .app { position: absolute; inset: 0; background: #ffffff; color: #000; }
        .dark .app { background: #000; color: #fff; }
        .bar { padding: 60px 20px 12px; font-size: 34px; font-weight: 700; }
        .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2px; }
        .grid span { height: 128px; }
        .keyboard { position: absolute; left: 0; right: 0; bottom: 0; background: #d1d3d9; }
        .keyboard .key { fill: #fcfcfe; } .keyboard .function { fill: #abb0ba; } .keyboard .glyph { fill: none; stroke: #3c3c43; stroke-width: 1.5; }
        .dark .keyboard { background: #2b2b2d; } .dark .keyboard .key { fill: #6b6b6e; } .dark .keyboard .function { fill: #464649; }
        .dark .keyboard .glyph { stroke: #ebebf5; }
        .device { position: absolute; left: 0; top: 0; z-index: 1; } .device .island { fill: #000; }
        .device .home { fill: #000; } .dark .device .home { fill: #fff; }
        .t0 { background: linear-gradient(135deg, #ff9f0a, #ff375f); } .t1 { background: linear-gradient(135deg, #30d158, #0a84ff); }
        .t2 { background: linear-gradient(135deg, #bf5af2, #5e5ce6); } .t3 { background: linear-gradient(135deg, #64d2ff, #ffd60a); }
        .t4 { background: linear-gradient(160deg, #8e8e93, #1c1c1e); } .t5 { background: linear-gradient(20deg, #ffd60a, #ff9f0a); }
        </style></head><body><main>
        \(body)</main></body></html>
        """
    }
}
