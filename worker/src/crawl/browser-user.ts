import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, lstatSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Chromium refuses its sandbox as root, and a browser without a sandbox that parses hostile pages as root is one
 * renderer bug away from owning the machine (issue 19 point 8). So a worker running as root starts Chromium as an
 * unprivileged system user instead (as the embedded Postgres runs as `postgres`), with the sandbox on: Chromium's
 * namespace sandbox needs no privileges, only unprivileged user namespaces, which current kernels allow.
 */
export type BrowserUser = {
  /** Put in Playwright's `executablePath`: the wrapper that drops to the user and runs the real Chromium. */
  wrapper: string;
  /** Playwright's `env` for the launch: only what the wrapper and Chromium need. */
  env: Record<string, string>;
};

const WRAPPER = path.join(import.meta.dirname, "chromium-as-user.sh");
/** Root's own directory for the product's state (as the embedded Postgres uses), not a world-writable /tmp. */
const STATE_DIR = "/var/lib/cbct-intelligence";

export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function userIds(name: string): { uid: number; gid: number } {
  // stderr ignored: on a first start the user does not exist yet, and `id`'s "no such user" is not news.
  const id = (flag: string) =>
    Number(execFileSync("id", [flag, name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    // Debian's useradd; busybox-style systems have adduser.
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", name]);
    } catch {
      execFileSync("adduser", ["--system", "--group", "--no-create-home", name]);
    }
    return { uid: id("-u"), gid: id("-g") };
  }
}

/** Creates the user when missing and a private home (fontconfig cache, NSS database) it owns. */
export function prepareBrowserUser(name: string, executable: string): BrowserUser {
  if (!/^[a-z_][a-z0-9_-]*$/.test(name)) throw new Error(`BROWSER_USER ${JSON.stringify(name)} is not a user name`);
  const { uid, gid } = userIds(name);
  if (uid === 0) throw new Error(`BROWSER_USER ${name} is root: the browser would run without its sandbox`);
  try {
    execFileSync("setpriv", [`--reuid=${uid}`, `--regid=${gid}`, "--clear-groups", "test", "-x", executable]);
  } catch {
    throw new Error(
      `The browser user ${name} cannot run ${executable} (a Chromium inside a private home?): install Chromium ` +
        "system-wide (Debian/Ubuntu: apt-get install chromium) and set CHROMIUM_PATH to it.",
    );
  }
  mkdirSync(STATE_DIR, { recursive: true, mode: 0o755 });
  const home = path.join(STATE_DIR, `browser-home-${name}`);
  mkdirSync(home, { recursive: true });
  // Never chown something a link points at.
  if (!lstatSync(home).isDirectory()) throw new Error(`${home} is not a directory`);
  chownSync(home, uid, gid);
  chmodSync(home, 0o700);
  return {
    wrapper: WRAPPER,
    env: {
      CBCT_BROWSER_USER: name,
      CBCT_BROWSER_EXECUTABLE: executable,
      CBCT_BROWSER_HOME: home,
      PATH: process.env.PATH ?? "/usr/bin:/bin",
    },
  };
}
