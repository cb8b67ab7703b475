import { existsSync } from "node:fs";

/** Known places of a system Chromium or Chrome (Playwright cannot download its own browser here). */
export const KNOWN_CHROMIUM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export function findChromium(configured?: string): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  return KNOWN_CHROMIUM_PATHS.find((p) => existsSync(p)) ?? null;
}
