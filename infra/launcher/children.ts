import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export type Child = { name: string; process: ChildProcess; exited: Promise<number | null> };

/** Starts a process whose output lines are prefixed with its name, so the logs of all processes stay readable. */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const out = stream === child.stderr ? process.stderr : process.stdout;
    createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, process: child, exited };
}

/** SIGTERM, then SIGKILL after `graceMs`, for every child still running. */
export async function stopChildren(children: Child[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    children.map(async (c) => {
      if (c.process.exitCode !== null || c.process.signalCode !== null) return;
      c.process.kill("SIGTERM");
      const timer = setTimeout(() => c.process.kill("SIGKILL"), graceMs);
      await c.exited;
      clearTimeout(timer);
    }),
  );
}
