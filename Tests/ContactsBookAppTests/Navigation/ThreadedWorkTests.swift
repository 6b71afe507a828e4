import Foundation
import Testing

@testable import ContactsBookApp

#if canImport(Glibc)
    import Glibc
#endif

/// Work off the run loop: its finish runs on the loop, after the pipe the terminal polls says so;
/// quick work is waited for before a frame, slow work is not.
@MainActor
@Suite struct ThreadedWorkTests {
    final class Box: @unchecked Sendable {
        var values: [Int] = []
    }

    @Test func quickWorkFinishesBeforeTheNextFrame() throws {
        let work = try #require(ThreadedWork())
        let box = Box()
        work.run({ 6 * 7 }, then: { box.values.append($0) })
        #expect(box.values.isEmpty, "the finish runs on the loop, never on the worker's thread")
        work.finishQuickWork()
        #expect(box.values == [42])
    }

    @Test func slowWorkWakesTheLoopWhenItIsDone() throws {
        let work = try #require(ThreadedWork())
        let box = Box()
        work.run(
            {
                usleep(200_000)
                return 1
            }, then: { box.values.append($0) })
        work.finishQuickWork()
        #expect(box.values.isEmpty, "a frame waits a moment, not for the whole work")
        var ready = pollfd(fd: work.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 5_000) == 1, "the descriptor the terminal polls becomes readable")
        work.takeFinished()
        #expect(box.values == [1])
        work.finishQuickWork()
        #expect(poll(&ready, 1, 0) == 0, "drained: no event left for the loop")
    }

    @Test func workStartedBeforeTheLastFrameIsNotWaitedForAgain() throws {
        let work = try #require(ThreadedWork())
        let box = Box()
        work.run(
            {
                usleep(300_000)
                return 1
            }, then: { box.values.append($0) })
        #expect(work.startedSinceFrame)
        work.finishQuickWork()
        // The next key's frame: the work still runs, and the frame does not wait for it.
        #expect(!work.startedSinceFrame, "no wait for work an earlier key started")
        // Work known to take longer than a frame may wait is not waited for at all.
        work.run({ 2 }, waitsBeforeFrame: false, then: { box.values.append($0) })
        #expect(!work.startedSinceFrame)
        work.finishAll()
        #expect(box.values.sorted() == [1, 2])
    }
}
