import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BundleReport, buildWeb, reportBundle, SERVER_LIBRARIES } from "../scripts/web-bundle-size.ts";

/**
 * The browser bundle stays a browser bundle (issue 20): it is built here (vite's API, a temporary directory) and
 * read through its manifest and sourcemaps.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const CHAKRA_COMPONENTS = path.join(ROOT, "node_modules/@chakra-ui/react/dist/esm/components");

/**
 * The sign-in page's JavaScript today, gzipped, as a ceiling a change may not raise. Issue 20's target is 200 KB;
 * measured 221 KB on the core split alone, 227 KB once the alerts bell (its popover recipe) and the dashboard's URL
 * state (validated by the router on every page) joined it (react-dom 67, zod + TanStack Query 35, Chakra's styled
 * system 35, emotion + router 33). What is left to take is written in docs/architecture.md ("The web bundle").
 */
const SIGN_IN_CEILING_BYTES = 230 * 1024;

let outDir = "";
let report: BundleReport;

beforeAll(async () => {
  outDir = await buildWeb();
  report = reportBundle(outDir);
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the web bundle", () => {
  it("holds no server library", () => {
    expect(report.allPackages).toContain("react"); // the sourcemaps were read
    expect(report.serverLibraries).toEqual([]);
    expect(report.allPackages.filter((p) => SERVER_LIBRARIES.some((lib) => p === lib))).toEqual([]);
  });

  it("keeps the sign-in page's JavaScript under its ceiling", () => {
    expect(report.signIn.map((c) => c.file).some((f) => f.includes("login"))).toBe(true);
    expect(report.signInGzipBytes).toBeLessThanOrEqual(SIGN_IN_CEILING_BYTES);
  });

  it("does not load a signed-in page's libraries on the sign-in page", () => {
    const signInPackages = new Set(report.signIn.flatMap((c) => c.packages));
    for (const lazy of ["leaflet", "recharts", "jspdf", "html2canvas", "libphonenumber-js"]) {
      expect(signInPackages.has(lazy), lazy).toBe(false);
    }
  });

  it("styles every Chakra component it ships (web/src/theme.ts lists the recipes)", async () => {
    // Every Chakra component in any chunk names the recipe it is styled by; theme.ts must carry each of them, or the
    // component renders unstyled without any error.
    const used = new Set<string>();
    for (const file of readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".js.map"))) {
      const map = JSON.parse(readFileSync(path.join(outDir, "assets", file), "utf8")) as { sources: string[] };
      for (const source of map.sources) {
        const component = /@chakra-ui\/react\/dist\/esm\/components\/([^/]+)\//.exec(source)?.[1];
        if (!component) continue;
        for (const name of readdirSync(path.join(CHAKRA_COMPONENTS, component))) {
          const code = readFileSync(path.join(CHAKRA_COMPONENTS, component, name), "utf8");
          for (const m of code.matchAll(/(?:create|use)(Slot)?Recipe(?:Context)?\(\{\s*key:\s*"(\w+)"/g)) {
            used.add(`${m[1] ? "slot:" : ""}${m[2]}`);
          }
        }
      }
    }
    expect(used.has("button")).toBe(true);
    const themePath = path.join(ROOT, "web/src/theme.ts");
    const { system } = (await import(/* @vite-ignore */ themePath)) as {
      system: { isRecipe(key: string): boolean; isSlotRecipe(key: string): boolean };
    };
    // "text" is a key Chakra's Text asks for but its default theme never defines either.
    const missing = [...used]
      .filter((key) => key !== "text")
      .filter((key) => (key.startsWith("slot:") ? !system.isSlotRecipe(key.slice(5)) : !system.isRecipe(key)));
    expect(missing).toEqual([]);
  }, 60_000);
});
