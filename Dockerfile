# One image recipe for the three services; docker-compose.yml picks a target per service.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@10
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY upstream/package.json upstream/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .

FROM base AS upstream
ENV PORTAL_PORT=4010 TOKEN_PORT=4011
EXPOSE 4010 4011
CMD ["pnpm", "--filter", "@portal/upstream", "start"]

FROM base AS gateway
RUN pnpm --filter @portal/gateway build
ENV PORT=4000
EXPOSE 4000
CMD ["pnpm", "--filter", "@portal/gateway", "start"]

FROM base AS web-build
RUN pnpm --filter @portal/web build

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html
EXPOSE 80
