package org.gametree.gomoku.search;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchSwitch;
import org.gametree.core.search.Searcher;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatScanner;
import org.gametree.gomoku.threat.ThreatSolver;

/**
 * A Gomoku player: what a protocol driver or the workbench asks for a move. It plays, in this
 * order,
 * <ol>
 *   <li>a five of its own ({@link Source#FIVE});</li>
 *   <li>the first move of a win by continuous fours (VCF) found by the {@link ThreatSolver}
 *       within {@link #VCF_NODES} nodes — the root check ({@link Source#VCF});</li>
 *   <li>the first move of a win by threes and fours (VCT) within {@link #VCT_NODES} nodes, when
 *       the opponent has no five point to block ({@link Source#VCT});</li>
 * </ol>
 * The VCF check and the VCF defence (below) use at most a quarter of the time limit, the VCT
 * an eighth after them, the question of the opponent's VCT another eighth and the defence
 * against it three eighths (both from the same start); each stops at the limits' stop
 * signal;
 * <ol start="4">
 *   <li>otherwise the move of a search with the preset, threat-aware
 *       ({@link GomokuSearchPosition.Threats#ON}) ({@link Source#SEARCH}), at the root among the
 *       defences when the opponent threatens: the moves after which it has no VCF
 *       ({@link #vcfDefences}), narrowed to those after which it has no VCT when it would win by
 *       VCT were it to move now ({@link #vctDefences}).</li>
 * </ol>
 * The move is always legal: never occupied, never a Renju forbidden point for black.
 * The searcher and its table live as long as the engine (call {@link #newGame} between
 * games). Not thread-safe; {@link #stop} may be called from another thread through the
 * limits' stop signal.
 */
public final class GomokuEngine {

    /** Node budget of the VCF root check. */
    public static final long VCF_NODES = 200_000;
    /** Node budget of the VCT root check. */
    public static final long VCT_NODES = 150_000;

    /** Where a move came from. */
    public enum Source { FIVE, VCF, VCT, SEARCH }

    /** Which threat of the opponent the root moves were narrowed against. */
    public enum Defence { NONE, VCF, VCT }

    /**
     * A chosen move.
     *
     * @param point    the point to play
     * @param value    its value for the mover (a mate score for a proven win)
     * @param depth    the depth of the search that chose it (0 for FIVE; the line length for VCF/VCT)
     * @param nodes    nodes spent (threat solver plus search)
     * @param pv       the expected line, starting with {@code point}
     * @param source   where it came from
     * @param defence  the threat the search's root moves were narrowed against (NONE when not)
     * @param defences how many root moves the defence left the search (0 with NONE)
     */
    public record Choice(int point, int value, int depth, long nodes, int[] pv, Source source,
                         Defence defence, int defences) {

        /** A choice made without a defence. */
        public Choice(int point, int value, int depth, long nodes, int[] pv, Source source) {
            this(point, value, depth, nodes, pv, source, Defence.NONE, 0);
        }
    }

    /** Progress of the search, one call per completed iteration (on the searching thread). */
    public interface Progress {
        void iteration(IterationReport report);
    }

    private final Searcher searcher;
    private final String evaluation;
    /** The threat solver of the root checks; its proof table lives as long as the game. */
    private final ThreatSolver solver = new ThreatSolver(ThreatSolver.DEFAULT_TABLE_MB);

    /** An engine searching with {@code preset} (see {@link Presets}) and the named evaluation. */
    public GomokuEngine(String preset, int tableMegabytes, String evaluation) {
        this(preset, tableMegabytes, evaluation, java.util.List.of());
    }

    /** As {@link #GomokuEngine(String, int, String)}, with the techniques {@code off} switched off. */
    public GomokuEngine(String preset, int tableMegabytes, String evaluation, java.util.Collection<SearchSwitch> off) {
        this.searcher = Presets.searcherFor(preset, tableMegabytes, config -> {
            SearchConfig adjusted = config;
            for (SearchSwitch s : off) {
                adjusted = s.set(adjusted, false);
            }
            return adjusted;
        });
        GomokuEvaluation.byName(evaluation);
        this.evaluation = evaluation;
    }

    /** The transposition table of the playing engine, in MiB. */
    public static final int TABLE_MB = 64;

    /**
     * The engine of the Gomocup driver and the match runner: {@link #DEFAULT_PRESET}, 64 MiB,
     * point patterns ({@link #DEFAULT_EVALUATION}).
     */
    public static GomokuEngine strongest() {
        return strongest(DEFAULT_EVALUATION);
    }

    /** {@link #strongest()} with another evaluation (a name of {@link GomokuEvaluation#byName}). */
    public static GomokuEngine strongest(String evaluation) {
        return new GomokuEngine(DEFAULT_PRESET, TABLE_MB, evaluation);
    }

