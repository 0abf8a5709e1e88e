/// A copier's progress sent to the main queue as it grows: at most one delivery waiting at a
/// time however fast the bytes go, each with the progress as it is when it runs (nothing told
/// meanwhile is lost: it is in that later reading).
final class ProgressMailbox: @unchecked Sendable {
    private let lock = Lock()
    private var waiting = false
    private var handler: (@MainActor (CopyProgress) -> Void)?

    /// Where the deliveries go, on the main queue.
    func receive(with handler: @escaping @MainActor (CopyProgress) -> Void) {
        lock.withLock { self.handler = handler }
    }

    /// Sends the progress (`reading`, read when the delivery runs) to the main queue, unless a
    /// delivery is waiting already.
    func tell(_ reading: @escaping @Sendable () -> CopyProgress) {
        let alreadyWaiting = lock.withLock { () -> Bool in
            let was = waiting
            waiting = true
            return was
        }
        guard !alreadyWaiting else { return }
        MainQueueWork.send {
            let handler = self.lock.withLock { () -> (@MainActor (CopyProgress) -> Void)? in
                self.waiting = false
                return self.handler
            }
            handler?(reading())
        }
    }
}
