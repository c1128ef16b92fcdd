package org.gametree.app.analysis.tree;

import org.gametree.app.i18n.Localization;
import org.gametree.core.trace.TraceStepper;
import org.gametree.gomoku.threat.ProofListener;
import org.gametree.gomoku.threat.ThreatKind;

/** A proof-number search node's facts in the explorer's words: numbers (∞ for infinite), result, threat, decision. */
final class ProofText {

    private ProofText() {
    }

    /** A proof or disproof number, "∞" for the infinite one. */
    static String number(int n) {
        return TraceStepper.proofNumber(n);
    }

    /** "pn / dn" as returned; blank while unfinished. */
    static String numbers(Localization l10n, ExplorableTree tree, int node) {
        int pn = tree.proofNumber(node);
        int dn = tree.disproofNumber(node);
        return pn < 0 ? "" : l10n.get("tree.proof.numbers", number(pn), number(dn));
    }

    /** Proven, disproven or open; blank while unfinished. */
    static String result(Localization l10n, ExplorableTree tree, int node) {
        int pn = tree.proofNumber(node);
        if (pn < 0) {
            return "";
        }
        return l10n.get(pn == 0 ? "tree.proof.proven" : tree.disproofNumber(node) == 0 ? "tree.proof.disproven" : "tree.proof.open");
    }

    /** The threat kind of the node's move ("three", "活三"). */
    static String threat(Localization l10n, ExplorableTree tree, int node) {
        int kind = tree.threatKind(node);
        return kind < 0 ? "" : l10n.get("tree.threat." + ThreatKind.of(kind).name());
    }

    /** Why the node was decided without children ("no defence"); blank if it was searched. */
    static String decision(Localization l10n, ExplorableTree tree, int node) {
        int decision = tree.proofDecision(node);
        return decision < 0 ? "" : l10n.get("tree.proof.decision." + ProofListener.Decision.values()[decision].name());
    }
}
