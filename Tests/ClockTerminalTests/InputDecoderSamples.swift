import ClockCore
@testable import ClockTerminal

/// Byte sequences real terminals send, each with the events it must decode to. Shared by the table,
/// split and fuzz tests. Every sample is complete: nothing is pending after it.
enum InputSamples {
    static let esc = "\u{1B}"

    static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    static func mouse(_ action: MouseAction, _ button: MouseButton, _ x: Int, _ y: Int,
                      _ modifiers: Modifiers = []) -> InputEvent {
        .mouse(MouseEvent(action, button, at: Point(x: x, y: y), modifiers: modifiers))
    }

    /// Keys: text, control bytes, Alt, CSI and SS3 forms of xterm, application mode, the Linux console and rxvt.
    static let keys: [(String, InputEvent)] = [
        ("a", key(.char("a"))), ("Z", key(.char("Z"))), (" ", key(.char(" "))), ("~", key(.char("~"))),
        ("é", key(.char("é"))), ("€", key(.char("€"))), ("🙂", key(.char("🙂"))),
        ("\r", key(.enter)), ("\n", key(.enter)), ("\t", key(.tab)),
        ("\u{7F}", key(.backspace)), ("\u{08}", key(.backspace)),
        ("\u{03}", key(.ctrl("c"))), ("\u{01}", key(.ctrl("a"))), ("\u{1A}", key(.ctrl("z"))),
        ("\u{00}", key(.ctrl(" "))),
        (esc + "[Z", key(.backTab)), (esc + "\t", key(.backTab)),
        (esc + "x", key(.char("x"), .alt)), (esc + "é", key(.char("é"), .alt)),
        (esc + "\r", key(.enter, .alt)), (esc + "\u{7F}", key(.backspace, .alt)),
        (esc + "\u{03}", key(.ctrl("c"), .alt)),
        (esc + "[A", key(.up)), (esc + "[B", key(.down)), (esc + "[C", key(.right)), (esc + "[D", key(.left)),
        (esc + "OA", key(.up)), (esc + "OB", key(.down)), (esc + "OC", key(.right)), (esc + "OD", key(.left)),
        (esc + "[H", key(.home)), (esc + "[F", key(.end)), (esc + "[1~", key(.home)), (esc + "[4~", key(.end)),
        (esc + "[7~", key(.home)), (esc + "[8~", key(.end)), (esc + "OH", key(.home)), (esc + "OF", key(.end)),
        (esc + "[2~", key(.insert)), (esc + "[3~", key(.delete)),
        (esc + "[5~", key(.pageUp)), (esc + "[6~", key(.pageDown)),
        (esc + "OP", key(.function(1))), (esc + "OQ", key(.function(2))),
        (esc + "OR", key(.function(3))), (esc + "OS", key(.function(4))),
        (esc + "[11~", key(.function(1))), (esc + "[14~", key(.function(4))),
        (esc + "[15~", key(.function(5))), (esc + "[17~", key(.function(6))), (esc + "[18~", key(.function(7))),
        (esc + "[19~", key(.function(8))), (esc + "[20~", key(.function(9))), (esc + "[21~", key(.function(10))),
        (esc + "[23~", key(.function(11))), (esc + "[24~", key(.function(12))),
        (esc + "[[A", key(.function(1))), (esc + "[[B", key(.function(2))), (esc + "[[C", key(.function(3))),
        (esc + "[[D", key(.function(4))), (esc + "[[E", key(.function(5))),
        (esc + "[1;5C", key(.right, .ctrl)), (esc + "[1;2A", key(.up, .shift)), (esc + "[1;3D", key(.left, .alt)),
        (esc + "[1;6B", key(.down, [.ctrl, .shift])), (esc + "[1;8H", key(.home, [.shift, .alt, .ctrl])),
        (esc + "[1;9C", key(.right, .alt)), (esc + "[1;5F", key(.end, .ctrl)),
        (esc + "[3;5~", key(.delete, .ctrl)), (esc + "[5;2~", key(.pageUp, .shift)),
        (esc + "[1;2P", key(.function(1), .shift)), (esc + "[15;5~", key(.function(5), .ctrl)),
        (esc + "[24;3~", key(.function(12), .alt)),
        (esc + "O5C", key(.right, .ctrl)), (esc + "O2P", key(.function(1), .shift)), (esc + "OM", key(.enter)),
        (esc + "Oa", key(.up, .ctrl)), (esc + "[d", key(.left, .shift)),
        (esc + "[2$", key(.insert, .shift)), (esc + "[3^", key(.delete, .ctrl)),
        (esc + "[97;5u", key(.ctrl("a"))), (esc + "[13;2u", key(.enter, .shift)), (esc + "[27;5;99~", key(.ctrl("c"))),
    ]

