import CounterEngine
import CounterTUI
import Foundation
@testable import CounterCLI

/// What a test compares a recording with: the frame the command line renders at a time, made
/// in this process by the same code as `--frame-at` (a fresh scene for every frame, as each
/// `--frame-at` run makes one), under a UTF-8 locale with colours.
@MainActor
enum RecordedRun {
    static let environment = Environment(noColor: false, animationsOff: false, term: "xterm-256color", utf8: true,
                                         stdoutIsTerminal: false, stdinIsTerminal: false)

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A function from time to the frame of `arguments` (a count or a dashboard command line).
    static func frames(_ arguments: [String], size: Size) throws -> (Double) -> Buffer {
        switch CounterTUIMain.parseCommand(arguments) {
        case .failure(let error):
            throw Failure(description: error.message)
        case .success(.count(let settings)):
            return { time in
                let (_, scene) = CounterRunner.makeScene(settings, environment: environment)
                var frame = Buffer(size: size)
                _ = scene.advance(to: time)
                scene.render(at: time, into: &frame)
                return frame
            }
        case .success(.dashboard(let command)):
            var config = DashboardConfig(counters: [])
            if let file = command.file { config = try DashboardFile.load(file) }
            config.counters += command.counterSpecs()
            return { time in
                var copy = config
                let (scene, _) = DashboardRunner.makeScene(command, config: &copy, environment: environment)
                var frame = Buffer(size: size)
                _ = scene.advance(to: time)
                scene.render(at: time, into: &frame)
                return frame
            }
        }
    }
}
