package org.gametree.gomoku.threat;

import java.util.function.BooleanSupplier;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.threat.ProofListener.Decision;

/**
 * Threat-space search for Gomoku and Renju by depth-first proof-number search (df-pn, Nagai
 * 2002, on Allis's threat-space search and proof-number search, with which Gomoku was solved):
 * VCF (victory by continuous fours) and VCT (victory by continuous threats: threes and fours).
 *
 * <h2>The threat model</h2>
 * The side to move at the root is the <em>attacker</em>; its nodes are OR nodes, the
 * <em>defender</em>'s are AND nodes.
 * <ul>
 *   <li>Attacker: a five point wins; two five points of the defender lose; one must be blocked
 *       (the block is the only move, and it must leave a threat). Otherwise its moves are the
 *       <em>fours</em> (after the move it has a five point) and, in VCT, the <em>threes</em>
 *       (after the move it has a straight four: a legal point giving two five points, or one
 *       the defender may not block). A straight four already on the board wins.</li>
 *   <li>Defender after a four: the block of the five point (none possible — two five points,
 *       or a Renju black defender whose block is forbidden — loses).</li>
 *   <li>Defender after a three: every legal move after which the attacker has no straight
 *       four, and every four of its own (a counter-threat). Any other move loses to the
 *       straight four, so a proof is a proof. With no such move the node is lost.</li>
 *   <li>Renju: black never plays a forbidden point (threats and blocks are checked with the
 *       full recursive rule); white may win by a four whose block is forbidden for black.</li>
 * </ul>
 * Threats are found from the position's incremental window counts (a window with three of the
 * attacker's stones and none of the defender's holds its four points, two stones its three
 * points), then confirmed on the board.
 *
 * <h2>Answers</h2>
 * {@link SolveResult.Outcome#WIN} is a proof (every line of the proof tree ends in a five);
 * {@link SolveResult.Outcome#NO_WIN} means the threat model has no win within the ply limit;
 * {@link SolveResult.Outcome#UNKNOWN} that the node budget or the stop signal ended the search.
 *
 * <h2>House rules</h2>
 * Nothing is allocated per node: children live in per-ply arrays, the table is a packed
 * {@code long[]} ({@link ProofTable}), a stop ends the recursion by returning (no exception).
 * A solver is not thread-safe; reuse one per thread (the table survives between solves of one
 * game until {@link #clear}).
 */
public final class ThreatSolver {

    /** VCF (fours only) or VCT (threes and fours). */
    public enum Mode { VCF, VCT }

    /** The deepest ply a search may reach (the per-ply buffers' size). */
    public static final int MAX_PLY = 120;
    /** Default ply limit of a VCT search (attacker and defender moves, the final five included). */
    public static final int DEFAULT_VCT_PLIES = 41;
    /** Default ply limit of a VCF search. */
    public static final int DEFAULT_VCF_PLIES = 119;
    /** Default table size of the static helpers, in MiB. */
    public static final int DEFAULT_TABLE_MB = 16;

    private static final int INF = ProofTable.INFINITY;
    private static final int MAX_CHILDREN = GomokuPosition.MAX_SIZE * GomokuPosition.MAX_SIZE;
    private static final int STOP_CHECK_INTERVAL = 256;
    private static final long VCT_KEY = 0x7A3C_9E21_55D0_4B1FL;
    private static final long WHITE_ATTACKS_KEY = 0x1F6B_D2A4_8C37_E905L;
    private static final long DEPENDENT_KEY = 0x6C1E_8B53_F20A_97D3L;

    /** Terminal answers of the generators (negative; a count otherwise). */
    private static final int WON = -1;
    private static final int LOST = -2;

    private final ProofTable table;
    private ProofListener listener;
    /** Dependency-based search: below the root only threats that use the attacker's last stone. */
    private boolean dependent;
    /** Whether the current solve left out a threat for not depending on the last stone, and how many. */
    private boolean independentSkipped;
    private long skippedThreats;

    // the current solve
    private GomokuPosition pos;
    private Rule rule;
    private Lines lines;
    private int attacker;
    private int defender;
    private Mode mode;
    private long modeKey;
    private int maxPly;
    private long nodes;
    private long budget;
    private BooleanSupplier stop;
    private boolean stopped;
    /** Whether the last {@link #attackerMoves} left moves out for the ply limit. */
    private boolean truncated;
    /** Whether the last node searched holds whatever the ply limit (a proof, or a disproof that never met the limit). */
    private boolean lastExact;
    private int rootPly;

