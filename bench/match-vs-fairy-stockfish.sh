#!/usr/bin/env bash
# A match of our engine (preset `best`, in the runner's process) against Fairy-Stockfish with one
# thread, from the built-in list of common openings, each played with both colours. Prints a line
# per game and the standing; the last lines give the score, Elo ± its 95 % error and LOS. The
# games go to target/match-vs-fairy-stockfish-<date>-<time>.pgn (the workbench opens them).
#   usage: bench/match-vs-fairy-stockfish.sh [games=20] [tc=1000] [more match options…]
#   tc: a number is milliseconds per move (--movetime); 40/60 or 60+0.5 is a clock (--tc).
# e.g. bench/match-vs-fairy-stockfish.sh 20 1000           20 games at 1 s a move
#      bench/match-vs-fairy-stockfish.sh 10 40/60          10 games at 40 moves in 60 s
#      OURS="ours algorithm=best tc=40/120" bench/match-vs-fairy-stockfish.sh 10 40/60   time odds 2:1
# Environment: OURS (our engine's --engine words, default "ours name=best algorithm=best"),
# FSF (Fairy-Stockfish's program, default: on the PATH or /usr/games/fairy-stockfish).
# It runs under nice; run one such match at a time on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
tc=${2:-1000}
shift $(( $# < 2 ? $# : 2 ))
jar=engine-xiangqi/target/xiangqi-engine.jar
fsf=${FSF:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}
[ -x "$fsf" ] || { echo "fairy-stockfish not found (apt-get install fairy-stockfish)" >&2; exit 1; }
[ -f "$jar" ] || mvn -B -q -pl engine-xiangqi -am package -DskipTests
ours=${OURS:-ours name=best algorithm=best}
if [[ "$tc" =~ ^[0-9]+$ ]]; then limit=(--movetime "$tc"); else limit=(--tc "$tc"); fi
mkdir -p target
pgn=target/match-vs-fairy-stockfish-$(date +%Y%m%d-%H%M%S).pgn
exec nice java -jar "$jar" match --engine "$ours" \
    --engine "name=Fairy-Stockfish cmd=$fsf option.Threads=1" \
    "${limit[@]}" --games "$games" --pgn "$pgn" --event "best vs Fairy-Stockfish" "$@"
