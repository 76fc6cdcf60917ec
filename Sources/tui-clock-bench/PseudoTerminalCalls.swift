import Glibc

/// glibc's pseudo-terminal functions. stdlib.h declares them only for X/Open builds, which the Glibc module is not,
/// so they are looked up by name in the C library that is already loaded.
enum PseudoTerminalCalls {
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias OnMaster = @convention(c) (Int32) -> Int32
    typealias NameOf = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static let posixOpenpt: OpenPT = symbol("posix_openpt")
    static let grantpt: OnMaster = symbol("grantpt")
    static let unlockpt: OnMaster = symbol("unlockpt")
    static let ptsname: NameOf = symbol("ptsname")

    private static func symbol<F>(_ name: String) -> F {
        let everything = dlopen(nil, RTLD_NOW)
        guard let address = dlsym(everything, name) else { fatalError("the C library has no \(name)") }
        return unsafeBitCast(address, to: F.self)
    }
}
