import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type LogEntry = { message?: string; level?: string | number; jobId?: string; [key: string]: unknown };

export type WorkerProcess = {
  child: ChildProcess;
  pid: number;
  /** The port of its /health, /ready and /metrics. */
  healthPort: number;
  /** Every JSON log line it printed so far. */
  logs: LogEntry[];
  /** Resolves with the exit code (or signal) when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * `npm run start:worker` as a child process (the real entry point, signals and all), with `env` on top of this
 * process's environment. Resolves once it logged "worker ready".
 */
export async function spawnWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "worker/src/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "info", WORKER_HEALTH_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogEntry[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const healthPort = await new Promise<number>((resolve, reject) => {
    void exited.then(({ code }) => reject(new Error(`worker exited before it was ready (${code})`)));
    const read = (line: string) => {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        if (line.trim()) process.stderr.write(`[worker ${child.pid}] ${line}\n`);
        return;
      }
      logs.push(entry);
      if (entry.message === "worker ready") resolve(Number(entry.healthPort));
    };
    createInterface({ input: child.stdout! }).on("line", read);
    createInterface({ input: child.stderr! }).on("line", read);
  });
  return {
    child,
    pid: child.pid!,
    healthPort,
    logs,
    exited,
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
