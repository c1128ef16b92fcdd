package org.gametree.app.analysis.score;

/**
 * Whose side a shown score is taken from. The engines search in negamax form, so every value
 * they report is from the side to move at that node; a student comparing with a minimax
 * figure (MAX/MIN levels) wants one fixed side instead. One setting, used by every panel.
 */
public enum ScorePerspective {

    /** "+" is good for whoever is to move at that node (the engines' own convention). */
    SIDE_TO_MOVE,

    /** "+" is good for the first player: Red in Xiangqi, Black in Gomoku, MAX in a textbook tree. */
    FIRST_PLAYER
}
