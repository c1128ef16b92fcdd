package org.gametree.app.paste;

/** The texts Ctrl+V understands. */
public enum PasteFormat {
    /** A Xiangqi FEN. */
    XIANGQI_FEN,
    /** Xiangqi moves in coordinates from the start position, e.g. {@code h2e2 h9g7}. */
    XIANGQI_MOVES,
    /** Gomoku moves from the empty board, e.g. {@code h8,i9,j10} or {@code h8i9j10}. */
    GOMOKU_MOVES,
    /** A Piskvork {@code .psq} game. */
    GOMOKU_PSQ,
    /** A Gomoku board drawn with {@code x}, {@code o} and {@code .}. */
    GOMOKU_BOARD
}
