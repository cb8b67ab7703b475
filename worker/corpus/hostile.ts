import type { IncomingMessage, ServerResponse } from "node:http";
import { tinyPng } from "./png.ts";
import { notFoundPage, pageHtml, serveNormal } from "./serve-site.ts";
import { every, later, type SiteRuntime, send } from "./site-runtime.ts";

const HTML = "text/html; charset=utf-8";
const ARCHIVE = /^\/blog\/page\/(\d{1,200})\/$/;

/**
 * Serves one request according to the site's behaviour. robots.txt stays well-behaved on every hostile site
 * except the robots one, so each failure has exactly one cause.
 */
export function serveSite(rt: SiteRuntime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const b = rt.def.behaviour;
  const head = req.method === "HEAD";
  const path = url.pathname;
  if (path === "/robots.txt" || b.type === "normal") {
    serveNormal(rt, req, res, url);
    return;
  }
  const isPage = rt.def.pages.some((p) => p.path === path);

  switch (b.type) {
    case "hang":
      // Accept the request and never answer; close() destroys the socket.
      return;
    case "drip": {
      res.writeHead(200, { "Content-Type": HTML });
      res.write(`<!DOCTYPE html><html><head><title>${rt.def.practice.name}</title></head><body><!-- `);
      every(rt, res, b.intervalMs, () => res.write("."));
      return;
    }
    case "huge":
      if (!isPage) {
        serveNormal(rt, req, res, url);
        return;
      }
      streamHuge(rt, res, b.bytes, head);
      return;
    case "redirect-loop": {
      const next = path === "/" ? "/home/" : path === "/home/" ? "/index.php" : "/";
      send(res, 302, HTML, "", head, { Location: next });
      return;
    }
    case "endless-links":
      serveEndless(rt, req, res, url);
      return;
    case "binary-octet":
      if (path !== "/") {
        serveNormal(rt, req, res, url);
        return;
      }
      send(res, 200, "application/octet-stream", binaryBlob(), head, {
        "Content-Disposition": 'attachment; filename="index"',
      });
      return;
    case "png-as-html":
      if (path !== "/") {
        serveNormal(rt, req, res, url);
        return;
      }
      send(res, 200, HTML, tinyPng([200, 30, 30], 64), head);
      return;
    case "not-found-home":
      send(res, 404, HTML, notFoundPage(rt.def.practice.name), head);
      return;
    case "error-then-ok":
      if (isPage && rt.pageRequests <= b.failures) {
        send(res, 500, HTML, "<!DOCTYPE html><html><body><h1>500 Internal Server Error</h1></body></html>", head);
        return;
      }
      serveNormal(rt, req, res, url);
      return;
    case "slow":
      later(rt, b.delayMs, () => {
        if (!res.destroyed) serveNormal(rt, req, res, url);
      });
      return;
  }
}

function streamHuge(rt: SiteRuntime, res: ServerResponse, total: number, head: boolean): void {
  // No Content-Length: the crawler must count bytes itself rather than trust a header.
  res.writeHead(200, { "Content-Type": HTML });
  if (head) {
    res.end();
    return;
  }
  const paragraph = `<p>${"Comfortable, modern dentistry for the whole family. ".repeat(20)}</p>\n`;
  const chunk = Buffer.from(paragraph.repeat(Math.ceil(65536 / paragraph.length)), "utf8");
  let sent = 0;
  res.write(`<!DOCTYPE html><html><head><title>${rt.def.practice.name}</title></head><body>\n`);
  const pump = () => {
    while (sent < total && !rt.closed && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once("drain", pump);
        return;
      }
    }
    if (!res.destroyed && !rt.closed) res.end("</body></html>\n");
  };
  pump();
}

function serveEndless(rt: SiteRuntime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const fanout = rt.def.behaviour.type === "endless-links" ? rt.def.behaviour.fanout : 50;
  const head = req.method === "HEAD";
  const match = ARCHIVE.exec(url.pathname);
  const page = rt.def.pages.find((p) => p.path === url.pathname);
  if (!match && !page) {
    serveNormal(rt, req, res, url);
    return;
  }
  const n = match?.[1] ? BigInt(match[1]) : 0n;
  const links = Array.from({ length: fanout }, (_, i) => {
    const target = n * BigInt(fanout) + BigInt(i + 1);
    return `<li><a href="/blog/page/${target}/">Older posts, page ${target}</a></li>`;
  }).join("");
  const archive = `<nav class="archive-pagination" aria-label="Archive"><h2>From the archive</h2><ul>${links}</ul></nav>`;
  if (page) {
    send(res, 200, HTML, pageHtml(rt, page).replace("</body>", `${archive}\n</body>`), head);
    return;
  }
  const name = rt.def.practice.name;
  send(
    res,
    200,
    HTML,
    `<!DOCTYPE html><html lang="en"><head><title>Blog archive, page ${n} - ${name}</title></head><body><header><a href="/">${name}</a></header><main><h1>Blog archive, page ${n}</h1><p>Dental health tips and office news from the ${name} team.</p>${archive}</main></body></html>`,
    head,
  );
}

/** Deterministic non-text bytes (a zip-like header and noise) for the octet-stream home page. */
function binaryBlob(): Buffer {
  const bytes = Buffer.alloc(64 * 1024);
  bytes.write("PK\u0003\u0004", 0, "latin1");
  let x = 0x12345678;
  for (let i = 4; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}
