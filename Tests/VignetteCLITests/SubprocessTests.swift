import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `Subprocess.run(idleTimeout:)`, how `vignette test --package` watches the package's executable:
/// a run that keeps printing goes on past the idle time; one that falls silent is stopped. And the
/// environment a run gets: this process's, with variables added and left out.
@Suite struct SubprocessTests {
    @Test func aRunThatKeepsPrintingIsNotStopped() throws {
        // 4 s in all, past the 3 s idle time, never 3 s silent: half-second gaps leave room for a
        // machine busy with the rest of the suite (a 0.3 s gap against 1 s once timed out there).
        let result = try Subprocess.run(
            "/bin/bash", ["-c", "for i in 1 2 3 4 5 6 7 8; do echo $i >&2; sleep 0.5; done; echo done"], idleTimeout: 3)
        #expect(!result.timedOut && result.status == 0)
        #expect(result.standardOutput == "done\n")
    }

    @Test func aRunThatFallsSilentIsStopped() throws {
        let result = try Subprocess.run("/bin/bash", ["-c", "echo started; exec sleep 30"], idleTimeout: 1)
        #expect(result.timedOut && result.crashed && result.status == 128 + SIGKILL)
        #expect(result.output == "started\n")
    }

    @Test func aRunGetsThisEnvironmentWithVariablesAddedAndLeftOut() throws {
        // As `vignette review` runs git without the GIT_DIR a hook may set (make test-ci runs it so);
        // HOME stands in here, since this process has it and changing this process's would reach other tests.
        _ = try #require(ProcessInfo.processInfo.environment["HOME"])
        let result = try Subprocess.run(
            "/bin/bash", ["-c", "echo \"${VIGNETTE_ADDED-unset} ${PATH:+kept} ${HOME-unset}\""],
            environment: ["VIGNETTE_ADDED": "yes"], unsetting: ["HOME"])
        #expect(result.standardOutput == "yes kept unset\n")
        #expect(ReviewGit.redirecting.isSuperset(of: ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"]))
    }

    @Test func everythingAQuickProcessPrintsIsInTheResult() throws {
        // Its exit can be seen before its last output is read: the result waits for both pipes' ends.
        // (Output read but not yet added once made `vignette review` take its cwd for the repository;
        // before the fix this loop lost some runs' output.)
        for _ in 0..<2000 {
            let result = try Subprocess.run("/bin/sh", ["-c", "echo out; echo err >&2"])
            #expect(result.standardOutput == "out\n")
            #expect(result.output.count == 8 && result.output.contains("err\n"))
        }
    }
}
