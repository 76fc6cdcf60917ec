import ClockCore

/// A finished CSI (`ESC [ … final`) or SS3 (`ESC O … final`) sequence, split into its ECMA-48 parts.
struct ControlSequence: Equatable {
    /// A private marker right after the introducer: `<` for SGR mouse, `?` or `>` in terminal replies.
    var marker: UInt8?
    /// Numeric parameters; an empty one reads as 0. Sub-parameters after `:` are ignored.
    var parameters: [Int]
    var intermediates: [UInt8]
    var final: UInt8

    /// Numbers larger than this are clamped, so a flood of digits cannot overflow.
    static let parameterLimit = 9_999_999

    init(_ bytes: ArraySlice<UInt8>, final: UInt8) {
        var rest = bytes
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            marker = first
            rest = rest.dropFirst()
        }
        var parameters: [Int] = []
        var intermediates: [UInt8] = []
        var current = 0
        var inSubParameter = false
        var sawAny = false
        for byte in rest {
            switch byte {
            case 0x30...0x39 where !inSubParameter:
                current = min(current * 10 + Int(byte - 0x30), Self.parameterLimit)
                sawAny = true
            case 0x3B:
                parameters.append(current)
                current = 0
                inSubParameter = false
                sawAny = true
            case 0x3A:
                inSubParameter = true
            case 0x20...0x2F:
                intermediates.append(byte)
            default:
                break
            }
        }
        if sawAny { parameters.append(current) }
        self.parameters = parameters
        self.intermediates = intermediates
        self.final = final
    }

    func parameter(_ index: Int) -> Int {
        index < parameters.count ? parameters[index] : 0
    }

    /// Arrows, Home/End and F1–F4: the finals CSI and SS3 sequences share.
    static func cursorOrFunctionKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// The key a CSI sequence stands for, or nil for sequences that mean nothing to us.
    var csiKey: KeyEvent? {
        guard marker == nil, intermediates.isEmpty else { return nil }
        let modifiers = Self.modifiers(xterm: parameter(1))
        if let key = Self.cursorOrFunctionKey(final: final) { return KeyEvent(key, modifiers: modifiers) }
        switch final {
        // Shift is what makes Tab a back-tab, so it is not repeated as a modifier.
        case UInt8(ascii: "Z"): return KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift))
        // rxvt: Shift+arrows.
        case UInt8(ascii: "a"): return KeyEvent(.up, modifiers: .shift)
        case UInt8(ascii: "b"): return KeyEvent(.down, modifiers: .shift)
        case UInt8(ascii: "c"): return KeyEvent(.right, modifiers: .shift)
        case UInt8(ascii: "d"): return KeyEvent(.left, modifiers: .shift)
        case UInt8(ascii: "~"):
            if parameter(0) == 27 { return Self.codepointKey(parameter(2), xtermModifiers: parameter(1)) }
            return Self.tildeKey(parameter(0)).map { KeyEvent($0, modifiers: modifiers) }
        // rxvt marks Shift, Ctrl and Ctrl+Shift with these finals instead of a parameter.
        case UInt8(ascii: "$"): return Self.tildeKey(parameter(0)).map { KeyEvent($0, modifiers: .shift) }
        case UInt8(ascii: "^"): return Self.tildeKey(parameter(0)).map { KeyEvent($0, modifiers: .ctrl) }
        case UInt8(ascii: "@"): return Self.tildeKey(parameter(0)).map { KeyEvent($0, modifiers: [.ctrl, .shift]) }
        case UInt8(ascii: "u"): return Self.codepointKey(parameter(0), xtermModifiers: parameter(1))
        default: return nil
        }
    }

    /// The key an SS3 sequence stands for (application cursor mode, xterm F1–F4, rxvt Ctrl+arrows).
    var ss3Key: KeyEvent? {
        guard marker == nil, intermediates.isEmpty else { return nil }
        // Old xterms put the modifier right after `ESC O`: `ESC O 5 C`.
        let modifiers = Self.modifiers(xterm: parameters.last ?? 0)
        if let key = Self.cursorOrFunctionKey(final: final) { return KeyEvent(key, modifiers: modifiers) }
        switch final {
        case UInt8(ascii: "M"): return KeyEvent(.enter, modifiers: modifiers)
        case UInt8(ascii: "a"): return KeyEvent(.up, modifiers: .ctrl)
        case UInt8(ascii: "b"): return KeyEvent(.down, modifiers: .ctrl)
        case UInt8(ascii: "c"): return KeyEvent(.right, modifiers: .ctrl)
        case UInt8(ascii: "d"): return KeyEvent(.left, modifiers: .ctrl)
        default: return nil
        }
    }

    /// The VT220-style `ESC [ n ~` keys; xterm, the Linux console and rxvt share these numbers.
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// xterm encodes modifiers as `1 + bits` with shift = 1, alt = 2, ctrl = 4, meta = 8 (meta reads as alt).
    static func modifiers(xterm parameter: Int) -> Modifiers {
        guard parameter > 1 else { return [] }
        let bits = parameter - 1
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    /// A key reported by code point (`CSI code ; mod u`, xterm's `CSI 27 ; mod ; code ~`), shaped like the plain byte would be.
    static func codepointKey(_ codepoint: Int, xtermModifiers: Int) -> KeyEvent? {
        var modifiers = Self.modifiers(xterm: xtermModifiers)
        switch codepoint {
        case 9: return KeyEvent(.tab, modifiers: modifiers)
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        case 0x20...0x7E, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(codepoint)) else { return nil }
            let lowercase = scalar.value | 0x20
            if modifiers.contains(.ctrl), (0x61...0x7A).contains(lowercase) {
                modifiers.remove(.ctrl)
                return KeyEvent(.ctrl(Character(Unicode.Scalar(UInt8(lowercase)))), modifiers: modifiers)
            }
            return KeyEvent(.char(Character(scalar)), modifiers: modifiers)
        default: return nil
        }
    }
}
