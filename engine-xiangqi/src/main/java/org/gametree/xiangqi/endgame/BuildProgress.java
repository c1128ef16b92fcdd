package org.gametree.xiangqi.endgame;

/**
 * Progress of a database build, reported a few hundred times per set at most (a UI can show a
 * bar from it without throttling). Called on the building thread(s); must be cheap and
 * thread-safe.
 */
@FunctionalInterface
public interface BuildProgress {

    BuildProgress NONE = (set, phase, done, total) -> { };

    /**
     * @param set   the set being built
     * @param phase what is being done ("moves": every position's moves; "retrograde": positions
     *              solved so far, of the legal ones)
     * @param done  units done
     * @param total units in this phase
     */
    void update(String set, String phase, long done, long total);
}
