package org.gametree.xiangqi.notation;

/**
 * The middle part of a WXF or Chinese move: which way the piece goes, seen from its owner.
 * Forward is towards the opponent, so the same board direction is forward for Red and backward
 * for Black.
 */
public enum Action {
    /** WXF {@code +}, Chinese 进. */
    FORWARD,
    /** WXF {@code -}, Chinese 退. */
    BACKWARD,
    /** WXF {@code .}, Chinese 平: along the rank; only kings, rooks, cannons and pawns do this. */
    SIDEWAYS;

    /** "forward", "backward", "sideways": for messages. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
