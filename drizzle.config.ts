import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/src/db/schema/index.ts",
  out: "./infra/migrations",
  casing: "snake_case",
});
