#!/bin/bash
# A swift-frontend wrapper that appends each compiler job's module, kind, primary-file count, user and
# system CPU seconds and wall seconds to $FRONTEND_CPU_LOG, so a build's time can be split per module
# (Docs/Performance.md, "A user package's clean debug build"). Use:
#   FRONTEND_CPU_LOG=/tmp/jobs.txt SWIFT_DRIVER_SWIFT_FRONTEND_EXEC=$PWD/Scripts/frontend-cpu.sh swift build
frontend=${FRONTEND_CPU_REAL:-$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend}
module=-; kind=compile; primaries=0; previous=
for argument in "$@"; do
    [ "$previous" = "-module-name" ] && module=$argument
    [ "$argument" = "-primary-file" ] && primaries=$((primaries + 1))
    [ "$argument" = "-emit-module" ] && [ $primaries = 0 ] && kind=emit-module
    previous=$argument
done
[ "$1" = "-frontend" ] || kind="other:$1"
[ -n "$FRONTEND_CPU_LOG" ] || exec "$frontend" "$@"
exec /usr/bin/time -a -o "$FRONTEND_CPU_LOG" -f "$module $kind $primaries %U %S %e" "$frontend" "$@"
