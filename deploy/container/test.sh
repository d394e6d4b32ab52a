#!/usr/bin/env bash
# The container test (docs/container.md): builds the image from the Dockerfile and runs it, and
# compose.yaml, for real with podman, on a machine that reaches Debian's packages and the npm
# registry but not Docker Hub. It installs what it needs, makes debian:bookworm-slim with
# debootstrap, and stands Debian's PostgreSQL, Redis and nginx in for the official images.
#
#   bash deploy/container/test.sh           prints "N passed, N failed" last; exits 1 on a failure
#   bash deploy/container/test.sh prepare   only the slow preparations (podman, the base image,
#                                           the stand-ins), which .ci/run starts beside its checks
#
# Podman keeps its images for this test in a store of its own (/var/lib/media-search-container):
# the base image and the stand-ins for a week, the last image, and a day of build cache.
# MEDIA_SEARCH_CONTAINER_COLD=1 starts from an empty store instead (a clean machine) and removes
# it after. No container, volume, network or process is left behind either way.
#
# What these machines need and a user's machine does not lives here, never in the Dockerfile or
# compose.yaml: podman with runc, cgroupfs and explicit ulimits; the machine's CA bundle and npm
# settings for the build; the Docker image format, without which podman drops the HEALTHCHECK.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DEBIAN_FRONTEND=noninteractive
here=deploy/container
started=$SECONDS
mode=${1:-test}
# A signal ends the test through its cleanup too.
trap 'exit 143' TERM INT

passed=0
failed=0
pass() {
  passed=$((passed + 1))
  echo "  ok: $1"
}
fail() {
  failed=$((failed + 1))
  echo "  FAILED: $1"
}
check() { # check DESCRIPTION COMMAND...: passes when the command does (its output is dropped)
  local what=$1
  shift
  if "$@" >/dev/null; then pass "$what"; else fail "$what"; fi
}
timings=()
phase() { # phase NAME START_SECONDS
  timings+=("$1 $((SECONDS - $2)) s")
  echo "== $1: $((SECONDS - $2)) s"
}
ms() { date +%s%3N; }

work=$(mktemp -d /tmp/media-search-container.XXXXXX)
if [ -n "${MEDIA_SEARCH_CONTAINER_COLD:-}" ]; then
  store=$work/store
  runroot=$work/run
else
  store=/var/lib/media-search-container
  runroot=/run/media-search-container
fi
# Podman's defaults are refused here: crun, systemd's cgroups, and limits above this machine's.
# Open files: 1024, with this machine's own hard limit above it, which Node raises itself to
# (npm ci reads its cache with many files open at once).
global=(--root "$store" --runroot "$runroot" --runtime runc --cgroup-manager=cgroupfs)
podman=(podman "${global[@]}")
hard_nofile=$(ulimit -Hn)
[ "$hard_nofile" != unlimited ] || hard_nofile=1048576
limits=(--ulimit "nofile=1024:$hard_nofile" --ulimit nproc=1024:1024)
compose=(podman-compose --podman-args "${global[*]}" --podman-run-args "${limits[*]}")
build=("${podman[@]}" build --format docker --pull=never "${limits[@]}")

