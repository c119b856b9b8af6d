# The site in one image: the web app built with Node (Vite) at image build time, the server on the
# official Deno image, run as the image's non-root user "deno", its data in the volume /data and
# its daily backups in the volume /backups.
#   docker build -t aurum-voyages .
#   docker run -d -p 127.0.0.1:8000:8000 -v aurum-data:/data -v aurum-backups:/backups \
#     -e PUBLIC_URL=https://www.aurumvoyages.ae -e TRUST_PROXY=1 -e JWT_SECRET=... aurum-voyages

FROM node:20-bookworm-slim AS web
WORKDIR /app/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY contract /app/contract
COPY locales /app/locales
COPY manifest /app/manifest
COPY web /app/web
RUN npx vite build --logLevel warn

FROM denoland/deno:2.9.6
WORKDIR /app
COPY deno.json deno.lock ./
COPY contract contract
COPY locales locales
COPY server server
COPY scripts scripts
COPY --from=web /app/web/dist web/dist
RUN mkdir -p /data /backups && chown deno:deno /data /backups
USER deno
# Every module the server, its workers and the backup scripts load, cached in the image.
RUN deno install --frozen --entrypoint server/main.ts server/*/*-worker.ts scripts/backup.ts scripts/restore.ts

ENV HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups \
    WEB_DIST=/app/web/dist
VOLUME ["/data", "/backups"]
EXPOSE 8000

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["deno", "eval", "--no-config", "const r = await fetch(`http://127.0.0.1:${Deno.env.get('PORT')}/readyz`); Deno.exit(r.ok ? 0 : 1)"]

CMD ["run", "-A", "--cached-only", "server/main.ts"]
