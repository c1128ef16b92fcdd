package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.core.tune.ParameterFile;
import org.gametree.core.tune.ParameterSpace;

/**
 * The weights of {@link RichEvaluation}: one named, typed table. Every weight the evaluation uses
 * is one {@link Parameter} here — its name, default, allowed range, group and meaning — and an
 * {@code EvalParameters} instance is one vector of values for them, in the order of
 * {@link #definitions()}. The evaluation copies the vector into its own fields when it is built,
 * so the search reads plain ints, never this table.
 *
 * <p><b>Names are stable</b>: the tuning lab saves and loads vectors by name ({@link #format()},
 * {@link #parse}), so a parameter is never renamed or given a new meaning; a new weight is a new
 * name (appended, which also keeps the indices of the others).
 *
 * <p>Units are centipawns (a pawn on its own half is 100) unless the description says otherwise;
 * "per side" terms are added for each side and count against the other.
 *
 * <p>Immutable.
 */
public final class EvalParameters {

    /** What a parameter belongs to: the evaluation's terms (see {@link Explanation.Term}). */
    public enum Group { MATERIAL, MOBILITY, KING_SAFETY, DEFENDERS, CANNON, ROOK, HORSE, PAWN, ENDGAME, TEMPO, THREATS }

    /**
     * One weight.
     *
     * @param index        its place in a vector
     * @param name         its stable name ("mobility.rook")
     * @param defaultValue the hand-set value
     * @param min          the smallest allowed value
     * @param max          the largest allowed value
     * @param group        the term it belongs to
     * @param description  what it weighs, in a sentence
     */
    public record Parameter(int index, String name, int defaultValue, int min, int max, Group group, String description) {
    }

    private static final List<Parameter> DEFINITIONS = new ArrayList<>();
    private static final Map<String, Parameter> BY_NAME = new LinkedHashMap<>();

    // ------------------------------------------------------------------ material (tapered)
    // The piece-square tables (PieceSquareTables) stay the positional base; these replace their
    // material numbers, blended from middle game (mg) to endgame (eg) by the attacking material
    // left on the board (see RichEvaluation: rook 4, horse 2, cannon 2 per piece, 32 in all).

    public static final int ADVISOR_MG = add("material.advisor.mg", 200, 100, 400, Group.MATERIAL,
            "An advisor's value with all attacking pieces on the board.");
    public static final int ADVISOR_EG = add("material.advisor.eg", 200, 100, 400, Group.MATERIAL,
            "An advisor's value with no rook, horse or cannon left.");
    public static final int ELEPHANT_MG = add("material.elephant.mg", 200, 100, 400, Group.MATERIAL,
            "An elephant's value with all attacking pieces on the board.");
    public static final int ELEPHANT_EG = add("material.elephant.eg", 200, 100, 400, Group.MATERIAL,
            "An elephant's value with no rook, horse or cannon left.");
    public static final int HORSE_MG = add("material.horse.mg", 400, 250, 600, Group.MATERIAL,
            "A horse's value with all attacking pieces on the board.");
    public static final int HORSE_EG = add("material.horse.eg", 430, 250, 600, Group.MATERIAL,
            "A horse's value in the endgame (a horse gains as the board empties).");
    public static final int ROOK_MG = add("material.rook.mg", 900, 600, 1200, Group.MATERIAL,
            "A rook's value with all attacking pieces on the board.");
    public static final int ROOK_EG = add("material.rook.eg", 900, 600, 1200, Group.MATERIAL,
            "A rook's value in the endgame.");
    public static final int CANNON_MG = add("material.cannon.mg", 450, 250, 600, Group.MATERIAL,
            "A cannon's value with all attacking pieces on the board (many screens).");
    public static final int CANNON_EG = add("material.cannon.eg", 410, 250, 600, Group.MATERIAL,
            "A cannon's value in the endgame (few screens left).");
    public static final int PAWN_MG = add("material.pawn.mg", 100, 50, 200, Group.MATERIAL,
            "A pawn's value with all attacking pieces on the board.");
    public static final int PAWN_EG = add("material.pawn.eg", 100, 50, 200, Group.MATERIAL,
            "A pawn's value in the endgame (see also pawn.crossed.eg).");
    public static final int POSITION_SCALE = add("position.scale", 100, 0, 200, Group.MATERIAL,
            "Percent of the piece-square tables' positional bonus that counts.");

