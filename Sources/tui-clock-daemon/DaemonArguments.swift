import FoundationEssentials

/// The ringer's arguments: `--now` as the user gave it (the front checked it), and the three its idle self hands
/// back when it wakes it (`IdleSelf`): the clock's offset, the ringer's lock, and how far the alarms were checked.
struct DaemonArguments {
    var now: String?
    var offset: Double?
    var lockDescriptor: Int32?
    var checkedUntil: Date?

    static let offsetOption = "--clock-offset", lockOption = "--daemon-lock-fd", checkedOption = "--checked-until"

    init(_ words: [String]) {
        var i = words.startIndex
        while i < words.endIndex {
            let value = i + 1 < words.endIndex ? words[i + 1] : nil
            switch words[i] {
            case "--now": now = value
            case Self.offsetOption: offset = value.flatMap(Double.init)
            case Self.lockOption: lockDescriptor = value.flatMap { Int32($0) }
            case Self.checkedOption: checkedUntil = value.flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
            default: i += 1; continue
            }
            i += 2
        }
    }
}
