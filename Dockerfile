# One image recipe for the three services; docker-compose.yml picks a target per service.
# Node 24 is the Active LTS (Node 20 reached end of life in April 2026). The build stage has the
# whole workspace; the service images get only their compiled JavaScript and production
# dependencies (`pnpm deploy --prod`), and run as the image's unprivileged `node` user.
FROM node:24-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY upstream/package.json upstream/
COPY e2e/package.json e2e/
COPY gateway/bench/package.json gateway/bench/
COPY web/bench/package.json web/bench/
# The benchmark-only tools are not needed to build (same filter as scripts/start.mjs).
RUN pnpm install --frozen-lockfile --filter=!@portal/gateway-bench --filter=!@portal/web-bench
COPY . .
# tsc to dist/ (schema, upstream, gateway), GraphiQL's bundle, the web app; then one folder per
# service with its package.json, dist/ and production node_modules (@portal/schema compiled too).
RUN pnpm run build:server \
  && pnpm --filter @portal/gateway build \
  && pnpm --filter @portal/web build \
  && pnpm --filter @portal/upstream deploy --prod --legacy /out/upstream \
  && pnpm --filter @portal/gateway deploy --prod --legacy /out/gateway

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app

FROM runtime AS upstream
COPY --from=build /out/upstream /app/upstream
# Without DATABASE_URL the embedded PGlite keeps its data under /app/.data (DATA_DIR's default,
# relative to the repository root, which is /app here): the only folder the service writes.
RUN mkdir -p /app/.data && chown node:node /app/.data
WORKDIR /app/upstream
USER node
ENV PORTAL_PORT=4010 TOKEN_PORT=4011
EXPOSE 4010 4011
# "compiled": the export condition that resolves @portal/schema to its dist/ (schema/package.json).
CMD ["node", "--conditions=compiled", "dist/index.js"]

FROM runtime AS gateway
COPY --from=build /out/gateway /app/gateway
WORKDIR /app/gateway
USER node
ENV PORT=4000
EXPOSE 4000
CMD ["node", "--conditions=compiled", "dist/index.js"]

# Alpine's nginx with its brotli module (brotli_static serves the build's .br files; the official
# images have no brotli). It runs as its `nginx` user, so it listens on 8080, not 80: no `user`
# line, and the pid, temp and log paths belong to that user.
FROM alpine:3.22 AS web
RUN apk add --no-cache nginx nginx-mod-http-brotli \
  && sed -i -e '/^user /d' -e '/^pid /d' /etc/nginx/nginx.conf \
  && sed -i '1i pid /tmp/nginx.pid;' /etc/nginx/nginx.conf \
  && rm -f /etc/nginx/http.d/default.conf \
  && mkdir -p /run/nginx \
  && chown -R nginx:nginx /var/lib/nginx /var/log/nginx /run/nginx
COPY deploy/nginx.conf /etc/nginx/http.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
