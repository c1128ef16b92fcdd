package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Every method on synthetic problems whose optimum is known. */
class TunersTest {

    private static final int[] OPTIMUM = {17, -40, 3, 88, -5, 60};

    private static ParameterSpace space(int step) {
        List<ParameterSpace.Parameter> parameters = new ArrayList<>();
        for (int i = 0; i < OPTIMUM.length; i++) {
            parameters.add(new ParameterSpace.Parameter("w" + i, -100, 100, i < 3 ? "first" : "second", step));
        }
        return new ParameterSpace(parameters);
    }

    /** A bowl: the squared distance to {@link #OPTIMUM}. */
    private static double bowl(int[] v) {
        double sum = 0;
        for (int i = 0; i < v.length; i++) {
            sum += (double) (v[i] - OPTIMUM[i]) * (v[i] - OPTIMUM[i]);
        }
        return sum;
    }

    /**
     * A bowl with ripples (Rastrigin's function, stretched): a local minimum every 20 units, so
     * a climb with small steps stops at the first ripple it meets; the global minimum is
     * {@link #OPTIMUM} (its first v.length values).
     */
    private static double rippled(int[] v) {
        double sum = 0;
        for (int i = 0; i < v.length; i++) {
            double d = v[i] - OPTIMUM[i];
            sum += d * d / 100 + 10 * (1 - Math.cos(2 * Math.PI * d / 20));
        }
        return sum;
    }

    private static final int[] ZERO = new int[OPTIMUM.length];

    private static Tuner run(Tuner tuner, int maxSteps) {
        for (int s = 0; s < maxSteps && !tuner.finished(); s++) {
            tuner.step();
        }
        return tuner;
    }

    @Test
    void texelLocalSearchFindsTheBowlsBottomExactly() {
        Tuner texel = run(new TexelLocalSearch(space(5), ZERO, TunersTest::bowl, 1), 10_000);
        assertTrue(texel.finished());
        assertArrayEquals(OPTIMUM, texel.best());
        assertEquals(0.0, texel.bestLoss());
    }

    @Test
    void hillClimbingReachesTheBowlsBottomWithUnitSteps() {
        Tuner climb = run(new HillClimbing(space(1), ZERO, TunersTest::bowl, 2), 100_000);
        assertTrue(climb.finished(), "a bowl has one optimum, where the climb stops");
        assertArrayEquals(OPTIMUM, climb.best());
    }

    @Test
    void annealingAndTheGeneticAlgorithmGetCloseToTheBowlsBottom() {
        double start = bowl(ZERO);
        Tuner annealing = run(new SimulatedAnnealing(space(2), ZERO, TunersTest::bowl, 3, 0, 0.999), 20_000);
        assertTrue(annealing.finished(), "cooled down");
        assertTrue(annealing.bestLoss() < start / 100, "annealing: " + annealing.bestLoss() + " of " + start);
        Tuner genetic = run(new GeneticAlgorithm(space(5), ZERO, TunersTest::bowl, 4, 20, 0.8, 0.2), 150);
        assertTrue(genetic.bestLoss() < start / 100, "genetic: " + genetic.bestLoss() + " of " + start);
    }

    @Test
    void restartsAndAnnealingEscapeTheRipplesThatStopAClimb() {
        // two parameters: the climb from 0 stops at the ripples 20 and 40 units short of the optimum
        ParameterSpace plane = new ParameterSpace(List.of(new ParameterSpace.Parameter("x", -100, 100, "g", 1),
                new ParameterSpace.Parameter("y", -100, 100, "g", 1)));
        int[] zero = {0, 0};
        Tuner climb = run(new HillClimbing(plane, zero, TunersTest::rippled, 5), 100_000);
        assertTrue(climb.finished());
        Tuner restarts = run(new MonteCarloRestarts(plane, zero, TunersTest::rippled, 5, 40), 1_000_000);
        assertTrue(restarts.finished());
        assertTrue(restarts.bestLoss() < climb.bestLoss() / 2,
                "restarts " + restarts.bestLoss() + " against one climb " + climb.bestLoss());
        Tuner annealing = run(new SimulatedAnnealing(plane, zero, TunersTest::rippled, 6, 0, 0.9995), 100_000);
        assertTrue(annealing.bestLoss() < climb.bestLoss() / 2,
                "annealing " + annealing.bestLoss() + " against one climb " + climb.bestLoss());
    }

    @Test
    void aSeedReproducesARunAndAnotherSeedChangesIt() {
        assertEquals(trajectory(7), trajectory(7));
        assertTrue(!trajectory(7).equals(trajectory(8)));
    }

    private static List<TuningStep> trajectory(long seed) {
        List<TuningStep> steps = new ArrayList<>();
        List<Tuner> tuners = List.of(new HillClimbing(space(3), ZERO, TunersTest::rippled, seed),
                new MonteCarloRestarts(space(3), ZERO, TunersTest::rippled, seed, 3),
                new SimulatedAnnealing(space(3), ZERO, TunersTest::rippled, seed, 0, 0.99),
                new GeneticAlgorithm(space(3), ZERO, TunersTest::rippled, seed, 8, 0.7, 0.3));
        for (Tuner tuner : tuners) {
            for (int s = 0; s < 200; s++) {
                steps.add(tuner.step());
            }
        }
        return steps;
    }

    @Test
    void heldParametersKeepTheirValues() {
        int[] start = {1, 2, 3, 4, 5, 6};
        ParameterSpace second = space(4).only(Set.of("second"));
        List<Tuner> tuners = List.of(new HillClimbing(second, start, TunersTest::bowl, 9),
                new MonteCarloRestarts(second, start, TunersTest::bowl, 9, 5),
                new SimulatedAnnealing(second, start, TunersTest::bowl, 9, 0, 0.99),
                new GeneticAlgorithm(second, start, TunersTest::bowl, 9, 8, 0.7, 0.3),
                new TexelLocalSearch(second, start, TunersTest::bowl, 9));
        for (Tuner tuner : tuners) {
            run(tuner, 2_000);
            int[] best = tuner.best();
            assertArrayEquals(new int[] {1, 2, 3}, new int[] {best[0], best[1], best[2]}, tuner.name());
            assertTrue(bowl(best) < bowl(start) / 4, tuner.name() + " should tune the free half: " + bowl(best));
        }
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> space(1).only(Set.of("third")));
        assertThrows(IllegalArgumentException.class, () -> new HillClimbing(space(1), new int[] {1}, TunersTest::bowl, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new HillClimbing(space(1), new int[] {0, 0, 0, 0, 0, 101}, TunersTest::bowl, 1));
        assertThrows(IllegalArgumentException.class, () -> new SimulatedAnnealing(space(1), ZERO, TunersTest::bowl, 1, 1, 1.5));
        assertThrows(IllegalArgumentException.class, () -> new GeneticAlgorithm(space(1), ZERO, TunersTest::bowl, 1, 1, 0.5, 0.5));
        assertThrows(IllegalArgumentException.class, () -> new ParameterSpace.Parameter("x", 5, 1, "g"));
    }
}
