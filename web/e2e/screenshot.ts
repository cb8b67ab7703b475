import path from "node:path";
import type { Page } from "playwright-core";

/** Saves a full-page screenshot when E2E_SCREENSHOT_DIR is set (to look at the screens a run went through). */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
