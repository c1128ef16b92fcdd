#!/usr/bin/env bash
# Lazy SMP speed-up of `best`: each of ten positions (the bench positions and three more) is
# searched for the same time with 1 and with 2 threads; prints the depth reached and the
# nodes per second of each, and how many positions the 2-thread search got deeper on.
# Run it on an otherwise idle machine with at least 2 cores.
#   usage: bench/lazy-smp.sh [millis=5000] [threads=2]
set -euo pipefail
cd "$(dirname "$0")/.."
millis=${1:-5000}
threads=${2:-2}
jar=engine-xiangqi/target/xiangqi-engine.jar
[ -f "$jar" ] || mvn -B -q package -DskipTests -pl engine-core,engine-xiangqi -am
positions=(
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
  "1nbakab1r/6c2/3r4n/p1C1p1p1p/9/4P4/P1P3c1P/N3B1C2/9/R1BAKA1NR w - - 5 10"
  "r1bak2cr/4a4/2n1bc2n/p3p1p1p/2p6/6PCP/P1P1P4/2C1B1N2/8R/1N1AKAB1R b - - 15 8"
  "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13"
  "4kaR2/4aC3/n3b1n2/p1p3p1r/4p1c1p/9/PrP1P3P/B8/2CN2R2/3AKAB2 b - - 4 20"
  "3ak1b2/4a4/4b4/2n6/8P/9/4R4/B8/4A4/4KABc1 b - - 12 53"
  "2bak4/4a4/7P1/3R5/2b6/6r2/P8/9/4A1n2/3K1A3 w - - 12 63"
  "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3"
  "2bakab1r/9/n2c5/p1p3p1p/c3N4/P1P1C1P2/8P/B7N/9/R2AKAB2 b - - 6 19"
  "3akab2/9/4b4/p3p3p/2p3n2/9/P1P1P3P/4C4/4A4/2BK1A3 w - - 0 30"
)
deeper=0; same=0
printf "%-4s %8s %8s %12s %12s\n" "pos" "depth@1" "depth@$threads" "nps@1" "nps@$threads"
for i in "${!positions[@]}"; do
  fen=${positions[$i]}
  read -r d1 n1 < <(java -jar "$jar" search --fen "$fen" --depth 64 --time-ms "$millis" --threads 1 --json \
      | sed -E 's/.*"depth":([0-9]+),"stats":\{[^}]*"nps":([0-9]+).*/\1 \2/' | head -1)
  read -r d2 n2 < <(java -jar "$jar" search --fen "$fen" --depth 64 --time-ms "$millis" --threads "$threads" --json \
      | sed -E 's/.*"depth":([0-9]+),"stats":\{[^}]*"nps":([0-9]+).*/\1 \2/' | head -1)
  printf "%-4s %8s %8s %12s %12s\n" "$((i + 1))" "$d1" "$d2" "$n1" "$n2"
  if [ "$d2" -gt "$d1" ]; then deeper=$((deeper + 1)); elif [ "$d2" -eq "$d1" ]; then same=$((same + 1)); fi
done
echo "$threads threads reached a greater depth on $deeper of ${#positions[@]} positions (the same on $same), ${millis} ms each"
