package org.gametree.app.game;

import java.util.List;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * The New Game dialog's state: the game, Gomoku's rule and board size, the time control and both players. It
 * checks the typed engine settings as they change ({@link #problemProperty()}) and turns them
 * into a {@link GameSetup}.
 */
public final class NewGameViewModel {

    /**
     * What is wrong, for the dialog to say in the UI language.
     *
     * @param side    the player (0 first, 1 second)
     * @param problem which of its settings
     */
    public record Issue(int side, PlayerSetupViewModel.Problem problem) {
    }

    private final ObjectProperty<Game> game = new SimpleObjectProperty<>(this, "game", Game.XIANGQI);
    private final ObjectProperty<Rule> rule = new SimpleObjectProperty<>(this, "rule", Rule.RENJU);
    private final IntegerProperty boardSize = new SimpleIntegerProperty(this, "boardSize", GomokuPosition.DEFAULT_SIZE);
    private final PlayerSetupViewModel[] players = {new PlayerSetupViewModel(), new PlayerSetupViewModel()};
    private final ReadOnlyObjectWrapper<Issue> issue = new ReadOnlyObjectWrapper<>(this, "issue");
    private final BooleanBinding gomoku = game.isEqualTo(Game.GOMOKU);
    private final ObjectProperty<TimeControl.Kind> timeKind =
            new SimpleObjectProperty<>(this, "timeKind", TimeControl.Kind.NONE);
    private final IntegerProperty minutes = new SimpleIntegerProperty(this, "minutes", 10);
    private final IntegerProperty incrementSeconds = new SimpleIntegerProperty(this, "incrementSeconds", 5);
    private final IntegerProperty perMoveSeconds = new SimpleIntegerProperty(this, "perMoveSeconds", 10);

    /** The user's engines of every game; each side is offered those of the chosen game. */
    private List<ExternalEngine> externalEngines = List.of();

    public NewGameViewModel(GameSetup initial) {
        load(initial);
        game.addListener(o -> offerEvaluations());
        for (PlayerSetupViewModel player : players) {
            Observable[] inputs = {player.engineProperty(), player.limitProperty(), player.depthTextProperty(),
                    player.secondsTextProperty(), player.externalProperty(), player.externalEngineProperty()};
            for (Observable input : inputs) {
                input.addListener(o -> check());
            }
        }
        check();
    }

    /** Shows a setup (the dialog opens with the last one). */
    public void load(GameSetup setup) {
        game.set(setup.game());
        rule.set(setup.rule());
        boardSize.set(setup.boardSize());
        TimeControl time = setup.time();
        timeKind.set(time.kind());
        if (time.kind() == TimeControl.Kind.INCREMENT) {
            minutes.set((int) (time.baseMillis() / 60_000));
            incrementSeconds.set((int) (time.incrementMillis() / 1000));
        } else if (time.kind() == TimeControl.Kind.PER_MOVE) {
            perMoveSeconds.set((int) (time.perMoveMillis() / 1000));
        }
        for (int side = 0; side < 2; side++) {
            players[side].evaluations().setAll(GameSetup.evaluations(setup.game()));
            players[side].load(setup.player(side));
        }
    }

    private void offerEvaluations() {
        for (PlayerSetupViewModel player : players) {
            player.offerEvaluations(GameSetup.evaluations(game.get()));
            player.offerDefaultAlgorithm(game.get());
        }
        offerExternalEngines();
    }

    /** The user's engines (of any game) to offer as players; each side lists those of the chosen game. */
    public void setExternalEngines(List<ExternalEngine> engines) {
        externalEngines = List.copyOf(engines);
        offerExternalEngines();
    }

    private void offerExternalEngines() {
        List<ExternalEngine> mine = externalEngines.stream().filter(e -> e.game() == game.get()).toList();
        for (PlayerSetupViewModel player : players) {
            player.offerExternalEngines(mine);
            if (mine.isEmpty()) {
                player.externalProperty().set(false);
            }
        }
    }

    private void check() {
        Issue found = null;
        for (int side = 1; side >= 0; side--) {
            PlayerSetupViewModel.Problem problem = players[side].problem();
            if (problem != null) {
                found = new Issue(side, problem);
            }
        }
        issue.set(found);
    }

    public ObjectProperty<Game> gameProperty() {
        return game;
    }

    public ObjectProperty<Rule> ruleProperty() {
        return rule;
    }

    /** 15..20; only Gomoku uses it. */
    public IntegerProperty boardSizeProperty() {
        return boardSize;
    }

    /** True when the rule and the board size apply. */
    public BooleanBinding gomokuProperty() {
        return gomoku;
    }

    /** None, minutes + increment, or a time per move. */
    public ObjectProperty<TimeControl.Kind> timeKindProperty() {
        return timeKind;
    }

    /** Each side's budget under minutes + increment, 1..{@link TimeControl#MAX_MINUTES}. */
    public IntegerProperty minutesProperty() {
        return minutes;
    }

    /** Seconds added after each move under minutes + increment, 0..{@link TimeControl#MAX_INCREMENT_SECONDS}. */
    public IntegerProperty incrementSecondsProperty() {
        return incrementSeconds;
    }

    /** Seconds for every move under a time per move, 1..{@link TimeControl#MAX_PER_MOVE_SECONDS}. */
    public IntegerProperty perMoveSecondsProperty() {
        return perMoveSeconds;
    }

    /** The time control chosen. */
    public TimeControl timeControl() {
        return switch (timeKind.get()) {
            case NONE -> TimeControl.none();
            case INCREMENT -> TimeControl.increment(minutes.get(), incrementSeconds.get());
            case PER_MOVE -> TimeControl.perMove(perMoveSeconds.get());
        };
    }

    public PlayerSetupViewModel player(int side) {
        return players[side];
    }

    /** The first thing wrong with the settings (first player first), or null when they are valid. */
    public ReadOnlyObjectProperty<Issue> issueProperty() {
        return issue.getReadOnlyProperty();
    }

    public BooleanBinding validProperty() {
        return Bindings.isNull(issue);
    }

    /**
     * The setup chosen.
     *
     * @throws IllegalStateException when a setting is invalid (see {@link #issueProperty()})
     */
    public GameSetup toSetup() {
        return new GameSetup(game.get(), rule.get(), boardSize.get(), players[0].toSetup(), players[1].toSetup(),
                timeControl());
    }
}
