/**
 * `npm test`: everything a change must pass, in the order that fails fastest.
 * typecheck -> lint -> build the web app -> unit, integration and browser end-to-end tests (vitest).
 * Services: TEST_DATABASE_URL / TEST_REDIS_URL when set, else an embedded Postgres and a private redis-server
 * (infra/test/global-setup.ts). Chromium: CHROMIUM_PATH, else a known location, else `apt-get install chromium`
 * when we are root on Debian/Ubuntu.
 * Extra arguments go to vitest, e.g. `npm test -- --project unit`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { findChromium } from "@cbct/worker/crawl/find-chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const extra = process.argv.slice(2);

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`\n${title} failed`);
    process.exit(r.status ?? 1);
  }
}

const isRootOnDebian = () => process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;

function aptInstall(pkg: string): void {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", pkg], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function ensureChromium(): string {
  const found = findChromium(process.env.CHROMIUM_PATH);
  if (found && existsSync(found)) return found;
  if (isRootOnDebian()) {
    console.log("Chromium not found: installing Debian's chromium package");
    aptInstall("chromium");
    const installed = findChromium();
    if (installed && existsSync(installed)) return installed;
  }
  console.error(
    "Chromium is needed for the browser tests and was not found. Install it (Debian/Ubuntu: apt-get install chromium)" +
      " or set CHROMIUM_PATH to a Chrome/Chromium executable.",
  );
  process.exit(1);
}

/** pdftotext reads the PDF reports back in the browser tests. */
function ensurePdftotext(): void {
  if (spawnSync("sh", ["-c", "command -v pdftotext"]).status === 0) return;
  if (isRootOnDebian()) {
    console.log("pdftotext not found: installing Debian's poppler-utils package");
    aptInstall("poppler-utils");
    return;
  }
  console.error(
    "pdftotext is needed by the PDF tests: install poppler-utils (Debian/Ubuntu: apt-get install poppler-utils).",
  );
  process.exit(1);
}

const chromium = ensureChromium();
ensurePdftotext();
const onlyVitest = extra.length > 0;
if (!onlyVitest) {
  step("typecheck", "npm", ["run", "typecheck"]);
  step("lint", "npm", ["run", "lint"]);
}
step("build web", "npm", ["run", "build"]);
// The JSON report feeds the one-line summary CI reads ("tests: N passed, N failed").
const report = path.join(ROOT, "node_modules/.cache/vitest-report.json");
rmSync(report, { force: true });
const tests = spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra],
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } },
);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
}
process.exit(tests.status ?? 1);