    /**
     * The evaluation the engine plays with unless told otherwise: point patterns, which beat line
     * patterns in self-play (Renju, 40 games at 300 ms and 1 s per move: 25.5 of 40).
     */
    public static final String DEFAULT_EVALUATION = "pattern";

    /**
     * The search preset the engine plays with unless told otherwise: "best" (today's techniques:
     * logarithmic reductions, futility and late-move pruning, singular extension, …). Against
     * "classic" in self-play (Renju, 20 games at 300 ms per move) it scored 12.5 of 20, against
     * Rapfi 5 of 80 (four runs). Self-play prefers it without singular
     * extension and internal iterative reduction (16 and then 18 of 20), but against Rapfi those
     * engines scored 0 of 20 each, so the preset is played whole; see
     * docs/experiments/gomoku-threats.md. Gomoku has no null move and no captures, so those
     * switches of the preset change nothing here.
     */
    public static final String DEFAULT_PRESET = "best";

    /** The pattern evaluation's weights (a parameter file's, or the shipped ones). */
    private PatternWeights weights = PatternWeights.defaults();

    /**
     * Sets the pattern evaluation's weights.
     *
     * @throws IllegalArgumentException if the engine's evaluation is not pattern and the weights are not the defaults
     */
    public void setPatternWeights(PatternWeights weights) {
        GomokuEvaluation.byName(evaluation, weights);
        this.weights = weights;
    }

    /** Quiet candidates searched below the root ({@link GomokuSearchPosition#setCandidateLimit}). */
    private int candidateLimit = GomokuSearchPosition.CANDIDATE_LIMIT;

    /**
     * Sets how many quiet candidates the search looks at below the root (0: all).
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public void setCandidateLimit(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("the candidate limit must not be negative, got " + limit);
        }
        candidateLimit = limit;
    }

    /** Forgets what earlier searches stored, and lets go of the last game's positions. */
    public void newGame() {
        searcher.clearTable();
        searcher.releasePosition();
        solver.clear();
        scanner.detach();
    }

    /**
     * Chooses a move for the side to move of {@code game} (left unchanged) within the limits.
     *
     * @throws IllegalStateException if the game is over or the side to move has no legal move
     */
    public Choice think(GomokuPosition game, SearchLimits limits, Progress progress) {
        if (game.result().isOver()) {
            throw new IllegalStateException("the game is over: " + game.result());
        }
        long started = System.nanoTime();
        int me = game.stoneToMove();
        int five = game.firstFivePoint(me);
        if (five != 0) {
            return new Choice(five, Score.MATE - 1, 0, 0, new int[] {five}, Source.FIVE);
        }
        long spent = 0;
        // The VCF check and the VCF defence may use a quarter of the time limit, the VCT another
        // eighth after them, the VCT defence three eighths; the stop signal ends each. The VCF
        // defence comes before the VCT: a missed defence loses the game, a missed VCT only a
        // shortcut.
        long deadline = deadline(limits, 250_000L);
        java.util.function.BooleanSupplier giveUp = () -> stopped(limits) || System.nanoTime() > deadline;
        GomokuPosition work = game.copy();
        SolveResult vcf = solver.solveWin(work, false, 0, VCF_NODES, giveUp);
        spent += vcf.nodes();
        if (vcf.win() && game.isLegal(vcf.firstMove())) {
            return new Choice(vcf.firstMove(), Score.MATE - vcf.line().length, vcf.line().length, spent,
                    vcf.line(), Source.VCF);
        }
        GomokuSearchPosition root = new GomokuSearchPosition(game, GomokuEvaluation.byName(evaluation, weights),
                GomokuSearchPosition.Candidates.NEAR, GomokuSearchPosition.Threats.ON);
        root.setCandidateLimit(candidateLimit);
        int safe = vcfDefences(root, work, giveUp);
        Defence defence = Defence.NONE;
        if (game.firstFivePoint(GomokuPosition.opponent(me)) == 0 && !stopped(limits)) {
            long vctDeadline = deadline(limits, 125_000L);
            SolveResult vct = solver.deepening(work, ThreatSolver.DEFAULT_VCT_PLIES, VCT_NODES,
                    () -> stopped(limits) || System.nanoTime() > vctDeadline);
            spent += vct.nodes();
            if (vct.win() && game.isLegal(vct.firstMove())) {
                return new Choice(vct.firstMove(), Score.MATE - vct.line().length, vct.line().length, spent,
                        vct.line(), Source.VCT);
            }
        }
        if (!stopped(limits)) {
            // the question whether there is a threat at all gets an eighth (it is asked at every
            // move and is rarely undecided, but then it would take all the budget), the defence
            // against a threat three eighths
            long threatDeadline = deadline(limits, 125_000L);
            long defenceDeadline = deadline(limits, 375_000L);
            int vctSafe = vctDefences(root, work, safe, () -> stopped(limits) || System.nanoTime() > threatDeadline,
                    () -> stopped(limits) || System.nanoTime() > defenceDeadline);
            spent += defenceNodes;
            defence = vctSafe > 0 ? Defence.VCT : safe > 0 ? Defence.VCF : Defence.NONE;
            safe = vctSafe > 0 ? vctSafe : safe;
        } else if (safe > 0) {
            defence = Defence.VCF;
        }
        long searchMillis = limits.millis() > 0
                ? Math.max(1, limits.millis() - (System.nanoTime() - started) / 1_000_000) : 0;
        SearchLimits searchLimits = searchMillis > 0 ? limits.withMillis(searchMillis) : limits;
        if (safe > 0) {
            root.restrictRoot(defences, safe);
        }
        searcher.setListener(progress == null ? null : new SearchListener() {
            @Override
            public void iterationEnded(IterationReport report) {
                progress.iteration(report);
            }
        });
        SearchResult result = searcher.search(root, searchLimits);
        spent += result.statistics().totalNodes();
        int move = result.bestMove();
        if (move == 0 || !game.isLegal(move)) {
            move = anyLegal(game);
            return new Choice(move, result.value(), result.depth(), spent, new int[] {move}, Source.SEARCH,
                    defence, safe);
        }
        return new Choice(move, result.value(), result.depth(), spent, result.pv(), Source.SEARCH, defence, safe);
    }

