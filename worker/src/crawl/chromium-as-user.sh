#!/bin/sh
# Chromium for a worker that runs as root (see browser-user.ts): Playwright starts this script in Chromium's place;
# it hands Playwright's fresh profile directory to the unprivileged browser user, then becomes that user (no
# capabilities, none inheritable) and runs Chromium with its sandbox on. The environment is the minimal one
# Playwright was given: no database or Redis URL reaches the browser.
set -eu
: "${CBCT_BROWSER_USER:?}" "${CBCT_BROWSER_EXECUTABLE:?}" "${CBCT_BROWSER_HOME:?}"
for arg in "$@"; do
  case "$arg" in
    --user-data-dir=*) chown -R "$CBCT_BROWSER_USER:" "${arg#--user-data-dir=}" ;;
  esac
done
exec setpriv --reuid="$CBCT_BROWSER_USER" --regid="$CBCT_BROWSER_USER" --init-groups --inh-caps=-all \
  --bounding-set=-all env -i HOME="$CBCT_BROWSER_HOME" PATH="${PATH:-/usr/bin:/bin}" LANG=C.UTF-8 \
  "$CBCT_BROWSER_EXECUTABLE" "$@"
