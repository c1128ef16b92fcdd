/**
 * The Gomocup (Piskvork) protocol on a pair of streams ({@link org.gametree.gomoku.protocol.GomocupDriver};
 * the command line runs it on standard input and output as {@code gomoku-engine.jar gomocup}).
 *
 * <p>Commands (case-insensitive; replies flushed line by line):
 * <ul>
 *   <li>{@code START n} (15 ≤ n ≤ 20) and {@code RECTSTART n,n} → {@code OK}, else {@code ERROR};
 *       {@code RESTART} → {@code OK}. Each starts an empty board under the current rule and clears
 *       the engine's table.</li>
 *   <li>{@code INFO key value} → no reply: {@code timeout_turn}, {@code timeout_match},
 *       {@code time_left} (ms), {@code max_memory} (checked, ignored: the table size is fixed) and
 *       {@code rule}, a bitmask — 4 renju (wins over 1), 1 exactly five (standard), other bits
 *       (2 continuous game, 8 caro) ignored. A new rule applies at once: the current game is
 *       replayed under it. Other keys are ignored; a bad number is an {@code ERROR}.</li>
 *   <li>{@code BEGIN} (empty board), {@code TURN x,y} (the opponent's move) and
 *       {@code BOARD} … {@code x,y,field} … {@code DONE} → this engine's move {@code x,y}. In BOARD,
 *       field 1 is this engine's stone, 2 the opponent's (3, a continuous-game stone, is refused);
 *       the stones are taken as listed in the order played (as Piskvork sends them) and replayed
 *       alternately from black. The engine is the side to move: black with as many stones as the
 *       opponent, white with one fewer; other counts, duplicates, off-board points, a five already
 *       on the board or (renju) a black stone on a forbidden point are an {@code ERROR}, and the
 *       game stays as it was before BOARD. A block gets one reply: a line that cannot be a stone
 *       (not {@code x,y,field}, off the board, a bad field), a line beyond the board's number of
 *       points, {@code BOARD} with arguments or before {@code START} is answered
 *       {@code ERROR BOARD line N '…': …} at once, and the block's remaining lines are skipped
 *       up to {@code DONE} (which then gets no reply). So a block without {@code DONE} holds at
 *       most size² lines.</li>
 *   <li>{@code TAKEBACK x,y} → {@code OK} when {@code x,y} is the last move (either side's), else
 *       {@code ERROR}.</li>
 *   <li>{@code ABOUT} → {@code name="…", version="…", author="…", country="…"}; {@code END} ends the
 *       loop without a reply (so does the end of the input).</li>
 * </ul>
 * <p>While it thinks (under {@code GomocupDriver.run}: the search has a thread of its own) the
 * loop goes on reading: {@code END} stops the search and ends the loop at once — the move being
 * searched is dropped, nothing is written after {@code END}; {@code INFO} is taken ({@code
 * timeout_*}, {@code time_left}: for the next move; {@code rule}: applied after this move is
 * played); {@code ABOUT} is answered; any other command is answered {@code ERROR busy: …}, as a
 * manager must wait for the move. At the end of the input a running search is finished and
 * its move sent. Input lines longer than 4096 characters are answered {@code ERROR} and not kept.
 *
 * <p>A {@code TURN} on an occupied or off-board point, or on a forbidden point of a black opponent
 * under renju, is an {@code ERROR} and changes nothing. A {@code TURN} that ends the game (the
 * opponent's five, a full board) is kept and answered {@code ERROR the game is over (…)}.
 * Unknown commands are answered {@code ERROR} as well (the protocol also knows {@code UNKNOWN};
 * this engine's contract is a single error reply).
 *
 * <p>Search information: one {@code MESSAGE depth D value V nodes N time T nps S pv x,y x,y …}
 * per completed iteration (nodes and milliseconds summed over the iterations so far; values
 * from the mover's side, mates as {@code mate N}); a move found before the search is announced as
 * {@code MESSAGE FIVE|VCF|VCT value mate N nodes N pv …}. Points in messages are written in the
 * protocol's own {@code x,y}, like the moves, so a manager's log reads in one coordinate system.
 *
 * <p>Time: see {@code TimeControl} — {@code min(timeout_turn,
 * time_left / 15)} minus 10% and 30 ms per move, enforced by the search's time limit and an alarm
 * raising its stop signal from the moment the command arrived.
 */
package org.gametree.gomoku.protocol;
