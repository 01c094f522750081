#!/usr/bin/env bash
# Installs what the pages' tests drive: Debian's Chromium and ChromeDriver
# (/usr/bin/chromium, /usr/bin/chromedriver), when they are missing and this runs as root
# on Debian. Elsewhere it says what is missing; the tests then fail under CI=true.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "with-browser: installing chromium and chromium-driver" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium chromium-driver >&2 \
        || { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium chromium-driver >&2; }
else
    echo "with-browser: no /usr/bin/chromium or /usr/bin/chromedriver (apt-get install chromium chromium-driver)" >&2
fi
