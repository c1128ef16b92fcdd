/**
 * Observing searches: the third tier of the instrumentation (coarse events and the counters of
 * {@code Statistics} being the other two).
 *
 * <ul>
 * <li>{@link org.gametree.core.trace.CountingListener} counts events in plain longs — cheap
 *     enough to leave on, and the live node count of the UI.</li>
 * <li>{@link org.gametree.core.trace.TraceRecorder} appends every event to primitive arrays up
 *     to a cap and says when it truncated; {@link org.gametree.core.trace.TraceRecorder#snapshot()}
 *     gives an immutable {@link org.gametree.core.trace.Trace} from any thread.</li>
 * <li>{@link org.gametree.core.trace.TraceTree} is the tree of a trace: a few int arrays, no
 *     object per node, built in one pass; {@link org.gametree.core.trace.TraceStepper} replays it
 *     event by event with α and β.</li>
 * </ul>
 *
 * Threads: listeners run on the search thread; traces and trees are immutable and may be read
 * anywhere. Nothing here knows JavaFX.
 */
package org.gametree.core.trace;
