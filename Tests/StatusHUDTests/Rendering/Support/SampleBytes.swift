/// Deterministic sample inputs for the compression tests.
enum SampleBytes {
    /// Bytes from a fixed-seed SplitMix64 generator: incompressible noise.
    static func noise(count: Int, seed: UInt64 = 1) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    /// English-like text made of repeated words in a noisy order.
    static func text(count: Int) -> [UInt8] {
        let words = ["status", "HUD", "spinner", "progress", "the", "a", "mask", "rotates", "bezel", "label"]
        var bytes: [UInt8] = []
        let choices = noise(count: count, seed: 7)
        var index = 0
        while bytes.count < count {
            bytes += Array(words[Int(choices[index % choices.count]) % words.count].utf8) + [0x20]
            index += 1
        }
        return Array(bytes.prefix(count))
    }

    /// RGBA pixels of a horizontal and vertical gradient with a soft alpha ramp.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)),
                           UInt8((x + y) % 256), UInt8(255 - x * 128 / max(width, 1))]
            }
        }
        return pixels
    }
}
