package org.gametree.app.analysis.stepper;

import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;

/**
 * The replay of one recording, toolkit-free: where it stands (a {@link TraceStepper}), the
 * best-first and MCTS states rebuilt at that point, and playing at a speed. Playing is driven by
 * an injected {@link Ticker} (a JavaFX timeline in the window, a hand-cranked one in tests), so
 * nothing here needs a toolkit or real time. Whoever shows the replay registers
 * {@link #setOnChange} and reads the state after each change. One thread (the FX thread in the
 * window).
 */
public final class StepperReplay {

    /** Calls {@code tick} {@link #TICKS_PER_SECOND} times a second between start and stop. */
    public interface Ticker {
        void start(Runnable tick);

        void stop();
    }

    /** Ticks per second while playing; each tick applies the events due at the speed. */
    public static final int TICKS_PER_SECOND = 30;
    public static final double MIN_SPEED = 1;
    public static final double MAX_SPEED = 500;

    private final Ticker ticker;
    private Runnable onChange = () -> { };
    private Runnable onPlaying = () -> { };

    private TraceStepper stepper;
    private BestFirstReplay bestFirst;
    private MctsReplay mcts;
    private double speed = 10;
    private boolean playing;
    private double due;

    public StepperReplay(Ticker ticker) {
        this.ticker = ticker;
    }

    /** Called after every change of position or recording. */
    public void setOnChange(Runnable action) {
        onChange = action;
    }

    /** Called when playing starts or stops. */
    public void setOnPlaying(Runnable action) {
        onPlaying = action;
    }

    /**
     * Replays {@code tree} from event 0 (nothing applied: the first Step shows the first event).
     * {@code exploration} is MCTS's c, for the UCB of its children.
     */
    public void load(TraceTree tree, double exploration) {
        pause();
        stepper = new TraceStepper(tree);
        String kind = tree.trace().algorithm();
        bestFirst = BestFirstReplay.isBestFirst(kind) ? new BestFirstReplay(tree.trace(), "dual".equals(kind)) : null;
        mcts = "mcts".equals(kind) ? new MctsReplay(tree.trace(), exploration) : null;
        changed();
    }

    /** Forgets the recording. */
    public void clear() {
        pause();
        stepper = null;
        bestFirst = null;
        mcts = null;
        changed();
    }

    public boolean isLoaded() {
        return stepper != null;
    }

    // ---------------------------------------------------------------- stepping

    public void first() {
        move(() -> stepper.toStart());
    }

    public void back() {
        move(() -> stepper.stepBack());
    }

    public void next() {
        move(() -> stepper.stepForward());
    }

    public void last() {
        move(() -> stepper.toEnd());
    }

    /** Goes to a position (events applied), clamped to 0 .. length. */
    public void seek(int target) {
        move(() -> stepper.seek(target));
    }

    /** Steps over the subtree the next event enters (one step otherwise). */
    public void stepOver() {
        move(() -> stepper.stepOver());
    }

    /** Runs to just after the open node is left. */
    public void stepOut() {
        move(() -> stepper.stepOut());
    }

    /** Runs forward to the next cutoff and stops on it; false (staying put) if there is none. */
    public boolean nextCutoff() {
        if (stepper == null) {
            return false;
        }
        int event = Cutoffs.next(stepper.tree().trace(), stepper.position());
        if (event < 0) {
            return false;
        }
        move(() -> stepper.seek(event + 1));
        return true;
    }

    private void move(Runnable step) {
        if (stepper == null) {
            return;
        }
        step.run();
        changed();
    }

    private void changed() {
        if (stepper != null) {
            if (bestFirst != null) {
                bestFirst.seek(stepper.position());
            }
            if (mcts != null) {
                mcts.seek(stepper.position());
            }
        }
        onChange.run();
    }

    // ---------------------------------------------------------------- playing

    public void togglePlay() {
        if (playing) {
            pause();
        } else {
            play();
        }
    }

    /** Plays from here at {@link #speed()} events per second (from the start if at the end). */
    public void play() {
        if (stepper == null || playing) {
            return;
        }
        if (stepper.atEnd()) {
            stepper.toStart();
            changed();
        }
        due = 0;
        playing = true;
        ticker.start(() -> tick(1.0 / TICKS_PER_SECOND));
        onPlaying.run();
    }

    public void pause() {
        if (!playing) {
            return;
        }
        playing = false;
        ticker.stop();
        onPlaying.run();
    }

    /** Applies the events due after {@code seconds} of playing at the current speed; stops at the end. */
    public void tick(double seconds) {
        if (!playing || stepper == null) {
            return;
        }
        due += speed * seconds;
        int steps = (int) due;
        due -= steps;
        for (int i = 0; i < steps; i++) {
            if (!stepper.stepForward()) {
                break;
            }
        }
        if (steps > 0) {
            changed();
        }
        if (stepper.atEnd()) {
            pause();
        }
    }

    public boolean isPlaying() {
        return playing;
    }

    /** Events per second while playing. */
    public double speed() {
        return speed;
    }

    /** Sets the speed, kept within {@value #MIN_SPEED} .. {@value #MAX_SPEED}. */
    public void setSpeed(double eventsPerSecond) {
        speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, eventsPerSecond));
    }

    // ---------------------------------------------------------------- reading

    /** The stepper underneath, null when nothing is loaded. */
    public TraceStepper stepper() {
        return stepper;
    }

    /** SSS*'s / DUAL*'s state at the current position, null for other searches. */
    BestFirstReplay bestFirst() {
        return bestFirst;
    }

    /** MCTS's tree at the current position, null for other searches. */
    MctsReplay mcts() {
        return mcts;
    }

    public int position() {
        return stepper == null ? 0 : stepper.position();
    }

    public int length() {
        return stepper == null ? 0 : stepper.length();
    }

    /** The moves from the root to the node the search is at now (empty before any node). */
    public int[] currentLine() {
        if (stepper == null) {
            return new int[0];
        }
        if (bestFirst != null) {
            int node = bestFirst.lastPopped();
            return node >= 0 ? bestFirst.path(node) : new int[0];
        }
        if (mcts != null) {
            int node = mcts.lastNode();
            return node >= 0 && node < mcts.nodeCount() ? mcts.path(node) : new int[0];
        }
        int open = stepper.openNode();
        return open >= 0 ? stepper.tree().path(open) : new int[0];
    }
}
