/**
 * Independent tasks (games of a match, games of a data run) on all local cores: a task is
 * fully described by its index, so a run of tasks {@code [first, first + count)} gives the same
 * results on one machine or spread over many (each taking a disjoint range).
 */
package org.gametree.core.task;