    // ------------------------------------------------------------------ mobility
    // Hand-tuned by self-play at depth 4 against pst (120 games each): rook/horse/cannon weights
    // 2/4/1 scored 57%, 4/8/2 68%, 8/16/4 72%, 12/24/6 60%.

    public static final int MOBILITY_ROOK = add("mobility.rook", 8, 0, 30, Group.MOBILITY,
            "Per safe square a rook reaches (empty or an enemy piece, not attacked by a cheaper enemy piece).");
    public static final int MOBILITY_ROOK_TYPICAL = add("mobility.rook.typical", 7, 0, 17, Group.MOBILITY,
            "Safe rook squares that count as zero (keeps the material value the value of an average rook).");
    public static final int MOBILITY_HORSE = add("mobility.horse", 16, 0, 40, Group.MOBILITY,
            "Per safe square a horse reaches over a free leg (not attacked by an enemy pawn, advisor or elephant).");
    public static final int MOBILITY_HORSE_TYPICAL = add("mobility.horse.typical", 3, 0, 8, Group.MOBILITY,
            "Safe horse squares that count as zero.");
    public static final int MOBILITY_CANNON = add("mobility.cannon", 4, 0, 30, Group.MOBILITY,
            "Per safe empty square a cannon can move to.");
    public static final int MOBILITY_CANNON_TYPICAL = add("mobility.cannon.typical", 6, 0, 17, Group.MOBILITY,
            "Safe cannon squares that count as zero.");

    // ------------------------------------------------------------------ king safety

    public static final int KS_ROOK = add("kingSafety.attacker.rook", 4, 0, 20, Group.KING_SAFETY,
            "Danger units of an enemy rook that reaches a point of the palace.");
    public static final int KS_HORSE = add("kingSafety.attacker.horse", 4, 0, 20, Group.KING_SAFETY,
            "Danger units of an enemy horse that reaches a point of the palace.");
    public static final int KS_CANNON = add("kingSafety.attacker.cannon", 3, 0, 20, Group.KING_SAFETY,
            "Danger units of an enemy cannon that attacks a point of the palace over a screen.");
    public static final int KS_PAWN = add("kingSafety.attacker.pawn", 2, 0, 20, Group.KING_SAFETY,
            "Danger units of an enemy pawn that reaches a point of the palace.");
    public static final int KS_SQUARE = add("kingSafety.square", 1, 0, 10, Group.KING_SAFETY,
            "Danger units per palace point an attacker reaches (counted per attacker).");
    public static final int KS_SCALE = add("kingSafety.scale", 8, 0, 64, Group.KING_SAFETY,
            "Penalty = danger units squared × scale / 16: two attackers hurt more than twice one.");
    public static final int KS_MAX = add("kingSafety.max", 300, 0, 1000, Group.KING_SAFETY,
            "Largest king-danger penalty.");
    public static final int KS_OPEN_FILE = add("kingSafety.openFile", 15, 0, 100, Group.KING_SAFETY,
            "Per enemy rook, when no own piece stands in front of the king on its file (the exposed king).");

    // ------------------------------------------------------------------ defenders (缺士怕双车, 缺象怕炮攻)

