#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium. Install it when missing and we are root; otherwise
# stop with a message that says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  (apt-get update -qq && apt-get install -y -qq chromium) >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium at $chromium_path." >&2
echo "Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
