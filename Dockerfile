# syntax=docker/dockerfile:1
# Media Search as one OCI image: the server, its server render and the built web app, on the
# project's own Node 24 (the `node` package in package-lock.json). docs/container.md says how to
# run it; with no environment it serves the offline demo catalogue, keeps favourites in SQLite
# under /data and signs people in with the built-in provider, like `npm start`.
#
#   docker build -t media-search .
#   docker run -p 5002:5002 -v media-search-data:/data media-search
#
# Registry settings (a mirror, a proxy's CA, a token) reach `npm ci` as a secret, never a layer:
#   docker build --secret id=npmrc,src=$HOME/.npmrc -t media-search .

# --- The workspaces' manifests alone: the toolchain and the production dependencies are
# installed again only when these change.
FROM debian:bookworm-slim AS manifests
COPY . /context
RUN mkdir /manifests \
 && cd /context \
 && cp --parents package.json package-lock.json apps/*/package.json packages/*/package.json \
      /manifests/

# --- The toolchain: Debian's npm, run on the project's Node 24 (the lockfile's `node` package,
# installed by Debian's Node 18 first). npm then installs for Node 24: on Node 18 it would skip
# the packages whose engines want a newer Node, such as the bundler's native binding.
FROM debian:bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates nodejs npm \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY --from=manifests /manifests/package-lock.json /tmp/
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=cache,target=/root/.npm \
    npm install --prefix /opt/node --no-save \
      "node@$(node -p "require('/tmp/package-lock.json').packages['node_modules/node'].version")" \
 && ln -s /opt/node/node_modules/node/bin/node /usr/local/bin/node \
 && rm /tmp/package-lock.json \
 && node --version

# --- Build: every dependency, the web app (browser build and server render), then the
# dependencies dropped in the same step: only the build is kept, not a gigabyte of node_modules.
# No install scripts: the one the build would need, the `node` package's, fetches the Node 24
# the toolchain already runs on.
FROM toolchain AS build
WORKDIR /src
COPY . .
# The About page's links, read when the web app is built (docs/configuration.md).
ARG VITE_AUTHOR_PROFILE_URL=
ARG VITE_SOURCE_CODE_URL=
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts \
 && npm run build \
 && test -f apps/web/dist/index.html \
 && test -f apps/web/dist/ssr/entry-server.js \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules

# --- What runs: the server's production dependencies, its sources and the build. Optional ones
# are left out: on Node the server uses none of them (they are the Lingui macro's Babel and
# TypeScript, for builds, and pg's socket for Cloudflare Workers), and they are 40 MB.
FROM toolchain AS runtime-files
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --omit=optional --ignore-scripts --workspace @media-search/server
COPY apps/server/ apps/server/
COPY packages/ packages/
COPY --from=build /src/apps/web/dist/ apps/web/dist/

# --- The image: Debian slim, Node 24, the app, a user of its own.
FROM debian:bookworm-slim
ARG VERSION=0.1.0
ARG REVISION=
ARG CREATED=
ARG SOURCE=
LABEL org.opencontainers.image.title="Media Search" \
      org.opencontainers.image.description="Discover movies, TV shows and people: search, popular and trending lists, rich details and favourites." \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.base.name="docker.io/library/debian:bookworm-slim"

# The server's own user (no login, no home); DATA_DIR is the only place it writes.
RUN groupadd --system --gid 10001 media-search \
 && useradd --system --uid 10001 --gid media-search --home-dir /nonexistent --no-create-home \
      --shell /usr/sbin/nologin media-search \
 && mkdir -p /data \
 && chown media-search:media-search /data \
 && chmod 700 /data

COPY --from=toolchain /opt/node/node_modules/node/bin/node /usr/local/bin/node
COPY --from=runtime-files /app/ /app/
WORKDIR /app

ENV HOST=0.0.0.0 \
    PORT=5002 \
    DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 5002
USER 10001:10001

# Ready: the server answers and its database does (docs/api.md). Node's fetch: no curl in here.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5002)+'/api/ready',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# SIGTERM (docker stop) lets in-flight requests finish, then exits: within SHUTDOWN_GRACE_MS
# (8 s), before docker stop's SIGKILL at 10 s.
STOPSIGNAL SIGTERM
# As the server's own start script runs it (apps/server/package.json).
CMD ["node", "--max-semi-space-size=16", "apps/server/src/server.ts"]
