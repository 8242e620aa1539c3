import Testing
@_spi(Presenter) @testable import StatusHUD
@testable import StatusHUDTooling

/// The symbol arithmetic against the tables typed in from RFC 1951 §3.2.5.
@Suite struct DeflateTokenTests {
    @Test func everyLengthMapsToTheRFCCode() {
        for length in 3...258 {
            let symbol = DeflateToken.match(length: length, distance: 1).lengthSymbol
            let index = symbol.code - 257
            #expect((0..<29).contains(index), "length \(length)")
            guard (0..<29).contains(index) else { continue }
            #expect(symbol.extraBitCount == RFC1951Tables.lengthExtraBits[index], "length \(length)")
            #expect(RFC1951Tables.lengthBase[index] + Int(symbol.extraBits) == length, "length \(length)")
            #expect(Int(symbol.extraBits) < 1 << symbol.extraBitCount, "length \(length)")
        }
    }

    @Test func everyDistanceMapsToTheRFCCode() {
        for distance in 1...32768 {
            let symbol = DeflateToken.match(length: 3, distance: distance).distanceSymbol
            #expect((0..<30).contains(symbol.code), "distance \(distance)")
            guard (0..<30).contains(symbol.code) else { continue }
            if symbol.extraBitCount != RFC1951Tables.distanceExtraBits[symbol.code]
                || RFC1951Tables.distanceBase[symbol.code] + Int(symbol.extraBits) != distance {
                Issue.record("distance \(distance) → code \(symbol.code), extra \(symbol.extraBits)/\(symbol.extraBitCount)")
            }
        }
    }

    @Test func packingKeepsLiteralsAndMatchesApart() {
        let literal = DeflateToken.literal(200)
        #expect(literal.isLiteral && literal.value == 200 && literal.distance == 0)
        let match = DeflateToken.match(length: 258, distance: 32768)
        #expect(!match.isLiteral && match.value == 258 && match.distance == 32768)
    }
}
