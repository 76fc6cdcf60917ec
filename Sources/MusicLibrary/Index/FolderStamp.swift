import Glibc

/// What tells the start-up check that a folder's list of entries may have changed: its status-change time (ctime),
/// in nanoseconds since the epoch.
///
/// Adding, removing or renaming an entry changes a folder's modification time, and every change of that time
/// changes the ctime too; unlike the modification time, the ctime cannot be set back (`touch -d`, `rsync -t`, an
/// archive unpacked with its times), so a folder whose modification time lies is still listed again. A file
/// changed in place changes neither: its own size and modification time are compared for that (`UnchangedCheck`).
///
/// A stamp taken within `margin` of the folder's last change is not kept (0: list it again next time), as git does
/// with racy index entries: a second change in the same tick of the file system's clock (a second, on some) would
/// leave the stamp as it was.
enum FolderStamp {
    /// Nanoseconds a folder's ctime must be older than its listing for the stamp to be kept.
    static let margin: Int64 = 2_000_000_000

    /// The stamp of a folder with this status, listed at `now` (nanoseconds), or 0 when it is too recent to trust.
    static func trusted(_ info: stat, listedAt now: Int64, margin: Int64) -> Int64 {
        let changed = of(info)
        return changed > 0 && changed < now - margin ? changed : 0
    }

    static func of(_ info: stat) -> Int64 {
        Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    /// The wall clock in nanoseconds: the file system's times are on it.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
