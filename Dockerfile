# One build, three images: the API (which also renders the storefront's pages, decision 030) and the two static apps.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY storefront/package.json storefront/
COPY admin-console/package.json admin-console/
COPY web-shared/package.json web-shared/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS api
WORKDIR /app
# mysqldump and mysql, for `npm run backup` and `npm run restore` against MySQL (decision 109).
RUN apt-get update && apt-get install -y --no-install-recommends mariadb-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
# glibc's malloc as `npm run serve` sets it: big buffers go back to the system (decision 049).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app /app
EXPOSE 4000 3000 3001
CMD ["node", "graphql-api/dist/server.js"]

FROM nginx:1.27-alpine AS storefront
COPY deploy/spa.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /app/storefront/dist /usr/share/nginx/html

FROM nginx:1.27-alpine AS admin
COPY deploy/spa.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /app/admin-console/dist /usr/share/nginx/html
