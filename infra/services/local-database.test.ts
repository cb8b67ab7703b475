import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clearRuntimeInfo, writeRuntimeInfo } from "./local-database.ts";

describe("runtime.json of npm start", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("creates the data directory on a fresh clone and keeps the URLs (with the password) readable by the owner only", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "cbct-runtime-"));
    const dataDir = path.join(dir, "fresh-clone", ".data");
    const info = {
      pid: 123,
      databaseUrl: "postgres://u:secret@127.0.0.1:5432/cbct",
      redisUrl: "redis://127.0.0.1:6379",
    };
    writeRuntimeInfo(dataDir, info);
    const file = path.join(dataDir, "runtime.json");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(info);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    clearRuntimeInfo(dataDir);
    await expect(stat(file)).rejects.toThrow();
  });
});
