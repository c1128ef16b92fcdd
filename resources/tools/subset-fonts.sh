#!/usr/bin/env bash
# Regenerates the bundled CJK font subsets in
# resources/src/main/resources/org/gametree/resources/fonts/ from Debian's Noto CJK fonts.
#
# A developer tool, not part of the build: run it after adding UI text with new Chinese
# characters (FontCoverageTest in app fails until you do). Needs, on Debian/Ubuntu:
#   apt-get install -y fonts-noto-cjk fonttools
#
# Why subsets: a fresh Debian machine has no CJK font at all, so the pieces and the Chinese UI
# would render as blanks. The full Noto CJK fonts are 20-27 MB each; the subsets are tens of KB.
# Why renamed: the OFL forbids Modified Versions from using Reserved Font Names, and a distinct
# family ("Workbench …") never clashes with an installed Noto CJK, so the app always gets the
# bundled outlines. Why TrueType outlines: Noto CJK ships CFF (PostScript) outlines; converting
# them to quadratic glyf outlines gives a plain .ttf that every JavaFX text pipeline and
# java.awt.Font read alike.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/resources/src/main/resources/org/gametree/resources/fonts"
bundles="$repo/app/src/main/resources/org/gametree/app/i18n"

serif_src="${NOTO_SERIF_BOLD:-/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc}"
sans_src="${NOTO_SANS_REGULAR:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
# In Debian's .ttc collections the faces are JP, KR, SC, TC, HK: index 2 is Simplified Chinese.
sc_index=2