    public static final int MISSING_ADVISOR_ROOK = add("defenders.missingAdvisor.rook", 12, 0, 80, Group.DEFENDERS,
            "Per missing advisor and enemy rook (a palace without advisors fears rooks).");
    public static final int MISSING_ADVISOR_HORSE = add("defenders.missingAdvisor.horse", 10, 0, 80, Group.DEFENDERS,
            "Per missing advisor and enemy horse.");
    public static final int MISSING_ADVISOR_CANNON = add("defenders.missingAdvisor.cannon", 4, 0, 80, Group.DEFENDERS,
            "Per missing advisor and enemy cannon.");
    public static final int MISSING_ELEPHANT_ROOK = add("defenders.missingElephant.rook", 4, 0, 80, Group.DEFENDERS,
            "Per missing elephant and enemy rook.");
    public static final int MISSING_ELEPHANT_HORSE = add("defenders.missingElephant.horse", 4, 0, 80, Group.DEFENDERS,
            "Per missing elephant and enemy horse.");
    public static final int MISSING_ELEPHANT_CANNON = add("defenders.missingElephant.cannon", 12, 0, 80, Group.DEFENDERS,
            "Per missing elephant and enemy cannon (a palace without elephants fears cannons).");

    // ------------------------------------------------------------------ cannon

    public static final int CANNON_EMPTY_HEAD = add("cannon.emptyHead", 40, 0, 200, Group.CANNON,
            "A cannon on the enemy king's file or rank with nothing between (空头炮: no defender may step between).");
    public static final int CANNON_TWO_SCREENS = add("cannon.kingScreens", 10, 0, 100, Group.CANNON,
            "A cannon on the enemy king's file or rank with two pieces between (one moves: check).");
    public static final int CANNON_TARGET = add("cannon.target", 4, 0, 50, Group.CANNON,
            "Per enemy piece a cannon attacks over a screen.");

    // ------------------------------------------------------------------ rook

    public static final int ROOK_OPEN_FILE = add("rook.openFile", 15, 0, 100, Group.ROOK,
            "A rook with no pawn in front of it on its file.");
    public static final int ROOK_HALF_OPEN_FILE = add("rook.halfOpenFile", 6, 0, 100, Group.ROOK,
            "A rook with enemy pawns, but no own pawn, in front of it on its file.");

    // ------------------------------------------------------------------ horse

    public static final int HORSE_LEG_BLOCKED = add("horse.legBlocked", 4, 0, 50, Group.HORSE,
            "Penalty per occupied horse leg (蹩马腿) that blocks a point on the board.");
    public static final int HORSE_PALACE_HEART = add("horse.palaceHeart", 30, 0, 150, Group.HORSE,
            "Penalty for a horse in the centre of its own palace (窝心马), blocking king and advisors.");
    public static final int HORSE_TRAPPED = add("horse.trapped", 20, 0, 150, Group.HORSE,
            "Penalty for a horse with no safe square to go to.");

    // ------------------------------------------------------------------ pawn

    public static final int PAWN_CONNECTED = add("pawn.connected", 12, 0, 100, Group.PAWN,
            "Per pair of crossed pawns side by side on one rank (联兵).");
    public static final int PAWN_PALACE = add("pawn.palace", 8, 0, 100, Group.PAWN,
            "A crossed pawn in the enemy palace or on the three points in front of it.");
    public static final int PAWN_LAST_RANK = add("pawn.lastRank", 20, 0, 100, Group.PAWN,
            "Penalty for a pawn on the enemy back rank (底兵/老兵: it can only move sideways).");
    public static final int PAWN_CROSSED_EG = add("pawn.crossed.eg", 40, 0, 200, Group.PAWN,
            "Bonus per crossed pawn (not on the back rank) with no rook, horse or cannon left, blended by phase.");

    // ------------------------------------------------------------------ endgame scaling (of 64)

    public static final int SCALE_NO_ATTACKERS = add("scale.noAttackers", 0, 0, 64, Group.ENDGAME,
            "Of 64: the stronger side has no rook, horse, cannon or pawn off the back rank and cannot mate.");
    public static final int SCALE_LONE_HORSE = add("scale.loneHorse", 8, 0, 64, Group.ENDGAME,
            "Of 64: a lone horse against a defender with an advisor and another advisor or elephant.");
    public static final int SCALE_LONE_CANNON = add("scale.loneCannon", 8, 0, 64, Group.ENDGAME,
            "Of 64: a lone cannon with no own advisor as screen, or against two defenders.");
    public static final int SCALE_LONE_PAWN = add("scale.lonePawn", 12, 0, 64, Group.ENDGAME,
            "Of 64: a lone pawn against two defenders (advisors or elephants).");
    public static final int SCALE_ROOK_VS_ROOK = add("scale.rookVsRook", 16, 0, 64, Group.ENDGAME,
            "Of 64: a lone rook against a rook.");
    public static final int SCALE_ROOK_VS_DEFENDED_MINOR = add("scale.rookVsDefendedMinor", 16, 0, 64, Group.ENDGAME,
            "Of 64: a lone rook against a horse or cannon with both advisors.");

