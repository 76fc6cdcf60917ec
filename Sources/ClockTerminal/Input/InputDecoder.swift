import ClockCore
// TEMPORARY stand-in until the input branch lands.
public struct InputDecoder {
    var pending: [UInt8] = []
    public init() {}
    public var hasPending: Bool { !pending.isEmpty }
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending += bytes
        var out: [InputEvent] = []
        while !pending.isEmpty {
            let b = pending[0]
            if b == 0x1B {
                if pending.count == 1 { break }
                if pending.count >= 3 && pending[1] == 0x5B && pending[2] == 0x3C {
                    guard let end = pending.firstIndex(where: { $0 == 0x4D || $0 == 0x6D }) else { break }
                    let body = String(decoding: pending[3..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
                    let release = pending[end] == 0x6D
                    pending.removeFirst(end + 1)
                    if body.count == 3 {
                        let btn: MouseButton = [MouseButton.left, .middle, .right, .none][body[0] & 3]
                        let act: MouseAction = release ? .release : (body[0] & 32 != 0 ? .drag : .press)
                        out.append(.mouse(MouseEvent(act, btn, at: Point(x: body[1] - 1, y: body[2] - 1))))
                    }
                    continue
                }
                if pending.count >= 3 && pending[1] == 0x5B {
                    let k: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]
                    if let key = k[pending[2]] { out.append(.key(KeyEvent(key))) }
                    pending.removeFirst(3)
                    continue
                }
                pending.removeFirst()
                out.append(.key(KeyEvent(.escape)))
                continue
            }
            pending.removeFirst()
            switch b {
            case 0x09: out.append(.key(KeyEvent(.tab)))
            case 0x0D, 0x0A: out.append(.key(KeyEvent(.enter)))
            case 0x01...0x1A: out.append(.key(KeyEvent(.ctrl(Character(Unicode.Scalar(b + 0x60))))))
            default: out.append(.key(KeyEvent(.char(Character(Unicode.Scalar(b))))))
            }
        }
        return out
    }
    public mutating func flush() -> [InputEvent] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [.key(KeyEvent(.escape))]
    }
}
