/**
 * `npm run bench:real-sites -- DIR [--misses]`: the product's crawler and detector on whole real practice websites, as
 * a scrape reads them (issue 18: "read the site, not only its sentences"). `bench:detection` reads excerpts of pages
 * written in the project's words; here the sites are the practices' own HTML, kept in public GitHub repositories:
 * static sites, a generator's committed output and PHP pages that are mostly HTML (`real-sites/manifest.tsv`, with the
 * commit read), and sites built from a framework's source (`real-sites/built.tsv`, with the commands that built
 * them). Every listed domain has labelled rows in `detection-set/`, so a site's label is the strongest label of its
 * rows (as `bench:detection`'s site level), and its side of the frozen split is its domain's.
 *
 * DIR holds one folder per domain with the site's files (`DIR/<domain>/index.html` ...). A built site must be there
 * already (its build needs npm and minutes); a missing site of manifest.tsv is exported from git: from
 * `REAL_SITES_GIT` (a folder of mirrors named `owner+name`, bare or not) when set, else cloned from GitHub into
 * `DIR/.git-cache/`. The sites are served on 127.0.0.1 by host name (the crawler's DNS maps the listed
 * domains there; nothing else is reachable), and absolute links to the site's own domain are pointed at that server, as
 * the live site would answer them. PHP is not run: its includes are pasted in (headers and menus live in them) and its
 * other code dropped. Each site goes through `createCrawler` with the worker's default budgets and settling, then
 * `readSite`, as `scrape-site.ts` does.
 *
 * Reported per part (tuning, validation): owner sites found (likely or confirmed), confirmed precision, non-owner sites
 * called likely or confirmed, the make, how often the crawl read the page an owner's label was written from, pages
 * read. Validation in aggregate only; `--misses` lists tuning disagreements. Results: Markdown on stdout and
 * bench-results/real-sites.{md,json}.
 *
 * What a label here cannot say: the rows cover the pages someone read, so a site labelled "not detected" may show its
 * scanner on a page no row was written from; a non-owner site called likely is worth reading before it is counted
 * as the detector's mistake.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { readSite } from "@cbct/core/domain/lead/index";
import type { CbctStatus } from "@cbct/core/domain/types";
import { worldPlaces } from "@cbct/shared/geo/places";
import { loadDetectionSets } from "../../api/src/cbct/real-pages/detection-sets.ts";
import { domainOf } from "../../api/src/cbct/real-pages/frozen-split.ts";
import {
  detectUnit,
  isOwner,
  sameMake,
  scoreUnits,
  type UnitResult,
  unitsOf,
} from "../../api/src/cbct/real-pages/measure-split.ts";
import { createCrawler } from "../src/crawl/crawl-site.ts";
import { settleCbct } from "../src/processors/cbct-settling.ts";
import { pct } from "./accuracy.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MANIFEST = path.join(import.meta.dirname, "real-sites/manifest.tsv");
const BUILT = path.join(import.meta.dirname, "real-sites/built.tsv");
const KEEP = /\.(?:html?|php|js|mjs|json|css|txt|xml)$/i;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const CONCURRENT_SITES = 4;

/** `files`: the repository holds the site as files (manifest.tsv); `built`: a framework's output, built (built.tsv). */
type Site = {
  domain: string;
  repository: string;
  commit: string;
  siteRoot: string;
  kind: string;
  source: "files" | "built";
};

/**
 * Reads manifest.tsv (domain, repository, commit, site_root, kind) or built.tsv (domain, repository, commit, app_dir,
 * build, output, kind), taking the columns it needs by name.
 */
