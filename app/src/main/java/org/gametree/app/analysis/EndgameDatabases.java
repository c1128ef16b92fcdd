package org.gametree.app.analysis;

import java.nio.file.Path;

import org.gametree.xiangqi.endgame.EndgameProber;
import org.gametree.xiangqi.endgame.EndgameTablebases;

/**
 * The Xiangqi endgame databases the workbench's searches probe: those built in one directory
 * (the user's cache directory unless {@link EndgameTablebases#DIRECTORY_PROPERTY} names another),
 * on by default. Searches of the {@code best} preset (its {@code endgame-tables} switch) then
 * value positions of a built set exactly, and the stepper says so; nothing is built by a search —
 * the Endgame tab or {@code endgame build} builds.
 *
 * <p>Held for the whole process, as {@link EngineWeights} is: analysis positions build their
 * searches in many places, on worker threads. Thread-safe.
 */
public final class EndgameDatabases {

    private static volatile boolean enabled = true;
    private static volatile EndgameProber prober;

    private EndgameDatabases() {
    }

    /** The databases' directory. */
    public static Path directory() {
        return EndgameTablebases.defaultDirectory();
    }

    /** The databases as every part of the workbench shares them (tables read once). */
    public static EndgameTablebases tablebases() {
        return EndgameTablebases.shared(directory());
    }

    /** Whether searches probe the databases. */
    public static boolean enabled() {
        return enabled;
    }

    public static void setEnabled(boolean on) {
        enabled = on;
    }

    /** A prober for one search, or null while the databases are off. */
    public static EndgameProber forSearch() {
        if (!enabled) {
            return null;
        }
        EndgameProber master = prober;
        EndgameTablebases bases = tablebases();
        if (master == null || master.tablebases() != bases) { // the directory changed (tests point it elsewhere)
            master = new EndgameProber(bases);
            prober = master;
        }
        return master.copy();
    }
}
