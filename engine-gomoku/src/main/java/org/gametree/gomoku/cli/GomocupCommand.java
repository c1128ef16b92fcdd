package org.gametree.gomoku.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gametree.gomoku.book.GomokuBook;
import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code gomocup}: the engine as a Gomocup (Piskvork) brain — the protocol on standard input and
 * output (see package {@code org.gametree.gomoku.protocol}) until {@code END} or the end of the
 * input, with {@link GomokuEngine#strongest()}; with {@code --book} it plays from an opening book
 * where the book knows the position. Exit status 0.
 */
@Command(name = "gomocup", mixinStandardHelpOptions = true,
        description = "Play as a Gomocup/Piskvork brain on standard input and output (START, TURN, BOARD, ..., END).")
final class GomocupCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private EngineOptions options;

    @CommandLine.Option(names = "--book", paramLabel = "BOOK|builtin",
            description = "Play from an opening book where it knows the position: a book file, or 'builtin' (default: no book).")
    private String book;

    @CommandLine.Option(names = "--book-seed", paramLabel = "N",
            description = "Seed of the weighted random choice among book moves (default: from the clock).")
    private Long bookSeed;

    @Override
    public Integer call() {
        // System.in is read when the command runs (not when the class loads), so a test can set it.
        GomokuEngine engine = options.engine(spec.commandLine());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        GomocupDriver driver = new GomocupDriver(engine, spec.commandLine().getOut());
        if (book != null) {
            try {
                driver.useBook(book.equals("builtin") ? GomokuBook.builtIn() : GomokuBook.load(Path.of(book)),
                        bookSeed == null ? System.nanoTime() : bookSeed);
            } catch (IOException e) {
                throw new IllegalArgumentException(book + ": " + e.getMessage(), e);
            }
        }
        driver.run(in);
        return 0;
    }
}