    // per-ply buffers
    private final int[][] moves = new int[MAX_PLY + 1][MAX_CHILDREN];
    private final byte[][] kinds = new byte[MAX_PLY + 1][MAX_CHILDREN];
    private final int[][] childPn = new int[MAX_PLY + 1][MAX_CHILDREN];
    private final int[][] childDn = new int[MAX_PLY + 1][MAX_CHILDREN];
    private final boolean[][] childExact = new boolean[MAX_PLY + 1][MAX_CHILDREN];
    private final int[][] straightFours = new int[MAX_PLY + 1][64];
    private final int[] fiveBuffer = new int[4];
    private final ThreatScanner scanner = new ThreatScanner();

    // what the last generator or search said
    private int terminalMove;
    private Decision terminalReason;
    private int lastPn;
    private int lastDn;
    /** The root's numbers as its search loop last computed them (for progress reports). */
    private volatile int rootPn = 1;
    private volatile int rootDn = 1;

    /** A solver with a proof table of about {@code tableMegabytes} MiB. */
    public ThreatSolver(int tableMegabytes) {
        this.table = new ProofTable(tableMegabytes);
    }

    /**
     * Dependency-based search (Allis): below the root the attacker's threats are only those in
     * a window holding its last stone — the threats that stone created. Fewer threats per node,
     * so wins built move on move are found in fewer nodes, but a win that needs a threat prepared
     * earlier is missed: "no win" is then no proof, and a solve that left such a threat out
     * answers {@link SolveResult.Outcome#UNKNOWN} instead. Off by default.
     */
    public void setDependent(boolean dependent) {
        this.dependent = dependent;
    }

    /** Reports every node to {@code listener} (null: none). */
    public void setListener(ProofListener listener) {
        this.listener = listener;
    }

    /**
     * Forgets the proofs of earlier solves and lets go of the last solve's position (and of
     * what it keeps, such as its Renju cache), so an idle solver holds no game.
     */
    public void clear() {
        table.clear();
        pos = null;
        lines = null;
        stop = null;
        rootPn = 1;
        rootDn = 1;
        scanner.detach();
    }

    /** Nodes expanded by the last solve (so far, when asked from the listener). */
    public long nodes() {
        return nodes;
    }

    /** The root's proof number in the running (or last) solve: 0 once proven. */
    public int rootProofNumber() {
        return rootPn;
    }

    /** The root's disproof number in the running (or last) solve: 0 once disproven. */
    public int rootDisproofNumber() {
        return rootDn;
    }

    // ---- static helpers ----

    /**
     * A forced win of the side to move by continuous fours, or with {@code vct} by threes and
     * fours (VCF is tried first), with a fresh table; a budget of zero or less means none.
     */
    public static SolveResult solve(GomokuPosition position, boolean vct, long nodeBudget) {
        return solve(position, vct, nodeBudget, () -> false);
    }

    /** As {@link #solve(GomokuPosition, boolean, long)}, ending (unknown) when {@code stop} says so. */
    public static SolveResult solve(GomokuPosition position, boolean vct, long nodeBudget, BooleanSupplier stop) {
        return new ThreatSolver(DEFAULT_TABLE_MB).solveWin(position.copy(), vct, DEFAULT_VCT_PLIES, nodeBudget, stop);
    }

    /**
     * VCF, then (with {@code vct}) VCT within {@code vctPlies} plies, sharing the node budget;
     * the position is left as it was. The answer is the VCF one when that is a win.
     */
    public SolveResult solveWin(GomokuPosition position, boolean vct, int vctPlies, long nodeBudget,
                                BooleanSupplier stop) {
        long budgetLeft = nodeBudget <= 0 ? Long.MAX_VALUE : nodeBudget;
        SolveResult vcf = solve(position, Mode.VCF, DEFAULT_VCF_PLIES, budgetLeft, stop);
        if (!vct || vcf.win() || vcf.outcome() == SolveResult.Outcome.UNKNOWN) {
            return vcf;
        }
        return deepening(position, vctPlies, budgetLeft - vcf.nodes(), stop).plus(vcf.nodes(), vcf.millis());
    }

