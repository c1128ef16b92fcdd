package org.gametree.app.analysis.evaluation;

import java.util.Set;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.i18n.Localization;

/**
 * The breakdown's words in the user's language: term groups (the Xiangqi terms and the Gomoku
 * pattern families), sides (Red/Black pieces or Black/White stones) and Gomoku line kinds.
 * Text the engines write that is not known here is shown as given.
 */
public final class TermNames {

    /** Term groups with a bundle entry {@code evaluation.term.<group>}. */
    static final Set<String> TERMS = Set.of(
            // Xiangqi (Explanation.Term, lower case)
            "material", "mobility", "pawn_position", "threat", "guard", "position", "tempo", "decided",
            "king_safety", "defenders", "cannon_screens", "rook_files", "horse_blocking", "pawn_structure",
            "endgame_scale",
            // Gomoku, book evaluation
            "FIVE", "FOUR", "SFOUR", "THREE", "STHREE", "TWO", "STWO", "PosValue", "ladder",
            // Gomoku, line evaluation, and the combination points of the threat evaluation
            "windows", "clamp", "four-three", "four-four", "three-three", "combinations",
            // Gomoku, point patterns (what a stone would make on a point, per direction)
            "five-point", "open-four-point", "four-point", "open-three-point", "three-point", "open-two-point",
            "two-point", "room");

    /** Gomoku line kinds ("row 8", "column h", "diagonal a11-e15"), with {@code evaluation.line.<kind>}. */
    static final Set<String> LINES = Set.of("row", "column", "diagonal");

    private final Localization l10n;

    public TermNames(Localization l10n) {
        this.l10n = l10n;
    }

    /** A term group's name. */
    public String group(String group) {
        return TERMS.contains(group) ? l10n.get("evaluation.term." + group) : group;
    }

    /** A row's term: its group's name followed by whatever detail the engine added ("Windows 2x3"). */
    public String term(BreakdownLine line) {
        String detail = line.term().startsWith(line.group()) ? line.term().substring(line.group().length()) : "";
        return group(line.group()) + detail;
    }

    /** A side in the game's words. */
    public String side(AnalysisPosition.Game game, int side) {
        if (side < 0) {
            return l10n.get("evaluation.side.none");
        }
        if (game == AnalysisPosition.Game.XIANGQI) {
            return l10n.get(side == 0 ? "evaluation.side.red" : "evaluation.side.black");
        }
        return l10n.get(side == 0 ? "evaluation.side.blackStones" : "evaluation.side.whiteStones");
    }

    /**
     * Where a Gomoku row is: its line kind translated ("row 8", "第 8 行"), anything else as given.
     * (Xiangqi pieces are named in the board's notation by {@link EvaluationViewModel#where}.)
     */
    public String where(String where, int side) {
        int space = where.indexOf(' ');
        if (space < 0) {
            return where;
        }
        String first = where.substring(0, space);
        String rest = where.substring(space + 1);
        if (LINES.contains(first)) {
            return l10n.get("evaluation.line." + first, rest);
        }
        if (where.equals("own stones")) {
            return l10n.get("evaluation.where.ownStones");
        }
        return where;
    }
}