    /** From now, the given share of the time limit (in nanoseconds per millisecond of it); none without a limit. */
    private static long deadline(SearchLimits limits, long nanosPerMilli) {
        return limits.millis() > 0 ? System.nanoTime() + limits.millis() * nanosPerMilli : Long.MAX_VALUE;
    }

    /** Node budget of each VCF question of the root defence. */
    public static final long DEFENCE_VCF_NODES = 10_000;
    private final int[] defences = new int[GomokuPosition.MAX_POINTS];

    /**
     * The defence generator: when some root move would leave the opponent a win by continuous
     * fours, the root moves after which it has none (each asked of the solver within
     * {@link #DEFENCE_VCF_NODES} nodes) into {@link #defences}; returns how many, or 0 when
     * nothing needs defending, or nothing defends (then the search chooses among all). Moves
     * not asked before {@code giveUp} are kept: only a proven loss is taken away.
     */
    private int vcfDefences(GomokuSearchPosition root, GomokuPosition work, java.util.function.BooleanSupplier giveUp) {
        int opponent = GomokuPosition.opponent(work.stoneToMove());
        if (work.windows(opponent, 3) == 0) {
            return 0; // no four for the opponent, whatever we play
        }
        int[] candidates = new int[GomokuPosition.MAX_POINTS];
        int n = root.generateMoves(candidates, 0);
        int kept = 0;
        boolean threatened = false;
        for (int i = 0; i < n; i++) {
            boolean loses = false;
            if (!giveUp.getAsBoolean()) {
                work.makeMove(candidates[i]);
                loses = !work.result().isOver() && solver.solveWin(work, false, 0, DEFENCE_VCF_NODES, giveUp).win();
                work.unmakeMove();
            }
            if (loses) {
                threatened = true;
            } else {
                defences[kept++] = candidates[i];
            }
        }
        return threatened ? kept : 0;
    }

    /** Node budget of the question whether the opponent, to move now, would have a VCT. */
    public static final long THREAT_VCT_NODES = 40_000;
    /** Node budgets of the rounds of VCT questions of the root defence against it. */
    private static final long[] DEFENCE_VCT_BUDGETS = {500, 4_000, 30_000};
    /** Most proof-tree nodes walked for the relevance zone. */
    private static final int ZONE_NODES = 20_000;
    private final int[] zone = new int[GomokuPosition.MAX_POINTS];
    private final int[] zonePriority = new int[GomokuPosition.MAX_POINTS];
    private final int[] undecidedMoves = new int[GomokuPosition.MAX_POINTS];
    private final ThreatScanner scanner = new ThreatScanner();
    /** Solver nodes of the last {@link #vctDefences}. */
    private long defenceNodes;

