package org.gametree.app.match;

import org.gametree.core.match.TimeControl;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.match.GomokuPlayer;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * Our Gomoku engine as a match player with the workbench's choices: any preset or algorithm
 * and evaluation, and a limit of time, nodes or depth (the match command's own player knows
 * only a time per move). The match's stop signal ends a search at once.
 */
final class OursGomokuPlayer implements GomokuPlayer {

    private final String name;
    private final GomokuEngine engine;
    private final TimeControl limit;
    private final StopSignal stop;

    OursGomokuPlayer(String name, MatchSide side, TimeControl limit, StopSignal stop) {
        this.name = name;
        this.engine = new GomokuEngine(side.algorithm(), Integer.parseInt(MatchSide.HASH_MB), side.evaluation());
        this.limit = limit;
        this.stop = stop;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(Rule rule, int size, long moveMillis) {
        engine.newGame();
    }

    @Override
    public int move(GomokuPosition game, long moveMillis) {
        SearchLimits limits = switch (limit.kind()) {
            case DEPTH -> new SearchLimits(limit.depth(), 0, 0, stop);
            case NODES -> new SearchLimits(SearchLimits.MAX_DEPTH, 0, limit.nodes(), stop);
            default -> new SearchLimits(SearchLimits.MAX_DEPTH, moveMillis, 0, stop);
        };
        return engine.think(game, limits, null).point();
    }

    @Override
    public void close() {
        // nothing held outside the heap
    }
}
