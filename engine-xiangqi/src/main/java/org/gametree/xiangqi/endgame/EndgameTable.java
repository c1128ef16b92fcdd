package org.gametree.xiangqi.endgame;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

import org.gametree.core.io.AtomicWrite;

/**
 * The value and distance of every position of one material set, both sides to move, bit-packed.
 *
 * <p>An entry is {@code value | distance << 2}: value {@link #ILLEGAL} (the index is no
 * position), {@link #WIN}, {@link #DRAW} or {@link #LOSS} for the side to move; distance in plies
 * to mate with best play (the winner mating as fast as it can, the loser delaying), through
 * captures into smaller sets; 0 for draws and illegal indices. Entries are {@link #bits} wide
 * (2 + enough bits for the longest distance) and packed back to back into longs, the entry of
 * side to move {@code s} at index {@code i} being number {@code s × size + i}.
 *
 * <p><b>File format</b> (big-endian, version {@value #VERSION}): the magic {@code GTXQEGTB}; the
 * version (int); the set name (modified UTF-8, as {@link DataOutputStream#writeUTF}); positions
 * per side to move (long); bits per entry (int); longest distance (int); number of longs (int);
 * the longs; then a CRC-32 of every byte before it (long). The file is written to a temporary
 * file and renamed over the target, so a reader never sees half a file.
 */
public final class EndgameTable {

    public static final int ILLEGAL = 0;
    public static final int WIN = 1;
    public static final int DRAW = 2;
    public static final int LOSS = 3;

    static final byte[] MAGIC = {'G', 'T', 'X', 'Q', 'E', 'G', 'T', 'B'};
    static final int VERSION = 1;

    private final MaterialSet set;
    private final SetIndex index;
    private final int bits;
    private final long mask;
    private final int maxDistance;
    private final long[] data;

    private EndgameTable(MaterialSet set, SetIndex index, int bits, int maxDistance, long[] data) {
        this.set = set;
        this.index = index;
        this.bits = bits;
        this.mask = (1L << bits) - 1;
        this.maxDistance = maxDistance;
        this.data = data;
    }

    /** Packs per-entry values and distances (index {@code s × size + i}) into a table. */
    static EndgameTable pack(SetIndex index, byte[] value, short[] distance) {
        int maxDistance = 0;
        for (short d : distance) {
            maxDistance = Math.max(maxDistance, d);
        }
        int bits = 2 + (32 - Integer.numberOfLeadingZeros(maxDistance));
        long entries = 2 * index.size;
        long[] data = new long[(int) ((entries * bits + 63) / 64)];
        EndgameTable table = new EndgameTable(index.set, index, bits, maxDistance, data);
        for (int e = 0; e < entries; e++) {
            table.write(e, value[e] | distance[e] << 2);
        }
        return table;
    }

    private void write(long entry, int packed) {
        long bit = entry * bits;
        int word = (int) (bit >>> 6);
        int shift = (int) (bit & 63);
        data[word] |= (packed & mask) << shift;
        if (shift + bits > 64) {
            data[word + 1] |= (packed & mask) >>> (64 - shift);
        }
    }

    /** The packed entry ({@code value | distance << 2}) of side to move {@code stm} at {@code index}. */
    public int entry(int stm, int position) {
        long bit = ((long) stm * index.size + position) * bits;
        int word = (int) (bit >>> 6);
        int shift = (int) (bit & 63);
        long v = data[word] >>> shift;
        if (shift + bits > 64) {
            v |= data[word + 1] << (64 - shift);
        }
        return (int) (v & mask);
    }

    public static int value(int entry) {
        return entry & 3;
    }

    public static int distance(int entry) {
        return entry >>> 2;
    }

    public MaterialSet set() {
        return set;
    }

    SetIndex index() {
        return index;
    }

    /** Positions per side to move (indices, legal or not). */
    public long size() {
        return index.size;
    }

    public int maxDistance() {
        return maxDistance;
    }

    public int bitsPerEntry() {
        return bits;
    }

    /** Bytes of packed data. */
    public long dataBytes() {
        return data.length * 8L;
    }

    /** Writes the table to {@code file} atomically. */
    public void write(Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(data.length * 8 + 64);
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeUTF(set.name());
        out.writeLong(index.size);
        out.writeInt(bits);
        out.writeInt(maxDistance);
        out.writeInt(data.length);
        ByteBuffer buffer = ByteBuffer.allocate(data.length * 8);
        buffer.asLongBuffer().put(data);
        out.write(buffer.array());
        out.flush();
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        out.writeLong(crc.getValue());
        out.flush();

        Path target = file.toAbsolutePath();
        Path temporary = AtomicWrite.temporaryBeside(target);
        boolean done = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream stream = Channels.newOutputStream(channel);
                bytes.writeTo(stream);
                stream.flush();
                channel.force(true);
            }
            AtomicWrite.replace(temporary, target);
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /**
     * Reads a table of {@code set} from {@code file}, checking the magic, version, set name,
     * size and the CRC-32.
     *
     * @throws EndgameFileException if the file is not a sound table of that set
     */
    public static EndgameTable read(Path file, MaterialSet set) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        String where = "endgame file " + file;
        if (bytes.length < MAGIC.length + 8 || !java.util.Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new EndgameFileException(where + " is not an endgame table (bad magic)");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 8);
        long stored = ByteBuffer.wrap(bytes, bytes.length - 8, 8).getLong();
        if (stored != crc.getValue()) {
            throw new EndgameFileException(String.format(
                    "%s is corrupt: checksum mismatch (stored CRC-32 %08x, computed %08x); delete it or rebuild with 'endgame build %s'",
                    where, stored, crc.getValue(), set.name()));
        }
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes, MAGIC.length, bytes.length - 8 - MAGIC.length));
        int version = in.readInt();
        if (version != VERSION) {
            throw new EndgameFileException(where + " has format version " + version + ", this program reads version " + VERSION
                    + "; rebuild it with 'endgame build " + set.name() + "'");
        }
        String name = in.readUTF();
        if (!name.equals(set.name())) {
            throw new EndgameFileException(where + " holds set " + name + ", expected " + set.name());
        }
        SetIndex index = new SetIndex(set);
        long size = in.readLong();
        int bits = in.readInt();
        int maxDistance = in.readInt();
        int words = in.readInt();
        if (size != index.size || bits < 2 || bits > 31 || words != (int) ((2 * size * bits + 63) / 64)) {
            throw new EndgameFileException(where + " does not match the index of " + set.name()
                    + " (size " + size + ", expected " + index.size + ")");
        }
        long[] data = new long[words];
        int offset = bytes.length - 8 - words * 8;
        ByteBuffer.wrap(bytes, offset, words * 8).asLongBuffer().get(data);
        return new EndgameTable(set, index, bits, maxDistance, data);
    }
}
