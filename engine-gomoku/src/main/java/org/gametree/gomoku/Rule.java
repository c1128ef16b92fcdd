package org.gametree.gomoku;

/**
 * The rule sets, with their Gomocup protocol ids ({@code INFO rule}).
 *
 * <ul>
 *   <li>{@link #FREESTYLE} (0): five or more in a row wins, for both sides.</li>
 *   <li>{@link #STANDARD} (1): exactly five wins, for both sides; an overline does not win
 *       (but may be played).</li>
 *   <li>{@link #RENJU} (4): black wins only with exactly five and may not play a forbidden point
 *       (overline, double-four, double-three, see {@link ForbiddenPoints}); white wins with five
 *       or more and is never restricted.</li>
 * </ul>
 */
public enum Rule {
    FREESTYLE(0),
    STANDARD(1),
    RENJU(4);

    private final int gomocupId;

    Rule(int gomocupId) {
        this.gomocupId = gomocupId;
    }

    /** The id the Gomocup protocol and the test data use. */
    public int gomocupId() {
        return gomocupId;
    }

    /** The rule with a Gomocup id. */
    public static Rule fromGomocupId(int id) {
        for (Rule rule : values()) {
            if (rule.gomocupId == id) {
                return rule;
            }
        }
        throw new IllegalArgumentException("unknown Gomocup rule id " + id + " (known: 0 freestyle, 1 standard, 4 renju)");
    }

    /** Whether a line of {@code length} stones of {@code stone} wins under this rule. */
    public boolean wins(int stone, int length) {
        switch (this) {
            case FREESTYLE:
                return length >= 5;
            case STANDARD:
                return length == 5;
            default:
                return stone == GomokuPosition.BLACK ? length == 5 : length >= 5;
        }
    }
}
