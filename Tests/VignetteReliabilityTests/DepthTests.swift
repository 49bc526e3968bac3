import Foundation
import Testing
import Vignette
import VignetteCairo

/// Deep trees (issue 9): a tree at `Node.maximumDepth` lays out and renders on a worker
/// thread with a small stack; a deeper one, 10,000 levels from JSON or the DSL, is a clear
/// error, never a stack overflow.
@Suite struct DepthTests {
    /// `levels` containers and modifiers around a word, built without recursion.
    static func deep(_ levels: Int) -> Node {
        var node = Node.words("deep")
        for level in 1..<levels {
            switch level % 4 {
            case 0: node = .column(.leading, spacing: 2, [node])
            case 1: node = .modified(node, .padding(Insets(all: 0.01)))
            case 2: node = .layers(.topLeading, [node])
            default: node = .modified(node, .opacity(0.999))
            }
        }
        return node
    }

    /// The JSON of a column nested `levels` deep, written without recursion.
    static func deepJSON(_ levels: Int) -> Data {
        let open = String(repeating: #"{"type":"column","children":["#, count: levels - 1)
        let close = String(repeating: "]}", count: levels - 1)
        return Data((open + #"{"type":"words","text":"deep"}"# + close).utf8)
    }

    /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it.
    static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try body() }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return try box.result!.get()
    }

    @Test func depthCountsEveryContainerAndModifier() {
        #expect(Node.words("x").depth == 1)
        #expect(Self.deep(7).depth == 7)
        #expect(Node.modified(.words("x"), .background(Self.deep(5), alignment: .center)).depth == 6)
        // Iterative: measuring does not recurse. (Freeing a Swift indirect enum does, so a tree
        // much deeper than this overflows an 8 MiB stack when it is released, whatever Vignette does.)
        #expect(Self.deep(10_000).depth == 10_000)
    }

    @Test func aTreeAtTheLimitRendersOnASmallStack() throws {
        // 4 MiB, half of Linux's default thread stack, in a debug build (release frames are smaller).
        let png = try Self.onThread(stackSize: 4 << 20) { () -> Data in
            let pipeline = try Pipeline()
            let tree = Self.deep(Node.maximumDepth)
            let prepared = try pipeline.prepare(tree)
            #expect(prepared.layout.allNodes.count > 450)
            let svg = try pipeline.renderer.svg(prepared.displayList)
            #expect(!svg.isEmpty)
            return try pipeline.png(prepared)
        }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let json = try Self.onThread(stackSize: 4 << 20) {
            try Node.decode(json: Self.deepJSON(Node.maximumDepth), path: "limit.json").depth
        }
        #expect(json == Node.maximumDepth)
    }

    @Test func tenThousandLevelsFromTheDSLIsAnError() throws {
        let message = try Self.onThread(stackSize: 8 << 20) { () -> String in
            let pipeline = try Pipeline()
            do {
                _ = try pipeline.prepare(Self.deep(10_000))
                return "no error"
            } catch let error as VignetteError {
                return error.message
            }
        }
        #expect(
            message
                == "widget 'generated' nests 10,000 levels deep; Vignette lays out at most 512 (each container and modifier is a level)"
        )
    }

    @Test func tenThousandLevelsOfJSONIsAnErrorWithItsPlace() throws {
        let message = try Self.onThread(stackSize: 4 << 20) { () -> String in
            do {
                _ = try Node.decode(json: Self.deepJSON(10_000), path: "deep.json")
                return "no error"
            } catch let error as VignetteError {
                return error.message
            }
        }
        // Each level is an object and a children array, 29 characters: the 1,537th opening
        // bracket opens level 769, at column 768 × 29 + 1.
        #expect(
            message == "deep.json: line 1, column 22273: arrays and objects nest deeper than 1,536 levels; "
                + "a tree may nest at most 512 nodes and modifiers deep")
        // Between the parser's limit and the tree's: the tree's message.
        let between = try Self.onThread(stackSize: 4 << 20) { () -> String in
            do {
                _ = try Node.decode(json: Self.deepJSON(700), path: "deep.json")
                return "no error"
            } catch let error as VignetteError {
                return error.message
            }
        }
        #expect(
            between
                == "deep.json nests 700 levels deep; Vignette lays out at most 512 (each container and modifier is a level)"
        )
    }
}

/// A result handed from a worker thread to the waiting test.
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