    /**
     * The defence against a VCT the opponent threatens: if the opponent, were it to move now
     * (a pass), would win by VCT, the root moves that may stop it go into {@link #defences} and
     * their number is returned (0 when there is no such threat, or nothing found defends). With
     * {@code vcfSafe} &gt; 0, only the first {@code vcfSafe} moves of {@link #defences} (those
     * that stop the opponent's VCF) are considered.
     *
     * <p>Which moves may stop it: the points of the threat's proof tree (its relevance zone,
     * {@link ThreatSolver#proofZone}: a stone elsewhere leaves every threat and answer of the
     * proof as it was) and our own fours and threes (a counter-threat the proof did not meet).
     * Each is asked, counter-threats and then the most-used zone points first, whether the
     * opponent still wins by VCT after it ({@link #DEFENCE_VCT_BUDGETS}): the moves proven safe are kept, or if there is none, the
     * moves the solver could not decide. A move not asked is dropped: outside the zone the
     * threat's proof stands (short of a counter-threat built later from it, which the zone does
     * not see: {@code RelevanceZoneTest}), and only a move that answers the threat matters now.
     */
    private int vctDefences(GomokuSearchPosition root, GomokuPosition work, int vcfSafe,
                            java.util.function.BooleanSupplier giveUpThreat, java.util.function.BooleanSupplier giveUp) {
        defenceNodes = 0;
        int me = work.stoneToMove();
        int opponent = GomokuPosition.opponent(me);
        if (work.windows(opponent, 2) == 0 && work.windows(opponent, 3) == 0) {
            return 0;
        }
        work.makePass();
        SolveResult threat = solver.solveWin(work, true, ThreatSolver.DEFAULT_VCT_PLIES, THREAT_VCT_NODES, giveUpThreat);
        defenceNodes += threat.nodes();
        if (!threat.win()) {
            work.unmakePass();
            return 0;
        }
        java.util.Arrays.fill(zone, 0);
        solver.proofZone(work, zone, ZONE_NODES);
        work.unmakePass();
        scanner.attach(work);
        int[] candidates = new int[GomokuPosition.MAX_POINTS];
        int n;
        if (vcfSafe > 0) {
            n = vcfSafe;
            System.arraycopy(defences, 0, candidates, 0, n);
        } else {
            n = root.generateMoves(candidates, 0);
        }
        int asked = 0;
        for (int i = 0; i < n; i++) {
            int c = candidates[i];
            boolean counter = scanner.fourStrength(c, me) > 0 || scanner.makesThree(c, me);
            if (zone[c] > 0 || counter) {
                // counter-threats first (cheap to decide, and often the only defence), then zone
                // points by how much of the proof they touch
                zonePriority[c] = (counter ? 1 << 20 : 0) + zone[c];
                candidates[asked++] = c;
            }
        }
        sortByPriority(candidates, asked);
        // rounds of growing budgets: a move that stops the threat is usually proven safe in a
        // few hundred nodes, a losing one may take thousands to prove lost; the moves proven
        // safe are kept, or if there is none, the moves still undecided when time runs out
        int proven = 0;
        int open = asked;
        for (long budget : DEFENCE_VCT_BUDGETS) {
            int still = 0;
            for (int i = 0; i < open; i++) {
                int c = candidates[i];
                if (giveUp.getAsBoolean()) {
                    candidates[still++] = c;
                    continue;
                }
                SolveResult.Outcome outcome = opponentAfter(work, c, budget, giveUp);
                if (outcome == SolveResult.Outcome.NO_WIN) {
                    defences[proven++] = c;
                } else if (outcome == SolveResult.Outcome.UNKNOWN) {
                    candidates[still++] = c;
                }
            }
            open = still;
            if (proven > 0 || open == 0 || giveUp.getAsBoolean()) {
                break;
            }
        }
        int kept = proven;
        if (proven == 0) {
            System.arraycopy(candidates, 0, defences, 0, open);
            kept = open;
        }
        return kept;
    }

    /** Whether the opponent wins by VCT after our move c, asked within {@code budget} nodes. */
    private SolveResult.Outcome opponentAfter(GomokuPosition work, int c, long budget,
                                              java.util.function.BooleanSupplier giveUp) {
        work.makeMove(c);
        SolveResult.Outcome outcome = SolveResult.Outcome.NO_WIN;
        if (!work.result().isOver()) {
            SolveResult r = solver.solveWin(work, true, ThreatSolver.DEFAULT_VCT_PLIES, budget, giveUp);
            defenceNodes += r.nodes();
            outcome = r.outcome();
        }
        work.unmakeMove();
        return outcome;
    }

    /** Stable insertion sort of moves[0..n) by {@link #zonePriority}, highest first. */
    private void sortByPriority(int[] moves, int n) {
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int j = i - 1;
            while (j >= 0 && zonePriority[moves[j]] < zonePriority[m]) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = m;
        }
    }

    private static boolean stopped(SearchLimits limits) {
        return limits.stop() != null && limits.stop().isStopped();
    }

    /** A legal move nearest the centre (the search found none: every move loses). */
    private static int anyLegal(GomokuPosition game) {
        int size = game.size();
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                int distance = Math.abs(2 * x - size + 1) + Math.abs(2 * y - size + 1);
                if (distance < bestDistance && game.isLegal(p)) {
                    best = p;
                    bestDistance = distance;
                }
            }
        }
        if (best == 0) {
            throw new IllegalStateException("no legal move");
        }
        return best;
    }
}
