#!/usr/bin/env bash
# Several game server processes on one machine behind nginx, for tests and for trying it out.
#
#   DATABASE_URL=postgres://trigon:trigon@127.0.0.1:5432/trigon_test \
#     bash packages/server/scripts/cluster.sh            # → http://127.0.0.1:8080
#
# PROCESSES (2) server processes listen on loopback ports of their own and share the games
# through DATABASE_URL (PostgreSQL; without it one SQLite file under DATA_DIR) and REDIS_URL
# (redis://127.0.0.1:6379). nginx (Debian's package; services.sh installs it) listens on
# 127.0.0.1:CLUSTER_PORT (8080) with the config of packages/server/deploy/nginx.conf, under a
# prefix of its own in a temporary folder, not the system's /etc/nginx. Every other variable of
# the server (DISCONNECT_MS, PRESENCE_TTL_MS, …) passes on to the processes. The server must be
# built (npx tsc -b packages/server/tsconfig.build.json). Ctrl-C or SIGTERM stops everything.
#
# It prints one line per process, `process <n>: pid <pid> <url>`, then `nginx: <url> (pid <pid>)`
# once nginx answers; the processes' output goes to the log files it names.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true
server=$(cd "$(dirname "$0")/.." && pwd)
main="$server/dist/main.js"
if [ ! -f "$main" ]; then
  echo "cluster.sh: $main is missing; build it: npx tsc -b packages/server/tsconfig.build.json" >&2
  exit 1
fi
nginx=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx" ]; then
  echo "cluster.sh: nginx is not installed; run: sudo bash packages/server/scripts/services.sh" >&2
  exit 1
fi
processes=${PROCESSES:-2}
port=${CLUSTER_PORT:-8080}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
dir=$(mktemp -d "${TMPDIR:-/tmp}/trigon-cluster.XXXXXX")
# nginx's workers may run as another user (nobody, when started as root).
chmod 755 "$dir"
if [ -z "${DATABASE_URL:-}" ]; then export DATA_DIR=${DATA_DIR:-$dir/data}; fi

pids=()
stop() {
  trap - INT TERM EXIT
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait || true
  rm -rf "$dir"
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

servers=''
for i in $(seq 1 "$processes"); do
  log="$dir/server-$i.log"
  # nginx is the one proxy in front: TRUST_PROXY=1 reads the client's address from it.
  PORT=0 HOST=127.0.0.1 TRUST_PROXY=1 node "$main" </dev/null >"$log" 2>&1 &
  pid=$!
  pids+=("$pid")
  url=''
  for _ in $(seq 1 300); do
    url=$(grep -m1 -o 'served on http://[^ ]*' "$log" | cut -d' ' -f3 || true)
    [ -n "$url" ] && break
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "cluster.sh: process $i exited:" >&2
      cat "$log" >&2
      exit 1
    fi
    sleep 0.1
  done
  if [ -z "$url" ]; then
    echo "cluster.sh: process $i did not start in 30 s; see $log" >&2
    exit 1
  fi
  echo "process $i: pid $pid $url (log: $log)"
  servers+="    server ${url#http://} max_fails=1 fail_timeout=5s;"$'\n'
done

conf=$(<"$server/deploy/nginx.conf")
conf=${conf//@PREFIX@/$dir}
conf=${conf//@LISTEN@/127.0.0.1:$port}
conf=${conf//@SERVERS@/${servers%$'\n'}}
printf '%s\n' "$conf" >"$dir/nginx.conf"
"$nginx" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" -g 'daemon off;' </dev/null &
nginx_pid=$!
pids+=("$nginx_pid")
for _ in $(seq 1 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  if ! kill -0 "$nginx_pid" 2>/dev/null; then
    echo "cluster.sh: nginx exited:" >&2
    cat "$dir/error.log" >&2 || true
    exit 1
  fi
  sleep 0.1
done
echo "nginx: http://127.0.0.1:$port (pid $nginx_pid)"
# Until nginx stops or a signal comes; a server process that dies leaves the others serving.
wait "$nginx_pid"
