#!/usr/bin/env bash
# Reproduces the book's Table 7.2 (leaf nodes per move from the start position, depths 1-6,
# the book's evaluation) with xiangqi-engine.jar's compare command, and prints a Markdown table
# of our leaf counts beside the book's. Takes a few minutes (depth 6 of the plain alpha-beta
# family searches tens of millions of leaves with the book's slow evaluation).
#   usage: docs/experiments/table-7-2.sh [max-depth=6] > table.md
set -euo pipefail
cd "$(dirname "$0")/../.."
max=${1:-6}
jar=engine-xiangqi/target/xiangqi-engine.jar
[ -f "$jar" ] || mvn -B -q install -DskipTests -pl engine-core,engine-xiangqi -am
presets=book-alphabeta,book-failsoft,book-aspiration,book-pvs,book-id,book-tt,book-hh,book-mtdf,book-negascout-tt-hh,negascout-tt-hh,classic,best
tmp=$(mktemp -d)
for ((d = 1; d <= max; d++)); do
  list=$presets
  [ "$d" -le 4 ] && list=book-negamax,$list   # negamax at depth 5 takes over 20 minutes (the book says so too)
  java -jar "$jar" compare --eval book --depth "$d" --algorithms "$list" --format csv > "$tmp/d$d.csv"
done
# The book's figures (Table 7.2; negamax from the text: depth 4 = 2,416,234 leaves).
cat > "$tmp/book.csv" <<'BOOK'
book-negamax,45,,,2416234,,
book-alphabeta,45,545,11321,103222,2198389,22536732
book-failsoft,45,550,12527,102328,2088046,21756346
book-aspiration,45,698,10343,41103,1043494,15325059
book-pvs,45,563,8424,69903,847351,10620475
book-id,45,575,11638,113511,2166840,22786962
book-tt,45,545,8179,70721,949597,7885056
book-hh,45,155,2698,9868,200985,780737
book-mtdf,45,559,7200,56853,417358,7444578
book-negascout-tt-hh,45,157,1636,6656,58511,315425
BOOK
awk -F, -v max="$max" -v dir="$tmp" '
  BEGIN {
    while ((getline line < (dir "/book.csv")) > 0) { split(line, f, ","); for (i = 2; i <= 7; i++) book[f[1], i - 1] = f[i] }
    for (d = 1; d <= max; d++) {
      file = dir "/d" d ".csv"; getline header < file
      nh = split(header, h, ","); for (i = 1; i <= nh; i++) if (h[i] == "leaves") col = i   # columns by name
      while ((getline line < file) > 0) {
        split(line, f, ","); name = f[1]; leaves[name, d] = f[col]; value[name, d] = f[2]
        if (!(name in seen)) { seen[name] = 1; order[++n] = name }
      }
    }
    printf "| engine |"; for (d = 1; d <= max; d++) printf " d%d ours | d%d book |", d, d; print ""
    printf "|---|"; for (d = 1; d <= max; d++) printf "---:|---:|"; print ""
    for (k = 1; k <= n; k++) {
      name = order[k]; printf "| %s |", name
      for (d = 1; d <= max; d++) {
        ours = ((name, d) in leaves) ? leaves[name, d] : ""; theirs = book[name, d]
        printf " %s | %s |", ours, theirs
      }
      print ""
    }
    printf "\nRoot values (the book evaluation, side to move): "
    for (d = 1; d <= max; d++) printf "d%d %s%s", d, value["book-alphabeta", d], (d < max ? ", " : "\n")
  }'
rm -rf "$tmp"