    /** The first VCT ply limit of {@link #deepening}, and its step. */
    private static final int FIRST_VCT_PLIES = 9;
    private static final int VCT_PLIES_STEP = 6;

    /**
     * VCT deepened on the ply limit, 9, 15, 21, … up to {@code vctPlies}, on one table: short
     * wins are found before the search wanders down long lines, and the numbers of each
     * iteration guide the next (a disproof is only reused with as many plies left). Stops early
     * when a disproof never met the ply limit: no longer limit could change it.
     */
    public SolveResult deepening(GomokuPosition position, int vctPlies, long nodeBudget, BooleanSupplier stop) {
        long spentNodes = 0;
        long spentMillis = 0;
        int plies = Math.min(FIRST_VCT_PLIES, vctPlies);
        while (true) {
            SolveResult r = solve(position, Mode.VCT, plies, nodeBudget - spentNodes, stop);
            spentNodes += r.nodes();
            spentMillis += r.millis();
            boolean disproven = r.outcome() == SolveResult.Outcome.NO_WIN || (dependent && rootDn == 0);
            if (!disproven || plies >= vctPlies || lastExact) {
                return r.plus(spentNodes - r.nodes(), spentMillis - r.millis());
            }
            plies = Math.min(vctPlies, plies + VCT_PLIES_STEP);
        }
    }

    // ---- the search ----

