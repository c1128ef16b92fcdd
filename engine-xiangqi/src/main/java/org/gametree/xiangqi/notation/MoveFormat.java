package org.gametree.xiangqi.notation;

import java.util.List;

import org.gametree.xiangqi.Position;

/** One notation's implementation behind {@link Notation}. */
interface MoveFormat {

    /** The text of a legal move of the position. */
    String format(Position position, int move);

    /** The legal move the text denotes. */
    int parse(Position position, String text);

    /** Every text this notation reads as the legal move, the written one first. */
    List<String> spellings(Position position, int move);
}
