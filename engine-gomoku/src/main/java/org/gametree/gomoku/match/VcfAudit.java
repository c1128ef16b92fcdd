package org.gametree.gomoku.match;

import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatSolver;

/**
 * Looks through a finished match game for the VCFs one player (A) should not have missed:
 * <ul>
 *   <li>a <em>missed win</em>: A to move had a win by continuous fours, yet A did not win the game;</li>
 *   <li>a <em>missed defence</em>: the opponent won, and at A's move just before the opponent
 *       first had a VCF, some move of A's would have left the opponent without one, but A's
 *       move did not.</li>
 * </ul>
 * Each VCF question goes to the threat solver with {@link #NODES} nodes; "no VCF" there means
 * no VCF within that budget, so the audit can only under-count.
 */
public final class VcfAudit {

    /** Node budget of each VCF question. */
    public static final long NODES = 200_000;

    /** What the audit found in one game: the ply and a description, or -1 and "". */
    public record Findings(int missedWinPly, String missedWin, int missedDefencePly, String missedDefence) {
    }

    private final ThreatSolver solver = new ThreatSolver(32);

    /** Audits {@code game} from the first move after its opening, for player A. */
    public Findings audit(GomokuMatch.Game game, int openingPlies) {
        GomokuPosition end = game.finalPosition();
        int aStone = game.aWasBlack() ? GomokuPosition.BLACK : GomokuPosition.WHITE;
        boolean aWon = game.pointsForA() == 1;
        boolean bWon = game.pointsForA() == 0 && game.result() != GameResult.DRAW;
        GomokuPosition pos = new GomokuPosition(end.rule(), end.size());
        int missedWinPly = -1;
        String missedWin = "";
        int missedDefencePly = -1;
        String missedDefence = "";
        boolean opponentVcfSeen = false;
        for (int ply = 0; ply < end.ply(); ply++) {
            if (ply >= openingPlies && pos.stoneToMove() == aStone && !aWon && missedWinPly < 0) {
                SolveResult r = vcf(pos);
                if (r.win()) {
                    missedWinPly = ply;
                    missedWin = "had the VCF " + Notation.formatMoves(pos.size(), r.line()) + ", played "
                            + Notation.name(pos.size(), end.moveAt(ply));
                }
            }
            if (ply > openingPlies && pos.stoneToMove() != aStone && bWon && !opponentVcfSeen && vcf(pos).win()) {
                opponentVcfSeen = true;
                // the opponent has a VCF now: could A's last move have prevented it?
                int played = end.moveAt(ply - 1);
                pos.unmakeMove();
                int defence = defenceAgainstVcf(pos);
                if (defence != 0) {
                    missedDefencePly = ply - 1;
                    missedDefence = "played " + Notation.name(pos.size(), played) + "; "
                            + Notation.name(pos.size(), defence) + " would have left no VCF";
                }
                pos.makeMove(played);
            }
            pos.makeMove(end.moveAt(ply));
        }
        return new Findings(missedWinPly, missedWin, missedDefencePly, missedDefence);
    }

    private SolveResult vcf(GomokuPosition pos) {
        solver.clear();
        return solver.solveWin(pos, false, 0, NODES, () -> false);
    }

    /** A move of the side to move after which the opponent has no VCF (proven), or 0. */
    private int defenceAgainstVcf(GomokuPosition pos) {
        int size = pos.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (!pos.isLegal(p) || !nearStones(pos, p)) {
                    continue;
                }
                pos.makeMove(p);
                boolean safe = !pos.result().isOver() && vcf(pos).outcome() == SolveResult.Outcome.NO_WIN;
                boolean won = pos.result().isOver();
                pos.unmakeMove();
                if (safe || won) {
                    return p;
                }
            }
        }
        return 0;
    }

    private static boolean nearStones(GomokuPosition pos, int p) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int q = p + dy * GomokuPosition.STRIDE + dx;
                int s = pos.stoneAt(q);
                if (s == GomokuPosition.BLACK || s == GomokuPosition.WHITE) {
                    return true;
                }
            }
        }
        return false;
    }
}
