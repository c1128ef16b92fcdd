package org.gametree.app.analysis.external;

/**
 * How an external engine's search ended.
 *
 * @param bestMove our move, legal at the root
 * @param last     what the engine had said by then
 * @param stopped  whether it was told to stop (rather than finishing its depth or time)
 * @param millis   wall time of the search
 */
public record ExternalOutcome(int bestMove, ExternalSnapshot last, boolean stopped, long millis) {
}
