#!/usr/bin/env bash
# Makes the Devanagari web font the Hindi screens load (assets/fonts/SOURCE.md). Run by
# hand when the subset should change, not by the build: the build ships the committed woff2 files.
# Needs Debian's fonts-noto-core and python3-fonttools + python3-brotli (build-time tools only).
set -euo pipefail
src=/usr/share/fonts/truetype/noto
out="$(dirname "$0")/../../src/web/public/assets/fonts"
# Devanagari, the joiners its shaping needs, ₹ and the dotted circle a lone vowel sign sits on.
unicodes='U+0900-097F,U+200C-200D,U+20B9,U+25CC'
for weight in 400:Regular 700:Bold; do
  /usr/bin/python3 -m fontTools.subset "$src/NotoSansDevanagari-${weight#*:}.ttf" \
    --unicodes="$unicodes" --layout-features='*' --no-hinting --desubroutinize \
    --name-IDs='*' --flavor=woff2 \
    --output-file="$out/noto-sans-devanagari-${weight%%:*}-v1.woff2"
done
