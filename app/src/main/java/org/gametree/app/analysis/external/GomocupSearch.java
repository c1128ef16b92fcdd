package org.gametree.app.analysis.external;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.engines.EngineProblem;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.engines.PbrainClient;
import org.gametree.gomoku.GomokuPosition;

/**
 * One search of a Gomoku position by a Gomocup engine: the protocol has no analysis, so the
 * engine is given the position ({@code BOARD}) and the chosen time for its turn, its
 * {@code MESSAGE} lines are shown as they come ({@link GomocupMessages}), and its move ends the
 * search. Stop sends {@code YXSTOP}. Worker thread only; the process is ended whatever happens.
 */
final class GomocupSearch {

    static final long ANSWER_MILLIS = 10_000;
    static final long GRACE_MILLIS = 3_000;

    private GomocupSearch() {
    }

    static ExternalOutcome run(ExternalEngine engine, GomokuAnalysisPosition root, ExternalLimits limits,
            Consumer<ExternalSnapshot> publish, BooleanSupplier stop) throws EngineProblem {
        GomokuPosition position = root.position().copy();
        PbrainClient client = PbrainClient.start(engine.command(), position.size(), ANSWER_MILLIS);
        boolean clean = false;
        try {
            for (Map.Entry<String, String> option : engine.options().entrySet()) {
                if (!option.getKey().equals("timeout_turn")) {
                    client.info(option.getKey(), option.getValue());
                }
            }
            client.info("rule", Integer.toString(position.rule().gomocupId()));
            client.info("timeout_match", "1000000000");
            client.info("time_left", "1000000000");
            GomocupMessages messages = new GomocupMessages(position);
            long began = System.nanoTime();
            int[] move = client.search(stones(position), Math.max(100, limits.millis()), text -> {
                if (messages.add(text)) {
                    publish.accept(messages.snapshot());
                }
            }, stop, GRACE_MILLIS);
            long millis = (System.nanoTime() - began) / 1_000_000;
            if (move[0] >= position.size() || move[1] >= position.size()
                    || !position.isLegal(GomokuPosition.point(move[0], move[1]))) {
                throw new EngineProblem("engines.error.badMove", engine.name(), move[0] + "," + move[1]);
            }
            clean = true;
            return new ExternalOutcome(GomokuPosition.point(move[0], move[1]), messages.snapshot(), stop.getAsBoolean(),
                    millis);
        } catch (EngineProblem e) {
            throw e;
        } catch (IOException e) {
            throw new EngineProblem("engines.error.search", engine.name(), e.getMessage());
        } finally {
            if (clean) {
                client.close();
            } else {
                client.kill();
            }
        }
    }

    /** The stones played so far, 1 for the side to move (the engine) and 2 for the other. */
    static List<PbrainClient.Stone> stones(GomokuPosition position) {
        List<PbrainClient.Stone> stones = new ArrayList<>();
        int own = position.stoneToMove();
        for (int i = 0; i < position.ply(); i++) {
            int m = position.moveAt(i);
            int stone = (i & 1) == 0 ? GomokuPosition.BLACK : GomokuPosition.WHITE;
            stones.add(new PbrainClient.Stone(GomokuPosition.x(m), GomokuPosition.y(m), stone == own ? 1 : 2));
        }
        return stones;
    }
}
