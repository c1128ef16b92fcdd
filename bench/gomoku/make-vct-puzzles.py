#!/usr/bin/env python3
"""Makes VCT puzzles from finished engine games, labelled by an independent engine.

usage: make-vct-puzzles.py JAR ENGINE OUT.tsv RULE:GAMEDIR [RULE:GAMEDIR ...]
       make-vct-puzzles.py --refilter JAR FILE.tsv   (applies step 4 to a file made before it)
       make-vct-puzzles.py --complete JAR ENGINE FILE.tsv   (step 3 with FULL=1 on a made file)
  JAR      our gomoku-engine.jar (for the VCF check and the threat points)
  ENGINE   a Gomocup engine that reports mates in MESSAGE lines ("Eval +M21"), e.g. Rapfi
  RULE     freestyle, standard or renju; GAMEDIR holds game-*.psq files (e.g. from `match --out`)

For each game, the positions with the eventual winner to move are examined from the end of the
game backwards (VCF positions are skipped; the walk stops at the first position the engine does
not call won):
  1. our threat solver must prove there is no VCF (outcome "no-win"), so the win needs threes,
     and the other side must have no four to block (a win that starts with a quiet block is
     not a win by continuous threats);
  2. the engine, thinking 2 s, must report a forced win ("+M<n>") for the side to move;
  3. candidate first moves are tried: the engine's own move and, by default, the first move of
     our solver's VCT (FULL=1: every four and three of the side to move instead); a candidate is
     an answer when the engine, thinking 1 s for the other side after it, reports a forced loss
     ("-M<n>").
  4. an answer must itself be a threat (a four or a three of the side to move): a win whose first
     move is quiet is a forced win, but no victory by continuous threats. A position whose
     confirmed answers are all quiet is dropped.
A position whose answer list is not empty becomes a row in the format of gomoku-puzzles.tsv
(kind "vct", win_in = the engine's mate distance in plies). At most PER_GAME rows per game.
The labels are the engine's: our solver only rules out a VCF and lists candidate moves."""
import json, os, re, subprocess, sys, glob

PER_GAME = int(os.environ.get("PER_GAME", "2"))
# FULL=1: try every four and three of the side to move as an answer (slow: one engine search each)
FULL = os.environ.get("FULL", "0") == "1"
RULE_IDS = {"freestyle": 0, "standard": 1, "renju": 4}
RULE_NAMES = {v: k for k, v in RULE_IDS.items()}
COLS = "abcdefghijklmno"

def name(x, y):
    return f"{COLS[x]}{15 - y}"

def xy(move):
    return COLS.index(move[0]), 15 - int(move[1:])

def read_psq(path):
    moves = []
    for line in open(path).read().splitlines()[1:]:
        if line.strip() == "-1":
            break
        x, y, _ = line.split(",")
        moves.append(name(int(x) - 1, int(y) - 1))
    return moves

def ours(*args):
    r = subprocess.run(["java", "-jar", jar, *args], capture_output=True, text=True, timeout=120)
    return json.loads(r.stdout)

