package org.gametree.xiangqi.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.gametree.xiangqi.uci.UciEngine;

import picocli.CommandLine.Command;

/** {@code uci}: speak UCI on standard input and output, for other GUIs and engine matches. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Speak the UCI protocol (Xiangqi, as Pikafish does) on standard input and output.")
final class UciCommand implements Callable<Integer> {

    @Override
    public Integer call() throws IOException {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        Reader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        new UciEngine(out).run(in);
        return 0;
    }
}
