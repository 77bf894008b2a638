# `npm run backup` and `npm run restore` for docker compose (the `backup` service): Node and
# PostgreSQL 15's client programs (pg_dump, pg_restore, the server's major version).
# Build context: the repository root (docker compose sets it).
FROM node:22.23.3-bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN npm init -y >/dev/null && npm install --no-audit --no-fund -E tar@7.5.8 pg@8.16.3
COPY scripts ./scripts
COPY snapshots ./snapshots
ENV BACKUP_DIR=/backups
CMD ["node", "scripts/backup.mjs"]
