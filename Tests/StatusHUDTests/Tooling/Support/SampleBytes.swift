/// Deterministic sample inputs for the compression tests.
enum SampleBytes {
    /// Bytes from a fixed-seed SplitMix64 generator: incompressible noise.
    static func noise(count: Int, seed: UInt64 = 1) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
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
