#!/usr/bin/env bash
# A real S3 server for the tests: a single-node Ceph (one monitor, one memory-backed OSD) with the RADOS
# gateway on 127.0.0.1, all in one directory, run as the current user without systemd.
#
#   scripts/s3-test-server.sh start    starts it (or finds it running) and prints `export S3_TEST_...=` lines
#   scripts/s3-test-server.sh stop     stops the daemons and removes the directory
#   scripts/s3-test-server.sh status   exit 0 when the gateway answers
#
# The directory is $CLARION_S3_DIR (default /tmp/clarion-s3-test-<checksum of this checkout's path>, so two
# checkouts on one machine get two servers); the same lines are kept in its `env` file.
# Exit codes: 0 running, 3 Ceph is not installed and cannot be installed here (callers may skip), 1 it failed.
# Debian packages used: ceph-mon ceph-osd radosgw ceph-common (installed with apt-get when missing and root).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="${CLARION_S3_DIR:-/tmp/clarion-s3-test-$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)}"
CONF="$DIR/ceph.conf"
# The turn-taking lock and the apt-get log stay in the checkout's .tmp/ (gitignored), not in the temp
# directory: a test run leaves nothing behind there once the server is stopped.
LOCAL="$ROOT/.tmp"
mkdir -p "$LOCAL"
APT_LOG="$LOCAL/s3-apt.log"
PACKAGES=(ceph-mon ceph-osd radosgw ceph-common)
BINARIES=(ceph ceph-mon ceph-osd radosgw radosgw-admin ceph-authtool monmaptool uuidgen python3)

