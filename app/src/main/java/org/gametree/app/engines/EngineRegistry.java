package org.gametree.app.engines;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisPosition.Game;

/**
 * The user's external engines, kept in the settings ({@code engines/<index>} nodes under the
 * window's preferences node) and shown as an observable list: the Engines dialog edits it; the
 * live panel, the New Game dialog, Compare and the match runner offer what is in it. FX thread
 * only. Saving rewrites every entry, so a removed engine leaves nothing behind.
 *
 * <p>Each engine is stored as its name, game, command words ({@code cmd.0}, {@code cmd.1}, …) and
 * options ({@code opt.<name>}); an entry that cannot be read (edited by hand, from a later
 * version) is skipped and kept out of the list rather than breaking the window.
 */
public final class EngineRegistry {

    static final String NODE = "engines";

    private final Preferences root;
    private final ObservableList<ExternalEngine> engines = FXCollections.observableArrayList();
    private final ObservableList<ExternalEngine> view = FXCollections.unmodifiableObservableList(engines);

    /** The registry kept under {@code settings} (the window's node; tests pass one in memory). */
    public EngineRegistry(Preferences settings) {
        this.root = settings.node(NODE);
        engines.setAll(read(root));
    }

    /** Every engine, in the order the user added them (unmodifiable; edit through this class). */
    public ObservableList<ExternalEngine> engines() {
        return view;
    }

    /** The engines of one game. */
    public List<ExternalEngine> engines(Game game) {
        List<ExternalEngine> mine = new ArrayList<>();
        for (ExternalEngine each : engines) {
            if (each.game() == game) {
                mine.add(each);
            }
        }
        return mine;
    }

    /** The engine of that name, or null. */
    public ExternalEngine find(String name) {
        for (ExternalEngine each : engines) {
            if (each.name().equals(name)) {
                return each;
            }
        }
        return null;
    }

    /**
     * Adds {@code engine}, or replaces the one of the same name, and saves.
     *
     * @throws IllegalStateException when the settings cannot be written (the list is unchanged)
     */
    public void put(ExternalEngine engine) {
        List<ExternalEngine> changed = new ArrayList<>(engines);
        int at = indexOf(engine.name());
        if (at >= 0) {
            changed.set(at, engine);
        } else {
            changed.add(engine);
        }
        save(changed);
    }

    /** Removes the engine of that name (nothing when there is none) and saves. */
    public void remove(String name) {
        List<ExternalEngine> changed = new ArrayList<>(engines);
        int at = indexOf(name);
        if (at >= 0) {
            changed.remove(at);
            save(changed);
        }
    }

    /** A name not yet taken: {@code wanted}, else {@code wanted (2)}, {@code wanted (3)}, … */
    public String freeName(String wanted) {
        if (indexOf(wanted) < 0) {
            return wanted;
        }
        for (int n = 2; ; n++) {
            String candidate = wanted + " (" + n + ")";
            if (indexOf(candidate) < 0) {
                return candidate;
            }
        }
    }

    private int indexOf(String name) {
        for (int i = 0; i < engines.size(); i++) {
            if (engines.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private void save(List<ExternalEngine> changed) {
        try {
            for (String child : root.childrenNames()) {
                root.node(child).removeNode();
            }
            for (int i = 0; i < changed.size(); i++) {
                write(root.node(Integer.toString(i)), changed.get(i));
            }
            root.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            throw new IllegalStateException("the engines could not be saved in the settings: " + e.getMessage(), e);
        }
        engines.setAll(changed);
    }

    private static void write(Preferences node, ExternalEngine engine) {
        node.put("name", engine.name());
        node.put("game", engine.game().name());
        for (int i = 0; i < engine.command().size(); i++) {
            node.put("cmd." + i, engine.command().get(i));
        }
        for (Map.Entry<String, String> option : engine.options().entrySet()) {
            node.put("opt." + option.getKey(), option.getValue());
        }
    }

    private static List<ExternalEngine> read(Preferences root) {
        List<ExternalEngine> found = new ArrayList<>();
        try {
            String[] children = root.childrenNames();
            java.util.Arrays.sort(children, java.util.Comparator.comparingInt(EngineRegistry::indexOrLast));
            for (String child : children) {
                ExternalEngine engine = readOne(root.node(child));
                if (engine != null) {
                    found.add(engine);
                }
            }
        } catch (BackingStoreException e) {
            return found; // unreadable settings: no engines, and the window still opens
        }
        return found;
    }

    private static int indexOrLast(String child) {
        try {
            return Integer.parseInt(child);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    /** One stored engine, or null when the entry is incomplete or invalid. */
    private static ExternalEngine readOne(Preferences node) throws BackingStoreException {
        String name = node.get("name", null);
        String game = node.get("game", null);
        List<String> command = new ArrayList<>();
        for (int i = 0; node.get("cmd." + i, null) != null; i++) {
            command.add(node.get("cmd." + i, null));
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String key : node.keys()) {
            if (key.startsWith("opt.")) {
                options.put(key.substring(4), node.get(key, ""));
            }
        }
        try {
            return new ExternalEngine(name, Game.valueOf(game), command, options);
        } catch (IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }
}
