package org.gametree.app.analysis.external;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.engines.EngineProblem;
import org.gametree.app.engines.Executables;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.gametree.xiangqi.notation.NotationException;
import org.gametree.xiangqi.tactics.UciClient;

/**
 * One search of a Xiangqi position by a UCI engine: start it, set the user's options and the
 * MultiPV wanted, {@code position fen} + {@code go}, stream its lines, and end the process
 * whatever happens. An engine that exits mid-search, does not answer {@code stop} in time or
 * answers a move that is not legal is an {@link EngineProblem} that says so. Worker thread only.
 */
final class UciSearch {

    /** How long an engine may take to answer {@code stop} with its move. */
    static final long STOP_GRACE_MILLIS = 3_000;
    /** How long it may take to answer {@code isready} after its options (a large hash is cleared then). */
    static final long READY_MILLIS = 15_000;

    private UciSearch() {
    }

    static ExternalOutcome run(ExternalEngine engine, XiangqiAnalysisPosition root, ExternalLimits limits,
            Consumer<ExternalSnapshot> publish, BooleanSupplier stop) throws EngineProblem {
        Executables.check(engine.command());
        UciClient client;
        try {
            client = UciClient.start(engine.command(), UciClient.Ranks.AUTO);
        } catch (IOException e) {
            throw new EngineProblem("engines.error.uci", engine.name(), e.getMessage());
        }
        boolean clean = false;
        try {
            for (Map.Entry<String, String> option : engine.options().entrySet()) {
                if (client.hasOption(option.getKey())) {
                    client.setOption(option.getKey(), option.getValue());
                }
            }
            int lines = 1;
            if (limits.multiPv() > 1 && client.hasOption("MultiPV")) {
                client.setOption("MultiPV", Integer.toString(limits.multiPv()));
                lines = limits.multiPv();
            }
            client.ready(READY_MILLIS);
            Position start = root.position().copy();
            UciInfoCollector collector = new UciInfoCollector(pv -> legalPrefix(start, pv), lines);
            long began = System.nanoTime();
            UciClient.Answer answer = client.analyse(Fen.write(start), List.of(), limits.uciGo(), info -> {
                collector.add(info);
                publish.accept(collector.snapshot());
            }, stop, STOP_GRACE_MILLIS);
            long millis = (System.nanoTime() - began) / 1_000_000;
            int best = answer.bestMove() == null ? 0 : legalPrefix(start, List.of(answer.bestMove())).length == 1
                    ? legalPrefix(start, List.of(answer.bestMove()))[0] : 0;
            if (best == 0) {
                throw new EngineProblem("engines.error.badMove", engine.name(),
                        answer.bestMove() == null ? "(none)" : answer.bestMove());
            }
            clean = true;
            return new ExternalOutcome(best, collector.snapshot(), answer.stopped(), millis);
        } catch (EngineProblem e) {
            throw e;
        } catch (IOException e) {
            throw new EngineProblem("engines.error.search", engine.name(), e.getMessage());
        } finally {
            if (clean) {
                client.close();
            } else {
                client.kill(); // it crashed, hung or talks nonsense: no polite quit
            }
        }
    }

    /** The moves of {@code pv} (our coordinates) that are legal in turn from {@code root}, up to the first that is not. */
    static int[] legalPrefix(Position root, List<String> pv) {
        Position walk = root.copy();
        List<Integer> moves = new ArrayList<>();
        for (String text : pv) {
            int move;
            try {
                move = Notation.COORDINATE.parse(walk, text);
            } catch (NotationException e) {
                break;
            }
            moves.add(move);
            walk.makeMove(move);
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }
}
