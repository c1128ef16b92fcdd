package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.chart.SvgChart;
import org.gametree.core.io.AtomicWrite;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.match.EngineException;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchListener;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code ladder}: the book's "speed × knowledge" experiment (§8.2) as a series of matches. With
 * {@code --depths A-B}: the engine at depth d+1 against itself at depth d for every d, so the
 * gain of one more ply can be read against depth. With {@code --movetimes} and {@code --versus}:
 * two engines (a rich and a cheap evaluation, say) at equal time, one match per time. Each rung
 * is a match from the same openings with both colours; a table, a CSV file and an SVG chart of
 * Elo ± error per rung are written after every rung, so a stopped run keeps what it measured.
 */
@Command(name = "ladder", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Speed × knowledge (the book's §8.2): one match per rung, the deeper engine against the shallower "
                + "(--depths) or two engines at equal time (--movetimes with --versus); the score and Elo ± error per "
                + "rung as a table, a CSV file and an SVG chart.",
                "Example: ladder --engine \"ours algorithm=best\" --depths 1-5 --games 40 --svg depth.svg",
                "Example: ladder --engine \"ours eval=rich\" --versus \"ours eval=book\" --movetimes 50,100,200 --games 40",
                "Example: ladder --engine \"ours eval=rich\" --versus \"ours eval=book\" --nodes 2000,8000 --versus-factor 1.6"})
