package org.gametree.app.endgame;

import java.util.List;

import org.gametree.xiangqi.endgame.EndgameProbe;

/**
 * What a probe of the position found: its material set and either the databases' answer, or the
 * sets still to build before there can be one.
 *
 * @param set     the canonical set name (e.g. {@code KHKA})
 * @param probe   the answer, or null when {@code missing} is not empty
 * @param missing the sets whose files are missing (the set itself and the smaller sets it needs)
 */
public record PositionReport(String set, EndgameProbe probe, List<String> missing) {

    public PositionReport {
        missing = List.copyOf(missing);
    }
}
