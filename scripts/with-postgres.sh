#!/usr/bin/env bash
# Runs a command (usually `cargo test`) with a throwaway Postgres server beside it, so the
# store's tests run on Postgres as well as SQLite. The server lives in a temporary folder,
# listens on 127.0.0.1 only, is started as an unprivileged user and is removed afterwards.
#
#   scripts/with-postgres.sh cargo test
#
# - PLANSZA_TEST_POSTGRES already set: that server is used, nothing is started.
# - No Postgres installed: as root, Debian's `postgresql` package is installed; otherwise
#   the command runs on SQLite alone (and under CI=true this is an error).
set -euo pipefail

if [ -n "${PLANSZA_TEST_POSTGRES:-}" ]; then
    exec "$@"
fi

find_bin() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

pgbin="$(find_bin)"
if [ -z "$pgbin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "with-postgres: installing Debian's postgresql package" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends postgresql >&2 \
        || { apt-get update -q >&2 && apt-get install -y -q --no-install-recommends postgresql >&2; }
    pgbin="$(find_bin)"
fi
if [ -z "$pgbin" ]; then
    if [ "${CI:-}" = "true" ]; then
        echo "with-postgres: no Postgres server is installed and this user cannot install one" >&2
        exit 1
    fi
    echo "with-postgres: no Postgres installed (apt-get install postgresql): running on SQLite only" >&2
    exec "$@"
fi

# The server refuses to run as root: it runs as the package's `postgres` user, or as us.
run_as=()
if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    run_as=(runuser -u postgres --)
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/plansza-pg.XXXXXX")"
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"

stop() {
    "${run_as[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT

"${run_as[@]}" "$pgbin/initdb" -D "$dir/data" --auth=trust --username=plansza \
    --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }

started=""
for _ in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 20000))
    if "${run_as[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
        start >/dev/null; then
        started=yes
        break
    fi
done
if [ -z "$started" ]; then
    echo "with-postgres: the server did not start:" >&2
    cat "$dir/server.log" >&2
    exit 1
fi

export PLANSZA_TEST_POSTGRES="postgres://plansza@127.0.0.1:$port/postgres"
echo "with-postgres: Postgres ($("$pgbin/postgres" --version)) on 127.0.0.1:$port" >&2
"$@"
