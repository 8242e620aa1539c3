import StatusHUDModel
import StatusHUDRendering
/// Where the HUD lives among an app's scenes, and what to do when they change: the whole policy the
/// UIKit presenter applies, decided here where Linux tests drive it through scene sequences.
///
/// The presenter describes the connected scenes (`HUD.SceneDescription`, each with an identity of
/// its choosing) at each event and applies the ``Step`` it gets back: attach the HUD above a window,
/// or take it off screen and wait; and report to the engine when the HUD came on or went off screen.
///
/// The rules:
/// - **The scene in use.** A HUD that is not on screen goes to the scene the user is using: an
///   explicit ``target`` if it can take the HUD; otherwise the foreground-active scenes first, then
///   foreground-inactive ones, and among those:
///   1. the one in front by `activeAppearance`, read at each decision. Only the Mac varies it (Mac
///      Catalyst: the key window's scene is `.active`, the others `.inactive`); on iPhone and iPad
///      UIKit's header says it "is always .active", so there every scene ties here;
///   2. then **the one touched last** (``sceneTouched(_:)``): on iPad, in Split View, Slide Over and
///      Stage Manager, every visible scene stays foreground-active and, since iOS 15, each keeps its
///      own key window, so tapping from one window into the other posts no activation and no
///      key-window change; the first touch of each gesture in a scene's key window is the only
///      signal of the window the user works in (the UIKit layer notes it; `SceneTouches`);
///   3. then the most recently activated, only as the tie-break: activations also come back in
///      UIKit's own order after Control Center, Notification Center or a system alert has
///      deactivated every scene at once, so they do not say which window the user chose;
///   4. then the order given (UIKit lists scenes as a set: no order).
///
///   In that scene, its shown key window at a level from normal to the maximum (`HUD.WindowChoice`).
/// - **A visible HUD stays put** while its scene stays in the foreground: activating another scene
///   beside it (Split View, Stage Manager) does not make it jump, since it belongs to the work that
///   showed it and the user may be looking at either.
/// - **It moves instead of parking** when its scene goes to the background or disconnects: to the
///   next scene in use, or, when there is none (the app went to the background), off screen, to come
///   back as soon as a scene can take it. Reports are made only when on-screen-ness changes, so a
///   move between scenes is no report at all.
/// - **A show while off screen attaches again** at once if any scene can take it.
/// - **Its level follows the windows.** The overlay sits just above the host scene's windows up to
///   the maximum level (``overlayLevel(in:above:maximumWindowLevel:)``); when a window appears,
///   hides or becomes key there, or the maximum changes, a visible HUD is placed again in its scene
///   if its window or level would differ, so a window the app shows later does not cover it.
/// - **In a container** (``usesContainer``), scenes are not looked at: the HUD is on screen while the
///   container is in a window.
package struct SceneHost<SceneID: Hashable> {
    package init() {}

    /// One connected scene as the presenter sees it.
    package struct Scene {
        package var id: SceneID
        package var description: HUD.SceneDescription

        package init(id: SceneID, description: HUD.SceneDescription) {
            self.id = id
            self.description = description
        }
    }

    /// What the presenter does after an event.
    package enum Placement: Equatable {
        /// Nothing changes where the HUD is.
        case unchanged
        /// Put the HUD above this window of this scene (where it may already be), its overlay at
        /// this level.
        case attach(scene: SceneID, window: Int, level: HUD.WindowLevel)
        /// Take the HUD off screen (hide its overlay) and wait for a scene that can take it.
        case wait(HUD.WindowChoice.NoWindowReason)
    }

    /// What to tell the engine (`HUD.Transition`), if anything.
    package enum Report: Equatable {
        case onScreen
        case offScreen
    }

    package struct Step: Equatable {
        package var placement: Placement
        package var report: Report?

        static var nothing: Step { Step(placement: .unchanged, report: nil) }
    }

    /// The scene to prefer over the one in use, when it can take the HUD; `nil` by default.
    package var target: SceneID?
    /// The HUD's windows may only be at levels up to this one.
    package var maximumWindowLevel: HUD.WindowLevel = .normal

    /// Whether the engine has the HUD shown (on screen or waiting for a place).
    private(set) var isShowing = false
    /// Whether the HUD is on screen now, as last reported.
    package private(set) var isOnScreen = false
    /// The scene the HUD is in; `nil` while hidden or waiting.
    private(set) var host: SceneID?
    /// The window and level the HUD was last placed at in ``host``.
    private var placed: (window: Int, level: HUD.WindowLevel)?
    /// Whether the HUD is in a container view, not a scene's window.
    private(set) var usesContainer = false

    /// Activation order: a larger number is a later activation.
    private var activations: [SceneID: UInt64] = [:]
    /// Touch order: a larger number is a later touch.
    private var touches: [SceneID: UInt64] = [:]
    private var clock: UInt64 = 0

    // MARK: Events

    /// The engine shows the HUD (first show, or a show while it is showing). In a window: place it
    /// if it is not on screen; in a container: on screen as the container is.
    package mutating func show(_ scenes: [Scene], containerInWindow: Bool? = nil) -> Step {
        isShowing = true
        if let containerInWindow {
            usesContainer = true
            host = nil
            return report(onScreen: containerInWindow, .unchanged)
        }
        usesContainer = false
        if isOnScreen, let host, scenes.contains(where: { $0.id == host && Self.canHost($0) }) { return placeAgain(scenes) }
        return place(scenes)
    }

    /// The engine hid the HUD (its fade-out is done, or it never reached the screen).
    package mutating func hide() {
        isShowing = false
        isOnScreen = false
        host = nil
        placed = nil
        usesContainer = false
    }

    /// A scene became foreground-active (`UIScene.didActivateNotification`).
    package mutating func sceneActivated(_ id: SceneID, _ scenes: [Scene]) -> Step {
        clock += 1
        activations[id] = clock
        return placeIfWaiting(scenes)
    }

    /// The user touched a window of this scene, after touching another scene's (the UIKit layer
    /// says so only when the scene touched changes). It orders the scenes for the next HUD that
    /// is placed; a visible HUD stays where it is, as it does when another scene activates.
    package mutating func sceneTouched(_ id: SceneID) {
        clock += 1
        touches[id] = clock
    }

    /// Windows changed: one became key, visible or hidden, or a scene is entering the foreground.
    /// A waiting HUD is placed if it now can be; a visible one is placed again in its scene if its
    /// window or level would differ.
    package mutating func windowsChanged(_ scenes: [Scene]) -> Step {
        guard isShowing, !usesContainer else { return .nothing }
        return isOnScreen ? placeAgain(scenes) : place(scenes)
    }

    /// The maximum level the HUD may use changed (the configuration's `maximumWindowLevel`).
    package mutating func maximumWindowLevelChanged(to level: HUD.WindowLevel, _ scenes: [Scene]) -> Step {
        guard level != maximumWindowLevel else { return .nothing }
        maximumWindowLevel = level
        return windowsChanged(scenes)
    }

    /// A scene went to the background (`UIScene.didEnterBackgroundNotification`).
    package mutating func sceneEnteredBackground(_ id: SceneID, _ scenes: [Scene]) -> Step {
        guard isShowing, !usesContainer, host == id else { return .nothing }
        return place(Self.marking(id, .background, in: scenes))
    }

    /// A scene disconnected (`UIScene.didDisconnectNotification`): it is forgotten, and the HUD
    /// leaves it if it was there. (UIKit may still list it during the notification.)
    package mutating func sceneDisconnected(_ id: SceneID, _ scenes: [Scene]) -> Step {
        activations[id] = nil
        touches[id] = nil
        if target == id { target = nil }
        guard isShowing, !usesContainer, host == id else { return .nothing }
        return place(Self.marking(id, .unattached, in: scenes))
    }

    /// The container view entered a window or left it.
    package mutating func containerWindowChanged(inWindow: Bool) -> Step {
        guard isShowing, usesContainer else { return .nothing }
        return report(onScreen: inWindow, .unchanged)
    }

    // MARK: Choosing

    /// The scenes in the order the HUD prefers them (after the activation state, which
    /// `HUD.WindowChoice` ranks first): the one in front first, then those that do not say, then
    /// those behind; within each, the most recently touched first, then scenes never touched; within
    /// those, the most recently activated first, and scenes never seen activating after those, in
    /// the order given.
    func inUseOrder(_ scenes: [Scene]) -> [Scene] {
        func front(_ scene: Scene) -> Int {
            switch scene.description.activeAppearance {
            case .active: 2
            case .unspecified: 1
            case .inactive: 0
            }
        }
        return scenes.enumerated().sorted { a, b in
            let (fa, fb) = (front(a.element), front(b.element))
            if fa != fb { return fa > fb }
            let (ua, ub) = (touches[a.element.id] ?? 0, touches[b.element.id] ?? 0)
            if ua != ub { return ua > ub }
            let (ta, tb) = (activations[a.element.id] ?? 0, activations[b.element.id] ?? 0)
            return ta != tb ? ta > tb : a.offset < b.offset
        }.map(\.element)
    }

    /// Where the HUD would go now among `scenes`, or why nowhere.
    func choose(_ scenes: [Scene]) -> Result<(scene: SceneID, window: Int), NoPlace> {
        if let target, let scene = scenes.first(where: { $0.id == target }),
           case (_, let position?) = HUD.SceneDescription.choose(from: [scene.description],
                                                                  maximumWindowLevel: maximumWindowLevel) {
            return .success((scene.id, position.window))
        }
        let ordered = inUseOrder(scenes)
        let (choice, position) = HUD.SceneDescription.choose(from: ordered.map(\.description),
                                                             maximumWindowLevel: maximumWindowLevel)
        if let position { return .success((ordered[position.scene].id, position.window)) }
        if case .noneYet(let reason) = choice { return .failure(NoPlace(reason: reason)) }
        return .failure(NoPlace(reason: .noWindows))
    }

    struct NoPlace: Error, Equatable {
        var reason: HUD.WindowChoice.NoWindowReason
    }

    /// `scenes` with the one the news is about in the state the news says, whatever UIKit still
    /// lists for it during the notification.
    private static func marking(_ id: SceneID, _ state: HUD.WindowDescription.SceneState, in scenes: [Scene]) -> [Scene] {
        scenes.map { scene in
            guard scene.id == id else { return scene }
            var marked = scene
            marked.description.state = state
            return marked
        }
    }

    private static func canHost(_ scene: Scene) -> Bool {
        scene.description.role == .windowApplication
            && (scene.description.state == .foregroundActive || scene.description.state == .foregroundInactive)
    }

    private mutating func placeIfWaiting(_ scenes: [Scene]) -> Step {
        guard isShowing, !usesContainer, !isOnScreen else { return .nothing }
        return place(scenes)
    }

    private mutating func place(_ scenes: [Scene]) -> Step {
        switch choose(scenes) {
        case .success(let place):
            return attach(place.scene, window: place.window, in: scenes)
        case .failure(let none):
            host = nil
            placed = nil
            return report(onScreen: false, .wait(none.reason))
        }
    }

    /// A visible HUD stays in its scene; it moves to another window or level there only if the
    /// scene's windows changed under it. While the scene has no window to take it (a key window
    /// being swapped for another) it stays where it is: only the scene leaving moves it.
    private mutating func placeAgain(_ scenes: [Scene]) -> Step {
        guard let host, let scene = scenes.first(where: { $0.id == host }), Self.canHost(scene),
              case (_, let position?) = HUD.SceneDescription.choose(from: [scene.description],
                                                                     maximumWindowLevel: maximumWindowLevel)
        else { return .nothing }
        let level = Self.overlayLevel(in: scene.description, above: position.window, maximumWindowLevel: maximumWindowLevel)
        if let placed, placed.window == position.window, placed.level == level { return .nothing }
        return attach(host, window: position.window, in: scenes)
    }

    private mutating func attach(_ id: SceneID, window: Int, in scenes: [Scene]) -> Step {
        let level = scenes.first(where: { $0.id == id }).map {
            Self.overlayLevel(in: $0.description, above: window, maximumWindowLevel: maximumWindowLevel)
        } ?? HUD.WindowLevel(rawValue: HUD.WindowLevel.normal.rawValue + 1)
        host = id
        placed = (window, level)
        return report(onScreen: true, .attach(scene: id, window: window, level: level))
    }

    private mutating func report(onScreen: Bool, _ placement: Placement) -> Step {
        defer { isOnScreen = onScreen }
        guard onScreen != isOnScreen else { return Step(placement: placement, report: nil) }
        return Step(placement: placement, report: onScreen ? .onScreen : .offScreen)
    }
}

extension SceneHost {
    /// The level of the HUD's overlay window in a scene: just above the highest shown window of the
    /// scene from the chosen window's level up to `maximumWindowLevel`, so the HUD is above the
    /// chosen window and whatever it presents (sheets, alerts and popovers live in it) and above the
    /// app's other windows there, but below the levels the app keeps out of reach (the status bar
    /// and alert levels by default; the keyboard's window is far above both).
    static func overlayLevel(in scene: HUD.SceneDescription, above window: Int,
                             maximumWindowLevel: HUD.WindowLevel) -> HUD.WindowLevel {
        guard scene.windows.indices.contains(window) else { return HUD.WindowLevel(rawValue: HUD.WindowLevel.normal.rawValue + 1) }
        let floor = scene.windows[window].level.rawValue
        let levels = scene.windows.lazy.filter { !$0.isHidden && $0.alpha > 0 }.map(\.level.rawValue)
            .filter { $0.isFinite && $0 >= floor && $0 <= maximumWindowLevel.rawValue }
        let top = levels.max() ?? (floor.isFinite ? floor : HUD.WindowLevel.normal.rawValue)
        return HUD.WindowLevel(rawValue: top + 1)
    }
}
