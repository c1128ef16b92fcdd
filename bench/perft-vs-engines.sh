#!/usr/bin/env bash
# Perft speed of xiangqi-engine.jar against Fairy-Stockfish and Pikafish-HCE, measured in one run
# on this machine. Each engine that is present runs RUNS times, interleaved (ours, FS, Pikafish,
# ours, ...), timed as a WHOLE PROCESS from outside (start-up, JIT warm-up and set-up included);
# all count the last ply in bulk and must agree on the leaf count. Prints the median leaves per
# second of each engine and its ratio to ours (ours / theirs: above 1 means ours is faster),
# once by wall-clock time and once by CPU time (user + system, all threads: for Java the JIT
# compilers and the collector too) — on a busy machine the CPU figure is the steadier one.
#   usage: bench/perft-vs-engines.sh [depth=5] [runs=3] [fen=startpos]
#   fen: startpos, a FEN, or "suite" = the start position and two middle-game positions of
#        testdata/xiangqi-perft.tsv, one after the other.
# Engines: Fairy-Stockfish from $FAIRY_STOCKFISH, the PATH or /usr/games/fairy-stockfish;
# Pikafish-HCE from $PIKAFISH, the PATH (pikafish-hce) or ~/peers/pikafish-hce (built by
# ../shared/tools/build-pikafish-hce.sh; never committed). A missing engine is skipped.
# XIANGQI_JAR=path times another build of ours (e.g. a copy of an older jar) instead of target/'s.
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-5}
runs=${2:-3}
fen=${3:-startpos}
[[ "$depth" =~ ^[0-9]+$ && "$depth" -ge 1 && "$depth" -le 20 ]] || { echo "depth must be 1..20, got '$depth'" >&2; exit 2; }
[[ "$runs" =~ ^[0-9]+$ && "$runs" -ge 1 ]] || { echo "runs must be a positive number, got '$runs'" >&2; exit 2; }

jar=${XIANGQI_JAR:-engine-xiangqi/target/xiangqi-engine.jar}
[ -f "$jar" ] || mvn -B -q -pl engine-xiangqi -am package -DskipTests
[ -f "$jar" ] || { echo "no engine jar at $jar" >&2; exit 1; }

find_engine() { # $1 env value, $2 command name, $3 fallback path
  if [ -n "$1" ] && [ -x "$1" ]; then echo "$1"; return; fi
  if command -v "$2" >/dev/null 2>&1; then command -v "$2"; return; fi
  if [ -x "$3" ]; then echo "$3"; fi
}
fsf=$(find_engine "${FAIRY_STOCKFISH:-}" fairy-stockfish /usr/games/fairy-stockfish)
pika=$(find_engine "${PIKAFISH:-}" pikafish-hce "$HOME/peers/pikafish-hce")
[ -n "$fsf" ] || echo "Fairy-Stockfish not found: skipped (apt-get install fairy-stockfish)"
[ -n "$pika" ] || echo "Pikafish-HCE not found: skipped (../shared/tools/build-pikafish-hce.sh)"

# Two middle-game positions of testdata/xiangqi-perft.tsv (chosen for large trees).
middle1='4ka1r1/c3a4/9/9/6P1C/p1r6/4P3P/6c2/3CA4/2BAK4 w - - 0 37'
middle2='r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13'
if [ "$fen" = suite ]; then
  for f in "$middle1" "$middle2"; do
    grep -qF "$f" testdata/xiangqi-perft.tsv || { echo "not in testdata/xiangqi-perft.tsv: $f" >&2; exit 1; }
  done
  positions=(startpos "$middle1" "$middle2")
else
  positions=("$fen")
fi

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}'; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN {printf "%d", (s > 0 ? n / s : 0)}'; }
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
TIMEFORMAT='%R %U %S'

# One whole-process run: prints "LEAVES WALL_SECONDS CPU_SECONDS" (CPU = user + system of the
# process and its threads: for Java that includes the JIT compilers and the garbage collector).
uci_perft() { # $1 engine, $2 extra setup line, $3 position, $4 depth
  local pos times nodes
  if [ "$3" = startpos ]; then pos=startpos; else pos="fen $3"; fi
  times=$( { time printf 'uci\n%sposition %s\ngo perft %s\nquit\n' "$2" "$pos" "$4" | "$1" >"$tmp" 2>/dev/null; } 2>&1 )
  nodes=$(grep 'Nodes searched' "$tmp" | awk '{print $NF}')
  [ -n "$nodes" ] || { echo "$1 printed no 'Nodes searched' line" >&2; exit 1; }
  echo "$nodes $(awk '{print $1, $2 + $3}' <<<"$times")"
}

ours_perft() { # $1 position, $2 depth
  local times
  times=$( { time java -jar "$jar" perft --fen "$1" --depth "$2" --json >"$tmp"; } 2>&1 )
  echo "$(sed -E 's/.*"nodes":([0-9]+).*/\1/' "$tmp") $(awk '{print $1, $2 + $3}' <<<"$times")"
}

for position in "${positions[@]}"; do
  echo "== perft $depth of $position, $runs runs, whole process"
  ours=(); ours_cpu=(); fs=(); fs_cpu=(); pk=(); pk_cpu=()
  for ((i = 1; i <= runs; i++)); do
    r=$(ours_perft "$position" "$depth"); read -r nodes wall cpu <<<"$r"
    ours+=("$(rate "$nodes" "$wall")"); ours_cpu+=("$(rate "$nodes" "$cpu")")
    line="run $i: xiangqi-engine $nodes leaves in $wall s (cpu $cpu s)"
    if [ -n "$fsf" ]; then
      r=$(uci_perft "$fsf" $'setoption name UCI_Variant value xiangqi\n' "$position" "$depth"); read -r n wall cpu <<<"$r"
      [ "$n" = "$nodes" ] || { echo "leaf counts differ: ours $nodes, Fairy-Stockfish $n" >&2; exit 1; }
      fs+=("$(rate "$n" "$wall")"); fs_cpu+=("$(rate "$n" "$cpu")")
      line+="; Fairy-Stockfish $wall s (cpu $cpu s)"
    fi
    if [ -n "$pika" ]; then
      r=$(uci_perft "$pika" "" "$position" "$depth"); read -r n wall cpu <<<"$r"
      [ "$n" = "$nodes" ] || { echo "leaf counts differ: ours $nodes, Pikafish-HCE $n" >&2; exit 1; }
      pk+=("$(rate "$n" "$wall")"); pk_cpu+=("$(rate "$n" "$cpu")")
      line+="; Pikafish-HCE $wall s (cpu $cpu s)"
    fi
    echo "$line"
  done
  for kind in wall cpu; do
    if [ $kind = wall ]; then o=$(printf '%s\n' "${ours[@]}" | median); else o=$(printf '%s\n' "${ours_cpu[@]}" | median); fi
    summary="median leaves/s by $kind time: xiangqi-engine $o"
    if [ -n "$fsf" ]; then
      if [ $kind = wall ]; then t=$(printf '%s\n' "${fs[@]}" | median); else t=$(printf '%s\n' "${fs_cpu[@]}" | median); fi
      summary+=", Fairy-Stockfish $t (ours/FS $(ratio "$o" "$t"))"
    fi
    if [ -n "$pika" ]; then
      if [ $kind = wall ]; then t=$(printf '%s\n' "${pk[@]}" | median); else t=$(printf '%s\n' "${pk_cpu[@]}" | median); fi
      summary+=", Pikafish-HCE $t (ours/Pikafish $(ratio "$o" "$t"))"
    fi
    echo "$summary"
  done
done
