#!/usr/bin/env bash
# Property-based fuzzing of every reader and protocol loop (issue 11) at benchmark size: each
# reader gets TRIES cases (valid inputs with random edits, random text, random bytes) and must
# return or throw its documented error, within the time limit. Prints one line per reader:
#   FUZZ FEN: 100000 cases (94106 rejected with the documented error), 0 failures, 5.1 s (...)
#   usage: bench/fuzz.sh [tries=100000] [test classes=*FuzzTest] [seed]
# e.g. bench/fuzz.sh 100000 UciFuzzTest         one reader;  bench/fuzz.sh 1000000 '*FuzzTest' 7
# The test suite runs the same properties with a small fixed-seed share.
set -uo pipefail
cd "$(dirname "$0")/.."
tries=${1:-100000}
tests=${2:-*FuzzTest}
seed=${3:-}
modules=engine-core,engine-xiangqi,engine-gomoku,resources,app
rm -f engine-core/target/fuzz-summary.txt engine-xiangqi/target/fuzz-summary.txt \
      engine-gomoku/target/fuzz-summary.txt app/target/fuzz-summary.txt
mkdir -p target
start=$(date +%s)
mvn -B -q -pl "$modules" test -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false \
    -Dfuzz.tries="$tries" ${seed:+-Dfuzz.seed="$seed"} > target/fuzz.log 2>&1
status=$?
echo "== fuzz: $tries cases per reader, $(( $(date +%s) - start )) s in all (log: target/fuzz.log)"
cat engine-xiangqi/target/fuzz-summary.txt engine-gomoku/target/fuzz-summary.txt \
    app/target/fuzz-summary.txt 2>/dev/null
[ $status -eq 0 ] || { grep -A12 "failed; shrunk input" target/fuzz.log | head -80; echo "FAILED (status $status)"; }
exit $status