    /**
     * One proof-number search of the side to move's win in {@code mode} with at most
     * {@code plies} plies (attacker's five included); the position is left as it was.
     */
    public SolveResult solve(GomokuPosition position, Mode mode, int plies, long nodeBudget, BooleanSupplier stop) {
        long start = System.nanoTime();
        this.pos = position;
        this.rule = position.rule();
        this.lines = position.lines();
        this.attacker = position.stoneToMove();
        this.defender = GomokuPosition.opponent(attacker);
        this.mode = mode;
        // one table serves both attackers and both modes: a node's numbers are about its attacker
        this.modeKey = (mode == Mode.VCT ? VCT_KEY : 0) ^ (attacker == GomokuPosition.WHITE ? WHITE_ATTACKS_KEY : 0)
                ^ (dependent ? DEPENDENT_KEY : 0);
        this.independentSkipped = false;
        this.maxPly = Math.max(1, Math.min(plies, MAX_PLY));
        this.nodes = 0;
        this.budget = nodeBudget <= 0 ? Long.MAX_VALUE : nodeBudget;
        this.stop = stop == null ? () -> false : stop;
        this.stopped = false;
        this.rootPly = position.ply();
        this.rootPn = 1;
        this.rootDn = 1;
        scanner.attach(position);
        if (position.result().isOver()) {
            return new SolveResult(SolveResult.Outcome.NO_WIN, 0, new int[0], 0, 0, mode, 0, INF);
        }
        if (listener != null) {
            listener.searchStarted(mode, maxPly);
        }
        search(0, 0, ThreatKind.ROOT, INF - 1, INF - 1);
        int pn = lastPn;
        int dn = lastDn;
        rootPn = pn;
        rootDn = dn;
        SolveResult.Outcome outcome = pn == 0 ? SolveResult.Outcome.WIN
                : dn == 0 && !independentSkipped ? SolveResult.Outcome.NO_WIN : SolveResult.Outcome.UNKNOWN;
        int[] line = new int[0];
        if (outcome == SolveResult.Outcome.WIN) {
            line = principalLine();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        SolveResult result = new SolveResult(outcome, line.length > 0 ? line[0] : 0, line, nodes, millis, mode, pn, dn);
        if (listener != null) {
            listener.searchEnded(result);
        }
        return result;
    }

    /**
     * Multiple-iterative-deepening df-pn: expands the node (the position now, {@code ply} from
     * the root, reached by {@code move}) until its proof number reaches {@code thpn} or its
     * disproof number {@code thdn}; leaves the numbers in {@link #lastPn}/{@link #lastDn} and
     * in the table.
     */
    private void search(int ply, int move, ThreatKind kind, int thpn, int thdn) {
        nodes++;
        if (nodes >= budget || (nodes % STOP_CHECK_INTERVAL == 0 && stop.getAsBoolean())) {
            stopped = true;
        }
        if (listener != null) {
            listener.enter(ply, move, kind, thpn, thdn);
        }
        boolean orNode = (ply & 1) == 0;
        long key = pos.key() ^ modeKey;
        int pliesLeft = maxPly - ply;
        truncated = false;
        int n = orNode ? attackerMoves(ply, pliesLeft) : defenderMoves(ply);
        boolean cut = truncated;
        if (n == 0) {
            n = orNode ? LOST : WON;
            terminalReason = orNode ? Decision.NO_THREAT : Decision.NO_DEFENCE;
            terminalMove = 0;
        }
        if (n < 0) {
            lastPn = n == WON ? 0 : INF;
            lastDn = n == WON ? INF : 0;
            lastExact = !cut;
            table.store(key, lastPn, lastDn, terminalMove, lastExact ? ProofTable.EXACT : pliesLeft);
            if (listener != null) {
                listener.exit(ply, lastPn, lastDn, terminalMove, terminalReason);
            }
            return;
        }
        if (listener != null) {
            listener.expanded(ply, moves[ply], kinds[ply], n);
        }
        int[] pns = childPn[ply];
        int[] dns = childDn[ply];
        for (int i = 0; i < n; i++) {
            initChild(ply, i, pliesLeft - 1);
        }
        while (true) {
            int pn;
            int dn;
            int best = 0;
            int second = INF;
            if (orNode) {
                pn = INF;
                dn = 0;
                for (int i = 0; i < n; i++) {
                    dn = ProofTable.add(dn, dns[i]);
                    if (pns[i] < pn) {
                        second = pn;
                        pn = pns[i];
                        best = i;
                    } else if (pns[i] < second) {
                        second = pns[i];
                    }
                }
            } else {
                pn = 0;
                dn = INF;
                for (int i = 0; i < n; i++) {
                    pn = ProofTable.add(pn, pns[i]);
                    if (dns[i] < dn) {
                        second = dn;
                        dn = dns[i];
                        best = i;
                    } else if (dns[i] < second) {
                        second = dns[i];
                    }
                }
            }
            if (ply == 0) {
                rootPn = pn;
                rootDn = dn;
            }
            if (pn >= thpn || dn >= thdn || stopped) {
                lastPn = pn;
                lastDn = dn;
                lastExact = pn == 0 || (dn == 0 && disproofExact(ply, n, orNode, cut));
                int bestMove = moves[ply][best];
                table.store(key, pn, dn, bestMove, lastExact ? ProofTable.EXACT : pliesLeft);
                if (listener != null) {
                    listener.exit(ply, pn, dn, bestMove, null);
                }
                return;
            }
            int childThpn;
            int childThdn;
            if (orNode) {
                childThpn = Math.min(thpn, widened(second));
                childThdn = ProofTable.add(thdn - dn, dns[best]);
            } else {
                childThdn = Math.min(thdn, widened(second));
                childThpn = ProofTable.add(thpn - pn, pns[best]);
            }
            int m = moves[ply][best];
            pos.makeMove(m);
            search(ply + 1, m, ThreatKind.of(kinds[ply][best]), childThpn, childThdn);
            pos.unmakeMove();
            pns[best] = lastPn;
            dns[best] = lastDn;
            childExact[ply][best] = lastExact;
        }
    }

    /**
     * The threshold a best child gets from the second best's number: df-pn's "second + 1",
     * widened by a quarter (the 1 + ε trick of Pawlewicz and Lew, 2007): the search stays
     * longer in one subtree instead of switching back and forth between two close ones.
     */
    private static int widened(int second) {
        return ProofTable.add(second, 1 + (second >> 2));
    }

    /**
     * Whether a disproven node's disproof holds whatever the ply limit: at an OR node every
     * child's must (and no move was left out for the limit), at an AND node one disproven child's.
     */
    private boolean disproofExact(int ply, int n, boolean orNode, boolean cut) {
        if (orNode) {
            if (cut) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (!childExact[ply][i]) {
                    return false;
                }
            }
            return true;
        }
        for (int i = 0; i < n; i++) {
            if (childDn[ply][i] == 0 && childExact[ply][i]) {
                return true;
            }
        }
        return false;
    }

