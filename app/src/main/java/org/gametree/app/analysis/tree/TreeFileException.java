package org.gametree.app.analysis.tree;

/** A tree file that cannot be read: the message says where and why (shown to the user as is). */
public final class TreeFileException extends RuntimeException {

    public TreeFileException(String message) {
        super(message);
    }
}
