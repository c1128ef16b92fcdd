package org.gametree.app.analysis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;

/**
 * The one list of searches the window offers — engine-core's presets (the book's ten engines in
 * the book's order, then today's forms), then its plain algorithms — each with a one-line
 * description and where the book treats it ("§7", "not in the book"), in the user's language
 * (bundle {@code algorithms}: {@code algorithm.<name>} and {@code algorithm.<name>.section}).
 * Every chooser (New Game, live, tree, stepper, compare) lists {@link #names()} in this order
 * and draws it with {@link AlgorithmCells}. Toolkit-free.
 */
public final class AlgorithmCatalog {

    /** The separator between a name and its description: "book-hh — alpha-beta + …". */
    public static final String DASH = " \u2014 ";

    private static final List<String> NAMES = build();
    /**
     * The proof-number threat searches (Gomoku only): recorded in the tree explorer and the
     * stepper, not offered as engines (they find forced wins, they do not choose moves).
     */
    private static final List<String> PROOF_NAMES = List.of(
            org.gametree.gomoku.threat.ProofSearch.VCF, org.gametree.gomoku.threat.ProofSearch.VCT);

    private AlgorithmCatalog() {
    }

    private static List<String> build() {
        Set<String> names = new LinkedHashSet<>(Presets.names());
        names.addAll(Algorithms.names()); // a plain algorithm never shares a preset's name; a set keeps each once anyway
        return List.copyOf(new ArrayList<>(names));
    }

    /** Every preset and algorithm, each once: presets first (what most users want), then plain algorithms. */
    public static List<String> names() {
        return NAMES;
    }

    /** What the tree explorer and the stepper can record: {@link #names()}, then the proof-number searches. */
    public static List<String> recordableNames() {
        List<String> all = new ArrayList<>(NAMES);
        all.addAll(PROOF_NAMES);
        return List.copyOf(all);
    }

    /** Whether the name is a proof-number threat search (recorded on Gomoku positions only). */
    public static boolean isProofSearch(String name) {
        return PROOF_NAMES.contains(name);
    }

    /** Whether the name is a preset (an algorithm with its switches) rather than a plain algorithm. */
    public static boolean isPreset(String name) {
        return Presets.exists(name);
    }

    /** The one-line description in the current language ("alpha-beta + history heuristic …"). */
    public static String description(Localization l10n, String name) {
        return known(name) ? l10n.get("algorithm." + name) : "";
    }

    /** Where the book treats it ("§7", "§7 · fig. 7.4", "not in the book"), in the current language. */
    public static String section(Localization l10n, String name) {
        return known(name) ? l10n.get("algorithm." + name + ".section") : "";
    }

    /** "book-hh — alpha-beta + history heuristic (§7)": how a list entry reads. */
    public static String label(Localization l10n, String name) {
        if (name == null) {
            return "";
        }
        if (!known(name)) {
            return name;
        }
        return l10n.get("algorithm.label", name, description(l10n, name), section(l10n, name));
    }

    /** "alpha-beta + history heuristic (§7)": the label without the name, for a tooltip. */
    public static String explanation(Localization l10n, String name) {
        return known(name) ? l10n.get("algorithm.explanation", description(l10n, name), section(l10n, name)) : "";
    }

    private static boolean known(String name) {
        return name != null && (NAMES.contains(name) || PROOF_NAMES.contains(name));
    }
}
