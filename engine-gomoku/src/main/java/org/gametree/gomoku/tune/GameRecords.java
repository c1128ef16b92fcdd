package org.gametree.gomoku.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gametree.core.io.TextFiles;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.TuningDataException;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.gametree.gomoku.notation.PsqException;

/**
 * Training data from the Gomoku games a user already has: {@code .psq} records (Piskvork's, as
 * Gomocup publishes its games), one file or a folder of them. Every position of a finished game
 * on the 15 × 15 board after its first stones is labelled with the game's result; unfinished
 * games and other board sizes teach nothing here and are counted, not read.
 */
public final class GameRecords {

    /** Stones of each game left out at its start: the opening a rule or a list chose. */
    public static final int SKIPPED_STONES = 4;

    /** What the files gave: the positions, and how many games were used and left out. */
    public record Read(List<LabelledPosition> positions, int games, int unfinished, int otherSize) {
        public Read {
            positions = List.copyOf(positions);
        }
    }

    private GameRecords() {
    }

    /** Whether {@code data} names game records (a {@code .psq} file or a folder) rather than a position file. */
    public static boolean isGameRecords(Path data) {
        return Files.isDirectory(data) || data.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".psq");
    }

    /**
     * The positions of every {@code .psq} game in {@code data} (a file, or a folder read in name
     * order), each game played under {@code rule}.
     *
     * @throws TuningDataException naming the file of a record that cannot be read
     */
    public static Read read(Path data, Rule rule) throws IOException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(data)) {
            try (Stream<Path> list = Files.list(data)) {
                list.filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".psq"))
                        .sorted().forEach(files::add);
            }
            if (files.isEmpty()) {
                throw new TuningDataException(data + " holds no .psq files");
            }
        } else {
            files.add(data);
        }
        List<LabelledPosition> positions = new ArrayList<>();
        int games = 0;
        int unfinished = 0;
        int otherSize = 0;
        for (Path file : files) {
            GomokuPosition game;
            try {
                game = Psq.read(TextFiles.readString(file), rule);
            } catch (PsqException e) {
                throw new TuningDataException(file + ": " + e.getMessage());
            }
            if (game.size() != 15) {
                otherSize++;
                continue;
            }
            GameResult result = game.result();
            if (result == GameResult.ONGOING) {
                unfinished++;
                continue;
            }
            double forBlack = result == GameResult.BLACK_WINS ? 1 : result == GameResult.WHITE_WINS ? 0 : 0.5;
            int[] moves = game.moves();
            for (int ply = SKIPPED_STONES; ply < moves.length; ply++) {
                int[] prefix = java.util.Arrays.copyOf(moves, ply);
                positions.add(new LabelledPosition(Notation.formatMoves(15, prefix), forBlack, null));
            }
            games++;
        }
        return new Read(positions, games, unfinished, otherSize);
    }
}
