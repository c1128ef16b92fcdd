package org.gametree.app.analysis.stepper;

import java.util.List;

import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.i18n.Localization;

/**
 * Names a node by the moves from the root: a textbook tree's "2.1" (the book's names: child
 * numbers joined by dots), a game's "炮二平五 马8进7" in the chosen notation. Works for the
 * depth-first tree's nodes and for best-first and MCTS node ids alike, since all reduce to a line
 * of moves from the root.
 */
final class NodeNames {

    private final RecordedSearch search;
    private final Localization l10n;
    private final MoveNotation notation;

    NodeNames(RecordedSearch search, Localization l10n, MoveNotation notation) {
        this.search = search;
        this.l10n = l10n;
        this.notation = notation;
    }

    /** The moves as one name; "root" (localised) for the empty line. */
    String of(int[] moves) {
        if (moves.length == 0) {
            return l10n.get("stepper.node.root");
        }
        StringBuilder name = new StringBuilder();
        if (search.textbook() != null) {
            for (int move : moves) {
                name.append(name.length() == 0 ? "" : ".").append(move);
            }
            return name.toString();
        }
        for (String move : steps(moves)) {
            name.append(name.length() == 0 ? "" : " ").append(move);
        }
        return name.toString();
    }

    /** Each move's name along the line (a textbook tree's moves are child numbers). */
    List<String> steps(int[] moves) {
        if (search.textbook() != null) {
            return java.util.Arrays.stream(moves).mapToObj(Integer::toString).toList();
        }
        return search.root().lineNames(moves, notation, l10n.get("tree.move.pass"));
    }

    /**
     * The child a line ends in, as a reader looks for it: a textbook node by its full name
     * ("1.2.1"), a game move by the move's name.
     */
    String child(int[] moves) {
        return search.textbook() != null ? of(moves) : lastMove(moves);
    }

    /** The name of the last move of a line, as played from the position before it. */
    String lastMove(int[] moves) {
        if (moves.length == 0) {
            return l10n.get("stepper.node.root");
        }
        List<String> steps = steps(moves);
        return steps.get(steps.size() - 1);
    }
}
