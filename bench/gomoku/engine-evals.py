#!/usr/bin/env python3
"""Labels Renju positions from match games with a Gomocup engine's evaluation (e.g. Rapfi), for
fitting the weights of our point-pattern evaluation (see fit-pattern-weights.py).

usage: engine-evals.py ENGINE MS COUNT OUT.tsv GAME.psq...
Samples COUNT positions (six per game, ply 5 to three before the end), asks the engine to think
MS ms on each with the side to move to play, and writes one line per answer: the moves as 0-based
Gomocup "x,y" pairs separated by spaces, a tab, and the engine's last "Eval" (from the side to
move; "+M5"-style mate scores are kept as the engine prints them). A position the engine does not
answer within three seconds is skipped and the engine restarted."""
import os, queue, random, re, subprocess, sys, threading, time

engine, ms, want, out_path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rng = random.Random(5)
positions = []
for path in sys.argv[5:]:
    moves = []
    for line in open(path):
        parts = line.strip().split(',')
        if len(parts) == 3 and parts[0].isdigit():
            moves.append((int(parts[0]) - 1, int(parts[1]) - 1))
    if len(moves) >= 12:
        positions += [moves[:rng.randint(5, len(moves) - 3)] for _ in range(6)]
rng.shuffle(positions)
positions = positions[:want]


class Engine:
    def __init__(self):
        self.p = subprocess.Popen([os.path.abspath(engine)], cwd=os.path.dirname(os.path.abspath(engine)),
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()
        self.send('START 15')
        while not self.lines.get(timeout=30).startswith('OK'):
            pass
        for info in ('rule 4', 'timeout_turn %d' % ms, 'timeout_match 1000000000'):
            self.send('INFO ' + info)

    def pump(self):
        for line in self.p.stdout:
            self.lines.put(line.strip())

    def send(self, text):
        self.p.stdin.write(text + '\n')
        self.p.stdin.flush()

    def evaluate(self, moves):
        """The engine's last Eval for the side to move, or None if it does not answer in time."""
        mover = len(moves) % 2
        self.send('BOARD')
        for j, (x, y) in enumerate(moves):
            self.send('%d,%d,%d' % (x, y, 1 if j % 2 == mover else 2))
        self.send('DONE')
        deadline = time.time() + 3
        value = None
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                return None
            m = re.search(r'Eval (\S+)', line)
            if m:
                value = m.group(1)
            if re.match(r'^\d+,\d+$', line):
                return value


e = Engine()
with open(out_path, 'w') as out:
    for moves in positions:
        value = e.evaluate(moves)
        if value is None:
            e.p.kill()
            e = Engine()
            continue
        out.write('%s\t%s\n' % (' '.join('%d,%d' % m for m in moves), value))
e.send('END')