    // ------------------------------------------------------------------ tempo

    public static final int TEMPO = add("tempo", 6, 0, 50, Group.TEMPO,
            "Bonus for the side to move.");

    // ------------------------------------------------------------------ threats

    // Off by default: at depth 4 they did not pay (48% in 120 games against the same weights
    // without them, side to move only; 44% when both sides' threatened pieces counted).
    public static final int THREAT_ROOK = add("threat.rook", 0, 0, 200, Group.THREATS,
            "Penalty for a rook of the side to move attacked by a cheaper piece (pawn, advisor, elephant, horse or cannon).");
    public static final int THREAT_MINOR = add("threat.minor", 0, 0, 200, Group.THREATS,
            "Penalty for a horse or cannon of the side to move attacked by a pawn, advisor or elephant.");

    // ------------------------------------------------------------------ king safety (appended)

    public static final int KS_MIN_ATTACKERS = add("kingSafety.minAttackers", 1, 1, 6, Group.KING_SAFETY,
            "The king-danger penalty counts from this many enemy pieces reaching the palace.");

    /** The values set by hand in the definitions above. */
    private static final int[] HAND;

    static {
        HAND = new int[DEFINITIONS.size()];
        for (Parameter parameter : DEFINITIONS) {
            HAND[parameter.index()] = parameter.defaultValue();
        }
    }

    private static final EvalParameters HAND_SET = new EvalParameters(HAND.clone());

    private static final ParameterSpace SPACE = buildSpace();

    /** The shipped parameter file (a resource beside this class): the values the engines play with. */
    public static final String SHIPPED = "rich.params";

    private static final EvalParameters DEFAULT = shipped();

