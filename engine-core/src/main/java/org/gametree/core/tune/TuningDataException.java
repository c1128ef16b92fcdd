package org.gametree.core.tune;

/**
 * Training data that cannot be tuned on: a position that does not parse, too few usable
 * positions, a missing shipped data set. The message says which data and where, in words for a
 * command line or a dialog.
 */
public final class TuningDataException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public TuningDataException(String message) {
        super(message);
    }
}
