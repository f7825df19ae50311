# Production image: API + built web app on one port, against Postgres (docker-compose.yml).
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY catalogue/package.json catalogue/
COPY api/package.json api/
COPY web/package.json web/
COPY extensions/teams/package.json extensions/teams/
COPY extensions/hubspot/src/app/cards/package.json extensions/hubspot/src/app/cards/
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npm", "run", "start", "-w", "@fsa/api"]