    private static EvalParameters shipped() {
        try (java.io.InputStream in = EvalParameters.class.getResourceAsStream(SHIPPED)) {
            if (in == null) {
                throw new IllegalStateException("the shipped parameter file " + SHIPPED + " is missing");
            }
            return parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), true);
        } catch (java.io.IOException | IllegalArgumentException e) {
            throw new IllegalStateException("the shipped parameter file " + SHIPPED + ": " + e.getMessage(), e);
        }
    }

    private final int[] values;

    private EvalParameters(int[] values) {
        this.values = values;
    }

    private static int add(String name, int defaultValue, int min, int max, Group group, String description) {
        if (min > defaultValue || defaultValue > max || BY_NAME.containsKey(name)) {
            throw new IllegalStateException("bad parameter definition " + name);
        }
        Parameter parameter = new Parameter(DEFINITIONS.size(), name, defaultValue, min, max, group, description);
        DEFINITIONS.add(parameter);
        BY_NAME.put(name, parameter);
        return parameter.index();
    }

    /** Every parameter, in vector order. */
    public static List<Parameter> definitions() {
        return Collections.unmodifiableList(DEFINITIONS);
    }

    /** How many parameters a vector has. */
    public static int size() {
        return DEFINITIONS.size();
    }

    /**
     * The parameter of a name.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static Parameter parameter(String name) {
        Parameter parameter = BY_NAME.get(name);
        if (parameter == null) {
            throw new IllegalArgumentException("unknown evaluation parameter '" + name + "'");
        }
        return parameter;
    }

    /** The values the engines play with: those of the shipped file {@link #SHIPPED}. */
    public static EvalParameters defaults() {
        return DEFAULT;
    }

    /** The values set by hand in the definitions (the shipped file's starting point before any tuning). */
    public static EvalParameters handSet() {
        return HAND_SET;
    }

    /**
     * The parameters as a tuner's space: groups by {@link Group} name in lower case, steps a
     * fortieth of each range (at least 1).
     */
    public static ParameterSpace space() {
        return SPACE;
    }

    private static ParameterSpace buildSpace() {
        List<ParameterSpace.Parameter> parameters = new ArrayList<>();
        for (Parameter p : DEFINITIONS) {
            parameters.add(new ParameterSpace.Parameter(p.name(), p.min(), p.max(), ParameterFile.groupName(p.group())));
        }
        return new ParameterSpace(parameters);
    }

    /**
     * Reads a parameter file (see {@link #parse}).
     *
     * @throws IllegalArgumentException saying in words what is wrong: a missing or unreadable
     *                                  file, or the file and line of anything malformed
     */
    public static EvalParameters read(java.nio.file.Path file) {
        String text = ParameterFile.read(file);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The weights an option names for an evaluation: the file's, or the defaults without one.
     *
     * @throws IllegalArgumentException for a file given with another evaluation, or one that cannot be read
     */
    public static EvalParameters forEvaluation(String evaluation, java.nio.file.Path file) {
        if (file == null) {
            return DEFAULT;
        }
        if (!evaluation.equals(RichEvaluation.NAME)) {
            throw new IllegalArgumentException("parameter files are for the rich evaluation, not " + evaluation);
        }
        return read(file);
    }

    /** Writes {@link #format()} to {@code file} atomically. */
    public void save(java.nio.file.Path file) throws java.io.IOException {
        ParameterFile.write(file, format());
    }

    /**
     * A vector of values, in the order of {@link #definitions()} (copied).
     *
     * @throws IllegalArgumentException if its length is not {@link #size()} or a value lies outside
     *                                  its parameter's range (naming the parameter)
     */
    public static EvalParameters of(int[] values) {
        if (values.length != DEFINITIONS.size()) {
            throw new IllegalArgumentException("an evaluation parameter vector has " + DEFINITIONS.size()
                    + " values, got " + values.length);
        }
        for (Parameter parameter : DEFINITIONS) {
            check(parameter, values[parameter.index()]);
        }
        return new EvalParameters(values.clone());
    }

    private static void check(Parameter parameter, int value) {
        if (value < parameter.min() || value > parameter.max()) {
            throw new IllegalArgumentException(parameter.name() + " = " + value + " is outside its range "
                    + parameter.min() + ".." + parameter.max());
        }
    }

    /** The value at a vector index (the {@code static final int} constants of this class). */
    public int get(int index) {
        return values[index];
    }

    /** The value of a named parameter. */
    public int get(String name) {
        return values[parameter(name).index()];
    }

    /** These values with one changed (range-checked). */
    public EvalParameters with(String name, int value) {
        Parameter parameter = parameter(name);
        check(parameter, value);
        int[] copy = values.clone();
        copy[parameter.index()] = value;
        return new EvalParameters(copy);
    }

    /** The values as a new array, in vector order. */
    public int[] toArray() {
        return values.clone();
    }

    /** The parameter file of these values (see {@link ParameterFile}). */
    public String format() {
        return ParameterFile.format(RichEvaluation.NAME, SPACE, values);
    }

    /**
     * Reads {@code name = value} lines (blank lines and lines starting with {@code #} are
     * skipped); parameters not named keep their defaults. The comment lines {@code # gametree
     * parameters vN} and {@code # evaluation NAME} of {@link #format()} are checked when present.
     *
     * @throws IllegalArgumentException naming the line for a malformed line, an unknown name, a
     *                                  repeated name, a value out of range, a newer format or
     *                                  another evaluation's file
     */
    public static EvalParameters parse(String text) {
        return parse(text, false);
    }

    /** As {@link #parse(String)}; with {@code complete}, every parameter must be named. */
    private static EvalParameters parse(String text, boolean complete) {
        return new EvalParameters(ParameterFile.parse(RichEvaluation.NAME, SPACE,
                complete ? HAND : DEFAULT.values, text, complete));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EvalParameters o && Arrays.equals(values, o.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return format();
    }
}
