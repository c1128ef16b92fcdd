package org.gametree.app.xiangqi.board;

import java.util.Arrays;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * What the board shows, as an immutable value: the pieces and the marks around them. The board
 * control draws exactly this and nothing else, so it needs no access to a live {@link Position}
 * (which the game view-model owns and mutates).
 *
 * <p>Squares are the engine's mailbox squares ({@link Squares#of}); -1 means "none".
 */
public final class BoardState {

    private final int[] pieces;      // piece id per point, index file + 9 * rank, 0 = empty
    private final int lastFrom;
    private final int lastTo;
    private final int checkSquare;
    private final int selected;
    private final int[] targets;

    private BoardState(int[] pieces, int lastFrom, int lastTo, int checkSquare, int selected, int[] targets) {
        this.pieces = pieces;
        this.lastFrom = lastFrom;
        this.lastTo = lastTo;
        this.checkSquare = checkSquare;
        this.selected = selected;
        this.targets = targets;
    }

    /**
     * A snapshot of any position as it stands, with nothing selected: what a preview of a tree
     * node, a principal variation move or an evaluated position shows.
     */
    public static BoardState of(Position position) {
        return of(position, -1, new int[0]);
    }

    /**
     * A board that need not be a legal position (the position editor shows half-built ones):
     * {@code pieceIds[file + 9 * rank]} is a piece id or 0, and nothing is marked.
     *
     * @throws IllegalArgumentException unless there are exactly 90 points
     */
    public static BoardState ofPieces(int[] pieceIds) {
        if (pieceIds.length != Squares.FILES * Squares.RANKS) {
            throw new IllegalArgumentException("expected 90 points, got " + pieceIds.length);
        }
        return new BoardState(pieceIds.clone(), -1, -1, -1, -1, new int[0]);
    }

    /**
     * A snapshot of {@code position} with a selected piece (or -1) and its legal destinations.
     * The last move and the checked king are read from the position.
     */
    public static BoardState of(Position position, int selected, int[] targets) {
        int[] pieces = new int[Squares.FILES * Squares.RANKS];
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                pieces[file + Squares.FILES * rank] = position.pieceAt(Squares.of(file, rank));
            }
        }
        int last = position.lastMove();
        int check = position.isInCheck() ? position.kingSquare(position.sideToMove()) : -1;
        return new BoardState(pieces,
                last == Move.NONE ? -1 : Move.from(last),
                last == Move.NONE ? -1 : Move.to(last),
                check, selected, targets.clone());
    }

    /** Piece id on a mailbox square, 0 if empty. */
    public int pieceAt(int square) {
        return pieces[Squares.file(square) + Squares.FILES * Squares.rank(square)];
    }

    public int pieceCount() {
        return (int) Arrays.stream(pieces).filter(id -> id != 0).count();
    }

    public int lastFrom() {
        return lastFrom;
    }

    public int lastTo() {
        return lastTo;
    }

    /** The square of the king in check, or -1. */
    public int checkSquare() {
        return checkSquare;
    }

    public int selected() {
        return selected;
    }

    /** Destinations of the selected piece; a copy. */
    public int[] targets() {
        return targets.clone();
    }

    public boolean isTarget(int square) {
        for (int t : targets) {
            if (t == square) {
                return true;
            }
        }
        return false;
    }
}
