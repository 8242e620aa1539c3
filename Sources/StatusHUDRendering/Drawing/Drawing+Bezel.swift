import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The details' colour on a bezel drawn as `look`: ``detailsColor`` on the material and solid
    /// bezels, the foreground (``textColor``) on Liquid Glass. The glass's tint keeps 4.5 : 1 for
    /// the foreground only, with black or white straight behind the glass (``Bezel/glassTint``); a
    /// secondary shade there falls to 3.4 : 1 (light) and 3.8 : 1 (dark), under what small text
    /// needs. The details stay apart from the status by their smaller, regular type.
    ///
    /// ```swift
    /// detailsLabel.textColor = drawing.detailsColor(for: drawing.bezel.look(canUseGlass: true)).uiColor
    /// ```
    package func detailsColor(for look: Bezel.Look) -> HUD.Color {
        if case .glass = look { return textColor }
        return detailsColor
    }

    /// The rounded rectangle behind the indicator and the text, with continuous corners (iOS's
    /// `CALayerCornerCurve.continuous`), or a capsule for one line of text alone.
    ///
    /// Platforms that blur draw ``material`` (when there is one) and then ``fill`` over it, as
    /// SVProgressHUD does; platforms that cannot blur draw ``opaqueFill`` instead.
    package struct Bezel: Sendable, Equatable {
        /// The bezel's frame, in the container's coordinates.
        package var frame: CGRect
        /// The corner radius in points: the configured radius, at most half the shorter side; half
        /// the height for a capsule. Corners are continuous, as iOS draws its own.
        package var cornerRadius: CGFloat
        /// Whether the bezel is a capsule (one line of text alone): its ends are half circles.
        package var isCapsule: Bool
        /// The blur to draw behind ``fill``; `nil` for custom styles.
        package var material: Material?
        /// The colour drawn over the material: white at 60 % for the light style, 0.18 grey at 72 %
        /// for the dark one (over black, 1.30 : 1 from it), the custom background for custom styles.
        package var fill: HUD.Color
        /// What to draw instead of material and fill where nothing blurs: an opaque colour close
        /// to how they look (the custom background for custom styles).
        package var opaqueFill: HUD.Color
        /// The hairline drawn along the bezel's outline, so its shape reads on a plain background of
        /// its own colour (a light bezel on a white screen); `nil` for none.
        package var edge: Edge?
        /// The soft shadow under the bezel; `nil` for none.
        package var shadow: Shadow?
        /// The tint of Liquid Glass where the platform has it (iOS 26): the style's colour at the
        /// lowest opacity that keeps the text at 4.5 : 1 with black or white right behind the glass
        /// (46 % white light; 66 % of the dark fill's grey, which also keeps the glass over black
        /// 1.25 : 1 from it); `nil` for custom styles, which keep their own background.
        package var glassTint: HUD.Color?
        /// Whether the user's settings (Reduce Transparency, Increase Contrast) ask for a solid bezel.
        package var isSolid: Bool

        /// Creates a bezel.
        package init(frame: CGRect, cornerRadius: CGFloat, material: Material?, fill: HUD.Color, opaqueFill: HUD.Color,
                    edge: Edge? = nil, shadow: Shadow? = nil, glassTint: HUD.Color? = nil, isSolid: Bool = false,
                    isCapsule: Bool = false) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.isCapsule = isCapsule
            self.material = material
            self.fill = fill
            self.opaqueFill = opaqueFill
            self.edge = edge
            self.shadow = shadow
            self.glassTint = glassTint
            self.isSolid = isSolid
        }

        /// A line along the bezel's outline, inside it.
        package struct Edge: Sendable, Equatable {
            /// The line's colour.
            package var color: HUD.Color
            /// The line's width in points: one pixel of the screen.
            package var width: CGFloat

            /// Creates an edge.
            package init(color: HUD.Color, width: CGFloat) {
                self.color = color
                self.width = width
            }
        }

        /// A blurred shadow of the bezel's shape.
        package struct Shadow: Sendable, Equatable {
            /// The shadow's colour and opacity.
            package var color: HUD.Color
            /// The blur radius in points (`CALayer.shadowRadius`; about twice an SVG `stdDeviation`).
            package var radius: CGFloat
            /// How far the shadow falls from the bezel.
            package var offset: CGSize

            /// Creates a shadow.
            package init(color: HUD.Color, radius: CGFloat, offset: CGSize) {
                self.color = color
                self.radius = radius
                self.offset = offset
            }

            /// How far past the bezel's edge the shadow can reach: twice its radius and its offset.
            package var reach: CGFloat {
                let reach = max(radius, 0) * 2 + max(abs(offset.width), abs(offset.height))
                return reach.isFinite ? reach : 0
            }
        }

        /// How a platform draws the bezel.
        package enum Look: Sendable, Equatable {
            /// Liquid Glass, tinted (iOS 26).
            case glass(tint: HUD.Color)
            /// A system blur with a fill over it (iOS 15–18, tvOS, Mac Catalyst).
            case material(Material, fill: HUD.Color)
            /// One opaque colour: custom styles, Reduce Transparency, Increase Contrast, and
            /// renderers that cannot blur.
            case solid(HUD.Color)
        }

        /// How to draw the bezel where Liquid Glass is available (`canUseGlass`) or not: glass, else
        /// the material, unless the style is custom or the user's settings ask for a solid bezel.
        ///
        /// ```swift
        /// switch drawing.bezel.look(canUseGlass: isIOS26) {
        /// case .glass(let tint): effect = glass(tinted: tint)
        /// case .material(let material, let fill): effect = blur(material); background = fill
        /// case .solid(let color): effect = nil; background = color
        /// }
        /// ```
        package func look(canUseGlass: Bool) -> Look {
            if isSolid { return .solid(opaqueFill) }
            guard let material else { return .solid(fill) }
            if canUseGlass, let glassTint { return .glass(tint: glassTint) }
            return .material(material, fill: fill)
        }

        /// The edge to draw with `look`: the hairline on every look, glass too.
        ///
        /// Glass draws a rim of its own, but what it draws is the system's and undocumented, and
        /// the light glass's tint on a plain white screen is white on white: fill, edge and shadow
        /// measured 1.00 : 1, no container at all. The hairline (the foreground at 18 %, about
        /// 1.5 : 1 on a screen of the bezel's own colour) keeps the shape wherever the rim is faint.
        /// `UIGlassEffect` takes no border, so UIKit draws it on its own view over the glass; the
        /// alternative, no hairline on glass, trusts a rim nothing here can measure.
        package func edge(for look: Look) -> Edge? {
            edge
        }

        /// The shadow to draw with `look`: none on glass, which has its own depth.
        package func shadow(for look: Look) -> Shadow? {
            if case .glass = look { return nil }
            return shadow
        }
    }

    /// A system blur, named after `UIBlurEffect.Style`.
    package enum Material: Sendable, Equatable {
        /// `UIBlurEffect.Style.systemMaterialLight` (`.light` on tvOS, which has no system materials).
        case systemMaterialLight
        /// `UIBlurEffect.Style.systemMaterialDark` (`.dark` on tvOS).
        case systemMaterialDark
    }
}
