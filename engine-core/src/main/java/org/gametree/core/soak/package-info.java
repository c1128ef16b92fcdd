/**
 * What the soak commands of the engines share: {@link org.gametree.core.soak.LinePipe}, an
 * in-memory line pipe through which a protocol loop is driven exactly as a GUI drives it over
 * standard input and output, and {@link org.gametree.core.soak.LiveHeap}, the heap still in use
 * after full collections (compared at the start and the end of a soak: flat, or a leak).
 */
package org.gametree.core.soak;