    /** Child i's numbers from the table, or the initial guess by its kind. */
    private void initChild(int ply, int i, int childPliesLeft) {
        int m = moves[ply][i];
        long key = pos.keyAfter(m) ^ modeKey;
        long data = table.probe(key);
        if (data != ProofTable.MISSING) {
            int pn = ProofTable.pn(data);
            int dn = ProofTable.dn(data);
            int depth = table.probeDepth(key);
            // a disproof found with fewer plies left may not hold with more
            if (!(dn == 0 && depth < childPliesLeft)) {
                childPn[ply][i] = pn;
                childDn[ply][i] = dn;
                childExact[ply][i] = depth == ProofTable.EXACT;
                return;
            }
        }
        childExact[ply][i] = false;
        // a three leaves the defender several answers, a four one
        childPn[ply][i] = kinds[ply][i] == ThreatKind.THREE.ordinal() ? 2 : 1;
        childDn[ply][i] = 1;
    }

    // ---- move generation ----

    /**
     * The attacker's moves at an OR node into the ply's buffers; returns their number, or
     * {@link #WON}/{@link #LOST} (setting {@link #terminalMove} and {@link #terminalReason}).
     */
    private int attackerMoves(int ply, int pliesLeft) {
        int a = attacker;
        int d = defender;
        terminalMove = 0;
        if (pos.fivePoints(a, fiveBuffer, 1) > 0) {
            terminalMove = fiveBuffer[0];
            terminalReason = Decision.FIVE;
            return WON;
        }
        int defenderFives = pos.fivePoints(d, fiveBuffer, 2);
        if (defenderFives >= 2 || (defenderFives == 1 && !legalFor(a, fiveBuffer[0]))) {
            terminalReason = Decision.DEFENDER_FIVE;
            return LOST;
        }
        truncated = false;
        if (pliesLeft < 3) {
            truncated = true;
            terminalReason = Decision.PLY_LIMIT;
            return LOST;
        }
        int[] out = moves[ply];
        byte[] kind = kinds[ply];
        if (defenderFives == 1) {
            out[0] = fiveBuffer[0];
            kind[0] = (byte) ThreatKind.BLOCK.ordinal();
            return 1;
        }
        int n = 0;
        int mark = scanner.newMark();
        int last = dependent && ply >= 2 ? pos.moveAt(pos.ply() - 2) : 0;
        long skippedBefore = skippedThreats;
        if (pos.windows(a, 3) > 0) {
            for (int w = 0; w < lines.windowCount(); w++) {
                if (pos.stonesInWindow(a, w) != 3 || pos.stonesInWindow(d, w) != 0 || independent(w, last)) {
                    continue;
                }
                for (int i = 0, q = lines.windowStart[w]; i < 5; i++, q += lines.windowStep[w]) {
                    if (pos.stoneAt(q) != GomokuPosition.EMPTY || !scanner.mark(q, mark)) {
                        continue;
                    }
                    int strength = scanner.fourStrength(q, a);
                    if (strength == 0 || !legalFor(a, q)) {
                        continue;
                    }
                    if (strength == 2) {
                        terminalMove = q;
                        terminalReason = Decision.STRAIGHT_FOUR;
                        return WON;
                    }
                    out[n] = q;
                    kind[n++] = (byte) ThreatKind.FOUR.ordinal();
                }
            }
        }
        truncated = mode == Mode.VCT && pliesLeft < 5 && pos.windows(a, 2) > 0;
        if (mode == Mode.VCT && pliesLeft >= 5 && pos.windows(a, 2) > 0) {
            for (int w = 0; w < lines.windowCount(); w++) {
                if (pos.stonesInWindow(a, w) != 2 || pos.stonesInWindow(d, w) != 0 || independent(w, last)) {
                    continue;
                }
                for (int i = 0, q = lines.windowStart[w]; i < 5; i++, q += lines.windowStep[w]) {
                    if (pos.stoneAt(q) != GomokuPosition.EMPTY || !scanner.mark(q, mark)) {
                        continue;
                    }
                    if (scanner.makesThree(q, a) && legalFor(a, q)) {
                        out[n] = q;
                        kind[n++] = (byte) ThreatKind.THREE.ordinal();
                    }
                }
            }
        }
        // a node that left threats out for dependency holds no exact disproof
        truncated |= skippedThreats != skippedBefore;
        return n;
    }

