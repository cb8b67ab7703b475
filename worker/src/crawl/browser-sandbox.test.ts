import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "./browser-pool.ts";
import { isRoot } from "./browser-user.ts";
import { PageFetcher } from "./fetch-page.ts";
import { createGuardedAgent } from "./ssrf-guard.ts";
import { pages, startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

type Proc = { pid: number; ppid: number; uid: number; args: string };

function processes(): Proc[] {
  const out = execFileSync("ps", ["-eo", "pid=,ppid=,uid=,args="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), uid: Number(m[3]), args: m[4] ?? "" }));
}

/** Every process below `root` (Chromium's zygotes and renderers hang below the browser process). */
function descendants(all: Proc[], root: number): Proc[] {
  const found: Proc[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = all.filter((p) => frontier.includes(p.ppid));
    found.push(...next);
    frontier = next.map((p) => p.pid);
  }
  return found;
}

/** Seccomp mode of a process: 2 is a seccomp-bpf filter, which Chromium's sandbox puts on every renderer. */
function seccompMode(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null; // exited since it was listed
  }
  return Number(/^Seccomp:\s*(\d+)/m.exec(status)?.[1] ?? -1);
}

/** Issue 19 point 8: a worker running as root must not run Chromium as root, nor without its sandbox. */
describe.skipIf(!isRoot())("Chromium of a worker running as root", { timeout: 60_000 }, () => {
  let site: TestServer;
  const dispatcher = createGuardedAgent({ allowHosts: ["127.0.0.1:1024-65535"] });
  const fetcher = new PageFetcher({
    dispatcher,
    userAgent: "CBCTIntelligenceBot/1.0 (+test)",
    allowHosts: ["127.0.0.1:1024-65535"],
    maxRedirects: 5,
    maxBodyBytes: 1e6,
  });
  const pool = new BrowserPool({
    executablePath: "/usr/bin/chromium",
    userAgent: "CBCTIntelligenceBot/1.0 (+test)",
    fetcher,
    requestTimeoutMs: 5_000,
    restartAfterPages: 100,
  });

  beforeAll(async () => {
    site = await startTestServer(
      pages({
        "/app": `<html><body><div id="r"></div><script>r.textContent = "rendered by script"</script></body></html>`,
      }),
    );
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
    await dispatcher.close();
  });

  it("runs as an unprivileged user with the sandbox on, and still renders", async () => {
    const checked = await pool.withContext(async (s) => {
      const page = await s.render(`${site.origin}/app`, 15_000);
      expect(page.text).toContain("rendered by script");
      // While the page is open: the browser process is a direct child of this process (the wrapper execs it).
      const all = processes();
      const browsers = all.filter((p) => p.ppid === process.pid && p.args.includes("--remote-debugging-pipe"));
      expect(browsers).toHaveLength(1);
      const tree = [browsers[0]!, ...descendants(all, browsers[0]!.pid)];
      return { tree, renderers: tree.filter((p) => p.args.includes("--type=renderer")) };
    });
    for (const p of checked.tree) {
      expect(p.uid, p.args).not.toBe(0);
      expect(p.args).not.toContain("--no-sandbox");
    }
    expect(checked.renderers.length).toBeGreaterThan(0);
  });

  it("puts every renderer under the seccomp sandbox", async () => {
    await pool.withContext(async (s) => {
      await s.render(`${site.origin}/app`, 15_000);
      // A page kept open while the processes are read: a rendered page is closed when its render returns, and its
      // renderer may exit between listing the processes and reading one's /proc status.
      const open = await s.context.newPage();
      await open.goto(`${site.origin}/app`);
      const all = processes();
      const browser = all.find((p) => p.ppid === process.pid && p.args.includes("--remote-debugging-pipe"));
      expect(browser).toBeDefined();
      const renderers = descendants(all, browser!.pid).filter((p) => p.args.includes("--type=renderer"));
      expect(renderers.length).toBeGreaterThan(0);
      const modes = renderers.map((r) => seccompMode(r.pid)).filter((mode) => mode !== null);
      // The open page's renderer at least is alive; every renderer still running is under the filter.
      expect(modes.length).toBeGreaterThan(0);
      for (const mode of modes) expect(mode).toBe(2);
      await open.close();
    });
  });

  it("gives the browser no database or Redis URL in its environment", async () => {
    process.env.CBCT_TEST_SECRET_URL = "postgres://postgres:very-secret@127.0.0.1/x";
    // A new pool: its browser starts now, after the variable is set, as a worker's would with DATABASE_URL.
    const fresh = new BrowserPool({
      executablePath: "/usr/bin/chromium",
      userAgent: "CBCTIntelligenceBot/1.0 (+test)",
      fetcher,
      requestTimeoutMs: 5_000,
      restartAfterPages: 100,
    });
    try {
      await fresh.withContext(async (s) => {
        await s.render(`${site.origin}/app`, 15_000);
        const browser = processes().find((p) => p.ppid === process.pid && p.args.includes("--remote-debugging-pipe"));
        expect(browser).toBeDefined();
        const environ = readFileSync(`/proc/${browser!.pid}/environ`, "utf8");
        expect(environ).not.toContain("very-secret");
        expect(environ).toContain("HOME=");
      });
    } finally {
      await fresh.close();
      delete process.env.CBCT_TEST_SECRET_URL;
    }
  });
});