python=/usr/bin/python3
for tool in "$python" pyftsubset; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y fonttools" >&2; exit 1; }
done
for f in "$serif_src" "$sans_src"; do
    [ -f "$f" ] || { echo "missing $f: apt-get install -y fonts-noto-cjk" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Board characters: the pieces of both sides, the river words, and the file numbers
# (Chinese numerals for Red, Arabic digits for Black). Keep in step with BoardGlyphs.ALL in app.
printf '%s' '帅仕相马车炮兵将士象卒楚河汉界一二三四五六七八九123456789' > "$work/serif.txt"

# UI characters: printable ASCII (FEN, English UI, engine messages), typographic punctuation
# the UI and the engine's FEN messages use, and every character of every UI bundle.
# The opening names the Opening tab and the status bar show come from the engines' tables
# (ECCO's Chinese names, the Renju openings' Chinese names): their characters too.
names="$repo/engine-xiangqi/src/main/java/org/gametree/xiangqi/book/EccoOpenings.java $repo/engine-gomoku/src/main/java/org/gametree/gomoku/book/RenjuOpenings.java"
"$python" - "$bundles" "$work/sans.txt" $names <<'EOF'
import pathlib, re, sys
bundles, target = pathlib.Path(sys.argv[1]), sys.argv[2]
chars = {chr(c) for c in range(0x20, 0x7F)}
chars |= set('…—–·•“”‘’≥≤×←→↑↓')
# Move names in Chinese notation appear in sans text too (move list, tree, stepper, live PV):
# every piece, the file numerals and the words of a move.
chars |= set('帅仕相马车炮兵将士象卒一二三四五六七八九进退平前中后楚河汉界')
for path in sorted(bundles.glob('*.properties')):
    text = path.read_text(encoding='utf-8')
    text = re.sub(r'\\u([0-9a-fA-F]{4})', lambda m: chr(int(m.group(1), 16)), text)
    chars |= {c for c in text if c not in '\r\n\t'}
for name in sys.argv[3:]:
    chars |= {c for c in pathlib.Path(name).read_text(encoding='utf-8') if ord(c) > 0x7F}
pathlib.Path(target).write_text(''.join(sorted(chars)), encoding='utf-8')
EOF

subset() { # source, text file, output
    pyftsubset "$1" --font-number=$sc_index --text-file="$2" --output-file="$3" \
        --desubroutinize --no-hinting --name-IDs='*' --name-languages='*' \
        --layout-features='kern,palt,vert,vrt2' --notdef-outline
}
subset "$serif_src" "$work/serif.txt" "$work/serif.otf"
subset "$sans_src" "$work/sans.txt" "$work/sans.otf"

convert() { # input, output, family, subfamily, description
    "$python" - "$@" <<'EOF'
import sys
from fontTools.ttLib import TTFont, newTable
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

src, dst, family, style, description = sys.argv[1:6]
# Keep the source's timestamps so re-running the script on the same inputs gives identical files.
font = TTFont(src, recalcTimestamp=False)
glyph_order = font.getGlyphOrder()
glyph_set = font.getGlyphSet()

# CFF cubic outlines -> TrueType quadratic outlines, within 1 font unit of the original.
glyf = newTable('glyf')
glyf.glyphOrder = glyph_order
glyf.glyphs = {}
for name in glyph_order:
    pen = TTGlyphPen(glyph_set)
    glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
    glyf.glyphs[name] = pen.glyph()
font['loca'] = newTable('loca')
font['glyf'] = glyf
del font['CFF ']
if 'VORG' in font:
    del font['VORG']
glyf.compile(font)
hmtx = font['hmtx']
for name, g in glyf.glyphs.items():
    if hasattr(g, 'xMin'):
        hmtx[name] = (hmtx[name][0], g.xMin)

maxp = newTable('maxp')
maxp.tableVersion = 0x00010000
for field in ('maxZones',):
    setattr(maxp, field, 1)
for field in ('maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
              'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
    setattr(maxp, field, 0)
font['maxp'] = maxp
post = font['post']
post.formatType = 2.0
post.extraNames = []
post.mapping = {}
post.glyphOrder = glyph_order
font['head'].glyphDataFormat = 0
font.sfntVersion = '\x00\x01\x00\x00'

# A new family name (see the header of this script); copyright and licence records stay.
name = font['name']
name.names = [n for n in name.names if n.nameID not in (1, 2, 3, 4, 6, 10, 16, 17, 21, 22)]
full = family if style == 'Regular' else family + ' ' + style
postscript = family.replace(' ', '') + '-' + style
for platform in ((3, 1, 0x409), (1, 0, 0)):
    for name_id, value in ((1, family), (2, style), (3, postscript + ';workbench-subset'),
                           (4, full), (6, postscript), (10, description)):
        name.setName(value, name_id, *platform)
font.save(dst)
print(f'{dst}: {len(glyph_order)} glyphs')
EOF
}
convert "$work/serif.otf" "$out/WorkbenchSerifSC-Bold.ttf" 'Workbench Serif SC' Bold \
    'Subset of Noto Serif CJK SC Bold (board characters), renamed, TrueType outlines.'
convert "$work/sans.otf" "$out/WorkbenchSansSC-Regular.ttf" 'Workbench Sans SC' Regular \
    'Subset of Noto Sans CJK SC Regular (UI characters), renamed, TrueType outlines.'

# The licence travels with the fonts (OFL condition 2).
"$python" - "$out/OFL.txt" <<'EOF'
import gzip, pathlib, re, sys
src = pathlib.Path('/usr/share/doc/fonts-noto-cjk/copyright')
text = src.read_text(encoding='utf-8')
body = text.split('License: SIL-1.1\n', 2)[-1].split('\nLicense: ')[0]
body = '\n'.join('' if line == ' .' else line[1:] for line in body.splitlines())
header = ('Workbench Serif SC and Workbench Sans SC are subsets of Noto Serif CJK SC Bold and\n'
          'Noto Sans CJK SC Regular (fonts-noto-cjk 20220127), with their family names changed.\n'
          'Copyright 2014-2022 Adobe (http://www.adobe.com/), with Reserved Font Name \'Source\'.\n'
          'Noto is a trademark of Google Inc.\n\n'
          'This Font Software is licensed under the SIL Open Font License, Version 1.1.\n'
          'This license is copied below, and is also available with a FAQ at:\n'
          'https://openfontlicense.org\n\n')
pathlib.Path(sys.argv[1]).write_text(header + body.strip('\n') + '\n', encoding='utf-8')
EOF
ls -l "$out"