final class LadderCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", paramLabel = "SPEC",
            description = "The engine (words as in match); with --depths it plays both sides, with --movetimes it is A.")
    private String engine;

    @Option(names = "--versus", paramLabel = "SPEC", description = "With --movetimes or --nodes: the engine B that A meets at each rung.")
    private String versus;

    @Option(names = "--depths", paramLabel = "A-B", description = "Depth rungs: depth d+1 against depth d for d = A … B.")
    private String depths;

    @Option(names = "--movetimes", paramLabel = "MS,MS,…", split = ",", description = "Time rungs: A against B at each movetime.")
    private List<Long> movetimes;

    @Option(names = "--nodes", paramLabel = "N,N,…", split = ",",
            description = "Node rungs: A at N nodes a move against B at N × --versus-factor (equal time when the factor is "
                    + "B's speed over A's, measured beforehand; unlike --movetimes, a busy machine changes no game).")
    private List<Long> nodes;

    @Option(names = "--versus-factor", paramLabel = "F", defaultValue = "1",
            description = "With --nodes: B's nodes per move over A's (default 1).")
    private double versusFactor;

    @Option(names = "--games", paramLabel = "N", defaultValue = "40", description = "Games per rung (default 40).")
    private int games;

    @Mixin
    private OpeningOptions openingOptions;

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1", description = "Games at once (default 1).")
    private int concurrency;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "300", description = "A game reaching N plies is a draw (default 300).")
    private int maxPlies;

    @Option(names = "--move-timeout", paramLabel = "MS", defaultValue = "120000",
            description = "With --depths: the longest a move may take before the engine counts as hung (default 120000).")
    private long moveTimeout;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write the rungs as CSV (rewritten after each rung).")
    private Path csv;

    @Option(names = "--svg", paramLabel = "FILE", description = "Draw Elo ± error per rung as an SVG chart (rewritten after each rung).")
    private Path svg;

    @Option(names = "--title", paramLabel = "TEXT", description = "The chart's title.")
    private String title;

    @Option(names = "--replot", paramLabel = "CSV",
            description = "Play nothing: draw --svg again from a CSV file this command wrote (say, with another --title).")
    private Path replot;

    private static final String DEPTH_AXIS = "depth of the deeper engine";
    private static final String TIME_AXIS = "time per move (ms)";
    private static final String NODES_AXIS = "nodes per move of A";

    /** One measured rung: its x value (depth, ms or nodes), its label and A's score. */
    record Rung(double x, String label, MatchScore score) {
        double eloError() {
            return score.pairCount() >= 2 ? score.pentanomialEloError() : score.trinomialEloError();
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (replot != null) {
            return replot(out);
        }
        if (engine == null) {
            throw bad("give the engine: --engine SPEC (e.g. \"ours algorithm=best\")");
        }
        if ((depths != null ? 1 : 0) + (movetimes != null ? 1 : 0) + (nodes != null ? 1 : 0) != 1) {
            throw bad("give either --depths A-B, or --movetimes MS,MS,… or --nodes N,N,… (with --versus)");
        }
        if ((movetimes != null || nodes != null) && versus == null) {
            throw bad((movetimes != null ? "--movetimes" : "--nodes") + " needs --versus: the engine A meets at each rung");
        }
        if (depths != null && versus != null) {
            throw bad("--versus goes with --movetimes or --nodes; --depths plays the engine against itself");
        }
        if (!(versusFactor > 0 && versusFactor <= 100)) {
            throw bad("--versus-factor must be above 0 and at most 100, got " + versusFactor);
        }
        if (games < 2 || concurrency < 1 || maxPlies < 0 || moveTimeout < 1) {
            throw bad("--games must be at least 2, --concurrency at least 1, --max-plies and --move-timeout not negative");
        }
        EngineSpec base = parseEngine(engine);
        if (base.timeControl() != null) {
            throw bad("--engine: leave out its limit (tc=, movetime=, nodes=, depth=); the ladder sets it per rung");
        }
        if (base.name() == null) {
            base = base.named(depths != null ? "engine" : "A");
        }
        EngineSpec other = versus == null ? null : parseEngine(versus);
        if (other != null && other.name() == null) {
            other = other.named("B");
        }
        if (other != null && other.timeControl() != null) {
            throw bad("--versus: leave out its limit; the ladder sets it per rung");
        }
        List<Opening> openings = openingOptions.openings(games, spec.commandLine());
        List<Rung> rungs = new ArrayList<>();
        if (depths != null) {
            int[] range = depthRange();
            out.printf(Locale.ROOT, "ladder: %s, depth d+1 against depth d for d = %d … %d; %d games per rung%n",
                    base.describe(), range[0], range[1], games);
            for (int d = range[0]; d <= range[1]; d++) {
                EngineSpec deeper = base.limitedTo(TimeControl.depth(d + 1)).named("depth " + (d + 1));
                EngineSpec shallower = base.limitedTo(TimeControl.depth(d)).named("depth " + d);
                MatchScore score = play(deeper, shallower, TimeControl.depth(d + 1), openings, out);
                if (score == null) {
                    return 1;
                }
                rungs.add(new Rung(d + 1, "depth " + (d + 1) + " vs " + d, score));
                report(rungs, out, DEPTH_AXIS, "Elo of depth d+1 against depth d");
            }
        } else if (nodes != null) {
            out.printf(Locale.ROOT, "ladder: A = %s against B = %s at %s nodes a move (B × %.3f); %d games per rung%n",
                    base.describe(), other.describe(), nodes, versusFactor, games);
            for (long n : nodes) {
                if (n < 1) {
                    throw bad("--nodes must be positive, got " + n);
                }
                long theirs = Math.max(1, Math.round(n * versusFactor));
                MatchScore score = play(base.limitedTo(TimeControl.nodes(n)), other.limitedTo(TimeControl.nodes(theirs)),
                        TimeControl.nodes(n), openings, out);
                if (score == null) {
                    return 1;
                }
                rungs.add(new Rung(n, n + " nodes", score));
                report(rungs, out, NODES_AXIS, "Elo of A against B");
            }
        } else {
            out.printf(Locale.ROOT, "ladder: A = %s against B = %s at equal time %s ms; %d games per rung%n",
                    base.describe(), other.describe(), movetimes, games);
            for (long ms : movetimes) {
                if (ms < 1) {
                    throw bad("--movetimes must be positive, got " + ms);
                }
                TimeControl time = TimeControl.movetime(ms);
                MatchScore score = play(base.limitedTo(time), other.limitedTo(time), time, openings, out);
                if (score == null) {
                    return 1;
                }
                rungs.add(new Rung(ms, ms + " ms", score));
                report(rungs, out, TIME_AXIS, "Elo of A against B");
            }
        }
        return 0;
    }

    /** One rung's match; A's score, or null when an engine failed (said on the error stream). */
    private MatchScore play(EngineSpec first, EngineSpec second, TimeControl control, List<Opening> openings, PrintWriter out)
            throws InterruptedException {
        MatchSettings settings = new MatchSettings(first, second, control, games, openings, concurrency, 200, moveTimeout,
                2_000, 30_000, maxPlies, 0, 0, null, null, "ladder");
        out.printf(Locale.ROOT, "%s against %s (+ = - for the first):", first.name(), second.name());
        out.flush();
        MatchListener dots = new MatchListener() {
            @Override
            public void gameEnded(GameRecord game, MatchScore score, double llr) {
                synchronized (out) {
                    double a = game.firstScore();
                    out.print(a == 1 ? " +" : a == 0 ? " -" : " =");
                    out.flush();
                }
            }
        };
        try {
            Match.Result result = new Match(settings, dots, null).run();
            MatchScore s = result.score();
            out.printf(Locale.ROOT, "%n  +%d =%d -%d  %.1f%%  Elo %s ± %s%n", s.wins(), s.draws(), s.losses(), 100 * s.score(),
                    MatchCommand.Printer.elo(s.elo()), MatchCommand.Printer.number(new Rung(0, "", s).eloError()));
            return s;
        } catch (EngineException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return null;
        }
    }

    /** The table so far, and the files. */
    private void report(List<Rung> rungs, PrintWriter out, String xLabel, String yLabel) throws IOException {
        StringBuilder table = new StringBuilder("rung,x,games,wins,draws,losses,score,elo,elo_error\n");
        for (Rung r : rungs) {
            MatchScore s = r.score();
            table.append(String.format(Locale.ROOT, "%s,%s,%d,%d,%d,%d,%.4f,%.1f,%.1f%n", r.label(), number(r.x()), s.games(),
                    s.wins(), s.draws(), s.losses(), s.score(), finite(s.elo()), finite(r.eloError())));
        }
        if (csv != null) {
            AtomicWrite.text(csv, table.toString());
        }
        if (svg != null) {
            AtomicWrite.text(svg, chart(rungs, xLabel, yLabel).render());
        }
        if (rungs.size() == expectedRungs()) {
            out.println();
            out.printf(Locale.ROOT, "%-22s %6s %5s %5s %5s %7s %8s %7s%n", "rung", "games", "+", "=", "-", "score", "Elo", "±");
            for (Rung r : rungs) {
                MatchScore s = r.score();
                out.printf(Locale.ROOT, "%-22s %6d %5d %5d %5d %6.1f%% %8s %7s%n", r.label(), s.games(), s.wins(), s.draws(),
                        s.losses(), 100 * s.score(), MatchCommand.Printer.elo(s.elo()), MatchCommand.Printer.number(r.eloError()));
            }
            out.println("(Elo ± 95 % error, pentanomial over opening pairs; ±inf where the score's interval reaches 0 or 1)");
        }
        out.flush();
    }

    /** Elo ± error per rung; infinite values (a clean sweep) are drawn at ±800 so the chart stays readable. */
    SvgChart chart(List<Rung> rungs, String xLabel, String yLabel) {
        List<SvgChart.Point> points = new ArrayList<>();
        for (Rung r : rungs) {
            points.add(point(r.x(), r.score().elo(), r.eloError()));
        }
        return chart(points, depths != null, xLabel, yLabel, games);
    }

    private SvgChart chart(List<SvgChart.Point> points, boolean byDepth, String xLabel, String seriesName, int gamesPerPoint) {
        String heading = title != null ? title
                : byDepth ? "One more ply: Elo of depth d+1 against depth d" : "Speed against knowledge: Elo of A against B";
        return new SvgChart(heading, xLabel, "Elo (95 % error bars)")
                .add(new SvgChart.Series(seriesName + " (" + gamesPerPoint + " games per point)", "#c0392b", points))
                .reference(0, "equal strength");
    }

    private static SvgChart.Point point(double x, double elo, double error) {
        return new SvgChart.Point(x, clamp(elo), Double.isFinite(error) ? Math.min(error, 800) : 0);
    }

    /** --replot: the chart of a CSV file {@link #report} wrote. */
    private int replot(PrintWriter out) throws IOException {
        if (svg == null) {
            throw bad("--replot needs --svg: where the chart goes");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(replot, java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw bad("--replot " + replot + ": no such file");
        }
        List<SvgChart.Point> points = new ArrayList<>();
        boolean byDepth = false;
        String lastLabel = "";
        int gamesPerPoint = 0;
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",");
            try {
                if (f.length != 9) {
                    throw new NumberFormatException();
                }
                byDepth = f[0].startsWith("depth");
                lastLabel = f[0];
                gamesPerPoint = Integer.parseInt(f[2]);
                points.add(point(Double.parseDouble(f[1]), Double.parseDouble(f[7]), Double.parseDouble(f[8])));
            } catch (NumberFormatException e) {
                throw bad("--replot " + replot + ": line " + (i + 1) + " is not a ladder row: '" + lines.get(i) + "'");
            }
        }
        if (points.isEmpty()) {
            throw bad("--replot " + replot + ": no rungs");
        }
        String axis = byDepth ? DEPTH_AXIS : lastLabel.endsWith("nodes") ? NODES_AXIS : TIME_AXIS;
        AtomicWrite.text(svg, chart(points, byDepth, axis,
                byDepth ? "Elo of depth d+1 against depth d" : "Elo of A against B", gamesPerPoint).render());
        out.println("wrote " + svg + " from " + points.size() + " rungs of " + replot);
        return 0;
    }

    private int expectedRungs() {
        if (depths != null) {
            int[] range = depthRange();
            return range[1] - range[0] + 1;
        }
        return movetimes != null ? movetimes.size() : nodes.size();
    }

    private static double clamp(double elo) {
        return Double.isNaN(elo) ? 0 : Math.max(-800, Math.min(800, elo));
    }

    private static double finite(double v) {
        return Double.isFinite(v) ? v : Double.isNaN(v) ? 0 : Math.signum(v) * 9999;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private int[] depthRange() {
        String[] parts = depths.split("-", -1);
        try {
            int from = Integer.parseInt(parts[0].trim());
            int to = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : from;
            if (parts.length > 2 || from < 1 || to < from || to > 30) {
                throw new NumberFormatException();
            }
            return new int[] {from, to};
        } catch (NumberFormatException e) {
            throw bad("--depths: give A-B with 1 <= A <= B <= 30 (e.g. 1-5), got '" + depths + "'");
        }
    }

    private EngineSpec parseEngine(String text) {
        try {
            return EngineSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw bad("--engine: " + e.getMessage());
        }
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
