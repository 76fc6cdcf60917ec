import Foundation

/// A `systemctl` for the service tests, first on the `PATH`: it records each call's arguments, one line each, and
/// answers the `--user` commands `tui-clock service` uses as systemd 252 does — including refusing to enable a unit
/// whose file is not in the user's unit folder — keeping "enabled" and "active" as files in its own folder.
/// `noBus()` makes it answer like a container without a user instance; `failEnabling()` like a broken manager.
struct FakeSystemctl {
    let folder: String
    var programFolder: String { folder + "/bin" }
    var callLog: String { folder + "/calls" }

    init(in parent: String) throws {
        folder = parent + "/fake-systemctl"
        try FileManager.default.createDirectory(atPath: programFolder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            state=\(Command.quoteForShell(folder))
            echo "$*" >> "$state/calls"
            unit_file="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user/tui-clock.service"
            if [ -e "$state/no-bus" ]; then
                echo "Failed to connect to bus: No medium found" >&2
                exit 1
            fi
            case "$*" in
            "--user show-environment")
                echo "HOME=$HOME"; echo "LANG=C.UTF-8" ;;
            "--user daemon-reload") ;;
            "--user enable tui-clock.service")
                if [ -e "$state/enable-fails" ]; then echo "Failed to enable unit: Access denied" >&2; exit 1; fi
                if [ ! -e "$unit_file" ]; then
                    echo "Failed to enable unit: Unit file tui-clock.service does not exist." >&2; exit 1
                fi
                touch "$state/enabled"
                echo "Created symlink $HOME/.config/systemd/user/default.target.wants/tui-clock.service → $unit_file." >&2 ;;
            "--user restart tui-clock.service")
                if [ ! -e "$unit_file" ]; then echo "Failed to restart tui-clock.service: Unit tui-clock.service not found." >&2; exit 5; fi
                touch "$state/active" ;;
            "--user disable tui-clock.service")
                rm -f "$state/enabled" ;;
            "--user disable --now tui-clock.service")
                rm -f "$state/enabled" "$state/active"
                echo "Removed \\"$HOME/.config/systemd/user/default.target.wants/tui-clock.service\\"." >&2 ;;
            "--user is-enabled tui-clock.service")
                if [ -e "$state/enabled" ]; then echo enabled; exit 0; fi
                if [ -e "$unit_file" ]; then echo disabled; exit 1; fi
                echo "Failed to get unit file state for tui-clock.service: No such file or directory" >&2; exit 1 ;;
            "--user is-active tui-clock.service")
                if [ -e "$state/active" ]; then echo active; exit 0; fi
                echo inactive; exit 3 ;;
            *)
                echo "fake systemctl: unexpected call: $*" >&2; exit 1 ;;
            esac
            """
        try script.write(toFile: programFolder + "/systemctl", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: programFolder + "/systemctl")
    }

    /// The calls so far, e.g. `["--user show-environment", "--user daemon-reload", …]`.
    var calls: [String] {
        ((try? String(contentsOfFile: callLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func noBus() { _ = FileManager.default.createFile(atPath: folder + "/no-bus", contents: nil) }
    func failEnabling() { _ = FileManager.default.createFile(atPath: folder + "/enable-fails", contents: nil) }
    /// The ringer stopped by itself (it failed and gave up), as `is-active` would then say.
    func stopRunning() { try? FileManager.default.removeItem(atPath: folder + "/active") }
}