    /**
     * In dependency-based search, whether window w (holding a threat) leaves out the attacker's
     * last stone {@code last} (0: no restriction); notes that a threat was left out.
     */
    private boolean independent(int w, int last) {
        if (last == 0) {
            return false;
        }
        int step = lines.windowStep[w];
        // the attacker's stones of this line: plies rootPly, rootPly + 2, ..., the last one
        for (int i = pos.ply() - 2; i >= rootPly; i -= 2) {
            int offset = pos.moveAt(i) - lines.windowStart[w];
            if (offset >= 0 && offset % step == 0 && offset / step <= 4) {
                return false;
            }
        }
        independentSkipped = true;
        skippedThreats++;
        return true;
    }

    /**
     * The defender's moves at an AND node into the ply's buffers; returns their number, or
     * {@link #WON}/{@link #LOST} for the attacker (setting {@link #terminalMove} to a defender
     * move to continue a line with, and {@link #terminalReason}).
     */
    private int defenderMoves(int ply) {
        int a = attacker;
        int d = defender;
        terminalMove = 0;
        if (pos.fivePoints(d, fiveBuffer, 1) > 0) {
            terminalReason = Decision.DEFENDER_FIVE;
            return LOST;
        }
        int[] out = moves[ply];
        byte[] kind = kinds[ply];
        int attackerFives = pos.fivePoints(a, fiveBuffer, 2);
        if (attackerFives >= 2 || (attackerFives == 1 && !legalFor(d, fiveBuffer[0]))) {
            terminalMove = attackerFives >= 2 && legalFor(d, fiveBuffer[0]) ? fiveBuffer[0] : anyLegal(d, fiveBuffer[0]);
            terminalReason = Decision.STRAIGHT_FOUR;
            return WON;
        }
        if (attackerFives == 1) {
            out[0] = fiveBuffer[0];
            kind[0] = (byte) ThreatKind.BLOCK.ordinal();
            return 1;
        }
        if (mode == Mode.VCF) {
            terminalReason = Decision.NO_THREAT;
            return LOST;
        }
        int[] fours = straightFours[ply];
        int nf = scanner.straightFours(a, fours);
        if (nf == 0) {
            terminalReason = Decision.NO_THREAT;
            return LOST;
        }
        int n = scanner.answers(a, fours, nf, out, kind, rule == Rule.RENJU && a == GomokuPosition.BLACK);
        if (n == 0) {
            int tried = scanner.firstTried();
            terminalMove = tried != 0 ? tried : anyLegal(d, 0);
            terminalReason = Decision.NO_DEFENCE;
            return WON;
        }
        return n;
    }

    private boolean legalFor(int stone, int p) {
        return scanner.legalFor(stone, p);
    }

    private int anyLegal(int stone, int except) {
        return scanner.anyLegal(stone, except);
    }

    // ---- the relevance zone ----

    private int zoneNodesLeft;
    private final int[] zoneFives = new int[4];

    /**
     * The relevance zone of the win just proven on {@code position} (the last solve's, left as
     * it was): walks the proof tree (at OR nodes the child the table holds proven, at AND nodes
     * every defence) and adds to {@code zone[p]} the number of its nodes whose move is on
     * {@code p} — the attacker's threats, every defence, the five points ending its lines. A
     * defender's stone put beforehand on a point outside the zone changes none of the proof's
     * threats or answers, so the proof stands (short of a four of the defender's own, which the
     * caller asks separately). Visits at most {@code maxNodes} nodes; returns how many it did. A
     * branch whose proof the table has lost is not followed (the zone is then smaller).
     */
    public int proofZone(GomokuPosition position, int[] zone, int maxNodes) {
        if (position != pos || position.ply() != rootPly || rootPn != 0) {
            throw new IllegalStateException("no win proven on this position by the last solve");
        }
        zoneNodesLeft = maxNodes;
        walkProof(0, zone);
        return maxNodes - zoneNodesLeft;
    }

