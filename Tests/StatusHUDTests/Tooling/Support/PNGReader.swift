/// Reads the PNG files the encoder writes (8-bit grey+alpha or RGBA, not interlaced) back into
/// pixels with the test ``Inflater``, undoing each row's filter as the PNG specification says.
/// It shares no code with the encoder: not even the CRC, which it computes bit by bit.
struct PNGReader {
    let width: Int
    let height: Int
    let colorType: UInt8
    let pixels: [UInt8]
    /// The filter type byte of each row.
    let rowFilters: [UInt8]
    /// The chunk types in file order.
    let chunkTypes: [String]
    /// The deflate block types of the image data.
    let blockTypes: [Int]

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Inflater.Failure(description: "signature")
        }
        var offset = 8
        var types: [String] = []
        var header: [UInt8] = []
        var data: [UInt8] = []
        func bigEndian(_ at: Int) -> Int { file[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset < file.count {
            let length = bigEndian(offset)
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(file[(offset + 8)..<(offset + 8 + length)])
            guard Self.crc(file[(offset + 4)..<(offset + 8 + length)]) == UInt32(bigEndian(offset + 8 + length))
            else { throw Inflater.Failure(description: "CRC of \(type)") }
            types.append(type)
            if type == "IHDR" { header = body }
            if type == "IDAT" { data += body }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Inflater.Failure(description: "IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        colorType = header[9]
        guard header[8] == 8, header[10] == 0, header[11] == 0, header[12] == 0,
              colorType == 4 || colorType == 6 else { throw Inflater.Failure(description: "unsupported IHDR") }
        let bytesPerPixel = colorType == 4 ? 2 : 4
        let stride = width * bytesPerPixel
        let (filtered, blocks) = try Inflater.zlibDecompress(data)
        guard filtered.count == height * (stride + 1) else { throw Inflater.Failure(description: "data size") }

        var pixels: [UInt8] = []
        var filters: [UInt8] = []
        var above = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = filtered[start]
            var row = Array(filtered[(start + 1)...(start + stride)])
            for x in 0..<stride {
                let a = x >= bytesPerPixel ? Int(row[x - bytesPerPixel]) : 0
                let b = Int(above[x])
                let c = x >= bytesPerPixel ? Int(above[x - bytesPerPixel]) : 0
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Inflater.Failure(description: "filter \(filter)")
                }
                row[x] = UInt8((Int(row[x]) + prediction) & 0xFF)
            }
            pixels += row
            filters.append(filter)
            above = row
        }
        self.pixels = pixels
        rowFilters = filters
        chunkTypes = types
        blockTypes = blocks
    }

    /// CRC-32 as the PNG specification defines it, one bit at a time (no table).
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
