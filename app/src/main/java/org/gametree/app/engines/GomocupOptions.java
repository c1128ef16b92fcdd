package org.gametree.app.engines;

import java.util.List;

import org.gametree.xiangqi.tactics.UciOption;

/**
 * The Gomocup protocol's standard {@code INFO} keys, offered as a Gomocup engine's options (the
 * protocol announces none): times in milliseconds, memory in bytes (0: no limit). The rule and
 * the board size are not among them: they come from the game being analysed.
 */
final class GomocupOptions {

    static final List<UciOption> STANDARD = List.of(
            spin("timeout_turn", 5_000, 0, 3_600_000),
            spin("timeout_match", 180_000, 0, 86_400_000),
            spin("max_memory", 0, 0, 68_719_476_736L),
            spin("game_type", 1, 0, 3),
            spin("thread_num", 1, 1, 512));

    private GomocupOptions() {
    }

    private static UciOption spin(String name, long value, long min, long max) {
        return new UciOption(name, UciOption.Type.SPIN, Long.toString(value), min, max, List.of());
    }
}
