import { defineConfig } from "drizzle-kit";

/** drizzle-kit: `npm run db:generate` writes SQL migrations to api/drizzle/ from the schema. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/src/db/schema/index.ts",
  out: "./api/drizzle",
});