def engine_eval(moves, rule, millis):
    own = len(moves) % 2  # 0: black to move
    board = "".join(f"{x},{y},{1 if i % 2 == own else 2}\n" for i, (x, y) in enumerate(map(xy, moves)))
    script = (f"START 15\nINFO rule {RULE_IDS[rule]}\nINFO timeout_turn {millis}\nINFO timeout_match 100000000\n"
              f"INFO time_left 100000000\nBOARD\n{board}DONE\n")
    p = subprocess.Popen([engine], cwd=os.path.dirname(os.path.abspath(engine)), stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    p.stdin.write(script); p.stdin.flush()
    ev, move = None, None
    for line in p.stdout:
        m = re.search(r"Eval ([-+]?M?\d+)", line)
        if m:
            ev = m.group(1)
        if re.match(r"^\d+,\d+$", line.strip()):
            x, y = map(int, line.strip().split(","))
            move = name(x, y)
            break
    p.stdin.write("END\n"); p.stdin.flush(); p.wait(timeout=10)
    return ev, move

def threat_points(text, rule, side):
    t = ours("threats", "--moves", text, "--rule", rule, "--json")[side]
    return set(t["four"] + t["three"] + t["straight-four"])

def refilter(path):
    """Step 4 on an existing file: quiet answers removed, rows left without answers dropped."""
    lines = open(path).read().splitlines()
    kept = [lines[0]]
    for i, line in enumerate(lines[1:], 1):
        f = line.split("\t")
        threats = threat_points(f[2], RULE_NAMES[int(f[0])], f[1])
        answers = [a for a in f[4].split(",") if a in threats]
        if answers:
            f[4] = ",".join(answers)
            kept.append("\t".join(f))
        else:
            print(f"row {i}: every answer ({f[4]}) is a quiet move: dropped", file=sys.stderr)
    with open(path, "w") as out:
        out.write("\n".join(kept) + "\n")
    print(f"{len(kept) - 1} of {len(lines) - 1} rows kept in {path}", file=sys.stderr)

def complete(path):
    """Step 3 in full on an existing file: every four and three of the side to move that is not
    yet an answer is checked by the engine (1 s for the other side); confirmed ones are added."""
    lines = open(path).read().splitlines()
    added = 0
    for i in range(1, len(lines)):
        f = lines[i].split("\t")
        rule = RULE_NAMES[int(f[0])]
        answers = f[4].split(",")
        position = f[2].split(",")
        for m in sorted(threat_points(f[2], rule, f[1]) - set(answers)):
            reply, _ = engine_eval(position + [m], rule, 1000)
            if reply and reply.startswith("-M"):
                answers.append(m)
                added += 1
        f[4] = ",".join(answers)
        lines[i] = "\t".join(f)
        print(f"row {i}: {f[4]}", file=sys.stderr, flush=True)
        with open(path + ".part", "w") as out:
            out.write("\n".join(lines) + "\n")
        os.replace(path + ".part", path)
    print(f"{added} answers added to {path}", file=sys.stderr)

if sys.argv[1] == "--complete":
    jar, engine = sys.argv[2], sys.argv[3]
    complete(sys.argv[4])
    sys.exit(0)
if sys.argv[1] == "--refilter":
    jar = sys.argv[2]
    refilter(sys.argv[3])
    sys.exit(0)
jar, engine, out_path = sys.argv[1], sys.argv[2], sys.argv[3]
specs = sys.argv[4:]

rows = []
for spec in specs:
    rule, folder = spec.split(":", 1)
    for game in sorted(glob.glob(os.path.join(folder, "game-*.psq"))):
        moves = read_psq(game)
        if len(moves) < 10:
            continue
        found = 0
        winner_parity = (len(moves) - 1) % 2
        for k in range(len(moves) - 1, 8, -1):
            if k % 2 != winner_parity:
                continue
            if found >= PER_GAME:
                break
            position = moves[:k]
            text = ",".join(position)
            vcf = ours("solve", "--moves", text, "--rule", rule, "--json", "--nodes", "2000000", "--time-ms", "20000")
            if vcf["outcome"] != "no-win":
                continue
            side = "black" if k % 2 == 0 else "white"
            other = "white" if side == "black" else "black"
            threats = ours("threats", "--moves", text, "--rule", rule, "--json")
            own_threats = set(threats[side]["four"] + threats[side]["three"] + threats[side]["straight-four"])
            if threats[other]["five"]:
                # the side to move must first block a four: a win after a quiet block is no VCT
                continue
            ev, best = engine_eval(position, rule, 2000)
            if not ev or not ev.startswith("+M"):
                break
            if FULL:
                candidates = threats[side]["four"] + threats[side]["three"] + threats[side]["straight-four"]
            else:
                # quick mode: the engine's move and the first move of our solver's VCT, each checked by the engine
                candidates = []
                vct = ours("solve", "--moves", text, "--rule", rule, "--vct", "--json", "--time-ms", "10000",
                           "--nodes", "5000000")
                if vct["win"]:
                    candidates.append(vct["firstMove"])
            if best and best not in candidates and best in own_threats:
                candidates.append(best)
            answers = []
            for m in candidates:
                reply, _ = engine_eval(position + [m], rule, 1000)
                if reply and reply.startswith("-M"):
                    answers.append(m)
            if not answers:
                continue
            row = [str(RULE_IDS[rule]), side, text, "vct", ",".join(answers), ev[2:]]
            print("\t".join(row), f"  # {os.path.basename(folder)}/{os.path.basename(game)} ply {k}", file=sys.stderr, flush=True)
            rows.append(row)
            found += 1
            with open(out_path, "w") as f:
                f.write("rule\tside_to_move\tmoves\tkind\tanswer_moves\twin_in\n")
                for r in rows:
                    f.write("\t".join(r) + "\n")
print(f"{len(rows)} puzzles written to {out_path}", file=sys.stderr)
