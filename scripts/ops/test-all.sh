#!/usr/bin/env bash
# Every test MedMitra has, on a fresh Debian machine with Node 20 (`npm run test:all`):
#   1. installs Debian's chromium and postgresql when missing,
#   2. typecheck, lint and the production build, side by side,
#   3. unit + integration tests on the embedded database (PGlite),
#   4. the integration suite again on a throwaway PostgreSQL server,
#   5. the end-to-end tests on the build (process tests and Chromium journeys).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# Each section says how long the one before it took, so a slow CI run shows where it went.
SECTION_NAME=""
SECTION_START=$SECONDS
section() {
  if [ -n "$SECTION_NAME" ]; then
    printf '    (%s: %ds)\n' "$SECTION_NAME" $((SECONDS - SECTION_START))
  fi
  SECTION_NAME="$*"
  SECTION_START=$SECONDS
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

pg_bin_dir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$d" ] && [ -x "$d/pg_ctl" ] && [ -x "$d/initdb" ]; then echo "$d"; fi
}

# ---------------------------------------------------------------------------------------------
section "System packages (chromium, postgresql)"
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -n "$(pg_bin_dir)" ] || packages+=(postgresql)
if [ "${#packages[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  # Fonts make screenshots readable (Devanagari, emoji); installed only with the browser, and
  # only when Debian has them.
  if [[ " ${packages[*]} " == *" chromium "* ]]; then
    for font in fonts-noto-core fonts-noto-color-emoji; do
      if apt-cache show "$font" >/dev/null 2>&1; then packages+=("$font"); fi
    done
  fi
  echo "installing: ${packages[*]}"
  as_root apt-get install -y -qq --no-install-recommends "${packages[@]}"
else
  echo "already installed"
fi
PG_BIN="$(pg_bin_dir)"
[ -x /usr/bin/chromium ] || { echo "chromium is still missing after apt-get" >&2; exit 1; }
[ -n "$PG_BIN" ] || { echo "PostgreSQL server binaries are still missing after apt-get" >&2; exit 1; }
/usr/bin/chromium --version || true
"$PG_BIN/postgres" --version

# ---------------------------------------------------------------------------------------------
# Three mostly single-threaded steps side by side on the machine's cores; each one's output is
# printed whole once they have all ended, and any failure stops the run.
section "Typecheck, lint and production build (side by side)"
STEPS_DIR="$(mktemp -d -t medmitra-steps.XXXXXX)"
run_step() {
  local name="$1"
  shift
  ("$@" >"$STEPS_DIR/$name.log" 2>&1; echo $? >"$STEPS_DIR/$name.rc") &
}
run_step typecheck npm run typecheck
run_step lint npm run lint
run_step build npm run build
wait
steps_failed=0
for name in typecheck lint build; do
  printf -- '--- %s (exit %s)\n' "$name" "$(cat "$STEPS_DIR/$name.rc")"
  cat "$STEPS_DIR/$name.log"
  [ "$(cat "$STEPS_DIR/$name.rc")" = 0 ] || steps_failed=1
done
rm -rf "$STEPS_DIR"
[ "$steps_failed" = 0 ] || { echo "typecheck, lint or build failed" >&2; exit 1; }

section "Unit + integration tests (embedded PGlite)"
npm test

# ---------------------------------------------------------------------------------------------
section "Integration tests on PostgreSQL"
PG_TMP="$(mktemp -d -t medmitra-pg.XXXXXX)"
PG_DATA="$PG_TMP/data"
PG_RUN=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: run it as the postgres user (created by the Debian
  # package), or as nobody if that user does not exist.
  PG_USER=postgres
  id -u "$PG_USER" >/dev/null 2>&1 || PG_USER=nobody
  chown -R "$PG_USER" "$PG_TMP"
  chmod 700 "$PG_TMP"
  if command -v runuser >/dev/null 2>&1; then
    PG_RUN=(runuser -u "$PG_USER" --)
  else
    PG_RUN=(su -s /bin/sh "$PG_USER" -c)
  fi
fi
pg() {
  if [ "${#PG_RUN[@]}" -eq 0 ]; then
    "$@"
  elif [ "${PG_RUN[0]}" = "su" ]; then
    "${PG_RUN[@]}" "$(printf '%q ' "$@")"
  else
    "${PG_RUN[@]}" "$@"
  fi
}
stop_pg() {
  if [ -f "$PG_DATA/postmaster.pid" ]; then
    pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_TMP"
}
trap stop_pg EXIT

PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$PG_TMP/initdb.log" 2>&1 ||
  { cat "$PG_TMP/initdb.log" >&2; exit 1; }
pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_TMP/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$PG_TMP -c fsync=off -c max_connections=100" \
  start >/dev/null || { cat "$PG_TMP/server.log" >&2; exit 1; }
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" npx vitest run --project integration

stop_pg
trap - EXIT

# ---------------------------------------------------------------------------------------------
section "End-to-end tests (built server, Chromium at 390x844)"
npm run test:e2e

section "All tests passed"
echo "total: ${SECONDS}s"
