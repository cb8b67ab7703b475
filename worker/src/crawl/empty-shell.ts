import type { PageContent } from "@cbct/core/domain/site-content";

const MIN_TEXT_CHARS = 200;
// Mount points of client-rendered apps: React, Vue, Next, Nuxt, Gatsby, Angular, Svelte, Wix/Squarespace-style roots.
const MOUNT_POINT =
  /<[a-z]+[^>]*\s(?:id\s*=\s*["']?(?:root|app|__next|__nuxt|___gatsby|svelte|main-app)["'\s>]|data-reactroot|ng-app|ng-version|data-v-app)/i;

// A mount point left empty by the server: the page's own content will appear only after scripts run.
const EMPTY_MOUNT_POINT =
  /<(div|main|section|body)\b[^>]*\sid\s*=\s*["']?(?:root|app|__next|__nuxt|___gatsby)["']?[^>]*>\s*(?:<!--[\s\S]*?-->\s*)?<\/\1>/i;
// With an empty mount point, the server-rendered header and footer alone can pass MIN_TEXT_CHARS.
const MAX_CHROME_TEXT_CHARS = 1_500;

// A placeholder that scripts replace once the page has loaded: lazily fetched sections, widget containers.
const LOADING_PLACEHOLDER = />\s*(?:loading|please wait)\s*(?:…|\.{3}|&hellip;)?\s*</i;

/**
 * True when the HTTP response is a JavaScript application's empty shell: hardly any visible text, but scripts or an
 * app mount point that would fill it in a browser; or a page whose sections are still "Loading…" placeholders.
 * Such pages need Chromium to be read in full.
 */
export function isEmptyShell(html: string, page: PageContent): boolean {
  if (page.text.length < MAX_CHROME_TEXT_CHARS && EMPTY_MOUNT_POINT.test(html)) return true;
  if (LOADING_PLACEHOLDER.test(html) && /<script\b/i.test(html)) return true;
  if (page.text.length >= MIN_TEXT_CHARS) return false;
  return page.scriptSrcs.length > 0 || /<script\b/i.test(html) || MOUNT_POINT.test(html);
}