id="mstest$$"
image=localhost/media-search-test:latest
single="$id-app"
project=$id
stop_tree() { # stop_tree PID: the process this script started, and what that one started
  local child
  for child in $(pgrep -P "$1"); do stop_tree "$child"; done
  kill "$1" 2>/dev/null
}
cleanup() {
  set +e
  for pid in ${client_pid:-} ${build_pid:-} ${base_pid:-}; do
    stop_tree "$pid"
    wait "$pid" 2>/dev/null
  done
  if command -v podman-compose >/dev/null; then
    "${podman[@]}" rm -f -t 0 "$single" >/dev/null 2>&1
    "${podman[@]}" volume rm -f "$id-data" >/dev/null 2>&1
    "${compose[@]}" -p "$project" -f compose.yaml down -t 0 >/dev/null 2>&1
    local leftover
    leftover=$("${podman[@]}" ps -aq --filter "label=io.podman.compose.project=$project")
    [ -z "$leftover" ] || "${podman[@]}" rm -f -t 0 $leftover >/dev/null 2>&1
    "${podman[@]}" pod rm -f "pod_$project" >/dev/null 2>&1
    leftover=$("${podman[@]}" volume ls -q --filter "label=io.podman.compose.project=$project")
    [ -z "$leftover" ] || "${podman[@]}" volume rm -f $leftover >/dev/null 2>&1
    leftover=$("${podman[@]}" network ls -q --filter "label=io.podman.compose.project=$project")
    [ -z "$leftover" ] || "${podman[@]}" network rm -f $leftover >/dev/null 2>&1
    if [ -n "${MEDIA_SEARCH_CONTAINER_COLD:-}" ]; then
      "${podman[@]}" rmi -a -f >/dev/null 2>&1
    else
      # The tagged images stay (base, stand-ins, the last build); the untagged layers of builds
      # (the cache) for a day.
      "${podman[@]}" image prune -f --filter until=24h >/dev/null 2>&1
    fi
  fi
  # What an interrupted debootstrap left mounted in its tree (/proc, /sys), then the tree.
  grep -o " $work/[^ ]*" /proc/mounts | sort -r | xargs -r umount -l
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
# client COMMAND ARGS...: the favourites client (favourites-client) on this machine;
# in_container NAME COMMAND ARGS...: the same inside a container, on the image's own Node.
client() { node --input-type=module - "$@" <"$here/favourites-client"; }
in_container() {
  local name=$1
  shift
  "${podman[@]}" exec -i "$name" node --input-type=module - "$@" <"$here/favourites-client"
}
wait_for() { # wait_for URL SECONDS: until the URL answers 200
  local deadline=$((SECONDS + $2))
  until curl -fsS -o /dev/null "$1" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 1
  done
}
# reusable IMAGE RECIPE: made here from the same recipe within the week (a newer debootstrap or
# apt-get picks up Debian's security updates).
reusable() {
  [ -z "${MEDIA_SEARCH_CONTAINER_COLD:-}" ] && "${podman[@]}" image exists "$1" || return 1
  local recipe made
  recipe=$("${podman[@]}" image inspect --format '{{ index .Labels "media-search.test.recipe" }}' "$1")
  made=$("${podman[@]}" image inspect --format '{{ index .Labels "media-search.test.made" }}' "$1")
  [ "$recipe" = "$2" ] && [ $(($(date +%s) - made)) -lt $((7 * 24 * 3600)) ]
}

# --- Tools, and debootstrap for debian:bookworm-slim while podman installs -------------------------
t=$SECONDS
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || apt-get update -qq
  apt_updated=1
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
first=()
command -v debootstrap >/dev/null || first+=(debootstrap)
command -v curl >/dev/null || first+=(curl)
[ ${#first[@]} -eq 0 ] || apt_install "${first[@]}"
command -v node >/dev/null || {
  echo "container test: the test's client needs node" >&2
  exit 1
}

base=docker.io/library/debian:bookworm-slim
base_recipe=minbase-slim-1
root=$work/rootfs
if command -v podman >/dev/null && reusable "$base" "$base_recipe"; then
  echo "== base image: $base is there"
else
  # From this machine's own Debian mirror (deb822 .sources or sources.list), else debootstrap's.
  mirror=$(
    cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '
      /^URIs:/ { uri = $2 } /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == "bookworm") found = uri }
      /^$/ { uri = "" } END { print found }'
  )
  [ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' \
    /etc/apt/sources.list 2>/dev/null || true)
  echo "== base image: debootstrap --variant=minbase bookworm ${mirror:-(its default mirror)}"
  debootstrap --variant=minbase bookworm "$root" $mirror >"$work/debootstrap.log" 2>&1 &
  base_pid=$!
fi

need=()
command -v podman >/dev/null || need+=(podman)
command -v runc >/dev/null || need+=(runc)
command -v podman-compose >/dev/null || need+=(podman-compose)
# Debian's podman networks with CNI, where compose's service names (postgres, redis) resolve only
# through the dnsname plugin: a recommendation, which --no-install-recommends leaves out.
[ -x /usr/lib/cni/dnsname ] || need+=(golang-github-containernetworking-plugin-dnsname)
[ ${#need[@]} -eq 0 ] || apt_install "${need[@]}"
phase tools $t

if [ -n "${base_pid:-}" ]; then
  if ! wait "$base_pid"; then
    unset base_pid
    tail -20 "$work/debootstrap.log"
    echo "container test: debootstrap failed"
    exit 1
  fi
  unset base_pid
  # As the official slim image is: this machine's apt sources (so security updates too), no
  # documentation, manuals or translations, now or in later installs, no package lists or caches.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/"
    rm -f "$root/etc/apt/sources.list"
  fi
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
EOF
  echo force-unsafe-io >"$root/etc/dpkg/dpkg.cfg.d/docker-apt-speedup"
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' >"$root/etc/apt/apt.conf.d/docker-no-languages"
  echo 'Acquire::GzipIndexes "true";' >"$root/etc/apt/apt.conf.d/docker-gzip-indexes"
  find "$root/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
  find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete
  rm -rf "$root"/usr/share/{man,groff,info,lintian,linda,locale}/* "$root"/var/lib/apt/lists/* \
    "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log \
    "$root"/var/log/apt/* "$root"/var/cache/debconf/*-old "$root"/var/lib/dpkg/*-old
  : >"$root/etc/resolv.conf"
  : >"$root/etc/hostname"
  tar --numeric-owner -C "$root" -c . |
    "${podman[@]}" import --change 'CMD ["bash"]' \
      --change "LABEL media-search.test.recipe=$base_recipe" \
      --change "LABEL media-search.test.made=$(date +%s)" - "$base" >/dev/null
  rm -rf "$root"
fi
phase "base image" $t

# --- The image, and beside it the stand-ins -------------------------------------------------------
t=$SECONDS
if [ "$mode" != prepare ]; then
  # npm's settings here (registry, proxy, CA) go in as a build secret. The CA bundle is mounted
  # beside /etc/ssl/certs, not over it: the build's own ca-certificates package writes there.
  # So is this machine's npm cache, which CI's `npm ci` has just filled, in place of the build's.
  npmrc=$work/npmrc
  ca=$(npm config get cafile)
  {
    echo "registry=$(npm config get registry)"
    for key in proxy https-proxy noproxy strict-ssl; do
      value=$(npm config get "$key")
      case $value in "" | null | undefined) ;; *) echo "$key=$value" ;; esac
    done
    [ ! -f "$ca" ] || echo "cafile=/etc/ssl/host-ca.crt"
    echo cache=/root/.npm-host
    echo prefer-offline=true
  } >"$npmrc"
  cache=$(npm config get cache)
  mkdir -p "$cache"
  build_args=(--secret "id=npmrc,src=$npmrc" -v "$cache:/root/.npm-host")
  [ ! -f "$ca" ] || build_args+=(-v "$ca:/etc/ssl/host-ca.crt:ro")
  for name in HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy; do
    [ -z "${!name:-}" ] || build_args+=(--build-arg "$name=${!name}")
  done
  build_args+=(
    --build-arg "REVISION=$(git rev-parse HEAD 2>/dev/null || true)"
    --build-arg "CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  )

  # The build's context: a snapshot of the work tree's files (tracked, or new and not ignored), so
  # that one build sees one state of them even while someone edits.
  context=$work/context
  mkdir "$context"
  if git rev-parse --git-dir >/dev/null 2>&1; then
    git ls-files -coz --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null |
      tar -xf - -C "$context"
  else
    tar --exclude=./node_modules --exclude='./*/*/node_modules' -cf - . | tar -xf - -C "$context"
  fi

  t=$SECONDS
  (
    {
      "${build[@]}" "${build_args[@]}" -t "$image" "$context"
      echo $? >"$work/build.status"
    } 2>&1 | while IFS= read -r line; do printf '%(%s)T %s\n' -1 "$line"; done >"$work/build.log"
  ) &
  build_pid=$!
fi

# The official images compose.yaml names, as Debian stand-ins.
stand_ins_recipe=$(sha256sum "$here/stand-ins.Containerfile" | cut -c1-16)
for ref in $(awk '$1 == "image:" && $2 !~ /[$]/ { print $2 }' compose.yaml); do
  full=docker.io/library/$ref
  if reusable "$full" "$stand_ins_recipe"; then
    echo "== $full is there"
    continue
  fi
  echo "== a stand-in for $full"
  target=${ref%%:*}
  "${build[@]}" --target "$target" -f "$here/stand-ins.Containerfile" -t "$full" \
    --label "media-search.test.recipe=$stand_ins_recipe" \
    --label "media-search.test.made=$(date +%s)" "$here" >"$work/stand-in-$target.log" 2>&1 || {
    tail -30 "$work/stand-in-$target.log"
    echo "container test: the stand-in for $full did not build"
    exit 1
  }
done
phase "stand-in images" $t
if [ "$mode" = prepare ]; then
  echo "== container test: prepared in $((SECONDS - started)) s"
  exit 0
fi

wait "$build_pid"
unset build_pid
if [ "$(cat "$work/build.status" 2>/dev/null)" != 0 ]; then
  grep -v EBADENGINE "$work/build.log" | cut -d' ' -f2- | tail -40
  echo "container test: the image did not build"
  exit 1
fi
phase "image build" $t
# The build's slowest steps, for docs/benchmarks.md.
awk '/STEP [0-9]+\/[0-9]+: |COMMIT/ { if (step) print $1 - at " s", step; at = $1; step = substr($0, length($1) + 2) }' \
  "$work/build.log" | sort -rn | head -6 | cut -c1-100 | sed 's/^/  /'

# --- The image on its own -------------------------------------------------------------------------
echo "== the image"
inspect() { "${podman[@]}" image inspect --format "$1" "$image"; }
size=$(inspect '{{.Size}}')
echo "  image size: $((size / 1000000)) MB ($size bytes)"
check "is at most 300 MB" [ "$size" -le 300000000 ]
check "runs as a user of its own, 10001" [ "$(inspect '{{.Config.User}}')" = 10001:10001 ]
check "exposes 5002" grep -q 5002/tcp <<<"$(inspect '{{json .Config.ExposedPorts}}')"
check "declares /data a volume" grep -q '"/data"' <<<"$(inspect '{{json .Config.Volumes}}')"
check "has a HEALTHCHECK on /api/ready" grep -q /api/ready <<<"$(inspect '{{json .Config.Healthcheck}}')"
check "sets HOST=0.0.0.0" grep -q HOST=0.0.0.0 <<<"$(inspect '{{json .Config.Env}}')"
check "carries org.opencontainers.image labels" grep -q '"org.opencontainers.image.title":"Media Search"' \
  <<<"$(inspect '{{json .Config.Labels}}')"

echo "== one container, no environment"
t_single=$SECONDS
port=$(free_port)
# (Podman without systemd says it cannot schedule the health check; `healthcheck run` runs it.)
start_single() {
  "${podman[@]}" run -d --name "$single" "${limits[@]}" -p "127.0.0.1:$port:5002" \
    -v "$id-data:/data" "$image" >/dev/null 2>>"$work/podman.log"
}
t=$SECONDS
start_single
if wait_for "http://127.0.0.1:$port/api/health" 90; then
  pass "answers /api/health ($((SECONDS - t)) s after start)"
else
  fail "answers /api/health"
  "${podman[@]}" logs "$single" 2>&1 | tail -30
fi
check "serves the server-rendered page of a demo movie" \
  grep -q 'Star Wars' <<<"$(curl -fsS "http://127.0.0.1:$port/movie/11")"
config=$(curl -fsS "http://127.0.0.1:$port/api/configuration")
check "serves the offline demo catalogue" grep -q '"offline"' <<<"$config"
check "signs in with its own provider" grep -q "http://localhost:5002/oidc" <<<"$config"
check "is ready with SQLite" grep -q '"database":"ok"' <<<"$(curl -fsS "http://127.0.0.1:$port/api/ready")"
uids=$("${podman[@]}" exec "$single" awk '/^Uid:/ { print $2, $3, $4, $5 }' /proc/1/status)
check "runs the server as 10001, not root (uids $uids)" [ "$uids" = "10001 10001 10001 10001" ]
check "passes its health check" "${podman[@]}" healthcheck run "$single"

# Signed in from inside the container, where the default issuer http://localhost:5002 is.
token=$(in_container "$single" token http://localhost:5002 ada ada-demo-password || true)
check "signs a demo account in" [ -n "$token" ]
check "adds a favourite through the API" in_container "$single" add http://localhost:5002 "$token" 11 "Star Wars"
# A large import on its way when SIGTERM comes: what the server acknowledged must be kept.
client import "http://127.0.0.1:$port" "$token" 900 >"$work/import.out" 2>&1 &
client_pid=$!
# SIGTERM once its connection is open (or after 3 s).
for _ in $(seq 30); do
  [ -z "$(ss -Htn state established "( dport = :$port )" 2>/dev/null)" ] || break
  sleep 0.1
done
t=$(ms)
"${podman[@]}" stop -t 30 "$single" >/dev/null 2>>"$work/podman.log"
stopped_in=$(($(ms) - t))
imported=0
if wait "$client_pid"; then
  imported=$(cat "$work/import.out")
  echo "  the import under way at SIGTERM was answered: $imported favourites added"
else
  echo "  the import under way at SIGTERM was refused: $(grep -Eo 'E[A-Z]{4,}' "$work/import.out" | head -1)"
fi
unset client_pid
check "stops within 10 s of SIGTERM (in $stopped_in ms)" [ "$stopped_in" -lt 10000 ]
check "and exits 0: a clean shutdown" [ "$("${podman[@]}" inspect --format '{{.State.ExitCode}}' "$single")" = 0 ]
"${podman[@]}" rm "$single" >/dev/null 2>>"$work/podman.log"
start_single
wait_for "http://127.0.0.1:$port/api/health" 90 || true
kept=$(client list "http://127.0.0.1:$port" "$token" || true)
check "a new container on the volume has the favourite, and the sign-in" grep -qx 11 <<<"$kept"
check "and all that was acknowledged before SIGTERM ($imported imported)" \
  [ "$(grep -c . <<<"$kept")" -eq $((1 + imported)) ]
"${podman[@]}" rm -f -t 0 "$single" >/dev/null 2>>"$work/podman.log"
"${podman[@]}" volume rm "$id-data" >/dev/null
phase "one container" $t_single

# --- compose.yaml: two replicas behind nginx, PostgreSQL, Redis -----------------------------------
echo "== compose.yaml: PostgreSQL, Redis, two replicas behind nginx"
t_compose=$SECONDS
app_port=$(free_port)
nginx_port=$(free_port)
# Debian's podman-compose (1.0) starts every profile's services, and ignores depends_on's
# conditions: the app restarts until PostgreSQL answers. Docker Compose honours both.
MEDIA_SEARCH_IMAGE=$image APP_HOST_PORT=$app_port NGINX_HOST_PORT=$nginx_port \
  PUBLIC_ORIGIN="http://127.0.0.1:$nginx_port" \
  "${compose[@]}" -p "$project" -f compose.yaml up -d >"$work/compose.log" 2>&1 || {
  tail -30 "$work/compose.log"
  fail "podman-compose up"
}
ready=$(
  deadline=$((SECONDS + 120))
  until r=$(curl -fsS "http://127.0.0.1:$app_port/api/ready" 2>/dev/null) &&
    grep -q '"database":"ok"' <<<"$r" && grep -q '"cache":"ok"' <<<"$r"; do
    [ $SECONDS -lt $deadline ] || break
    sleep 1
  done
  echo "${r:-}"
)
echo "  the first replica, $((SECONDS - t_compose)) s after up: $ready"
# A replica that never became ready says why in its own log.
grep -q '"cache":"ok"' <<<"$ready" || "${podman[@]}" logs "${project}_app_1" 2>&1 | tail -30
check "the first replica is ready with PostgreSQL and Redis" grep -q '"cache":"ok"' <<<"$ready"
second=${project}_app-2_1
ready=
for _ in $(seq 60); do
  ready=$("${podman[@]}" exec "$second" node -e \
    "fetch('http://127.0.0.1:5002/api/ready').then(r=>r.text()).then(console.log,()=>{})" 2>/dev/null || true)
  grep -q '"cache":"ok"' <<<"$ready" && break
  sleep 1
done
check "the second replica is ready with PostgreSQL and Redis" grep -q '"database":"ok"' <<<"$ready"
wait_for "http://127.0.0.1:$nginx_port/api/health" 60 || true
check "nginx serves a rendered page" \
  grep -q 'Star Wars' <<<"$(curl -fsS "http://127.0.0.1:$nginx_port/movie/11" || true)"
token=$(client token "http://127.0.0.1:$nginx_port" ben ben-demo-password || true)
check "signs in through nginx" [ -n "$token" ]
check "adds a favourite through the first replica" client add "http://127.0.0.1:$app_port" "$token" 11 "Star Wars"
check "the second replica lists it" \
  grep -qx 11 <<<"$(in_container "$second" list http://127.0.0.1:5002 "$token" || true)"
check "so does nginx" grep -qx 11 <<<"$(client list "http://127.0.0.1:$nginx_port" "$token" || true)"
check "it is kept in PostgreSQL" grep -qx 11 <<<"$("${podman[@]}" exec "${project}_postgres_1" \
  psql -U media -d media -Atc "SELECT media_id FROM favorites" 2>/dev/null || true)"
restarts=$("${podman[@]}" inspect --format '{{.Name}} {{.RestartCount}}' \
  $("${podman[@]}" ps -aq --filter "label=io.podman.compose.project=$project") | tr '\n' ' ')
echo "  restarts: $restarts"
t=$SECONDS
"${compose[@]}" -p "$project" -f compose.yaml down -v >>"$work/compose.log" 2>&1 || true
check "podman-compose down stops it all ($((SECONDS - t)) s)" \
  [ -z "$("${podman[@]}" ps -aq --filter "label=io.podman.compose.project=$project")" ]
phase "compose" $t_compose

echo "== container test: ${timings[*]}; in all $((SECONDS - started)) s (load average now $(cut -d' ' -f1-3 /proc/loadavg))"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
