package org.gametree.app.match;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.match.MatchScore;

/**
 * An immutable snapshot of a running match, handed from its worker to the table: the engines'
 * names, the games played so far, the first engine's standing and what the runner said
 * (restarts, files it could not write).
 *
 * @param first  the first engine's name ("" before the engines have started)
 * @param second the second engine's name
 * @param total  the games planned
 * @param rows   the games finished, in the order they were played
 * @param score  the first engine's standing
 * @param notes  the runner's remarks, oldest first
 */
public record MatchProgress(String first, String second, int total, List<MatchRow> rows, MatchScore score,
                            List<String> notes) {

    public MatchProgress {
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }

    /** Nothing played yet. */
    public static MatchProgress start(int total) {
        return new MatchProgress("", "", total, List.of(), MatchScore.empty(), List.of());
    }

    public MatchProgress named(String firstName, String secondName) {
        return new MatchProgress(firstName, secondName, total, rows, score, notes);
    }

    public MatchProgress plus(MatchRow row, MatchScore standing) {
        List<MatchRow> more = new ArrayList<>(rows);
        more.add(row);
        return new MatchProgress(first, second, total, more, standing, notes);
    }

    public MatchProgress noted(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new MatchProgress(first, second, total, rows, score, more);
    }

    public int played() {
        return rows.size();
    }
}
