package org.gametree.app.analysis;

/** How moves are written in the move list, PVs, trees and tables (Gomoku always uses h8). */
public enum MoveNotation {
    /** 炮二平五 */
    CHINESE,
    /** C2.5 */
    WXF,
    /** h2e2 */
    COORDINATE
}
