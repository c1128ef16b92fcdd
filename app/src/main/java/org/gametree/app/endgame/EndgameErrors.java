package org.gametree.app.endgame;

import java.io.IOException;

import org.gametree.app.analysis.compare.Message;
import org.gametree.xiangqi.endgame.EndgameFileException;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;

/**
 * The words for what went wrong with the databases: a damaged file (named, with Rebuild offered),
 * a folder that cannot be written (a full disk, a path that is a file), too little memory for a
 * large set, or anything else by its message.
 */
final class EndgameErrors {

    private EndgameErrors() {
    }

    static Message describe(Throwable error, EndgameTablebases bases) {
        if (error instanceof EndgameFileException corrupt) {
            return new Message("endgame.error.corrupt", corrupt.getMessage());
        }
        if (error instanceof OutOfMemoryError) {
            return new Message("endgame.error.memory");
        }
        if (error instanceof IOException io) {
            return new Message("endgame.error.io", io.getClass().getSimpleName() + ": " + io.getMessage(),
                    bases.directory().toString());
        }
        return new Message("endgame.error.other", String.valueOf(error.getMessage() == null ? error : error.getMessage()));
    }

    /**
     * The set whose file a damaged-file error names ("endgame file /dir/KRK.xqtb is not …"): the
     * one to rebuild, which need not be the position's own set (a smaller set's file is read too).
     * Null for any other error.
     */
    static String damagedSet(Throwable error, EndgameTablebases bases) {
        if (!(error instanceof EndgameFileException) || error.getMessage() == null) {
            return null;
        }
        for (String name : EndgameTablebases.SUPPORTED) {
            if (error.getMessage().contains(bases.fileOf(MaterialSet.parse(name)) + " ")) {
                return name;
            }
        }
        return null;
    }
}
