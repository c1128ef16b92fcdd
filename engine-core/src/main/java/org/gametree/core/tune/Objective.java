package org.gametree.core.tune;

/**
 * What a tuner minimises: a loss of a parameter vector (Texel's mean squared error, the points
 * a match lost, …). Called with vectors inside the space's ranges; must not keep or change them.
 * Deterministic: the same vector gives the same loss (a tuner compares losses, and a seed must
 * reproduce a run).
 */
@FunctionalInterface
public interface Objective {

    double loss(int[] vector);
}
