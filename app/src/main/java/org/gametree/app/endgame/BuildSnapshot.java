package org.gametree.app.endgame;

/**
 * Where a build is, as the tab shows it: the set being built now, its phase ("moves" or
 * "retrograde", see {@code BuildProgress}) and units done of the phase's total, and which of the
 * requested sets this is.
 */
record BuildSnapshot(String set, String phase, long done, long total, int setNumber, int sets) {

    /** Progress over the whole build, 0..1: the requested sets share the bar equally, each phase half a set. */
    double fraction() {
        double phaseShare = total <= 0 ? 1 : (double) done / total;
        double withinSet = ("retrograde".equals(phase) ? 0.5 : 0) + phaseShare / 2;
        return Math.min(1, (setNumber - 1 + withinSet) / Math.max(1, sets));
    }
}
