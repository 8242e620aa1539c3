/// The five PNG row filters (PNG specification §9.2), which turn each byte into its
/// difference from a prediction made from the bytes to its left and above, so that smooth
/// images become runs of small numbers that deflate well.
///
/// ```swift
/// PNGRowFilter.sub.apply(to: row, above: previousRow, bytesPerPixel: 4, into: &output)
/// ```
enum PNGRowFilter: UInt8, Sendable, CaseIterable {
    /// Bytes as they are.
    case none = 0
    /// Difference from the byte one pixel to the left.
    case sub = 1
    /// Difference from the byte above.
    case up = 2
    /// Difference from the floor of the mean of left and above.
    case average = 3
    /// Difference from whichever of left, above and upper-left is nearest to left + above − upper-left.
    case paeth = 4

    /// Appends the filter type byte and the filtered `row` to `output`.
    ///
    /// `above` is the previous row unfiltered, or all zeros for the first row.
    func apply(
        to row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int,
        into output: inout [UInt8]
    ) {
        output.append(rawValue)
        for index in 0..<row.count {
            let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
            let up = above[index]
            let upperLeft = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
            output.append(row[index] &- predict(left: left, up: up, upperLeft: upperLeft))
        }
    }

    /// The sum of the filtered bytes read as signed numbers, made positive: libpng's
    /// heuristic for the filter that will compress best (smaller is better).
    func cost(of row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        var sum = 0
        for index in 0..<row.count {
            let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
            let upperLeft = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
            let filtered = Int8(bitPattern: row[index] &- predict(left: left, up: above[index], upperLeft: upperLeft))
            sum += filtered < 0 ? -Int(filtered) : Int(filtered)
        }
        return sum
    }

    /// The value this filter predicts for a byte from its neighbours.
    private func predict(left: UInt8, up: UInt8, upperLeft: UInt8) -> UInt8 {
        switch self {
        case .none:
            return 0
        case .sub:
            return left
        case .up:
            return up
        case .average:
            return UInt8((Int(left) + Int(up)) / 2)
        case .paeth:
            let estimate = Int(left) + Int(up) - Int(upperLeft)
            let toLeft = abs(estimate - Int(left))
            let toUp = abs(estimate - Int(up))
            let toUpperLeft = abs(estimate - Int(upperLeft))
            if toLeft <= toUp && toLeft <= toUpperLeft { return left }
            return toUp <= toUpperLeft ? up : upperLeft
        }
    }
}
