#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// Where the HUD is: the scene and window the shared HUD goes over as scenes come and go
// (`SceneHost`), or the container view a HUD of a view's own is drawn in (`ContainerFollower`).
extension HUD.UIKitPresenter {
    func handle(_ news: SceneNews) {
        guard usesWindow else { return }
        if case .touched(let id) = news {
            host.sceneTouched(id)         // for the next HUD placed; a visible one stays
            return
        }
        watchTouches()
        if let hiding {
            // Fading out: it is going anyway. If its scene leaves, it goes at once (its window goes
            // with the scene, and an animation there may never complete); it never moves.
            switch news {
            case .enteredBackground(let id), .disconnected(let id):
                if overlay?.sceneID == id { finishHiding(hiding) }
            case .activated, .windowsChanged, .touched:
                break
            }
            return
        }
        let scenes = WindowHost.scenes()
        switch news {
        case .activated(let id): apply(host.sceneActivated(id, scenes))
        case .enteredBackground(let id): apply(host.sceneEnteredBackground(id, scenes))
        case .disconnected(let id): apply(host.sceneDisconnected(id, scenes))
        case .windowsChanged: apply(host.windowsChanged(scenes))
        case .touched: break
        }
        followAppWindow()
    }

    /// On iPad, notes touches in each scene's key window from now on (`SceneTouches`).
    func watchTouches() {
        #if os(iOS)
        SceneTouches.watch(WindowHost.connectedScenes)
        #endif
    }

    func apply(_ step: SceneHost<ObjectIdentifier>.Step) {
        guard let view else { return }
        switch step.placement {
        case .unchanged:
            break
        case .attach(let id, let index, let level):
            guard let scene = WindowHost.scene(id) else { break }
            let windows = WindowHost.appWindows(of: scene)
            guard windows.indices.contains(index) else { break }
            attach(to: scene, above: windows[index], level: level)
        case .wait(let reason):
            view.removeFromSuperview()
            releaseOverlay()
            sayWhyNothingShows(reason)
        }
        switch step.report {
        case .onScreen?:
            // On screen for the first time (the fade-in starts), or back after a move off screen
            // (the fade is already at its end: nothing to animate, and the report is harmless).
            showing?.reportOnScreen()
            if let latest {
                haptics.prepare(enabled: latest.configuration.isHapticFeedbackEnabled)
                play(cues.cameOnScreen(latest.content, configuration: latest.configuration), cameOnScreen: true)
            }
            if hiding == nil, let showing { fadeIn(view, showing) }
        case .offScreen?:
            showing?.reportOffScreen()
            cues.wentOffScreen()
        case nil:
            break
        }
    }

    func attach(to scene: UIWindowScene, above window: UIWindow, level: HUD.WindowLevel) {
        guard let view else { return }
        follower?.stop()            // it was in a container view until now
        follower = nil
        let overlay: OverlayWindow
        if let current = self.overlay, current.windowScene === scene {
            overlay = current
        } else {
            releaseOverlay()
            overlay = OverlayWindow(scene: scene, appWindow: window)
            self.overlay = overlay
        }
        overlay.appWindow = window
        overlay.windowLevel = UIWindow.Level(rawValue: level.rawValue)
        overlay.host(view)
        followAppWindow()
        overlay.appear()                  // never made key on iOS: the app keeps its first responder
        seedKeyboard(from: view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Puts the HUD where its container says (`ContainerFollower`, `ContainerPlacement`): in it, or
    /// beside it for a scroll view, on top of the container's other HUDs.
    func attach(to container: UIView) {
        guard let view else { return }
        releaseOverlay()
        if follower == nil || view.container !== container {
            follower?.stop()
            follower = ContainerFollower(container: container, hud: view, onScreenChanged: { [weak self] onScreen in
                self?.containerWindowChanged(inWindow: onScreen)
            }, gone: { [weak self] in
                self?.containerGone()
            })
        }
        follower?.shown()
        seedKeyboard(from: view)
        view.layoutIfNeeded()
    }

    /// The container entered or left a window, or was hidden or shown (`ContainerFollower`). Fading out, a HUD whose container left its window
    /// is done at once, as one whose scene leaves is: nobody sees the rest of the fade, and an
    /// animation out of any window may never complete.
    private func containerWindowChanged(inWindow: Bool) {
        if let hiding {
            if !inWindow { finishHiding(hiding) }
            return
        }
        apply(host.containerWindowChanged(inWindow: inWindow))
        if inWindow, let view { seedKeyboard(from: view) }
    }

    /// The container has gone for good (`ContainerLife`): a HUD shown there ends at once, reported
    /// off screen first; one fading out is done.
    private func containerGone() {
        follower = nil
        if let hiding {
            finishHiding(hiding)
            return
        }
        guard let showing else { return }
        apply(host.containerWindowChanged(inWindow: false))
        showing.reportGone()
    }
}
#endif
