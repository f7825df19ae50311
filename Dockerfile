# Production image: the compiled API serving the built web app and Teams tab on one port, against
# PostgreSQL (docker-compose.yml) or the embedded database in /app/data.
#
#   build     all dependencies; `npm run build` compiles api/dist (esbuild), web/dist and the Teams tab
#   deps      the API's production dependencies only (no dev dependency, no other workspace's)
#   runtime   those dependencies and the compiled output, run by plain node as the `node` user
#
# Node: the image runs Node 22 (LTS); package.json "engines" declares >= 20.19, which the
# development machines and CI run (20.20). The runtime stage's contents were run on Node 22.23.3
# outside Docker; the image itself was not built here (no engine; README "Deploy with Docker").
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY catalogue/package.json catalogue/
COPY api/package.json api/
COPY web/package.json web/
COPY extensions/teams/package.json extensions/teams/
COPY extensions/hubspot/src/app/cards/package.json extensions/hubspot/src/app/cards/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY catalogue/package.json catalogue/
COPY api/package.json api/
COPY web/package.json web/
COPY extensions/teams/package.json extensions/teams/
COPY extensions/hubspot/src/app/cards/package.json extensions/hubspot/src/app/cards/
# @fsa/shared and @fsa/catalogue are compiled into api/dist. --omit=optional: the dev tools that are
# also optional peers of better-auth (vitest, drizzle-kit, msw: "devOptional" in the lockfile) would
# otherwise be installed; no package the server loads is optional. 208 MB instead of 358 MB.
RUN npm ci --omit=dev --omit=optional --workspace=@fsa/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/drizzle ./api/drizzle
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/extensions/teams/dist/tab ./extensions/teams/dist/tab
# The data folder (embedded database, generated secret, local e-mail outbox) is the only place the
# server writes; everything else stays root-owned and read-only to it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --heap-growing-percent=50: V8 collects the old generation when it has grown by half rather than
# by up to four times, which keeps the server's peak memory near 300 MB under load (issue #15,
# docs/performance.md), for a few percent of throughput on the largest answers.
CMD ["node", "--heap-growing-percent=50", "api/dist/main.mjs"]
