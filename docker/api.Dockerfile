# The API: Fastify over Postgres (DATABASE_URL), run from its TypeScript sources with tsx, as
# `npm start -w api` does. Migrations run on start; the demo data is seeded into an empty database.
FROM node:20-slim
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY shared-domain/package.json shared-domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-guest/package.json mfe-guest/
COPY mfe-host/package.json mfe-host/
COPY mfe-admin/package.json mfe-admin/
# Not `npm ci`: the lock file lacks other platforms' optional native builds (the registry it was made
# against serves only linux-x64), so npm ci's lock check refuses it; npm install keeps the locked versions.
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared-domain shared-domain
COPY api api
RUN mkdir -p /data/uploads && chown -R node:node /data
WORKDIR /repo/api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 UPLOAD_DIR=/data/uploads
EXPOSE 3000
USER node
CMD ["node", "/repo/node_modules/tsx/dist/cli.mjs", "src/server.ts"]
