import { defineConfig } from "vitest/config";

/**
 * Three projects, one runner:
 * - unit: pure logic beside its source (`*.test.ts`), no services.
 * - integration: real Postgres and Redis (`*.int.test.ts`), an isolated database and queue prefix per file.
 * - e2e: the built app driven by Playwright in Chromium (`web/e2e/*.e2e.test.ts`).
 * The global setup provides the services once (TEST_DATABASE_URL / TEST_REDIS_URL, else embedded ones).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "{core,shared,api,worker,web}/src/**/*.test.{ts,tsx}",
            "worker/corpus/**/*.test.ts",
            "infra/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "integration",
          include: [
            "{shared,api,worker}/src/**/*.int.test.ts",
            "worker/corpus/**/*.int.test.ts",
            "infra/**/*.int.test.ts",
          ],
          globalSetup: ["infra/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["web/e2e/**/*.e2e.test.ts"],
          globalSetup: ["infra/test/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
