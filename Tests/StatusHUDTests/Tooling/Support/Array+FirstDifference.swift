extension Array where Element == UInt8 {
    /// Where this differs from `expected`, in a few words (`nil` if equal): keeps failure
    /// messages short where `#expect(a == b)` would print both arrays in full.
    func firstDifference(from expected: [UInt8]) -> String? {
        if self == expected { return nil }
        guard let index = (0..<Swift.min(count, expected.count)).first(where: { self[$0] != expected[$0] }) else {
            return "lengths differ: \(count) against \(expected.count) expected"
        }
        return "byte \(index): \(self[index]) against \(expected[index]) expected (lengths \(count), \(expected.count))"
    }
}
