package org.gametree.gomoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.gomoku.match.GomocupProcessPlayer;
import org.gametree.gomoku.match.GomokuMatch;
import org.gametree.gomoku.match.GomokuPlayer;
import org.gametree.gomoku.match.OwnPlayer;
import org.gametree.gomoku.match.VcfAudit;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.gametree.gomoku.search.GomokuEngine;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code match --opponent PATH [--engine own|PATH] [--rule renju] [--games 20] [--movetime-ms 1000]
 * --openings FILE [--out DIR] [--audit]}: plays our engine (or another Gomocup engine) against a
 * Gomocup engine, each opening twice with colours swapped, and prints one line per game and the
 * score with Elo, its 95 % interval (pairs of games as trials) and the likelihood of superiority.
 * The openings file has one move list per line ({@code #} starts a comment). With {@code --out}
 * every game is written there as {@code game-NN.psq} (atomically) and the summary as
 * {@code summary.txt}. With {@code --audit} every game is checked for VCFs the first engine
 * missed (see {@link VcfAudit}).
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Play a match against a Gomocup engine (pbrain protocol).")
final class MatchCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", defaultValue = "own", paramLabel = "E",
            description = "The first engine: own (default) or the path of a Gomocup engine.")
    private String engine;

    /** Our engine's evaluation, preset and switches (with --engine own). */
    @CommandLine.Mixin
    private EngineOptions options;

    @Option(names = "--opponent", required = true, paramLabel = "PATH", description = "The Gomocup engine to play against.")
    private Path opponent;

    @Option(names = "--rule", defaultValue = "renju", paramLabel = "RULE", description = "freestyle, standard or renju (default).")
    private String rule;

    @Option(names = "--games", defaultValue = "20", paramLabel = "N", description = "Games (default 20).")
    private int games;

    @Option(names = "--movetime-ms", defaultValue = "1000", paramLabel = "T", description = "Time per move in ms (default 1000).")
    private long movetime;

    @Option(names = "--openings", required = true, paramLabel = "FILE", description = "One opening move list per line.")
    private Path openingsFile;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder for the games (.psq) and the summary.")
    private Path out;

    @Option(names = "--audit", description = "Check every game for VCFs the first engine missed.")
    private boolean audit;

    @Option(names = "--sprt", paramLabel = "PARAMS",
            description = "Stop when an SPRT is decided, e.g. \"elo0=0 elo1=10 alpha=0.05 beta=0.05\" (logistic Elo).")
    private String sprtText;

    @Override
    public Integer call() throws IOException {
        if (games < 1 || movetime < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --movetime-ms must be at least 1");
        }
        List<String> openings = new ArrayList<>();
        for (String line : Files.readAllLines(openingsFile, StandardCharsets.UTF_8)) {
            String text = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
            if (!text.isBlank()) {
                openings.add(text.trim());
            }
        }
        if (openings.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), openingsFile + " has no openings");
        }
        Sprt sprt;
        try {
            sprt = sprtText == null ? null : Sprt.parse(sprtText);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--sprt: " + e.getMessage());
        }
        GomokuEngine own = engine.equals("own") ? options.engine(spec.commandLine()) : null; // bad names are bad input, before any game
        var theRule = GameOptions.parseRule(rule);
        for (String opening : openings) {
            Notation.play(theRule, 15, opening); // a bad opening is bad input, before any game
        }
        PrintWriter printer = spec.commandLine().getOut();
        StringBuilder summary = new StringBuilder();
        VcfAudit auditor = audit ? new VcfAudit() : null;
        int[] missed = new int[2];
        try (GomokuPlayer a = engine.equals("own") ? new OwnPlayer(own) : new GomocupProcessPlayer(Path.of(engine));
             GomokuPlayer b = new GomocupProcessPlayer(opponent)) {
            if (out != null) {
                Files.createDirectories(out);
            }
            GomokuMatch match = new GomokuMatch(a, b, theRule, 15, movetime, openings);
            String head = a.name() + " vs " + b.name() + ", " + rule + ", " + movetime + " ms per move";
            printer.println(head);
            summary.append(head).append('\n');
            MatchScore score = match.run(games, (game, soFar) -> {
                String line = String.format(Locale.ROOT, "game %d: %s black, opening %s: %s (%s), %d moves; %s %.1f/%d",
                        game.index() + 1, game.aWasBlack() ? a.name() : b.name(), game.opening(), game.result(),
                        game.reason(), game.finalPosition().ply(), a.name(), soFar.wins() + soFar.draws() / 2.0, soFar.games());
                printer.println(line);
                summary.append(line).append('\n');
                if (auditor != null) {
                    int openingPlies = Notation.play(theRule, 15, game.opening()).ply();
                    VcfAudit.Findings f = auditor.audit(game, openingPlies);
                    if (f.missedWinPly() >= 0) {
                        missed[0]++;
                        report(printer, summary, "  missed VCF win at ply " + (f.missedWinPly() + 1) + ": " + f.missedWin());
                    }
                    if (f.missedDefencePly() >= 0) {
                        missed[1]++;
                        report(printer, summary, "  missed defence at ply " + (f.missedDefencePly() + 1) + ": " + f.missedDefence());
                    }
                }
                if (out != null) {
                    write(out.resolve(String.format(Locale.ROOT, "game-%02d.psq", game.index() + 1)), Psq.write(game.finalPosition()));
                }
            }, soFar -> sprt != null && sprt.decide(soFar) != Sprt.Decision.CONTINUE);
            double[] interval = score.pentanomialEloInterval();
            String result = String.format(Locale.ROOT,
                    "%s: +%d =%d -%d, score %.1f%%, Elo %.0f, 95%% interval [%.0f, %.0f], LOS %.1f%%",
                    a.name(), score.wins(), score.draws(), score.losses(), 100 * score.score(), score.elo(),
                    interval[0], interval[1], 100 * score.los());
            printer.println(result);
            summary.append(result).append('\n');
            if (sprt != null) {
                report(printer, summary, String.format(Locale.ROOT, "SPRT %s: LLR %.2f [%.2f, %.2f], %s", sprt,
                        sprt.llr(score), sprt.lowerBound(), sprt.upperBound(), sprt.decide(score)));
            }
            if (auditor != null) {
                report(printer, summary, "VCF audit: " + missed[0] + " missed wins, " + missed[1] + " missed defences");
            }
        }
        if (out != null) {
            write(out.resolve("summary.txt"), summary.toString());
        }
        return 0;
    }

    private static void report(PrintWriter printer, StringBuilder summary, String line) {
        printer.println(line);
        summary.append(line).append('\n');
    }

    private static void write(Path file, String text) {
        try {
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
