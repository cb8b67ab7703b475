import { readdirSync, readFileSync } from "node:fs";

/**
 * Memory of a process and its descendants from /proc (Linux). PSS (proportional set size) shares pages fairly among
 * the processes that map them, so Chromium's many processes add up to what they really cost.
 */
function readKb(pid: number, file: "status" | "smaps_rollup", key: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, "utf8");
    const m = text.match(new RegExp(`^${key}:\\s+(\\d+) kB`, "m"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(name));
      map.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

export type MemorySample = { workerRssMb: number; workerPssMb: number; browserPssMb: number; totalPssMb: number };

export function sampleMemory(pid: number): MemorySample {
  const tree = children();
  const descendants: number[] = [];
  const stack = [...(tree.get(pid) ?? [])];
  while (stack.length) {
    const p = stack.pop()!;
    descendants.push(p);
    stack.push(...(tree.get(p) ?? []));
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  const workerPss = readKb(pid, "smaps_rollup", "Pss");
  const browserPss = descendants.reduce((sum, p) => sum + readKb(p, "smaps_rollup", "Pss"), 0);
  return {
    workerRssMb: mb(readKb(pid, "status", "VmRSS")),
    workerPssMb: mb(workerPss),
    browserPssMb: mb(browserPss),
    totalPssMb: mb(workerPss + browserPss),
  };
}

/** Samples every `everyMs` and keeps the peaks. */
export function watchMemory(pid: number, everyMs = 250) {
  const peak: MemorySample = { workerRssMb: 0, workerPssMb: 0, browserPssMb: 0, totalPssMb: 0 };
  let last = sampleMemory(pid);
  const timer = setInterval(() => {
    last = sampleMemory(pid);
    for (const k of Object.keys(peak) as (keyof MemorySample)[]) peak[k] = Math.max(peak[k], last[k]);
  }, everyMs);
  return {
    peak,
    last: () => last,
    stop: () => clearInterval(timer),
  };
}
