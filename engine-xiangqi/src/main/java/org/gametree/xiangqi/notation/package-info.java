/**
 * Move notation for Xiangqi: {@link org.gametree.xiangqi.notation.Notation} writes and reads
 * coordinate ({@code h2e2}), WXF ({@code C2.5}, {@code R+.3}) and Chinese (炮二平五, 前车进一)
 * moves.
 *
 * <p>How it fits together: {@link org.gametree.xiangqi.notation.MoveDescriber} turns a legal move
 * into a {@link org.gametree.xiangqi.notation.MoveDescription} (piece, tandem position, action,
 * number); a {@code Spelling} (WXF or Chinese) writes that description and checks the syntax of
 * input; {@code DescriptiveFormat} parses by spelling every legal move and matching, so a written
 * move always reads back as itself; {@code ParseDiagnosis}, {@code Target} and
 * {@code MoveExplainer} explain input that matches nothing, as a
 * {@link org.gametree.xiangqi.notation.NotationException}.
 */
package org.gametree.xiangqi.notation;
