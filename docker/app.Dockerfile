# One browser app (shell, mfe-guest, mfe-host or mfe-admin) as its own deployable image: built with the
# monorepo's toolchain, then served by the shell's Fastify server (shell/server; no build tools at runtime).
#   docker build -f docker/app.Dockerfile --build-arg APP=mfe-host -t shoreline-host .
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
COPY shared-ui shared-ui
ARG APP=shell
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

FROM node:24-slim
WORKDIR /srv
COPY package.json package-lock.json .npmrc ./
COPY shared-domain/package.json shared-domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-guest/package.json mfe-guest/
COPY mfe-host/package.json mfe-host/
COPY mfe-admin/package.json mfe-admin/
# The server (shell/server: Fastify and its plugins) runs in every app's image, the remotes' too:
# the shell's production dependencies, no build tools.
RUN npm ci --omit=dev --workspace shell --no-audit --no-fund && npm cache clean --force
COPY scripts/serve-static.mjs scripts/
COPY shell/server/*.mjs shell/server/
COPY shared-ui/build/remotesConfig.cjs shared-ui/build/
# The shell's server reads the route table (which remote owns a page) and runs the same matcher.
COPY shared-ui/src/routeTable.json shared-ui/src/matchRoute.mjs shared-ui/src/routeDataPaths.mjs shared-ui/src/
ARG APP=shell
COPY --from=build /repo/${APP}/dist dist
ENV NODE_ENV=production STATIC_ROOT=/srv/dist LISTEN_PORT=8080
EXPOSE 8080
USER node
CMD ["node", "scripts/serve-static.mjs"]
