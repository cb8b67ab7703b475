/** A page as a theme draws it; render-page.ts wraps it into a document or a JavaScript payload. */
export type Rendered = { lang: string; head: string; bodyAttrs: string; body: string; doctype?: string };
