#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process does with a signal now: its default action, nothing (ignored), or a handler.
package enum SignalDisposition: Equatable {
    case byDefault
    case ignored
    case handled

    /// The current disposition of `sig` (read with sigaction, changed by nothing).
    package static func of(_ sig: Int32) -> SignalDisposition {
        var current = sigaction()
        sigaction(sig, nil, &current)
        // SIG_DFL is the handler address 0, SIG_IGN the address 1.
        guard let handler = current.__sigaction_handler.sa_handler else { return .byDefault }
        return unsafeBitCast(handler, to: Int.self) == 1 ? .ignored : .handled
    }
}
