package org.gametree.gomoku.book;

import java.io.IOException;
import java.nio.file.Path;

import org.gametree.core.book.GroupTally;
import org.gametree.core.io.InputFiles;
import org.gametree.core.io.TextFiles;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.NotationException;
import org.gametree.gomoku.notation.Psq;
import org.gametree.gomoku.notation.PsqException;

/**
 * Builds a Gomoku book from game records: Piskvork's {@code .psq} files (one game each, as
 * Gomocup publishes them), a folder of them, or text files of move lists — one game a line
 * ({@code h8,i9,j10} or {@code h8 i9 j10}), {@code #} starting a comment. Games are played under
 * the book's rule; a game's result is the position's own (a five, a full board) and a game that
 * ends undecided counts for the weights only. Games on another board size are skipped and counted.
 * Each move is filed under the Renju opening its games began with, if any ({@link #assignGroups}).
 */
public final class GomokuBookBuilder {

    /** What a build read. */
    public record Summary(int files, int games, int gamesWithResult, int otherSize, int movesCounted) {
    }

    private final GomokuBook book;
    private final GroupTally groups = new GroupTally();
    private final Rule rule;
    private final int maxPly;
    private int files;
    private int games;
    private int gamesWithResult;
    private int otherSize;
    private int movesCounted;

    public GomokuBookBuilder(GomokuBook book, Rule rule, int maxPly) {
        if (maxPly < 1) {
            throw new IllegalArgumentException("the book depth must be at least 1 ply, got " + maxPly);
        }
        this.book = book;
        this.rule = rule;
        this.maxPly = maxPly;
    }

    /** Adds the games of a file, or of every .psq and .txt file in a folder and its subfolders (in name order). */
    public void add(Path input) throws IOException {
        for (Path file : InputFiles.of(input, ".psq", ".txt")) {
            addFile(file);
        }
    }

    private void addFile(Path file) throws IOException {
        String text = TextFiles.readString(file);
        files++;
        if (InputFiles.hasExtension(file, ".psq")) {
            GomokuPosition game;
            try {
                game = Psq.read(text, rule);
            } catch (PsqException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
            }
            addGame(game);
            return;
        }
        String[] lines = text.replace("\uFEFF", "").split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            if (line.isBlank()) {
                continue;
            }
            int size = book.size();
            GomokuPosition game = new GomokuPosition(rule, size);
            try {
                int[] moves = Notation.parseMoves(size, line);
                for (int m = 0; m < moves.length; m++) {
                    Notation.playChecked(game, moves[m], "move " + (m + 1) + " '" + Notation.name(size, moves[m]) + "'");
                }
            } catch (NotationException e) {
                throw new IllegalArgumentException(file + ": line " + (i + 1) + ": " + e.getMessage(), e);
            }
            addGame(game);
        }
    }

    /** Counts the first {@code maxPly} moves of a finished or unfinished game (its moves as played). */
    public void addGame(GomokuPosition game) {
        if (game.size() != book.size()) {
            otherSize++;
            return;
        }
        GameResult result = game.result();
        int[] moves = game.moves();
        int group = RenjuOpenings.of(moves, game.size()).map(RenjuOpenings::group).orElse(0);
        GomokuPosition position = new GomokuPosition(game.rule(), game.size());
        for (int ply = 0; ply < moves.length && ply < maxPly; ply++) {
            GomokuBook.Slot slot = book.count(position, moves[ply], GomokuBook.outcome(result, position.stoneToMove()));
            groups.count(slot.key(), slot.move(), group);
            position.makeMove(moves[ply]);
            movesCounted++;
        }
        games++;
        if (result.isOver()) {
            gamesWithResult++;
        }
    }

    /** Files every counted move under the Renju opening most of its games began with (the book's groups). */
    public void assignGroups() {
        groups.applyTo(book.book());
    }

    public Summary summary() {
        return new Summary(files, games, gamesWithResult, otherSize, movesCounted);
    }

    /** Counts the 26 Renju openings as one game each (no result): a book of names to start from. */
    public void addRenjuOpenings() {
        for (RenjuOpenings.Opening opening : RenjuOpenings.ALL) {
            GomokuPosition game = new GomokuPosition(rule, book.size());
            for (int point : RenjuOpenings.moves(opening, book.size())) {
                game.makeMove(point);
            }
            addGame(game);
        }
    }

}
