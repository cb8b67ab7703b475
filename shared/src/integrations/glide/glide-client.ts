import type { GlideValue } from "@cbct/core/domain/glide/glide-columns";

export type GlideRow = Record<string, GlideValue>;

/** A Glide answer that is not a success, with Glide's error envelope type (`row_not_found`, `request_error`...). */
export class GlideError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = "GlideError";
  }
}

export type GlideClientOptions = {
  baseUrl: string;
  apiKey: string;
  tableId: string;
  /** Attempts per request on 429, 5xx and network failures (default 5). */
  attempts?: number;
  /** First backoff; doubled each retry, with jitter; a Retry-After header wins (default 500 ms). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type GlideClient = ReturnType<typeof createGlideClient>;

const MAX_DELAY_MS = 30_000;
/** Largest Glide answer read (a page of 1,000 rows is well under 1 MB); a bigger one is cut off, not buffered. */
const MAX_BODY_BYTES = 10_000_000;
/** No socket details: the same words whether the port was closed, filtered or redirected elsewhere. */
export const GLIDE_UNREACHABLE = "Glide could not be reached";

/** The body as text, reading at most MAX_BODY_BYTES; a larger answer is cancelled part-way. */
async function cappedText(res: Response): Promise<string> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new GlideError(0, "network_error", GLIDE_UNREACHABLE);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new GlideError(0, "network_error", GLIDE_UNREACHABLE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function cappedJson<T>(res: Response): Promise<T> {
  return JSON.parse(await cappedText(res)) as T;
}
const retryable = (status: number) => status === 429 || status >= 500;

async function glideError(res: Response): Promise<GlideError> {
  const text = await cappedText(res).catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { type?: string; message?: string } };
    if (body.error) return new GlideError(res.status, body.error.type ?? "unknown", body.error.message ?? text);
  } catch {
    // Not Glide's envelope (a proxy's HTML page): keep the status.
  }
  return new GlideError(res.status, "unknown", `Glide answered ${res.status} ${res.statusText}`.trim());
}

/** Glide API v2 (Big Tables) for one table: rows, stashes and the checks the status call needs. */
export function createGlideClient(options: GlideClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const table = encodeURIComponent(options.tableId);
  const attempts = options.attempts ?? 5;
  const baseDelay = options.baseDelayMs ?? 500;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let res: Response | null = null;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
          // Glide's API does not redirect; following one could lead the request (and its API key) anywhere.
          redirect: "manual",
        });
        if (res.status >= 300 && res.status < 400) {
          await res.body?.cancel().catch(() => {});
          throw new GlideError(0, "network_error", GLIDE_UNREACHABLE);
        }
      } catch (err) {
        if (err instanceof GlideError) throw err;
        // A network failure: retried below, and told without its socket details.
      }
      if (res?.ok) return res;
      if (attempt >= attempts || (res && !retryable(res.status))) {
        if (res) throw await glideError(res);
        throw new GlideError(0, "network_error", GLIDE_UNREACHABLE);
      }
      const retryAfter = Number(res?.headers.get("retry-after"));
      const backoff = Math.min(MAX_DELAY_MS, baseDelay * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);
      await res?.body?.cancel().catch(() => {});
      await sleep(Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : backoff);
    }
  }

  const rowIds = async (res: Response) => (await cappedJson<{ data: { rowIDs: string[] } }>(res)).data.rowIDs;

  return {
    /**
     * Succeeds when the key is valid and the table exists. It reads one row (0.001 of an update): a HEAD would be free
     * but its error answers have no body, so a bad key and a missing table would look the same.
     */
    async checkTable(): Promise<void> {
      const res = await request("GET", `/tables/${table}/rows?limit=1`);
      await res.body?.cancel();
    },
    /** Adds rows; Glide answers their new row ids in the same order. */
    async addRows(rows: readonly GlideRow[]): Promise<string[]> {
      return rowIds(await request("POST", `/tables/${table}/rows`, rows));
    },
    /** Uploads one chunk of a stash (large adds are sent in chunks, then added in one call). */
    async stashRows(stashId: string, serial: number, rows: readonly GlideRow[]): Promise<void> {
      await request("PUT", `/stashes/${encodeURIComponent(stashId)}/${serial}`, rows);
    },
    async addRowsFromStash(stashId: string): Promise<string[]> {
      return rowIds(await request("POST", `/tables/${table}/rows`, { $stashID: stashId }));
    },
    async deleteStash(stashId: string): Promise<void> {
      await request("DELETE", `/stashes/${encodeURIComponent(stashId)}`);
    },
    /** Updates a row in place; false when Glide no longer has it (deleted in Glide). */
    async updateRow(rowId: string, row: GlideRow): Promise<boolean> {
      try {
        await request("PATCH", `/tables/${table}/rows/${encodeURIComponent(rowId)}`, row);
        return true;
      } catch (err) {
        if (err instanceof GlideError && err.type === "row_not_found") return false;
        throw err;
      }
    },
    /** Every row, page by page (continuation tokens). */
    async *rows(limit = 1000): AsyncGenerator<GlideRow & { $rowID?: string }> {
      let continuation: string | undefined;
      do {
        const query = new URLSearchParams({ limit: String(limit) });
        if (continuation) query.set("continuation", continuation);
        const res = await request("GET", `/tables/${table}/rows?${query}`);
        const page = await cappedJson<{ data: (GlideRow & { $rowID?: string })[]; continuation?: string }>(res);
        yield* page.data;
        continuation = page.continuation;
      } while (continuation);
    },
  };
}
