package org.gametree.core.tune;

/**
 * Simulated annealing with the Metropolis rule: each step moves one free parameter, chosen at
 * random, by one to three of its steps up or down; a move that lowers the loss is taken, one
 * that raises it by Δ is taken with probability e^(−Δ/T). The temperature T starts at
 * {@code t0} and is multiplied by {@code cooling} after every step (geometric cooling), so
 * the search wanders at first and settles as it cools; {@link #finished} once T is below a
 * thousandth of t0.
 *
 * <p>With {@code t0} ≤ 0 the start temperature is chosen from the problem: the mean rise of the
 * loss over {@value #PROBES} random moves from the start, divided by ln 2, so that a typical
 * worse move is first taken half of the time (losses differ by orders of magnitude between
 * objectives: a Texel loss moves by 1e-5, a match score by 0.05).
 */
public final class SimulatedAnnealing extends AbstractTuner {

    /** Random moves that set the start temperature when none is given. */
    public static final int PROBES = 10;

    private int[] current;
    private double currentLoss;
    private double temperature;
    private final double cooling;
    private final double end;

    public SimulatedAnnealing(ParameterSpace space, int[] start, Objective objective, long seed, double t0,
                              double cooling) {
        super(space, start, objective, seed);
        if (!(cooling > 0 && cooling < 1)) {
            throw new IllegalArgumentException("cooling must be between 0 and 1, got " + cooling);
        }
        current = start.clone();
        currentLoss = loss(current);
        temperature = t0 > 0 ? t0 : startTemperature();
        this.cooling = cooling;
        this.end = temperature / 1000;
    }

    private double startTemperature() {
        double rise = 0;
        int rises = 0;
        for (int k = 0; k < PROBES; k++) {
            int i = space.freeIndex(random.nextInt(space.freeCount()));
            int[] probe = moved(current, i, randomDelta(i));
            double delta = loss(probe) - currentLoss;
            if (delta > 0) {
                rise += delta;
                rises++;
            }
        }
        // a problem without a rising move near the start (flat, or all downhill): any small temperature
        return rises == 0 ? 1e-9 : rise / rises / Math.log(2);
    }

    private int randomDelta(int i) {
        int size = (1 + random.nextInt(3)) * space.get(i).step();
        return random.nextBoolean() ? size : -size;
    }

    @Override
    public String name() {
        return "simulated-annealing";
    }

    @Override
    public TuningStep step() {
        steps++;
        int i = space.freeIndex(random.nextInt(space.freeCount()));
        int delta = randomDelta(i);
        int[] candidate = moved(current, i, delta);
        boolean accepted = false;
        if (candidate[i] != current[i]) {
            double loss = loss(candidate);
            double rise = loss - currentLoss;
            // the draw is made for every move, so the random sequence does not depend on the losses' signs
            double u = random.nextDouble();
            if (rise <= 0 || u < Math.exp(-rise / temperature)) {
                current = candidate;
                currentLoss = loss;
                accepted = true;
            }
        }
        temperature *= cooling;
        return report(currentLoss, temperature, Double.NaN, accepted, describe(i, delta));
    }

    @Override
    public boolean finished() {
        return temperature < end;
    }

    /** The temperature now. */
    public double temperature() {
        return temperature;
    }
}
