package org.gametree.app.match;

/**
 * One finished game of a workbench match, as its table shows it.
 *
 * @param round           the game's number from 1
 * @param firstMovedFirst whether the match's first engine had the side that moves first (Xiangqi's Red, Gomoku's Black)
 * @param result          the result as the game's files write it ("1-0", "0-1", "1/2-1/2")
 * @param points          the first engine's points: 1, 0.5 or 0
 * @param reasonKey       the bundle key of why the game ended ({@code match.end.CHECKMATE}), or null when only
 *                        {@code detail} says it
 * @param detail          the particulars ("fsf: bestmove 'a0a0' in …"), or ""
 * @param fault           whether an engine failed (crash, illegal move, time) rather than the game ending by the rules
 * @param plies           the plies played, the opening's included
 */
public record MatchRow(int round, boolean firstMovedFirst, String result, double points, String reasonKey, String detail,
                       boolean fault, int plies) {
}
