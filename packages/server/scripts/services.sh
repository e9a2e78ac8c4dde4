#!/usr/bin/env bash
# Installs (Debian's packages) and starts PostgreSQL and Redis for the server's tests, as root,
# and creates the test database. The tests find them at the addresses printed at the end, which
# are also the tests' defaults (src/testing/harness.ts). It also installs nginx, which the
# cluster test and scripts/cluster.sh run themselves with a config of their own (not started
# here).
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null || ! command -v redis-server >/dev/null ||
  ! { command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; }; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql redis-server nginx
fi
# The servers are daemons: they get /dev/null for their standard streams, so that they never hold
# open a pipe of whoever runs this script (a `$(…)` or `| grep` would then wait for them forever).
detached() { "$@" </dev/null >/dev/null 2>&1; }
# PostgreSQL: Debian's cluster tools run the server as the postgres user.
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main
fi
pg_isready -q -h 127.0.0.1 || detached pg_ctlcluster "$version" main start || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
pg_isready -h 127.0.0.1
sql() { su postgres -c "psql -q -tAc \"$1\"" </dev/null; }
sql "SELECT 1 FROM pg_roles WHERE rolname = 'trigon'" | grep -q 1 ||
  sql "CREATE ROLE trigon LOGIN PASSWORD 'trigon'"
sql "SELECT 1 FROM pg_database WHERE datname = 'trigon_test'" | grep -q 1 ||
  sql "CREATE DATABASE trigon_test OWNER trigon"
# Redis on loopback only, without saving to disk.
redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 ||
  detached redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes
for _ in $(seq 1 30); do
  redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break
  sleep 1
done
redis-cli -h 127.0.0.1 ping
echo "DATABASE_URL_TEST=postgres://trigon:trigon@127.0.0.1:5432/trigon_test"
echo "REDIS_URL_TEST=redis://127.0.0.1:6379"
