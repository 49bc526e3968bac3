import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `Subprocess.run(idleTimeout:)`, how `vignette test --package` watches the package's executable:
/// a run that keeps printing goes on past the idle time; one that falls silent is stopped.
@Suite struct SubprocessTests {
    @Test func aRunThatKeepsPrintingIsNotStopped() throws {
        let result = try Subprocess.run(
            "/bin/bash", ["-c", "for i in 1 2 3 4 5 6; do echo $i >&2; sleep 0.3; done; echo done"], idleTimeout: 1)
        #expect(!result.timedOut && result.status == 0)
        #expect(result.standardOutput == "done\n")
    }

    @Test func aRunThatFallsSilentIsStopped() throws {
        let result = try Subprocess.run("/bin/bash", ["-c", "echo started; exec sleep 30"], idleTimeout: 1)
        #expect(result.timedOut && result.crashed && result.status == 128 + SIGKILL)
        #expect(result.output == "started\n")
    }
}
