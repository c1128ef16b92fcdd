package org.gametree.gomoku.match;

import org.gametree.core.search.SearchLimits;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.search.GomokuEngine;

/** Our engine in-process, the one the Gomocup driver plays with. */
public final class OwnPlayer implements GomokuPlayer {

    private final GomokuEngine engine;
    /** Where the last move came from (five, VCF, VCT, search), for the match report. */
    private GomokuEngine.Source lastSource;

    /** The engine of the Gomocup driver, with its default evaluation. */
    public OwnPlayer() {
        this(GomokuEngine.DEFAULT_EVALUATION);
    }

    /** The engine of the Gomocup driver with another evaluation. */
    public OwnPlayer(String evaluation) {
        this(GomokuEngine.strongest(evaluation));
    }

    /** A player with the given engine (its own from now on). */
    public OwnPlayer(GomokuEngine engine) {
        this.engine = engine;
    }

    @Override
    public String name() {
        return "gametree";
    }

    @Override
    public void newGame(Rule rule, int size, long moveMillis) {
        engine.newGame();
    }

    @Override
    public int move(GomokuPosition game, long moveMillis) {
        GomokuEngine.Choice choice = engine.think(game, new SearchLimits(SearchLimits.MAX_DEPTH, moveMillis, 0, null), null);
        lastSource = choice.source();
        return choice.point();
    }

    /** Where the last move came from. */
    public GomokuEngine.Source lastSource() {
        return lastSource;
    }

    @Override
    public void close() {
    }
}
