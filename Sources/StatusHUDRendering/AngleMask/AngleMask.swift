import StatusHUDModel
/// The spinner's mask image, computed: a square whose alpha sweeps once around its centre,
/// so that, rotating over the spinner's arc, it shows a bright head with a tail fading behind.
///
/// Every pixel is grey 0 (black; a mask only uses alpha). A pixel's alpha depends only on the
/// direction from the image's centre to the pixel's centre, measured on screen (y down) as
/// the fraction `t` of a clockwise turn from 12 o'clock (0 ≤ t < 1):
///
///     alpha = round(255 × (t/2 + 3t²/2 − t³))
///
/// That curve rises steadily (its slope is never below ½), from 0 just after 12 o'clock to 255
/// just before it, and is symmetric: `alpha(t) + alpha(1 − t) = 255` (±1 from rounding). It is the
/// mean of a straight line and a smoothstep, which matches SVProgressHUD's `angle-mask.png` as
/// measured there at radius 40 of 100 px (13 at 1 o'clock, 52 at 3, 129 at 6, 204 at 9, 242 at
/// 11): the curve is within ±1 at those angles, and the pixels under those points within ±2.
/// The alpha is the same at every distance from the centre, corners included; the centre pixel
/// of an odd side, which has no direction, gets `t = 0` (transparent).
///
/// The arithmetic is plain IEEE-754 `+ − × ÷` (no `atan2` from the platform's maths library,
/// whose last bit may differ between systems), so the pixels are the same everywhere.
///
/// ```swift
/// let pixels = AngleMask.pixels(side: 200)    // 200 × 200 × [grey, alpha]
/// ```
///
/// The PNG files in `Resources/` are these pixels encoded by the `StatusHUDTooling` module's
/// encoder (`swift run generate-resources`); the library itself holds no PNG code.
package enum AngleMask {
    /// The side of the @1x image in pixels; the @2x and @3x images are 200 and 300 pixels.
    package static let side = 100

    /// The grey value of every pixel.
    package static let grey: UInt8 = 0

    /// The bundled file name at a scale of 1, 2 or 3: `angle-mask.png`, `angle-mask@2x.png`, ….
    package static func fileName(scale: Int) -> String {
        scale == 1 ? "angle-mask.png" : "angle-mask@\(scale)x.png"
    }

    /// The alpha at the fraction `turn` of a clockwise turn from 12 o'clock (taken modulo 1).
    package static func alpha(atTurn turn: Double) -> UInt8 {
        var t = turn - turn.rounded(.down)
        if !t.isFinite { t = 0 }
        let opacity = t / 2 + 3 * t * t / 2 - t * t * t
        return UInt8((255 * opacity).rounded())
    }

    /// The grey+alpha pixels of a mask `side` pixels square (negative counts as 0), rows top
    /// to bottom, two bytes per pixel.
    package static func pixels(side: Int) -> [UInt8] {
        let side = max(side, 0)
        var pixels = [UInt8](repeating: grey, count: side * side * 2)
        for y in 0..<side {
            for x in 0..<side {
                // Twice the offset of the pixel centre from the image centre: whole numbers.
                let right = 2 * x + 1 - side
                let up = side - 2 * y - 1
                pixels[(y * side + x) * 2 + 1] = alpha(atTurn: clockwiseTurn(right: right, up: up))
            }
        }
        return pixels
    }

    /// The direction of (`right`, `up`) as a fraction of a clockwise turn from straight up, 0 ≤ t < 1;
    /// 0 for (0, 0).
    package static func clockwiseTurn(right: Int, up: Int) -> Double {
        let across = Double(abs(right))
        let along = Double(abs(up))
        if across == 0 && along == 0 { return 0 }
        // The angle from the vertical axis within the quadrant, in turns (0…¼).
        let fromVertical = across <= along
            ? arctangentInTurns(across / along)
            : 0.25 - arctangentInTurns(along / across)
        switch (right >= 0, up > 0) {
        case (true, true): return fromVertical              // upper right: 12 to 3 o'clock
        case (true, false): return 0.5 - fromVertical       // lower right: 3 to 6
        case (false, false): return 0.5 + fromVertical      // lower left: 6 to 9
        case (false, true): return 1 - fromVertical         // upper left: 9 to 12
        }
    }

    /// arctan(z) / 2π for 0 ≤ z ≤ 1, to about 10⁻¹², from basic arithmetic only.
    private static func arctangentInTurns(_ z: Double) -> Double {
        // Above tan(π/8), use arctan z = π/4 + arctan((z − 1)/(z + 1)), so |w| ≤ tan(π/8) ≈ 0.414.
        let reduced = z > 0.414_213_562_373_095_1
        let w = reduced ? (z - 1) / (z + 1) : z
        // Taylor series w − w³/3 + w⁵/5 − …; 14 terms leave an error below 0.415²⁹/29 ≈ 3·10⁻¹³.
        let square = w * w
        var power = w
        var sum = 0.0
        for term in 0..<14 {
            let contribution = power / Double(2 * term + 1)
            sum += term % 2 == 0 ? contribution : -contribution
            power *= square
        }
        let radians = reduced ? Double.pi / 4 + sum : sum
        return radians / (2 * Double.pi)
    }
}
