#!/usr/bin/env bash
# Perft speed of xiangqi-engine.jar against Fairy-Stockfish, measured in one run on this machine.
# Both count the last ply in bulk. Runs each engine RUNS times, interleaved, and reports the
# median leaves per second of each and their ratio.
#   usage: bench/perft-vs-fairy-stockfish.sh [depth=5] [runs=3] [fen=startpos]
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-5}
runs=${2:-3}
fen=${3:-startpos}
jar=engine-xiangqi/target/xiangqi-engine.jar
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
[ -x "$fsf" ] || { echo "fairy-stockfish not found (apt-get install fairy-stockfish)" >&2; exit 1; }
[ -f "$jar" ] || mvn -B -q install -DskipTests -pl engine-core,engine-xiangqi -am

if [ "$fen" = startpos ]; then fsf_position="startpos"; else fsf_position="fen $fen"; fi

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

ours=(); theirs=()
for ((i = 1; i <= runs; i++)); do
  json=$(java -jar "$jar" perft --fen "$fen" --depth "$depth" --json)
  nodes=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' <<<"$json")
  millis=$(sed -E 's/.*"millis":([0-9]+).*/\1/' <<<"$json")
  ours+=("$(( nodes * 1000 / (millis > 0 ? millis : 1) ))")

  start=$(date +%s%N)
  out=$(printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition %s\ngo perft %s\nquit\n' "$fsf_position" "$depth" \
        | "$fsf" | grep 'Nodes searched')
  end=$(date +%s%N)
  fsf_nodes=$(awk '{print $3}' <<<"$out")
  fsf_millis=$(( (end - start) / 1000000 ))
  theirs+=("$(( fsf_nodes * 1000 / fsf_millis ))")
  [ "$nodes" = "$fsf_nodes" ] || { echo "leaf counts differ: ours $nodes, Fairy-Stockfish $fsf_nodes" >&2; exit 1; }
  echo "run $i: xiangqi-engine $nodes leaves in $millis ms; Fairy-Stockfish $fsf_nodes leaves in $fsf_millis ms"
done
o=$(printf '%s\n' "${ours[@]}" | median)
t=$(printf '%s\n' "${theirs[@]}" | median)
echo "median leaves/s: xiangqi-engine $o, Fairy-Stockfish $t, ratio $(awk -v a="$o" -v b="$t" 'BEGIN {printf "%.2f", a / b}')"
