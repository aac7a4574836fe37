#!/usr/bin/env bash
# Builds the OrderDesk image from the Containerfile with podman, then starts it once on SQLite and checks
# that it becomes healthy as an unprivileged user. Opt-in (not part of `npm test`): several minutes on two
# cores, most of them the dependencies' install and better-sqlite3's compile.
#
#   bash scripts/build-image.sh                  # image localhost/orderdesk:latest
#   IMAGE=localhost/orderdesk:1.4 bash scripts/build-image.sh
#
# BASE_IMAGE: the base (Debian bookworm with Node 20.19+). Unset, and no image registry needed: a base is
# made on this machine, as root, once: Debian bookworm from Debian's mirror (debootstrap), with this
# machine's Node (the one the tests run on, headers included, so native modules compile without a
# download), its CA certificates and npm's global settings (so npm trusts what this machine trusts),
# imported as localhost/orderdesk-base:bookworm-node<major>. debootstrap, podman and runc are installed
# with apt-get when missing.
#
# Sandboxes without systemd or full cgroup v2: RUN steps use chroot isolation (no OCI runtime needed
# to build); the smoke run uses runc with the limits of this shell (a container may not raise them).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

IMAGE=${IMAGE:-localhost/orderdesk:latest}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
log() { echo "[build-image] $*" >&2; }

need() {
  local missing=()
  for tool in "$@"; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
  ((${#missing[@]} == 0)) && return 0
  if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
    log "missing: ${missing[*]} (apt-get install -y podman debootstrap runc, as root)"
    exit 1
  fi
  log "installing ${missing[*]} with apt-get..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

make_base() {
  local node_major base root
  node_major="$(node -p 'process.versions.node.split(".")[0]')"
  base="localhost/orderdesk-base:bookworm-node${node_major}"
  if podman image exists "$base"; then
    echo "$base"
    return
  fi
  need debootstrap
  root="$(mktemp -d /tmp/orderdesk-base.XXXXXX)"
  log "making $base: debootstrap bookworm from $MIRROR (a minute or two)..."
  debootstrap --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$root/fs" "$MIRROR" \
    >"$root/debootstrap.log" 2>&1 || {
    tail -n 20 "$root/debootstrap.log" >&2
    exit 1
  }
  # This machine's Node, npm and headers.
  local node_bin npm_dir
  node_bin="$(readlink -f "$(command -v node)")"
  npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
  install -m 0755 "$node_bin" "$root/fs/usr/bin/node"
  mkdir -p "$root/fs/usr/lib/node_modules" "$root/fs/usr/include"
  cp -a "$npm_dir" "$root/fs/usr/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/fs/usr/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/fs/usr/bin/npx"
  local headers
  headers="$(dirname "$(dirname "$node_bin")")/include/node"
  [[ -d "$headers" ]] && cp -a "$headers" "$root/fs/usr/include/node"
  # This machine's own CA certificates (a proxy's included), kept through update-ca-certificates.
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/fs/usr/local/share/ca-certificates/"
    chroot "$root/fs" update-ca-certificates >/dev/null 2>&1
  fi
  # npm's global settings of this machine (its CA file, nodedir), where this npm reads them.
  local npmrc
  npmrc="$(npm config get globalconfig 2>/dev/null || true)"
  if [[ -f "$npmrc" ]]; then
    mkdir -p "$root/fs$(dirname "$npmrc")"
    cp "$npmrc" "$root/fs$npmrc"
  fi
  chroot "$root/fs" node --version >/dev/null
  chroot "$root/fs" apt-get clean
  rm -rf "$root/fs/var/lib/apt/lists/"*
  tar -C "$root/fs" -c . | podman import --quiet - "$base" >/dev/null
  rm -rf "$root"
  log "base $base made"
  echo "$base"
}

need podman runc
build_args=()
if [[ -n "${BASE_IMAGE:-}" ]]; then
  base="$BASE_IMAGE"
else
  base="$(make_base)"
  # The local base carries Node's headers in /usr/include/node.
  build_args+=(--build-arg npm_config_nodedir=/usr)
fi

log "building $IMAGE on $base..."
start=$SECONDS
# --format docker keeps the HEALTHCHECK (the OCI image format has no field for it).
podman build --isolation=chroot --network=host --format docker --build-arg "BASE_IMAGE=$base" \
  "${build_args[@]}" -t "$IMAGE" -f Containerfile .
log "built $IMAGE in $((SECONDS - start)) s: $(podman image inspect "$IMAGE" --format '{{.Size}}' | numfmt --to=iec) bytes"

# ---- A smoke run: SQLite in a volume, a free port, healthy as user orderdesk ------------------------------
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
name="orderdesk-smoke-$$"
volume="$name-data"
cleanup() {
  podman --runtime runc rm -f "$name" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT
log "starting it on 127.0.0.1:$port (SQLite in volume $volume)..."
podman --runtime runc run -d --name "$name" --network=host \
  --ulimit "nofile=$(ulimit -n):$(ulimit -n)" --ulimit "nproc=4096:4096" \
  -e PORT="$port" -e HOST=127.0.0.1 -e ADMIN_PASSWORD=Smoke-admin-1234 \
  -v "$volume:/data" "$IMAGE" >/dev/null
healthy=no
for _ in $(seq 1 60); do
  if podman --runtime runc healthcheck run "$name" >/dev/null 2>&1; then
    healthy=yes
    break
  fi
  sleep 1
done
podman --runtime runc logs "$name" 2>&1 | tail -n 5 >&2
[[ "$healthy" == yes ]] || {
  log "FAILED: the container did not become healthy"
  exit 1
}
user="$(podman --runtime runc exec "$name" id -un)"
[[ "$user" == orderdesk ]] || {
  log "FAILED: the server runs as $user"
  exit 1
}
ready="$(curl -fsS "http://127.0.0.1:$port/api/ready")"
log "healthy (HEALTHCHECK on /api/ready), running as $user, /api/ready: $ready"
log "image $IMAGE is ready"
