#!/usr/bin/env bash
# Runs a command (default: `npm test`) as on a machine with no browser installed: in a private mount
# namespace where the system Chromium/Chrome binaries and Debian's /usr/lib/chromium are hidden, and
# with a fresh TMPDIR, so the browser suite must find, unpack and drive the Chromium inside the
# @sparticuz/chromium dev dependency (pwa/e2e/support/find-browser.ts). Nothing outside the
# namespace changes. Needs root (or CAP_SYS_ADMIN) for unshare and mount.
#
#   scripts/test-without-system-browser.sh                 # npm test
#   scripts/test-without-system-browser.sh npm run test:e2e
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- npm test

exec unshare --mount --propagation private -- bash -euo pipefail -c '
  hidden=$(mktemp -d /tmp/ledgerlink-no-browser-XXXXXX)
  # Unmount (lazily: this shell runs from /usr/bin) before removing, so the removal never reaches
  # through the overlay; the exit status stays the command'"'"'s.
  cleanup() {
    local status=$?
    umount -l /usr/bin 2>/dev/null || true
    umount -l "$hidden/bin" 2>/dev/null || true
    rm -rf "$hidden" || true
    exit "$status"
  }
  trap cleanup EXIT
  # /usr/lib/chromium and /opt/google: an empty folder over each. /usr/bin: an overlay whose upper
  # layer deletes the browsers, or where overlays are refused, a copy without them.
  for dir in /usr/lib/chromium /opt/google; do
    [ -d "$dir" ] && mount -t tmpfs tmpfs "$dir"
  done
  browsers="chromium-headless-shell chromium chromium-browser google-chrome google-chrome-stable"
  mkdir -p "$hidden/upper" "$hidden/work" "$hidden/bin"
  if mount -t overlay overlay -o "lowerdir=/usr/bin,upperdir=$hidden/upper,workdir=$hidden/work" "$hidden/bin" 2>/dev/null; then
    :
  else
    cp -a /usr/bin/. "$hidden/bin/"
  fi
  for name in $browsers; do rm -f "$hidden/bin/$name"; done
  mount --bind "$hidden/bin" /usr/bin
  for name in $browsers; do
    if command -v "$name" >/dev/null 2>&1; then echo "still visible: $(command -v "$name")" >&2; exit 1; fi
  done
  [ -z "$(ls -A /usr/lib/chromium 2>/dev/null)" ] || { echo "/usr/lib/chromium still visible" >&2; exit 1; }
  mkdir -p "$hidden/tmp"
  export TMPDIR="$hidden/tmp"
  unset CHROME_PATH CHROMIUM_PATH LEDGERLINK_BROWSER
  echo "No system browser here (which chromium: $(command -v chromium || echo none)); TMPDIR=$TMPDIR" >&2
  "$@"
' bash "$@"
