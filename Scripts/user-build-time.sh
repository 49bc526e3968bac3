#!/bin/bash
# Issue 29's build-time check in one command: a user package's clean debug build at BASE against HEAD
# (Docs/Performance.md, "A user package's clean debug build"). Clones this repository at both commits
# (A = BASE, B = HEAD with BASE's Examples/WidgetPackage, so the user code is the same), then builds the
# sample package clean, alternating A B B A per round, logging every compiler job's CPU by module
# (Scripts/frontend-cpu.sh). Prints one line per build (CPU = user + system, wall, load average) and the
# median compiler CPU per module on each side. Use on a quiet machine:
#   Scripts/user-build-time.sh fd561e9 HEAD 2      # two rounds: A B B A A B B A
# WORK (default /tmp/vignette-build-time) holds the clones and logs; it is deleted at the end unless KEEP=1.
set -euo pipefail
base=${1:?usage: $0 BASE HEAD [ROUNDS]}; head=${2:?usage: $0 BASE HEAD [ROUNDS]}; rounds=${3:-1}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-/tmp/vignette-build-time}
wrapper=$repo/Scripts/frontend-cpu.sh
rm -rf "$work" && mkdir -p "$work"
git clone -q --shared --no-checkout "$repo" "$work/A" && git -C "$work/A" checkout -q "$(git -C "$repo" rev-parse "$base")"
git clone -q --shared --no-checkout "$repo" "$work/B" && git -C "$work/B" checkout -q "$(git -C "$repo" rev-parse "$head")"
git -C "$work/B" checkout -q "$(git -C "$repo" rev-parse "$base")" -- Examples/WidgetPackage
build() { # side, index
    local side=$1 n=$2 folder=$work/$1/Examples/WidgetPackage
    rm -rf "$folder/.build"
    local load; load=$(cut -d' ' -f1 /proc/loadavg)
    (cd "$folder" && FRONTEND_CPU_LOG=$work/jobs-$side-$n.txt SWIFT_DRIVER_SWIFT_FRONTEND_EXEC=$wrapper \
        /usr/bin/time -v -o "$work/time-$side-$n.txt" swift build -j 2 > "$work/build-$side-$n.log" 2>&1)
    awk -v side="$side" -v n="$n" -v load="$load" -v end="$(cut -d' ' -f1 /proc/loadavg)" '
        /User time/ {u=$NF} /System time/ {s=$NF} /Elapsed \(wall/ {w=$NF}
        END {printf "%s%d  CPU %.1f s  wall %s  load %s→%s\n", side, n, u+s, w, load, end}' "$work/time-$side-$n.txt" \
        | tee -a "$work/summary.txt"
}
n=0
for ((r = 0; r < rounds; r++)); do
    for side in A B B A; do n=$((n + 1)); build $side $n; done
done
echo "median compiler CPU per module (user + system s), A then B:"
for side in A B; do
    for f in "$work"/jobs-$side-*.txt; do
        awk -v f="$f" 'NF == 6 {cpu[$1] += $4 + $5} END {for (m in cpu) printf "%s %s %.2f\n", m, f, cpu[m]}' "$f"
    done
done | python3 -c '
import sys, statistics, collections
rows = collections.defaultdict(lambda: collections.defaultdict(list))
for line in sys.stdin:
    module, f, cpu = line.split()
    rows[module]["A" if "/jobs-A-" in f else "B"].append(float(cpu))
total = {s: sum(statistics.median(r[s]) for r in rows.values() if r[s]) for s in "AB"}
for module, r in sorted(rows.items(), key=lambda kv: -max(statistics.median(v) if v else 0 for v in kv[1].values())):
    cell = lambda v: "%8.1f" % statistics.median(v) if v else "%8s" % "-"
    print("%-40s %s %s" % (module, cell(r["A"]), cell(r["B"])))
print("%-40s %8.1f %8.1f" % ("every compiler job", total["A"], total["B"]))
third = lambda m: m.startswith(("Swift", "_Swift", "ArgumentParser", "Generate"))
ours = {s: sum(statistics.median(r[s]) for m, r in rows.items() if r[s] and not third(m)) for s in "AB"}
print("%-40s %8.1f %8.1f" % ("all but swift-syntax and ArgumentParser", ours["A"], ours["B"]))
' | tee -a "$work/summary.txt"
[ "${KEEP:-0}" = 1 ] || rm -rf "$work/A" "$work/B"
awk '/CPU/ {cpu[substr($1, 1, 1)] += $3; n[substr($1, 1, 1)]++}
    END {printf "mean CPU of the whole build: A %.1f s, B %.1f s, B/A %.3f\n", cpu["A"]/n["A"], cpu["B"]/n["B"], (cpu["B"]/n["B"])/(cpu["A"]/n["A"])}' \
    "$work/summary.txt" | tee -a "$work/summary.txt"
