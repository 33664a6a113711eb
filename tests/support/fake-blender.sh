#!/bin/sh
# A stand-in for Blender in the render queue's tests (BLENDER_PATH): answers --version, and for a
# render copies FAKE_BLENDER_IMAGE to the output path, printing Cycles-style progress.
# FAKE_BLENDER_MODE: ok (the default), crash (exits 1), or hang (leaves a marker file in
# FAKE_BLENDER_DIR and waits until FAKE_BLENDER_DIR/release exists, or its parent is gone: a
# killed worker takes its Blender with it, as systemd's control group does in production).
for arg in "$@"; do
  if [ "$arg" = "--version" ]; then echo "Blender 3.4.1 (stand-in)"; exit 0; fi
done
out=""
seen=0
for arg in "$@"; do
  if [ "$arg" = "--" ]; then seen=1; continue; fi
  if [ "$seen" -ge 1 ]; then
    seen=$((seen + 1))
    if [ "$seen" -eq 4 ]; then out="$arg"; fi
  fi
done
echo "Fra:1 Mem:12.00M (Peak 20.00M) | Time:00:00.01 | Sample 1/4"
case "${FAKE_BLENDER_MODE:-ok}" in
  crash) echo "Error: stand-in crash" >&2; exit 1 ;;
  hang)
    parent=$PPID
    touch "$FAKE_BLENDER_DIR/started.$$"
    while [ ! -e "$FAKE_BLENDER_DIR/release" ]; do
      kill -0 "$parent" 2>/dev/null || exit 1
      sleep 0.05
    done ;;
esac
echo "Fra:1 Mem:12.00M (Peak 24.00M) | Time:00:00.02 | Sample 2/4"
cp "$FAKE_BLENDER_IMAGE" "$out" || exit 1
echo "Fra:1 Mem:12.00M (Peak 24.00M) | Time:00:00.03 | Sample 4/4"
exit 0
