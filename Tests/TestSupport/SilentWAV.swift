import Foundation

/// Audio files for the tests' libraries: silence that mpv and MPD play in real time, so a song lasts as long as asked.
public enum SilentWAV {
    /// A mono 8-bit 8 kHz PCM WAV file of silence.
    public static func data(seconds: Int) -> Data {
        let rate = 8000, samples = rate * seconds
        var data = Data()
        func append32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append32(36 + samples); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append32(16); append16(1); append16(1); append32(rate); append32(rate)
        append16(1); append16(8)
        data.append(contentsOf: Array("data".utf8)); append32(samples)
        data.append(Data(repeating: 128, count: samples))
        return data
    }
}