    /// SGR (1006) mouse reports, plus urxvt's decimal 1015 form.
    static let mouseReports: [(String, InputEvent)] = [
        (esc + "[<0;10;5M", mouse(.press, .left, 9, 4)),
        (esc + "[<32;11;5M", mouse(.drag, .left, 10, 4)),
        (esc + "[<0;11;5m", mouse(.release, .left, 10, 4)),
        (esc + "[<1;1;1M", mouse(.press, .middle, 0, 0)),
        (esc + "[<2;3;4M", mouse(.press, .right, 2, 3)),
        (esc + "[<34;4;4M", mouse(.drag, .right, 3, 3)),
        (esc + "[<2;4;4m", mouse(.release, .right, 3, 3)),
        (esc + "[<35;7;8M", mouse(.move, .none, 6, 7)),
        (esc + "[<64;5;6M", mouse(.wheelUp, .none, 4, 5)),
        (esc + "[<65;5;6M", mouse(.wheelDown, .none, 4, 5)),
        (esc + "[<66;5;6M", mouse(.wheelLeft, .none, 4, 5)),
        (esc + "[<67;5;6M", mouse(.wheelRight, .none, 4, 5)),
        (esc + "[<68;5;6M", mouse(.wheelUp, .none, 4, 5, .shift)),
        (esc + "[<69;5;6M", mouse(.wheelDown, .none, 4, 5, .shift)),
        (esc + "[<4;1;2M", mouse(.press, .left, 0, 1, .shift)),
        (esc + "[<8;1;2M", mouse(.press, .left, 0, 1, .alt)),
        (esc + "[<18;1;2M", mouse(.press, .right, 0, 1, .ctrl)),
        (esc + "[<60;1;2M", mouse(.drag, .left, 0, 1, [.shift, .alt, .ctrl])),
        (esc + "[<0;300;200M", mouse(.press, .left, 299, 199)),
        (esc + "[<32;2345;1234M", mouse(.drag, .left, 2344, 1233)),
        (esc + "[32;10;5M", mouse(.press, .left, 9, 4)),
    ]

    static func reply(_ kind: TerminalReply.Kind, _ text: String) -> InputEvent { .reply(TerminalReply(kind, text)) }

    /// Control strings terminals send in answers: OSC colour and title reports (ended by BEL or ST), DCS
    /// capability and setting reports, kitty's APC graphics answers, PM and SOS.
    static let replies: [(String, InputEvent)] = [
        (esc + "]11;rgb:1e1e/1e1e/2e2e\u{07}", reply(.operatingSystemCommand, "11;rgb:1e1e/1e1e/2e2e")),
        (esc + "]10;rgb:ffff/ffff/ffff" + esc + "\\", reply(.operatingSystemCommand, "10;rgb:ffff/ffff/ffff")),
        (esc + "]lWörld 🙂 q" + esc + "\\", reply(.operatingSystemCommand, "lWörld 🙂 q")),
        (esc + "]\u{07}", reply(.operatingSystemCommand, "")),
        (esc + "P1+r544e=787465726d" + esc + "\\", reply(.deviceControl, "1+r544e=787465726d")),
        (esc + "P1$r0;1m" + esc + "\\", reply(.deviceControl, "1$r0;1m")),
        (esc + "_Gi=31;OK" + esc + "\\", reply(.applicationProgramCommand, "Gi=31;OK")),
        (esc + "^private" + esc + "\\", reply(.privacyMessage, "private")),
        (esc + "Xstring" + esc + "\\", reply(.startOfString, "string")),
    ]

    /// CSI sequences no key sends: terminals' answers to DA1, DA2 and XTWINOPS, and anything with a private marker.
    static let csiReplies: [(String, InputEvent)] = [
        (esc + "[?1;2c", reply(.controlSequence, "?1;2c")),
        (esc + "[?63;1;2;4;6;9;15;16;22;28c", reply(.controlSequence, "?63;1;2;4;6;9;15;16;22;28c")),
        (esc + "[>0;276;0c", reply(.controlSequence, ">0;276;0c")),
        (esc + "[6;20;10t", reply(.controlSequence, "6;20;10t")),
        (esc + "[4;480;800t", reply(.controlSequence, "4;480;800t")),
        (esc + "[?2004h", reply(.controlSequence, "?2004h")),
        (esc + "[?1u", reply(.controlSequence, "?1u")),
    ]

    /// What ends anything left open (a paste, a control string) so the next input is read afresh.
    static let closeAnything = esc + "[201~"

    /// Sequences that must be consumed whole and produce nothing.
    static let ignored: [String] = [
        esc + "[I", esc + "[O", esc + "[201~", esc + "[99~",
        esc + "[<0;1M", esc + "[<128;1;1M", esc + "[<3;1;1M", esc + "[<64;1;1m", esc + "[1;2;3;4;5;6X",
        esc + "[E", esc + "OX", esc + "[[Z", esc + "[200~" + esc + "[201~",
        esc + "]11;?\u{18}", esc + "P+q544e\u{1A}",
    ]

    static var all: [(String, [InputEvent])] {
        keys.map { ($0.0, [$0.1]) } + mouseReports.map { ($0.0, [$0.1]) } + replies.map { ($0.0, [$0.1]) }
            + csiReplies.map { ($0.0, [$0.1]) }
            + ignored.map { ($0, []) }
    }
}
