package org.gametree.app.analysis;

import java.util.List;

import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * Keeps a view's offered evaluations and its chosen one in step with the position, the same way
 * in every analysis view. The offered list is replaced only when the game's evaluations differ:
 * resetting a combo box's items clears its value, which would drop the user's choice on every
 * move. A choice the list does not hold falls back to the game's default (its first).
 */
public final class EvaluationChoice {

    private EvaluationChoice() {
    }

    /**
     * @param available the position's evaluations, its default first
     * @return whether {@code chosen} was changed
     */
    public static boolean offer(List<String> available, ObservableList<String> offered, StringProperty chosen) {
        if (!available.equals(offered)) {
            offered.setAll(available);
        }
        // nothing chosen yet (null) is no name: List.of(...).contains(null) would throw
        if (available.isEmpty() || chosen.get() != null && available.contains(chosen.get())) {
            return false;
        }
        chosen.set(available.get(0));
        return true;
    }
}
