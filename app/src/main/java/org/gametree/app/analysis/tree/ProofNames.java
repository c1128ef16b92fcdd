package org.gametree.app.analysis.tree;

import java.util.Locale;

import org.gametree.gomoku.threat.ProofListener;
import org.gametree.gomoku.threat.ThreatKind;

/**
 * The names a saved tree and the i18n keys use for a proof-number search's threat kinds and
 * decisions: the enum names in lower case with hyphens ("straight-four", "no-defence").
 */
final class ProofNames {

    private ProofNames() {
    }

    /** The name of threat kind {@code ordinal}. */
    static String kind(int ordinal) {
        return token(ThreatKind.of(ordinal).name());
    }

    /** The ordinal of the threat kind named {@code name}, -1 if none. */
    static int kindNamed(String name) {
        for (ThreatKind kind : ThreatKind.values()) {
            if (token(kind.name()).equals(name)) {
                return kind.ordinal();
            }
        }
        return -1;
    }

    /** The name of decision {@code ordinal}. */
    static String decision(int ordinal) {
        return token(ProofListener.Decision.values()[ordinal].name());
    }

    /** The ordinal of the decision named {@code name}, -1 if none. */
    static int decisionNamed(String name) {
        for (ProofListener.Decision decision : ProofListener.Decision.values()) {
            if (token(decision.name()).equals(name)) {
                return decision.ordinal();
            }
        }
        return -1;
    }

    private static String token(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
