package org.gametree.xiangqi;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive, independent implementation of the Xiangqi move rules for tests: a
 * {@code char[file][rank]} board in FEN letters, piece rules written out directly from the rule
 * book, and legality by the textbook definition — after the move, no enemy piece could capture
 * the own king, and the two kings do not face each other on an open file. It shares no code with
 * {@link Position} beyond reading the board.
 */
final class ReferenceRules {

    private final char[][] board = new char[9][10];
    private final boolean redToMove;

    ReferenceRules(Position position) {
        for (int f = 0; f < 9; f++) {
            for (int r = 0; r < 10; r++) {
                int id = position.pieceAt(Squares.of(f, r));
                board[f][r] = id == 0 ? '.' : Piece.fenLetter(Piece.kind(id));
            }
        }
        redToMove = position.sideToMove() == Piece.RED;
    }

    /** Legal moves as coordinate strings, e.g. "h2e2". */
    List<String> legalMoves() {
        List<String> legal = new ArrayList<>();
        for (int[] m : pseudoMoves(redToMove)) {
            char moved = board[m[0]][m[1]];
            char captured = board[m[2]][m[3]];
            board[m[2]][m[3]] = moved;
            board[m[0]][m[1]] = '.';
            if (!kingCapturable(redToMove) && !kingsFace()) {
                legal.add("" + (char) ('a' + m[0]) + m[1] + (char) ('a' + m[2]) + m[3]);
            }
            board[m[0]][m[1]] = moved;
            board[m[2]][m[3]] = captured;
        }
        return legal;
    }

    private boolean kingCapturable(boolean red) {
        char king = red ? 'K' : 'k';
        for (int[] m : pseudoMoves(!red)) {
            if (board[m[2]][m[3]] == king) {
                return true;
            }
        }
        return false;
    }

    private boolean kingsFace() {
        for (int f = 3; f <= 5; f++) {
            int red = -1;
            int black = -1;
            for (int r = 0; r < 10; r++) {
                if (board[f][r] == 'K') {
                    red = r;
                }
                if (board[f][r] == 'k') {
                    black = r;
                }
            }
            if (red >= 0 && black >= 0) {
                for (int r = red + 1; r < black; r++) {
                    if (board[f][r] != '.') {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    private List<int[]> pseudoMoves(boolean red) {
        List<int[]> moves = new ArrayList<>();
        for (int f = 0; f < 9; f++) {
            for (int r = 0; r < 10; r++) {
                char c = board[f][r];
                if (c == '.' || Character.isUpperCase(c) != red) {
                    continue;
                }
                switch (Character.toUpperCase(c)) {
                    case 'K': steps(moves, red, f, r, new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, true); break;
                    case 'A': steps(moves, red, f, r, new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, true); break;
                    case 'B': elephant(moves, red, f, r); break;
                    case 'N': horse(moves, red, f, r); break;
                    case 'R': rook(moves, red, f, r); break;
                    case 'C': cannon(moves, red, f, r); break;
                    case 'P': pawn(moves, red, f, r); break;
                    default: throw new IllegalStateException("letter " + c);
                }
            }
        }
        return moves;
    }

    private boolean inside(int f, int r) {
        return f >= 0 && f < 9 && r >= 0 && r < 10;
    }

    private static boolean inPalace(boolean red, int f, int r) {
        return f >= 3 && f <= 5 && (red ? r <= 2 : r >= 7);
    }

    private boolean ownPiece(boolean red, int f, int r) {
        char c = board[f][r];
        return c != '.' && Character.isUpperCase(c) == red;
    }

    private void add(List<int[]> moves, boolean red, int f, int r, int tf, int tr) {
        if (inside(tf, tr) && !ownPiece(red, tf, tr)) {
            moves.add(new int[] {f, r, tf, tr});
        }
    }

    private void steps(List<int[]> moves, boolean red, int f, int r, int[][] deltas, boolean palace) {
        for (int[] d : deltas) {
            int tf = f + d[0];
            int tr = r + d[1];
            if (!palace || inPalace(red, tf, tr)) {
                add(moves, red, f, r, tf, tr);
            }
        }
    }

    private void elephant(List<int[]> moves, boolean red, int f, int r) {
        for (int df = -1; df <= 1; df += 2) {
            for (int dr = -1; dr <= 1; dr += 2) {
                int tf = f + 2 * df;
                int tr = r + 2 * dr;
                boolean ownHalf = red ? tr <= 4 : tr >= 5;
                if (inside(tf, tr) && ownHalf && board[f + df][r + dr] == '.') {
                    add(moves, red, f, r, tf, tr);
                }
            }
        }
    }

    private void horse(List<int[]> moves, boolean red, int f, int r) {
        int[][] legs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (int[] leg : legs) {
            int lf = f + leg[0];
            int lr = r + leg[1];
            if (!inside(lf, lr) || board[lf][lr] != '.') {
                continue;
            }
            if (leg[0] == 0) {
                add(moves, red, f, r, lf + 1, lr + leg[1]);
                add(moves, red, f, r, lf - 1, lr + leg[1]);
            } else {
                add(moves, red, f, r, lf + leg[0], lr + 1);
                add(moves, red, f, r, lf + leg[0], lr - 1);
            }
        }
    }

    private void rook(List<int[]> moves, boolean red, int f, int r) {
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] d : dirs) {
            int tf = f + d[0];
            int tr = r + d[1];
            while (inside(tf, tr)) {
                add(moves, red, f, r, tf, tr);
                if (board[tf][tr] != '.') {
                    break;
                }
                tf += d[0];
                tr += d[1];
            }
        }
    }

    private void cannon(List<int[]> moves, boolean red, int f, int r) {
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] d : dirs) {
            int tf = f + d[0];
            int tr = r + d[1];
            boolean jumped = false;
            while (inside(tf, tr)) {
                if (!jumped) {
                    if (board[tf][tr] == '.') {
                        add(moves, red, f, r, tf, tr);
                    } else {
                        jumped = true;
                    }
                } else if (board[tf][tr] != '.') {
                    if (!ownPiece(red, tf, tr)) {
                        add(moves, red, f, r, tf, tr);
                    }
                    break;
                }
                tf += d[0];
                tr += d[1];
            }
        }
    }

    private void pawn(List<int[]> moves, boolean red, int f, int r) {
        int forward = red ? 1 : -1;
        add(moves, red, f, r, f, r + forward);
        boolean crossed = red ? r >= 5 : r <= 4;
        if (crossed) {
            add(moves, red, f, r, f - 1, r);
            add(moves, red, f, r, f + 1, r);
        }
    }
}
