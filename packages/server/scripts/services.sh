#!/usr/bin/env bash
# Installs (Debian's packages) and starts PostgreSQL and Redis for the server's tests, as root,
# and creates the test database. The tests find them at the addresses printed at the end.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null || ! command -v redis-server >/dev/null; then
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql redis-server >&2
fi
# Everything but the two addresses at the end goes to stderr, so that scripts can read them.
exec 3>&1 1>&2
# PostgreSQL: Debian's cluster tools run the server as the postgres user.
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'trigon'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE ROLE trigon LOGIN PASSWORD 'trigon'\""
su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_database WHERE datname = 'trigon_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -c 'CREATE DATABASE trigon_test OWNER trigon'"
# Redis on loopback only, without saving to disk.
redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 ||
  redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes
for _ in $(seq 1 30); do
  redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break
  sleep 1
done
echo "DATABASE_URL_TEST=postgres://trigon:trigon@127.0.0.1:5432/trigon_test" >&3
echo "REDIS_URL_TEST=redis://127.0.0.1:6379" >&3
