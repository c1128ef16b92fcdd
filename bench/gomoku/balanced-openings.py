#!/usr/bin/env python3
"""Finds balanced Renju openings for match runs: four-stone openings around h8 (black h8, a white
stone next to it, two more stones within two points of the centre), each evaluated by a Gomocup
engine (e.g. Rapfi) for 1 s with black to move; keeps those it scores within +-LIMIT.

usage: balanced-openings.py ENGINE COUNT [LIMIT] > openings.txt
The output has one opening per line with the engine's evaluation as a comment."""
import random, re, subprocess, sys, os

engine, count = sys.argv[1], int(sys.argv[2])
limit = int(sys.argv[3]) if len(sys.argv) > 3 else 100
rng = random.Random(20261126)
cols = 'abcdefghijklmno'

def name(x, y):  # Gomocup x,y (y from the top) -> h8 style
    return f"{cols[x]}{15 - y}"

def evaluate(moves):
    board = "".join(f"{x},{y},{1 if i % 2 == 0 else 2}\n" for i, (x, y) in enumerate(moves))
    script = (f"START 15\nINFO rule 4\nINFO timeout_turn 1000\nINFO timeout_match 100000000\n"
              f"INFO time_left 100000000\nBOARD\n{board}DONE\n")
    p = subprocess.Popen([engine], cwd=os.path.dirname(os.path.abspath(engine)), stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    p.stdin.write(script); p.stdin.flush()
    evals = []
    for line in p.stdout:
        m = re.search(r"Eval ([-+]?M?\d+)", line)
        if m:
            evals.append(m.group(1))
        if re.match(r"^\d+,\d+$", line.strip()):
            break
    p.stdin.write("END\n"); p.stdin.flush(); p.wait(timeout=5)
    return evals[-1] if evals else None

found, seen = 0, set()
while found < count:
    moves = [(7, 7)]
    dx, dy = rng.choice([(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)])
    moves.append((7 + dx, 7 + dy))
    while len(moves) < 4:
        p = (7 + rng.randint(-2, 2), 7 + rng.randint(-2, 2))
        if p not in moves:
            moves.append(p)
    key = tuple(moves)
    if key in seen:
        continue
    seen.add(key)
    ev = evaluate(moves)
    if ev is None or 'M' in ev or abs(int(ev)) > limit:
        continue
    print(",".join(name(x, y) for x, y in moves) + f"  # black to move, eval {ev}", flush=True)
    found += 1
