# The API: Fastify over Postgres (DATABASE_URL), compiled to JavaScript (`npm run build -w api`) and run
# with plain node: no TypeScript tooling at runtime (tsx cost ~90 MB and seconds at every start).
# Migrations run on start (replicas starting together take turns); an empty database gets the demo data.
# Node 24 is the current LTS (Node 20 reached end of life in April 2026).

FROM node:24-slim AS build
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY shared-domain/package.json shared-domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-guest/package.json mfe-guest/
COPY mfe-host/package.json mfe-host/
COPY mfe-admin/package.json mfe-admin/
# Exactly the committed lock file (it holds every platform's optional native builds).
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared-domain shared-domain
COPY api api
RUN npm run build -w api

FROM node:24-slim
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY shared-domain/package.json shared-domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-guest/package.json mfe-guest/
COPY mfe-host/package.json mfe-host/
COPY mfe-admin/package.json mfe-admin/
# Only what the API needs at runtime: its production dependencies (shared-domain is compiled into dist).
RUN npm ci --omit=dev --workspace api --no-audit --no-fund && npm cache clean --force
COPY --from=build /repo/api/dist api/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
WORKDIR /repo/api
# Two malloc arenas: after a burst of large image uploads glibc otherwise keeps the freed memory of
# many arenas (issue 20: bench:uploads left ~570 MB resident after four 10-photo uploads).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 UPLOAD_DIR=/data/uploads MALLOC_ARENA_MAX=2
EXPOSE 3000
USER node
# --disable-proto=delete: a `__proto__` key written by a parser (an iCal feed's UID) makes an own
# property instead of polluting Object.prototype for every request of the replica (issue 20).
CMD ["node", "--disable-proto=delete", "--enable-source-maps", "dist/server.js"]
