package org.gametree.app.analysis.review;

/**
 * One move judged: how much of the mover's score it gave away.
 *
 * @param ply       the ply it leads to (1 = the first move), as the move list numbers cells
 * @param mover     the side that played it (0 = first player)
 * @param before    the mover's clamped score before the move
 * @param after     the mover's clamped score after it
 * @param loss      {@code before − after}, never below 0 (a move better than the engine saw loses nothing)
 * @param judgement what that loss makes the move
 */
public record MoveAssessment(int ply, int mover, int before, int after, int loss, MoveJudgement judgement) {
}
