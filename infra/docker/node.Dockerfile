# One image for the api, worker and migrate services (different commands), built from the repo root:
#   docker build -f infra/docker/node.Dockerfile -t cbct-intelligence .
# The worker needs Chromium: Debian's package, driven by playwright-core (no Playwright browser download).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY shared/package.json shared/
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
COPY infra/package.json infra/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build /app /app
# Never root: everything runs as the unprivileged node user, so a Chromium renderer bug reaches no privileges (the
# compose file explains why the sandbox itself is off inside Docker's default seccomp profile).
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "api/src/main.ts"]
