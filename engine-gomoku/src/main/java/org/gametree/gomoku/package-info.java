/** Gomoku and Renju: rules, pattern evaluation and threat-space search (coming with the Gomoku issue). */
package org.gametree.gomoku;
