import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const KNOWN_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

// Builds `npx playwright install chromium` leaves in its cache, newest first.
function playwrightCacheBuilds(cacheDir: string): string[] {
  if (!existsSync(cacheDir)) return [];
  const builds = readdirSync(cacheDir)
    .filter((d) => /^chromium(?:_headless_shell)?-\d+$/.test(d))
    .sort((a, b) => Number(b.split("-").pop()) - Number(a.split("-").pop()));
  const binaries = [
    "chrome-linux/chrome",
    "chrome-linux64/chrome",
    "chrome-headless-shell-linux64/chrome-headless-shell",
    "chrome-linux/headless_shell",
  ];
  return builds.flatMap((b) => binaries.map((bin) => path.join(cacheDir, b, bin)));
}

/**
 * The Chromium executable to launch: the configured CHROMIUM_PATH when set (even if missing, so a typo is reported
 * rather than silently replaced), else the first known install location, else Playwright's download cache.
 */
export function findChromium(configured?: string | null, cacheDir?: string): string | null {
  if (configured) return configured;
  const cache = cacheDir ?? path.join(homedir(), ".cache", "ms-playwright");
  for (const candidate of [...KNOWN_PATHS, ...playwrightCacheBuilds(cache)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