function readManifest(file: string, source: Site["source"]): Site[] {
  const [header = "", ...lines] = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");
  const columns = header.split("\t");
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`${file}: no column ${name}`);
    return i;
  };
  const [domainAt, repositoryAt, commitAt, kindAt] = ["domain", "repository", "commit", "kind"].map(at);
  const rootAt = source === "files" ? at("site_root") : at("output");
  return lines.map((line) => {
    const cells = line.split("\t");
    const cell = (i: number | undefined) => cells[i ?? -1] ?? "";
    const site: Site = {
      domain: cell(domainAt),
      repository: cell(repositoryAt),
      commit: cell(commitAt),
      siteRoot: cell(rootAt),
      kind: cell(kindAt),
      source,
    };
    if (!/^[0-9a-f]{40}$/.test(site.commit) || !/^[\w.-]+\/[\w.-]+$/.test(site.repository) || !site.domain) {
      throw new Error(`${file}: bad line ${JSON.stringify(line)}`);
    }
    return site;
  });
}

const git = (gitDir: string, args: string[]) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });

/** A git directory holding the site's commit: a mirror under REAL_SITES_GIT, else a clone from GitHub. */
function gitDirFor(site: Site, dir: string): string {
  const name = site.repository.replace("/", "+");
  const mirrors = process.env.REAL_SITES_GIT;
  const candidates = mirrors
    ? ["repo", "repo/.git", "", ".git"].map((sub) => path.join(mirrors, name, sub))
    : [path.join(dir, ".git-cache", name)];
  for (const c of candidates) {
    try {
      git(c, ["cat-file", "-e", `${site.commit}^{commit}`]);
      return c;
    } catch {
      // not this one
    }
  }
  if (mirrors) throw new Error(`${site.repository} ${site.commit}: not in ${mirrors}`);
  const clone = candidates[0] as string;
  fs.rmSync(clone, { recursive: true, force: true });
  execFileSync("git", ["clone", "--quiet", "--bare", `https://github.com/${site.repository}.git`, clone]);
  return clone;
}

/** The site's servable files at its commit into DIR/<domain>/ (pages, scripts, styles, data; no media). */
function exportSite(site: Site, dir: string): void {
  const gitDir = gitDirFor(site, dir);
  const tree = site.siteRoot === "." ? site.commit : `${site.commit}:${site.siteRoot}`;
  const dest = path.join(dir, site.domain);
  const listing = git(gitDir, ["ls-tree", "-r", "-l", "-z", tree]).toString("utf8").split("\0");
  for (const entry of listing) {
    const tab = entry.indexOf("\t");
    if (tab < 0) continue;
    const [mode, type, object, size] = entry.slice(0, tab).split(/\s+/);
    const file = entry.slice(tab + 1);
    if (type !== "blob" || mode === "120000" || !KEEP.test(file) || Number(size) > MAX_FILE_BYTES) continue;
    if (file.split("/").some((part) => part.startsWith(".") || part === "node_modules")) continue;
    const to = path.join(dest, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      fs.writeFileSync(to, git(gitDir, ["cat-file", "blob", object as string]));
    } catch {
      // A mirror may lack its largest blobs: the page is missing, as a 404 would be.
    }
  }
}