log() { echo "s3-test-server: $*" >&2; }
die() {
  log "$*"
  if [ -d "$DIR/log" ]; then
    for f in "$DIR"/log/*.log; do
      [ -s "$f" ] && { log "--- last lines of $f"; tail -n 15 "$f" >&2; }
    done
  fi
  exit 1
}

missing_binaries() {
  local b
  for b in "${BINARIES[@]}"; do command -v "$b" >/dev/null 2>&1 || echo "$b"; done
}

ensure_installed() {
  [ -z "$(missing_binaries)" ] && return 0
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    log "Ceph is not installed ($(missing_binaries | tr '\n' ' ')) and cannot be installed here:" \
      "needs root and apt-get (Debian: apt-get install ${PACKAGES[*]})."
    exit 3
  fi
  log "installing ${PACKAGES[*]} with apt-get (once)..."
  # dpkg may be busy with another installation on a shared machine: wait for it rather than fail.
  local attempt
  for attempt in 1 2 3 4 5 6; do
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" \
      >"$APT_LOG" 2>&1; then
      break
    fi
    if grep -q "Could not get lock\|dpkg was interrupted\|Unable to lock" "$APT_LOG"; then
      log "dpkg is locked by another process; retrying in 10 s ($attempt/6)"
      sleep 10
      continue
    fi
    # The package lists may be stale or absent on a fresh machine.
    apt-get update -qq >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" \
      >"$APT_LOG" 2>&1 && break
    log "apt-get could not install ${PACKAGES[*]}; see $APT_LOG"
    tail -n 5 "$APT_LOG" >&2
    exit 3
  done
  if [ -n "$(missing_binaries)" ]; then
    log "still missing after apt-get: $(missing_binaries | tr '\n' ' ')"
    exit 3
  fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

gateway_answers() {
  # An anonymous GET / on radosgw answers 200 with an empty bucket list.
  [ -f "$DIR/env" ] || return 1
  local endpoint
  endpoint="$(sed -n 's/^export S3_TEST_ENDPOINT=//p' "$DIR/env")"
  python3 - "$endpoint" <<'EOF' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(sys.argv[1] + "/", timeout=2).read()
EOF
}

stop() {
  local pidfile pid
  # CLARION_S3_DIR is removed whole: make sure it is one this script made.
  if [ -d "$DIR" ] && [ ! -f "$DIR/ceph.conf" ] && [ -n "$(ls -A "$DIR")" ]; then
    log "refusing to remove $DIR: it is not a directory this script created (no ceph.conf)"
    exit 1
  fi
  if [ -d "$DIR/run" ]; then
    # Nothing in the cluster needs keeping (the OSD is in memory), so all stop at once; an OSD whose
    # monitor has gone may hang in shutdown, hence the kill -9 after 3 s.
    local pids=()
    for pidfile in "$DIR"/run/*.pid; do
      [ -f "$pidfile" ] || continue
      pid="$(cat "$pidfile")"
      # A stale pid file (the daemon died, the number was reused) must not kill an unrelated process.
      tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF "$CONF" || continue
      kill "$pid" 2>/dev/null && pids+=("$pid")
    done
    for _ in $(seq 1 30); do
      local alive=0
      for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
      [ "$alive" = 0 ] && break
      sleep 0.1
    done
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  fi
  rm -rf "$DIR"
}

wait_for() {
  local what="$1" seconds="$2"
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || die "timed out after ${seconds}s waiting for $what"
    sleep 0.5
  done
}

start() {
  if gateway_answers; then
    log "already running ($DIR)"
    cat "$DIR/env"
    return 0
  fi
  ensure_installed
  # Leftovers of a run that died half-way would make mkfs refuse; start clean.
  stop
  mkdir -p "$DIR"/{run,log,mon,osd,rgw}
  local started=$SECONDS
  local fsid mon_port rgw_port
  fsid="$(uuidgen)"
  mon_port="$(free_port)"
  rgw_port="$(free_port)"

  cat >"$CONF" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
public network = 127.0.0.1/32
ms bind msgr1 = false
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
keyring = $DIR/\$name.keyring
run dir = $DIR/run
pid file = $DIR/run/\$name.pid
admin socket = $DIR/run/\$name.asok
log file = $DIR/log/\$name.log
mon data = $DIR/mon/\$id
osd data = $DIR/osd/\$id
rgw data = $DIR/rgw
# One OSD: pools of one copy, placement across OSDs rather than hosts, few placement groups.
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
# The monitor stops below mon_data_avail_crit (5%) of free disk; its database here is a few MB.
mon data avail warn = 2
mon data avail crit = 1
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
# Memory-backed object store: nothing on disk, gone when the OSD stops.
osd objectstore = memstore
memstore device bytes = 1073741824
[mon]
keyring = $DIR/mon/\$id/keyring
[osd]
keyring = $DIR/osd/\$id/keyring
[client.rgw.gw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
EOF

  ceph-authtool --create-keyring "$DIR/mon.keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  ceph-authtool --create-keyring "$DIR/client.admin.keyring" --gen-key -n client.admin \
    --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  ceph-authtool "$DIR/mon.keyring" --import-keyring "$DIR/client.admin.keyring" >/dev/null
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$DIR/monmap" >/dev/null
  ceph-mon -c "$CONF" --mkfs -i a --monmap "$DIR/monmap" --keyring "$DIR/mon.keyring" \
    >>"$DIR/log/setup.log" 2>&1 || die "ceph-mon --mkfs failed"
  # 9>&-: the daemons must not inherit the lock, or they would hold it for as long as they run.
  ceph-mon -c "$CONF" -i a 9>&- >>"$DIR/log/setup.log" 2>&1 || die "ceph-mon did not start"

  local ceph=(ceph -c "$CONF" --connect-timeout 10)
  wait_for "the monitor" 30 "${ceph[@]}" mon stat

  local osd_uuid osd_id
  osd_uuid="$(uuidgen)"
  osd_id="$("${ceph[@]}" osd new "$osd_uuid")"
  mkdir -p "$DIR/osd/$osd_id"
  # --no-mon-config: the OSD has no key yet to fetch its configuration from the monitor with.
  ceph-osd -c "$CONF" -i "$osd_id" --mkfs --mkkey --no-mon-config --osd-uuid "$osd_uuid" >>"$DIR/log/setup.log" 2>&1 || die "ceph-osd --mkfs failed"
  "${ceph[@]}" auth add "osd.$osd_id" osd 'allow *' mon 'allow profile osd' mgr 'allow profile osd' \
    -i "$DIR/osd/$osd_id/keyring" >/dev/null 2>&1
  ceph-osd -c "$CONF" -i "$osd_id" 9>&- >>"$DIR/log/setup.log" 2>&1 || die "ceph-osd did not start"
  wait_for "the OSD" 60 sh -c "${ceph[*]} osd stat | grep -q '1 up'"

  "${ceph[@]}" auth get-or-create client.rgw.gw mon 'allow rw' osd 'allow rwx' \
    -o "$DIR/client.rgw.gw.keyring" >/dev/null 2>&1
  radosgw -c "$CONF" -n client.rgw.gw 9>&- >>"$DIR/log/setup.log" 2>&1 || die "radosgw did not start"

  local access secret user_json
  access="$(python3 -c 'import secrets; print("CLARION" + secrets.token_hex(7).upper())')"
  secret="$(python3 -c 'import secrets; print(secrets.token_urlsafe(30))')"
  user_json="$(radosgw-admin -c "$CONF" user create --uid=clarion-test --display-name="Clarion tests" \
    --access-key="$access" --secret-key="$secret" 2>>"$DIR/log/setup.log")" ||
    die "radosgw-admin user create failed"
  [ -n "$user_json" ] || die "radosgw-admin user create printed nothing"

  cat >"$DIR/env" <<EOF
export S3_TEST_ENDPOINT=http://127.0.0.1:$rgw_port
export S3_TEST_REGION=us-east-1
export S3_TEST_ACCESS_KEY_ID=$access
export S3_TEST_SECRET_ACCESS_KEY=$secret
EOF
  wait_for "the gateway on 127.0.0.1:$rgw_port" 60 gateway_answers
  log "Ceph radosgw ready on http://127.0.0.1:$rgw_port in $((SECONDS - started)) s ($DIR)"
  cat "$DIR/env"
}

# Two test runs of one checkout starting (or one stopping while another starts) take turns.
exec 9>"$LOCAL/s3-test-server.lock"
case "${1:-start}" in
  start)
    flock 9
    start
    ;;
  stop)
    flock 9
    stop
    ;;
  status) gateway_answers ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
