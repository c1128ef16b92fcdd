package org.gametree.xiangqi.tactics;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * Makes the tactics suite {@code testdata/xiangqi-tactics.tsv} from games played here (see
 * {@code testdata/README.md} for the rules it applies). Run by {@code bench/make-tactics.sh}; not
 * a test. Three steps, each repeatable from the seed:
 *
 * <ol>
 *   <li><b>Games</b> from the start position: a few opening plies chosen at random among
 *       Fairy-Stockfish's near-equal moves, then one of five pairings — Fairy-Stockfish against
 *       itself with a random choice among near-equal moves, or Fairy-Stockfish at depth 8 against
 *       a weak opponent (Fairy-Stockfish at depth 1–2 choosing at random among its three best
 *       moves, or this project's {@code best} at depth 2–3).</li>
 *   <li><b>Screening</b>: the positions of every game (in games against a weak opponent, those
 *       where Fairy-Stockfish is to move) at depth 8 with two principal variations; short mates
 *       and clear material wins become candidates; the mating side's positions in the last 14
 *       plies before a game's mate are candidates too.</li>
 *   <li><b>Verification</b>: a depth-12 search drops candidates that are clearly no use (see
 *       {@link #prefilter}); the rest are searched at depth 18 (or {@code --depth}) with two
 *       principal variations (eight when a second move also mates as fast), keeping what passes
 *       the rules until the quotas are met.</li>
 * </ol>
 *
 * <p>Every Fairy-Stockfish search starts from {@code ucinewgame} (empty hash, one thread), so it
 * is deterministic; its answers are cached under the work folder, so a second run (say, with
 * other quotas) repeats no search.
 */
public final class TacticsGenerator {

    /** Piece values in tenths of a pawn for the static material count: K A E H R C P (pawn across the river 20). */
    private static final int[] VALUE = {0, 20, 20, 40, 90, 45, 10};
    /** Quotas of mates in 1..7 moves. */
    private static final int[] MATE_QUOTA = {0, 8, 8, 8, 8, 7, 6, 5};
    private static final int MATERIAL_QUOTA = 66;
    private static final int MAX_MATE = 7;
    /** The verifying search may take this long before it is stopped and the position dropped. */
    private static final long VERIFY_MILLIS = 240_000;

    private final long seed;
    private final int games;
    private final int depth;
    private final Path work;
    private final Path out;
    private final PrintStream log = System.err;
    private final UciClient fairy;
    private final Map<String, UciClient.Answer> cache = new HashMap<>();
    private final BufferedWriter cacheFile;
    private int hash;
    /** With {@code --cached-only}: candidates whose verification is not in the cache are skipped. */
    private boolean cachedOnly;

    /** Thrown by {@link #analyse} under {@code --cached-only} when the search is not cached. */
    private static final class NotCached extends RuntimeException {
        NotCached() {
            super(null, null, false, false);
        }
    }

    /** A position met in a game. */
    private record Seen(String fen, int game, int ply, String pairing, String lastMove, boolean lastCaptured,
                        int side, int mateWithin, boolean screened) {
    }

    private TacticsGenerator(long seed, int games, int depth, Path work, Path out, Path engine) throws IOException {
        this.seed = seed;
        this.games = games;
        this.depth = depth;
        this.work = work;
        this.out = out;
        Files.createDirectories(work);
        Path cachePath = work.resolve("fsf-cache.tsv");
        if (Files.exists(cachePath)) {
            for (String line : Files.readAllLines(cachePath, StandardCharsets.UTF_8)) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    cache.put(line.substring(0, tab), decode(line.substring(tab + 1)));
                }
            }
        }
        cacheFile = Files.newBufferedWriter(cachePath, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        fairy = UciClient.start(List.of(engine.toString()), UciClient.Ranks.AUTO);
        fairy.setOption("Threads", "1");
        log.println("engine: " + fairy.name() + ", cached searches: " + cache.size());
    }

    public static void main(String[] args) throws IOException {
        long seed = 20240612;
        int games = 400;
        int depth = 18;
        Path work = Path.of("target/tactics-gen");
        Path out = Path.of("xiangqi-tactics.tsv");
        Path engine = Path.of("/usr/games/fairy-stockfish");
        boolean cachedOnly = false;
        for (int i = 0; i < args.length; i += 2) {
            if (args[i].equals("--cached-only")) {
                cachedOnly = true;
                i--;
                continue;
            }
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--seed": seed = Long.parseLong(value); break;
                case "--games": games = Integer.parseInt(value); break;
                case "--depth": depth = Integer.parseInt(value); break;
                case "--work": work = Path.of(value); break;
                case "--out": out = Path.of(value); break;
                case "--engine": engine = Path.of(value); break;
                default:
                    throw new IllegalArgumentException("usage: TacticsGenerator [--seed S] [--games G] [--depth D]"
                            + " [--work DIR] [--out FILE] [--engine PATH] [--cached-only]; unknown " + args[i]);
            }
        }
        TacticsGenerator generator = new TacticsGenerator(seed, games, depth, work, out, engine);
        generator.cachedOnly = cachedOnly;
        try {
            generator.run();
        } finally {
            generator.fairy.close();
            generator.cacheFile.close();
        }
    }

    private void run() throws IOException {
        List<Seen> seen = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            seen.addAll(play(game));
        }
        log.println("games: " + games + ", positions: " + seen.size());
        List<Seen> candidates = screen(seen);
        log.println("candidates: " + candidates.size());
        List<TacticsSuite.Problem> rows = verify(candidates);
        write(rows);
    }

    // ------------------------------------------------------------------ games

    private List<Seen> play(int game) throws IOException {
        Random random = new Random(seed * 1_000_003L + game);
        int pairing = game % 5;
        int strongSide = (game / 5) % 2 == 0 ? Piece.RED : Piece.BLACK;
        int weakDepth = 1 + random.nextInt(2);
        int ourDepth = 2 + random.nextInt(2);
        String name;
        switch (pairing) {
            case 0: name = "fsf-random vs fsf-random"; break;
            case 1: name = "fsf d8 vs fsf d" + weakDepth + " top-3"; break;
            case 2: name = "fsf d8 vs ours best d" + ourDepth; break;
            case 3: name = "fsf-random vs fsf d" + weakDepth + " top-3"; break;
            default: name = "fsf-random vs ours best d" + ourDepth; break;
        }
        if (pairing != 0) {
            name += strongSide == Piece.RED ? " (fsf red)" : " (fsf black)";
        }
        Position position = Position.startPosition();
        Searcher ours = Presets.searcherFor("best", 16);
        int openingPlies = 2 + random.nextInt(9);
        List<Seen> seen = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < 200 && !GameRules.result(position).isOver(); ply++) {
            String fen = fenOf(position);
            if (ply >= openingPlies) {
                int last = position.lastMove();
                seen.add(new Seen(fen, game, ply, name, last == 0 ? "" : Move.toCoordinate(last),
                        last != 0 && position.capturedAt(position.ply() - 1) != 0, position.sideToMove(), 0,
                        pairing == 0 || position.sideToMove() == strongSide));
            }
            // the moves since the last capture, from the position before them: the engine sees repetitions
            int reversible = Math.min(position.ply(), position.halfmoveClock());
            Position root = Position.startPosition();
            for (int p = 0; p < position.ply() - reversible; p++) {
                root.makeMove(position.moveAt(p));
            }
            String rootFen = fenOf(root);
            List<String> recent = moves.subList(moves.size() - reversible, moves.size());
            String move;
            boolean strong = position.sideToMove() == strongSide;
            if (ply < openingPlies) {
                move = pick(rootFen, recent, "depth 5", 6, 80, random);
            } else if (pairing == 0 || strong && (pairing == 3 || pairing == 4)) {
                move = pick(rootFen, recent, "depth 6", 4, ply < 20 ? 40 : 20, random);
            } else if (strong) {
                move = pick(rootFen, recent, "depth 8", 1, 0, random);
            } else if (pairing == 1 || pairing == 3) {
                move = pick(rootFen, recent, "depth " + weakDepth, 3, 1000, random);
            } else {
                ours.clearTable();
                SearchResult result = ours.search(new XiangqiSearchPosition(position, new PieceSquareEvaluation()),
                        SearchLimits.depth(ourDepth));
                move = Move.toCoordinate(result.bestMove());
            }
            if (move == null) {
                break;
            }
            int m = Move.of(Squares.parse(move, 0), Squares.parse(move, 2));
            GameRules.play(position, m);
            moves.add(move);
        }
        // the mating side's positions before a mate: candidates for mates in 1..7
        if (GameRules.result(position).isOver() && position.legalMoves().length == 0) {
            int winner = position.sideToMove() ^ 1;
            for (int i = seen.size() - 1; i >= 0 && i >= seen.size() - 2 * MAX_MATE; i--) {
                Seen s = seen.get(i);
                if (s.side() == winner) {
                    seen.set(i, new Seen(s.fen(), s.game(), s.ply(), s.pairing(), s.lastMove(), s.lastCaptured(),
                            s.side(), (seen.size() - i + 1) / 2, s.screened()));
                }
            }
        }
        log.printf(Locale.ROOT, "game %d: %s, %d plies, %s%n", game, name, moves.size(), GameRules.result(position));
        return seen;
    }

    /**
     * Fairy-Stockfish's choice: with {@code lines} principal variations, a random one among those
     * within {@code margin} centipawns of the best (mates count as far above any margin).
     */
    private String pick(String fen, List<String> moves, String go, int lines, int margin, Random random) throws IOException {
        UciClient.Answer answer = analyse(fen, moves, go, lines, 0);
        if (answer.lines().isEmpty()) {
            return answer.bestMove();
        }
        int best = answer.lines().get(0).comparable();
        List<String> near = new ArrayList<>();
        for (UciClient.Line line : answer.lines()) {
            if (!line.pv().isEmpty() && line.comparable() >= best - margin) {
                near.add(line.pv().get(0));
            }
        }
        return near.isEmpty() ? answer.bestMove() : near.get(random.nextInt(near.size()));
    }

    // ------------------------------------------------------------------ screening

    private List<Seen> screen(List<Seen> seen) throws IOException {
        List<Seen> candidates = new ArrayList<>();
        Set<String> boards = new HashSet<>();
        int done = 0;
        for (Seen s : seen) {
            if (++done % 500 == 0) {
                log.println("screened " + done + " / " + seen.size() + ", candidates " + candidates.size());
            }
            if (!boards.add(boardKey(s.fen()))) {
                continue;
            }
            if (s.mateWithin() > 0) {
                candidates.add(s);
                continue;
            }
            if (!s.screened() || materialLead(Fen.parse(s.fen())) > 30) {
                continue; // the weak side's positions (the strong side seldom blunders) and won positions
            }
            UciClient.Answer answer = analyse(s.fen(), "depth 8", 2, 0);
            List<UciClient.Line> lines = answer.lines();
            if (lines.size() < 2 || lines.get(0).pv().isEmpty()) {
                continue;
            }
            UciClient.Line first = lines.get(0);
            UciClient.Line second = lines.get(1);
            boolean mate = first.mate() && first.score() > 0 && first.score() <= MAX_MATE + 1;
            // a little looser than the final rules: depth 18 sometimes finds more than depth 8
            boolean material = first.comparable() >= 180 && second.comparable() <= 200
                    && second.comparable() <= first.comparable() - 150 && !recaptures(s, first.pv().get(0));
            if (mate || material) {
                candidates.add(s);
            }
        }
        return candidates;
    }

    // ------------------------------------------------------------------ verification

    private List<TacticsSuite.Problem> verify(List<Seen> candidates) throws IOException {
        List<Seen> order = new ArrayList<>(candidates);
        Collections.shuffle(order, new Random(seed));
        // alternate the side to move so both colours are represented
        List<Seen> red = new ArrayList<>();
        List<Seen> black = new ArrayList<>();
        for (Seen s : order) {
            (s.side() == Piece.RED ? red : black).add(s);
        }
        order.clear();
        for (int i = 0; i < Math.max(red.size(), black.size()); i++) {
            if (i < red.size()) {
                order.add(red.get(i));
            }
            if (i < black.size()) {
                order.add(black.get(i));
            }
        }
        int[] mates = new int[MAX_MATE + 1];
        int material = 0;
        Map<Integer, Integer> matesPerGame = new HashMap<>();
        Map<Integer, List<Integer>> materialPlies = new HashMap<>();
        List<TacticsSuite.Problem> rows = new ArrayList<>();
        Map<String, Integer> rejected = new LinkedHashMap<>();
        fairy.setOption("Hash", "64");
        for (Seen s : order) {
            if (material >= MATERIAL_QUOTA && full(mates)) {
                break;
            }
            // the game mated in mateWithin moves from here, so the shortest mate is no longer
            boolean mateWanted = matesPerGame.getOrDefault(s.game(), 0) < 1
                    && !full(mates, s.mateWithin() > 0 ? s.mateWithin() : MAX_MATE);
            boolean materialWanted = material < MATERIAL_QUOTA && s.mateWithin() == 0
                    && materialPlies.getOrDefault(s.game(), List.of()).size() < 2
                    && materialPlies.getOrDefault(s.game(), List.of()).stream().allMatch(p -> Math.abs(p - s.ply()) >= 8);
            if (!mateWanted && !materialWanted) {
                continue;
            }
            Verdict verdict;
            try {
                String early = prefilter(s, mates, mateWanted, materialWanted);
                if (early != null) {
                    rejected.merge(early, 1, Integer::sum);
                    continue;
                }
                verdict = judge(s);
            } catch (NotCached notCached) {
                rejected.merge("not verified yet (--cached-only)", 1, Integer::sum);
                continue;
            }
            if (verdict.problem == null) {
                rejected.merge(verdict.reason, 1, Integer::sum);
                continue;
            }
            TacticsSuite.Problem p = verdict.problem;
            if (p.kind() == TacticsSuite.Kind.MATE) {
                if (!mateWanted || mates[p.mateIn()] >= MATE_QUOTA[p.mateIn()]) {
                    rejected.merge("quota full", 1, Integer::sum);
                    continue;
                }
                mates[p.mateIn()]++;
                matesPerGame.merge(s.game(), 1, Integer::sum);
            } else {
                if (!materialWanted) {
                    rejected.merge("quota full", 1, Integer::sum);
                    continue;
                }
                material++;
                materialPlies.computeIfAbsent(s.game(), g -> new ArrayList<>()).add(s.ply());
            }
            rows.add(p);
            log.printf(Locale.ROOT, "kept %s (%s), mates %s, material %d%n", p.kindLabel(), p.comment(),
                    java.util.Arrays.toString(mates), material);
        }
        log.println("rejected: " + rejected);
        log.println("mates by length: " + java.util.Arrays.toString(mates) + ", material: " + material);
        return rows;
    }

    private static boolean full(int[] mates) {
        return full(mates, MAX_MATE);
    }

    /** Whether the quotas of mates in 1..longest moves are all met. */
    private static boolean full(int[] mates, int longest) {
        for (int n = 1; n <= Math.min(longest, MAX_MATE); n++) {
            if (mates[n] < MATE_QUOTA[n]) {
                return false;
            }
        }
        return true;
    }

    private record Verdict(TacticsSuite.Problem problem, String reason) {
    }

    /**
     * Why a candidate is not worth the full-depth search, or null: a depth-12 search (two lines)
     * that sees a mate whose quota is full, no mate where only a mate is wanted, or no material
     * win (best at least +150, the second at most +250 and 150 below). A candidate whose
     * full-depth search is cached already skips this (it costs nothing).
     */
    private String prefilter(Seen s, int[] mates, boolean mateWanted, boolean materialWanted) throws IOException {
        if (cache.containsKey("depth " + depth + "|2|" + s.fen())) {
            return null;
        }
        List<UciClient.Line> lines = analyse(s.fen(), "depth 12", 2, VERIFY_MILLIS).lines();
        if (lines.size() < 2) {
            return "depth 12: one line";
        }
        UciClient.Line first = lines.get(0);
        UciClient.Line second = lines.get(1);
        if (first.mate() && first.score() > 0 && first.score() <= MAX_MATE) {
            return mateWanted && mates[first.score()] < MATE_QUOTA[first.score()] ? null : "depth 12: mate quota full";
        }
        if (!materialWanted) {
            return "depth 12: no short mate";
        }
        boolean material = first.comparable() >= 150 && second.comparable() <= 250
                && second.comparable() <= first.comparable() - 150;
        return material ? null : "depth 12: no material win";
    }

    /** Applies the selection rules of testdata/README.md to a candidate at full depth. */
    private Verdict judge(Seen s) throws IOException {
        Position position = Fen.parse(s.fen());
        if (position.legalMoves().length < 2) {
            return new Verdict(null, "one legal move");
        }
        String go = "depth " + depth;
        UciClient.Answer answer = analyse(s.fen(), go, 2, VERIFY_MILLIS);
        List<UciClient.Line> lines = answer.lines();
        if (answer.stopped() || lines.size() < 2 || lines.get(0).depth() < depth || lines.get(1).depth() < depth - 1) {
            return new Verdict(null, "search incomplete");
        }
        UciClient.Line first = lines.get(0);
        UciClient.Line second = lines.get(1);
        if (first.pv().isEmpty() || !first.pv().get(0).equals(answer.bestMove())) {
            return new Verdict(null, "pv and bestmove differ");
        }
        String comment = "game " + s.game() + " ply " + s.ply() + " (" + s.pairing() + "), " + phase(position, s.ply());
        if (first.mate() && first.score() > 0 && first.score() <= MAX_MATE) {
            int n = first.score();
            List<String> accepted = new ArrayList<>();
            String secondText = second.scoreText();
            if (second.mate() && second.score() > 0 && second.score() <= n) {
                UciClient.Answer all = analyse(s.fen(), go, 8, VERIFY_MILLIS);
                if (all.stopped() || all.lines().isEmpty() || !all.lines().get(0).mate() || all.lines().get(0).score() != n) {
                    return new Verdict(null, "mate list inconsistent");
                }
                UciClient.Line worst = null;
                for (UciClient.Line line : all.lines()) {
                    if (line.mate() && line.score() > 0 && line.score() <= n) {
                        accepted.add(line.pv().get(0));
                    } else if (worst == null) {
                        worst = line;
                    }
                }
                if (worst == null) {
                    return new Verdict(null, "too many mating moves");
                }
                secondText = worst.scoreText();
            } else {
                accepted.add(first.pv().get(0));
            }
            comment += "; pv " + String.join(" ", first.pv().subList(0, Math.min(first.pv().size(), 2 * n - 1)));
            return new Verdict(new TacticsSuite.Problem(0, "", s.fen(), TacticsSuite.Kind.MATE, n, accepted,
                    first.depth(), first.scoreText(), secondText, comment), null);
        }
        if (s.mateWithin() > 0 && materialLead(position) > 30) {
            return new Verdict(null, "not a short mate");
        }
        if (first.comparable() < 200) {
            return new Verdict(null, "best below +200");
        }
        if (second.comparable() > first.comparable() - 200) {
            return new Verdict(null, "second within 200");
        }
        if (second.comparable() > 150) {
            return new Verdict(null, "second also wins");
        }
        String move = first.pv().get(0);
        if (recaptures(s, move)) {
            return new Verdict(null, "recapture");
        }
        int gain = materialGain(position, first.pv());
        if (gain < 20 && !first.mate()) {
            return new Verdict(null, "pv wins no material");
        }
        comment += "; " + (first.mate() ? "mates" : "wins " + gain / 10.0 + " pawns") + " along the pv "
                + String.join(" ", first.pv().subList(0, Math.min(first.pv().size(), 7)));
        return new Verdict(new TacticsSuite.Problem(0, "", s.fen(), TacticsSuite.Kind.MATERIAL, 0, List.of(move),
                first.depth(), first.scoreText(), second.scoreText(), comment), null);
    }

    // ------------------------------------------------------------------ output

    private void write(List<TacticsSuite.Problem> rows) throws IOException {
        List<TacticsSuite.Problem> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparing((TacticsSuite.Problem p) -> p.kind())
                .thenComparingInt(TacticsSuite.Problem::mateIn));
        List<String> lines = new ArrayList<>();
        lines.add("# Xiangqi tactics from games played by bench/make-tactics.sh (seed " + seed + ", " + games
                + " games); every row verified by " + fairy.name() + " at depth >= " + depth + ". See testdata/README.md.");
        lines.add(TacticsSuite.HEADER);
        int id = 1;
        for (TacticsSuite.Problem p : sorted) {
            TacticsSuite.Problem named = new TacticsSuite.Problem(0, String.format(Locale.ROOT, "xt%03d", id++), p.fen(),
                    p.kind(), p.mateIn(), p.accepted(), p.depth(), p.score(), p.second(), p.comment());
            lines.add(TacticsSuite.format(named));
        }
        Files.write(out, lines, StandardCharsets.UTF_8);
        TacticsSuite.read(out); // the file must read back
        log.println("wrote " + sorted.size() + " problems to " + out);
    }

    // ------------------------------------------------------------------ helpers

    /** A Fairy-Stockfish search from an empty hash, cached by go, line count and position. */
    private UciClient.Answer analyse(String fen, String go, int lines, long deadline) throws IOException {
        return analyse(fen, List.of(), go, lines, deadline);
    }

    /** The same after {@code moves} (our coordinates) from {@code fen}. */
    private UciClient.Answer analyse(String fen, List<String> moves, String go, int lines, long deadline)
            throws IOException {
        String key = go + "|" + lines + "|" + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
        UciClient.Answer cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        if (cachedOnly) {
            throw new NotCached();
        }
        int wantHash = go.equals("depth " + depth) ? 64 : 16;
        if (hash != wantHash) {
            fairy.setOption("Hash", Integer.toString(wantHash));
            hash = wantHash;
        }
        fairy.setOption("MultiPV", Integer.toString(lines));
        fairy.newGame();
        UciClient.Answer answer = fairy.search(fen, moves, go, deadline);
        cache.put(key, answer);
        cacheFile.write(key + "\t" + encode(answer));
        cacheFile.newLine();
        cacheFile.flush();
        return answer;
    }

    private static String encode(UciClient.Answer answer) {
        StringBuilder text = new StringBuilder();
        text.append(answer.bestMove() == null ? "-" : answer.bestMove()).append('\t').append(answer.millis())
                .append('\t').append(answer.stopped());
        for (UciClient.Line line : answer.lines()) {
            text.append('\t').append(line.multipv()).append(' ').append(line.depth()).append(' ')
                    .append(line.mate() ? "mate" : "cp").append(' ').append(line.score());
            for (String move : line.pv()) {
                text.append(' ').append(move);
            }
        }
        return text.toString();
    }

    private static UciClient.Answer decode(String text) {
        String[] cells = text.split("\t");
        List<UciClient.Line> lines = new ArrayList<>();
        for (int i = 3; i < cells.length; i++) {
            String[] words = cells[i].split(" ");
            lines.add(new UciClient.Line(Integer.parseInt(words[0]), Integer.parseInt(words[1]), words[2].equals("mate"),
                    Integer.parseInt(words[3]), List.of(words).subList(4, words.length)));
        }
        return new UciClient.Answer(cells[0].equals("-") ? null : cells[0], lines, Long.parseLong(cells[1]),
                Boolean.parseBoolean(cells[2]));
    }

    /** The FEN with the halfmove clock set to 0, so no search meets the no-capture rule. */
    private static String fenOf(Position position) {
        return Fen.writeBoard(position) + (position.sideToMove() == Piece.RED ? " w" : " b") + " - - 0 "
                + position.fullmoveNumber();
    }

    private static String boardKey(String fen) {
        String[] fields = fen.split(" ");
        return fields[0] + " " + fields[1];
    }

    /** Material of the side to move minus the other's, tenths of a pawn. */
    static int materialLead(Position position) {
        int side = position.sideToMove();
        int lead = 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int sq = Squares.of(file, rank);
                int id = position.pieceAt(sq);
                if (id != 0) {
                    int type = Piece.type(id);
                    int value = type == Piece.PAWN && !Squares.isOwnHalf(sq, Piece.side(id)) ? 20 : VALUE[type];
                    lead += Piece.side(id) == side ? value : -value;
                }
            }
        }
        return lead;
    }

    /**
     * What the side to move gains along the PV, tenths of a pawn: the smaller of the balance at
     * its end and one ply before, so a PV that stops between a capture and the recapture does not
     * count the capture.
     */
    private static int materialGain(Position root, List<String> pv) {
        Position position = root.copy();
        int side = position.sideToMove();
        int before = materialLead(position);
        int last = 0;
        int previous = 0;
        for (String move : pv) {
            int m = Move.of(Squares.parse(move, 0), Squares.parse(move, 2));
            if (!position.isLegal(m)) {
                break;
            }
            position.makeMove(m);
            previous = last;
            int lead = materialLead(position);
            last = (position.sideToMove() == side ? lead : -lead) - before;
        }
        return pv.size() >= 2 ? Math.min(last, previous) : last;
    }

    /** Whether the move captures on the square where the opponent just captured. */
    private static boolean recaptures(Seen s, String move) {
        return s.lastCaptured() && !s.lastMove().isEmpty() && move.substring(2).equals(s.lastMove().substring(2));
    }

    /** Opening (first 24 plies), endgame (at most six rooks, horses and cannons), or middlegame. */
    private static String phase(Position position, int ply) {
        int majors = 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int id = position.pieceAt(Squares.of(file, rank));
                if (id != 0) {
                    int type = Piece.type(id);
                    if (type == Piece.ROOK || type == Piece.HORSE || type == Piece.CANNON) {
                        majors++;
                    }
                }
            }
        }
        if (majors <= 6) {
            return "endgame";
        }
        return ply < 24 ? "opening" : "middlegame";
    }
}