/** PHP as the server would send it, without running it: includes pasted in (up to 4 deep), other code dropped. */
function pastePhpIncludes(text: string, file: string, siteDir: string, depth = 0): string {
  return text.replace(/<\?php([\s\S]*?)(?:\?>|$)/g, (_code, code: string) =>
    [...code.matchAll(/\b(?:include|require)(?:_once)?\s*\(?\s*['"]([^'"]+)['"]/g)]
      .map((m) => {
        const included = path.resolve(path.dirname(file), m[1] as string);
        if (depth >= 4 || !included.startsWith(siteDir + path.sep) || !fs.existsSync(included)) return "";
        return pastePhpIncludes(fs.readFileSync(included, "utf8"), included, siteDir, depth + 1);
      })
      .join(""),
  );
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain",
};

const REWRITTEN = new Set([".xml", ".txt"]);

function serveSites(dir: string, kinds: ReadonlyMap<string, string>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").replace(/^www\./, "");
    const port = (server.address() as AddressInfo).port;
    const siteDir = path.join(dir, host);
    let wanted: string;
    try {
      wanted = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      wanted = "/";
    }
    const kind = kinds.get(host);
    if (kind !== undefined) {
      const tries = ["", ".html", ".htm", ".php", "/index.html", "/index.htm", "/index.php"].map((end) =>
        path.join(siteDir, path.normalize(`${wanted}${end}`)),
      );
      // A single-page app answers every route with its index.html, as its host is set up to.
      if (kind === "spa" && path.extname(wanted) === "") tries.push(path.join(siteDir, "index.html"));
      const file = tries.find((f) => f.startsWith(siteDir) && fs.existsSync(f) && fs.statSync(f).isFile());
      if (file) {
        const ext = path.extname(file).toLowerCase();
        const type = CONTENT_TYPES[ext];
        if (type && !REWRITTEN.has(ext)) {
          res.writeHead(200, { "content-type": type });
          res.end(fs.readFileSync(file));
          return;
        }
        let text = fs.readFileSync(file, "utf8");
        if (ext === ".php") text = pastePhpIncludes(text, file, siteDir);
        // The site's own absolute addresses (pages, robots.txt's sitemap, the sitemap's pages) point at this server.
        const own = new RegExp(`https?://(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?::\\d+)?`, "gi");
        res.writeHead(200, { "content-type": type ?? "text/html; charset=utf-8" });
        res.end(text.replace(own, `http://${host}:${port}`));
        return;
      }
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<!doctype html><title>Not found</title><p>Not found</p>");
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

type SiteResult = UnitResult & {
  source: Site["source"];
  pagesRead: number;
  /** Pages the crawler read in Chromium (a script-built page), of pagesRead. */
  browserPages: number;
  labelledPageRead: boolean | null;
  /** Whether the copy has a page an owner row was written from (a framework's copy may not be the live site). */
  labelledPageServed: boolean | null;
  error: string | null;
  /** The same site's labelled excerpts as `bench:detection` reads them (site level, with addresses). */
  fromExcerpts: CbctStatus;
};

async function main() {
  const args = process.argv.slice(2);
  const dirArg = args.find((a) => !a.startsWith("--"));
  if (!dirArg) {
    console.error("usage: npm run bench:real-sites -- DIR [--misses]   (see worker/bench/real-sites/README.md)");
    process.exit(2);
  }
  const dir = path.resolve(dirArg);
  fs.mkdirSync(dir, { recursive: true });
  const listed = [...readManifest(MANIFEST, "files"), ...readManifest(BUILT, "built")];
  for (const site of listed) {
    if (site.source === "files" && !fs.existsSync(path.join(dir, site.domain))) exportSite(site, dir);
  }
  // A framework's site is read once built (README.md: built.tsv says how); one not built yet is left out and counted.
  const sites = listed.filter(
    (site) => fs.existsSync(path.join(dir, site.domain, "index.html")) || site.source === "files",
  );
  const notBuilt = listed.length - sites.length;

  const units = new Map(unitsOf(loadDetectionSets().rows, "site").map((u) => [u.key, u]));
  const domains = new Set(sites.map((s) => s.domain));
  const server = await serveSites(dir, new Map(sites.map((s) => [s.domain, s.kind])));
  const port = (server.address() as AddressInfo).port;
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: "postgres://unused/db",
    REDIS_URL: "redis://unused:6379",
    SCRAPER_ALLOW_HOSTS: `127.0.0.1:${port}`,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // "always" reads every page as a browser shows it (scripts run); the default is the worker's.
    ...(process.env.SCRAPER_BROWSER_MODE ? { SCRAPER_BROWSER_MODE: process.env.SCRAPER_BROWSER_MODE } : {}),
  });
  const crawler = createCrawler(config, {
    // Only the listed sites exist for this crawl; any other host name fails as an unknown one would.
    resolve: async (hostname) => {
      if (domains.has(hostname.replace(/^www\./, ""))) return [{ address: "127.0.0.1", family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    },
  });
  const places = worldPlaces();
  const started = Date.now();
  const results: SiteResult[] = [];
  let next = 0;
  const crawlOne = async (site: Site) => {
    const unit = units.get(site.domain);
    if (!unit) throw new Error(`${site.domain}: no labelled rows in the detection set`);
    const now = new Date();
    try {
      const content = await crawler.crawlSite(`http://${site.domain}:${port}/`, {
        maxPages: config.SCRAPER_MAX_PAGES,
        jobTimeoutMs: config.SCRAPER_JOB_TIMEOUT_MS,
        pageTimeoutMs: config.SCRAPER_PAGE_TIMEOUT_MS,
        browserMode: config.SCRAPER_BROWSER_MODE,
        more: settleCbct(Math.max(config.SCRAPER_MAX_PAGES, config.SCRAPER_MAX_PAGES_UNSETTLED), () => now),
      });
      const { detection } = readSite(content, now, { places });
      const read = new Set(content.pages.map((p) => pathKey(p.url)));
      const ownerRows = unit.rows.filter((r) => isOwner(r.label));
      const labelled = ownerRows.map((r) => pathKey(r.url));
      const servedPages = await Promise.all(ownerRows.map((r) => served(port, site.domain, r.url)));
      results.push({
        unit,
        source: site.source,
        browserPages: content.pages.filter((p) => p.renderedWithBrowser).length,
        status: detection.status,
        confidence: detection.confidence,
        manufacturer: detection.manufacturer,
        pagesRead: content.pages.length,
        labelledPageRead: labelled.length ? labelled.some((k) => read.has(k)) : null,
        labelledPageServed: labelled.length ? servedPages.some(Boolean) : null,
        error: null,
        fromExcerpts: detectUnit(unit, "structured", now).status,
      });
    } catch (error) {
      results.push({
        unit,
        source: site.source,
        browserPages: 0,
        status: "not_detected",
        confidence: 0,
        manufacturer: null,
        pagesRead: 0,
        labelledPageRead: null,
        labelledPageServed: null,
        error: String(error).slice(0, 200),
        fromExcerpts: detectUnit(unit, "structured", now).status,
      });
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENT_SITES }, async () => {
      for (let i = next++; i < sites.length; i = next++) await crawlOne(sites[i] as Site);
    }),
  );
  await crawler.close();
  server.close();
  const seconds = (Date.now() - started) / 1000;

  const cpu = os.cpus();
  const lines = [
    `## Real sites crawled (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)`,
    "",
    `${sites.length} practice websites from public repositories (worker/bench/real-sites: manifest.tsv, the sites ` +
      `kept as files; built.tsv, a framework's sites built${notBuilt ? `, ${notBuilt} of them not built in DIR and left out` : ""}), served on ` +
      `127.0.0.1 and read by the product's crawler (at most ${config.SCRAPER_MAX_PAGES} pages, up to ` +
      `${config.SCRAPER_MAX_PAGES_UNSETTLED} while uncertain; browser mode ${config.SCRAPER_BROWSER_MODE}) and ` +
      `detector in ${seconds.toFixed(0)} s; machine: ` +
      `${cpu.length} x ${cpu[0]?.model ?? "unknown"}, Node ${process.version}.`,
    "",
    "| part | sites | owner sites found | the same sites from their excerpts | confirmed precision | non-owner sites called likely / confirmed | make | labelled owner page in the copy / read | owner sites found where it was read | pages read (mean) | in Chromium | errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const json: Record<string, unknown> = { date: new Date().toISOString(), seconds, sites: sites.length };
  const groups = (["tuning", "validation"] as const).flatMap((part) =>
    [undefined, "files" as const, "built" as const].map((source) => ({ part, source })),
  );
  for (const { part, source } of groups) {
    const rs = results.filter((r) => r.unit.part === part && (source === undefined || r.source === source));
    if (rs.length === 0) continue;
    const name = source === undefined ? part : `${part}, ${source === "files" ? "kept as files" : "built"}`;
    const scores = scoreUnits(rs);
    const owners = rs.filter((r) => isOwner(r.unit.label));
    const found = owners.filter((r) => isOwner(r.status)).length;
    const nonOwners = rs.filter((r) => !isOwner(r.unit.label));
    const likely = nonOwners.filter((r) => r.status === "likely").length;
    const reachedOwners = owners.filter((r) => r.labelledPageRead === true);
    const reached = reachedOwners.length;
    // Whether the detector reads what the crawler reached: owner sites found among those whose labelled page was read.
    const foundReached = reachedOwners.filter((r) => isOwner(r.status)).length;
    const servedOwners = owners.filter((r) => r.labelledPageServed === true).length;
    const excerpts = owners.filter((r) => isOwner(r.fromExcerpts)).length;
    const confirmed = rs.filter((r) => r.status === "confirmed");
    const pages = rs.reduce((a, r) => a + r.pagesRead, 0) / Math.max(1, rs.length);
    lines.push(
      `| ${name} | ${rs.length} | ${found} of ${owners.length} (${pct(found / owners.length)}) | ${excerpts} of ${owners.length} | ` +
        `${confirmed.filter((r) => isOwner(r.unit.label)).length} of ${confirmed.length} | ` +
        `${likely} / ${scores.nonOwnerConfirmed} of ${nonOwners.length} | ${scores.make.named} of ${scores.make.of} | ` +
        `${servedOwners} / ${reached} of ${owners.length} | ${foundReached} of ${reached} | ${pages.toFixed(1)} | ${rs.reduce((a, r) => a + r.browserPages, 0)} | ` +
        `${rs.filter((r) => r.error).length} |`,
    );
    json[name] = {
      sites: rs.length,
      owners: owners.length,
      found,
      excerpts,
      confirmed: confirmed.length,
      likely,
      reached,
      foundReached,
      servedOwners,
    };
  }
  if (args.includes("--misses")) {
    lines.push("", "Tuning disagreements (validation sites are never listed):", "");
    for (const r of results.filter((x) => x.unit.part === "tuning")) {
      const makeWrong = r.unit.manufacturer !== null && !sameMake(r.unit.manufacturer, r.manufacturer);
      if (isOwner(r.unit.label) === isOwner(r.status) && !makeWrong && !r.error) continue;
      lines.push(
        `- ${r.unit.key}: labelled ${r.unit.label}${r.unit.manufacturer ? ` (${r.unit.manufacturer})` : ""}, ` +
          `read ${r.status} ${r.confidence}${r.manufacturer ? ` (${r.manufacturer})` : ""}, ${r.pagesRead} pages ` +
          `(its excerpts: ${r.fromExcerpts})` +
          `${r.labelledPageServed === false ? ", the copy lacks the labelled page" : r.labelledPageRead === false ? ", the labelled page not read" : ""}` +
          `${r.error ? `, ${r.error}` : ""}`,
      );
    }
  }
  const errors = results.filter((r) => r.error);
  if (errors.length) {
    // What failed is the crawl's business, not the page's content: a validation site's message is shown without it.
    lines.push("", "Crawl errors:", "");
    for (const r of errors)
      lines.push(`- ${r.unit.part === "tuning" ? r.unit.key : "(a validation site)"}: ${r.error}`);
  }
  const markdown = lines.join("\n");
  console.log(markdown);
  const out = path.join(ROOT, "bench-results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "real-sites.md"), `${markdown}\n`);
  fs.writeFileSync(path.join(out, "real-sites.json"), `${JSON.stringify(json, null, 2)}\n`);
}

/**
 * Whether the test server answers the page a row was written from with 200 (its path on the site's copy). A
 * single-page app answers every route, so for one this says only that the app is there, not that it has the route.
 */
function served(port: number, domain: string, url: string): Promise<boolean> {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers: { host: `${domain}:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
  });
}

/** A page's path without its trailing slash or index file, for "was the labelled page read". */
function pathKey(url: string): string {
  try {
    const u = new URL(url);
    const page = u.pathname
      .replace(/\/index\.(?:html?|php)$/, "/")
      .replace(/\.(?:html?|php)$/, "")
      .replace(/\/$/, "");
    return `${domainOf(url)}${page}`;
  } catch {
    return url;
  }
}

await main();