    private void walkProof(int ply, int[] zone) {
        if (zoneNodesLeft <= 0 || ply >= MAX_PLY) {
            return;
        }
        zoneNodesLeft--;
        boolean orNode = (ply & 1) == 0;
        int n = orNode ? attackerMoves(ply, MAX_PLY - ply) : defenderMoves(ply);
        if (n == WON || n == LOST) {
            if (n == WON) {
                markWinningPoints(orNode, zone);
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            int m = moves[ply][i];
            if (orNode) {
                long data = table.probe(pos.keyAfter(m) ^ modeKey);
                if (data == ProofTable.MISSING || ProofTable.pn(data) != 0) {
                    continue;
                }
            }
            zone[m]++;
            pos.makeMove(m);
            walkProof(ply + 1, zone);
            pos.unmakeMove();
            if (orNode) {
                return; // one proven threat is the proof
            }
        }
    }

    /**
     * The points that end a won line: at an OR node the attacker's five, or its straight four
     * and that four's five points; at an AND node every empty point of the attacker's threats.
     */
    private void markWinningPoints(boolean orNode, int[] zone) {
        if (orNode && terminalMove != 0) {
            zone[terminalMove]++;
            if (terminalReason == Decision.STRAIGHT_FOUR) {
                int n = pos.fivePointsIfPlaced(terminalMove, attacker, zoneFives, zoneFives.length);
                for (int i = 0; i < n; i++) {
                    zone[zoneFives[i]]++;
                }
            }
            return;
        }
        // a defender facing two five points, or a double threat no answer stops: the threats
        // are the windows with three or four of the attacker's stones, a stone on any of their
        // empty points might have stopped them
        for (int w = 0; w < lines.windowCount(); w++) {
            if (pos.stonesInWindow(attacker, w) < 3 || pos.stonesInWindow(defender, w) != 0) {
                continue;
            }
            for (int i = 0, q = lines.windowStart[w]; i < 5; i++, q += lines.windowStep[w]) {
                if (pos.stoneAt(q) == GomokuPosition.EMPTY) {
                    zone[q]++;
                }
            }
        }
    }

    // ---- the winning line ----

    /**
     * One line of the proof: at OR nodes the proven child, at AND nodes the first defence,
     * each forced tail (a five, a straight four and its two five points) played out. A child
     * whose proof the table has lost is proven again.
     */
    private int[] principalLine() {
        int[] line = new int[MAX_PLY + 2];
        int length = 0;
        boolean done = false;
        while (!done && length <= MAX_PLY) {
            int ply = length;
            boolean orNode = (ply & 1) == 0;
            int n = orNode ? attackerMoves(ply, MAX_PLY - ply) : defenderMoves(ply);
            int next;
            if (n == WON || n == LOST) {
                if (n == LOST || terminalMove == 0) {
                    break;
                }
                next = terminalMove;
                done = orNode && terminalReason == Decision.FIVE;
            } else {
                next = provenChild(ply, n, orNode);
                if (next == 0) {
                    break;
                }
            }
            line[length++] = next;
            pos.makeMove(next);
        }
        for (int i = 0; i < length; i++) {
            pos.unmakeMove();
        }
        return done ? java.util.Arrays.copyOf(line, length) : new int[0];
    }

    /** At an OR node a child the table says is proven; at an AND node the first child (proven again if needed). */
    private int provenChild(int ply, int n, boolean orNode) {
        for (int attempt = 0; attempt < 2; attempt++) {
            for (int i = 0; i < n; i++) {
                int m = moves[ply][i];
                long data = table.probe(pos.keyAfter(m) ^ modeKey);
                boolean proven = data != ProofTable.MISSING && ProofTable.pn(data) == 0;
                if (proven || !orNode) {
                    if (!proven) {
                        // the table lost this defence's proof: prove it again
                        reprove(ply, m, i);
                    }
                    return m;
                }
            }
            // the table lost the proven child: search this node again
            int saved = maxPly;
            maxPly = MAX_PLY;
            budget = Long.MAX_VALUE;
            stopped = false;
            search(ply, 0, ThreatKind.ROOT, INF - 1, INF - 1);
            maxPly = saved;
            n = orNode ? attackerMoves(ply, MAX_PLY - ply) : defenderMoves(ply);
            if (n <= 0) {
                return 0;
            }
        }
        return 0;
    }

    private void reprove(int ply, int m, int i) {
        budget = Long.MAX_VALUE;
        stopped = false;
        int saved = maxPly;
        maxPly = MAX_PLY;
        pos.makeMove(m);
        search(ply + 1, m, ThreatKind.of(kinds[ply][i]), INF - 1, INF - 1);
        pos.unmakeMove();
        maxPly = saved;
    }
}
