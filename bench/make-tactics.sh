#!/usr/bin/env bash
# Remakes testdata/xiangqi-tactics.tsv: plays games, screens their positions and verifies the
# tactics with Fairy-Stockfish (TacticsGenerator in engine-xiangqi's tests; testdata/README.md
# gives the rules). Long: about two hours on two cores; runs under nice, one engine process.
# Fairy-Stockfish's answers are cached in engine-xiangqi/target/tactics-gen/, so a second run
# with the same seed repeats no search.
#   usage: bench/make-tactics.sh [seed=20240612] [games=400] [depth=18]
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-20240612}
games=${2:-400}
depth=${3:-18}
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
[ -x "$fsf" ] || { echo "fairy-stockfish not found (apt-get install fairy-stockfish)" >&2; exit 1; }
mvn -B -q -o -pl engine-xiangqi -am test-compile
cp=engine-core/target/classes:engine-xiangqi/target/classes:engine-xiangqi/target/test-classes
nice java -cp "$cp" org.gametree.xiangqi.tactics.TacticsGenerator --seed "$seed" --games "$games" \
  --depth "$depth" --engine "$fsf" --work engine-xiangqi/target/tactics-gen --out testdata/xiangqi-tactics.tsv
