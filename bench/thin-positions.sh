#!/bin/sh
# Thins a position file (datagen's format, docs/tuning.md) to at most K positions a game, spread
# evenly over each game: positions of one game say much the same, so a few from many games teach
# Texel's loss nearly as much as all of them, in a fraction of the bytes. Comments are kept.
# Deterministic (no random numbers): the same input gives the same output with any awk.
#
#   bench/thin-positions.sh K OUT.txt.gz IN.txt.gz [IN.txt.gz …]
set -eu
if [ $# -lt 3 ]; then
    echo "usage: $0 K OUT.txt.gz IN.txt.gz [IN.txt.gz ...]" >&2
    exit 2
fi
k=$1
out=$2
shift 2
tmp="$out.tmp.$$"
for f in "$@"; do gzip -dc "$f"; done | awk -v k="$k" '
    function flush(   i, j, n) {
        n = count
        if (n == 0) return
        if (n <= k) {
            for (i = 0; i < n; i++) print buf[i]
        } else {
            for (i = 0; i < k; i++) {
                j = int((i + 0.5) * n / k)
                print buf[j]
            }
        }
        count = 0
    }
    /^# gametree positions v1/ { if (!header) { print; header = 1 } next }
    /^#/ { flush(); print; next }
    { buf[count++] = $0 }
    END { flush() }
' | gzip -9 -n > "$tmp"
mv "$tmp" "$out"
