import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CONTACT_SITES } from "./contact-sites.ts";
import type { ContactSite } from "./contact-site.ts";

export type RunningContactSite = { site: ContactSite; url: string };
export type ContactCorpus = { sites: RunningContactSite[]; close(): Promise<void> };

/** Serves each contact site from its own server on 127.0.0.1 (its origin is its identity), like the main corpus. */
export async function startContactSites(sites: readonly ContactSite[] = CONTACT_SITES): Promise<ContactCorpus> {
  const servers: Server[] = [];
  const running: RunningContactSite[] = [];
  for (const site of sites) {
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const body = path === "/robots.txt" ? "User-agent: *\nAllow: /\n" : site.files[path];
      if (body === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
        return;
      }
      const type = path.endsWith(".js") ? "text/javascript" : path.endsWith(".txt") ? "text/plain" : "text/html";
      res.writeHead(200, { "content-type": `${type}; charset=utf-8` }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    running.push({ site, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
  }
  return {
    sites: running,
    close: async () => {
      await Promise.all(
        servers.map((s) =>
          new Promise<void>((resolve) => s.close(() => resolve())).then(() => s.closeAllConnections()),
        ),
      );
    },
  };
}
