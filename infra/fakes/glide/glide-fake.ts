import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { bearerToken, listenFake, type RunningFake, sendJson } from "../fake-http.ts";

/**
 * Glide API v2 (Big Tables) as documented (shared/reference/external-apis.md section 5a): bearer keys (404
 * request_error for an unknown one), tables with a column schema, rows keyed by column id with type checks (422),
 * add (bare array or $stashID) answering rowIDs in order, PATCH / DELETE of one row, limit/continuation paging,
 * stashes, the 15 MB request cap, ETag versions, and the error envelope {"error":{"type","message"}}.
 */

type ColumnType = string;
type Row = Record<string, unknown> & { $rowID: string };
type Table = { id: string; name: string; columns: Map<string, ColumnType>; rows: Map<string, Row>; version: number };

export type GlideFake = RunningFake & {
  env: Record<string, string>;
  tableId: string;
  rows: () => Row[];
  /**
   * The next `count` requests answer `status` (429 or 5xx) with Retry-After: 0. With `after`, that many requests are
   * answered normally first; with `type`, the error carries that Glide error type (e.g. a 422
   * "column_has_invalid_value", which a sync does not retry).
   */
  failNext: (count: number, status: number, options?: { after?: number; type?: string }) => void;
  requests: { method: string; path: string; status: number }[];
  /** Deletes a row as a Glide user would in the Data Editor. */
  deleteRow: (rowId: string) => void;
};

const MAX_REQUEST_BYTES = 15 * 1024 * 1024;
const STASH_ID = /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/;

function glideError(res: ServerResponse, status: number, type: string, message: string) {
  sendJson(res, status, { error: { type, message } });
}

function validValue(type: ColumnType, value: unknown): boolean {
  if (value === null) return true;
  switch (type) {
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "dateTime":
    case "date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    default:
      return typeof value === "string";
  }
}

export async function startGlideFake(options: {
  apiKey: string;
  columns: { id: string; displayName: string; type: string }[];
  tableName?: string;
  /** Largest page a rows read returns (Glide may return fewer than asked). */
  maxPageSize?: number;
}): Promise<GlideFake> {
  const tableId = `${randomBytes(4).toString("hex")}-fake-${randomBytes(4).toString("hex")}`;
  const table: Table = {
    id: tableId,
    name: options.tableName ?? "Leads",
    columns: new Map(options.columns.map((c) => [c.id, c.type])),
    rows: new Map(),
    version: 1,
  };
  const stashes = new Map<string, Map<string, Record<string, unknown>[]>>();
  const requests: { method: string; path: string; status: number }[] = [];
  let failures: { count: number; status: number; after: number; type?: string } = { count: 0, status: 429, after: 0 };
  const maxPage = options.maxPageSize ?? 1000;

  /** The rows as they would be written, or the 422 that stops the whole request (onSchemaError=abort). */
  function checkRows(input: unknown): { rows: Record<string, unknown>[] } | { error: [number, string, string] } {
    if (!Array.isArray(input)) return { error: [400, "request_validation_error", "Expected an array of rows"] };
    for (const row of input as Record<string, unknown>[]) {
      if (typeof row !== "object" || row === null || Array.isArray(row)) {
        return { error: [400, "request_validation_error", "Each row must be an object"] };
      }
      for (const [key, value] of Object.entries(row)) {
        if (key === "$rowID" || key === "$stashID")
          return { error: [422, "column_id_reserved", `Column ID '${key}' is reserved`] };
        const type = table.columns.get(key);
        if (!type) return { error: [422, "column_id_not_found", `Unknown column ID '${key}'`] };
        if (!validValue(type, value)) {
          return { error: [422, "column_has_invalid_value", `Invalid value for column '${key}' of type ${type}`] };
        }
      }
    }
    return { rows: input as Record<string, unknown>[] };
  }

  const server = await listenFake((req, res) => {
    const path = req.url.pathname;
    const reply = res.writeHead.bind(res);
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      requests.push({ method: req.method, path, status });
      return (reply as (...a: unknown[]) => ServerResponse)(status, ...rest);
    }) as typeof res.writeHead;

    if (bearerToken(req) !== options.apiKey) {
      return glideError(res, 404, "request_error", "API key not found. Check your API key and try again.");
    }
    if (failures.count > 0 && failures.after > 0) {
      failures.after -= 1;
    } else if (failures.count > 0) {
      failures.count -= 1;
      res.setHeader("retry-after", "0");
      if (failures.type) return glideError(res, failures.status, failures.type, "Rejected by the test");
      return failures.status === 429
        ? glideError(res, 429, "rate_limit_exceeded", "Too many requests")
        : glideError(res, failures.status, "internal_error", "Internal server error");
    }
    if (req.body.length > MAX_REQUEST_BYTES) {
      return glideError(res, 413, "payload_too_large", "Request body exceeds the 15 MB limit");
    }
    let body: unknown = undefined;
    if (req.body.length > 0) {
      try {
        body = JSON.parse(req.body.toString("utf8"));
      } catch {
        return glideError(res, 400, "request_validation_error", "Body is not valid JSON");
      }
    }

    const stash = /^\/stashes\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (stash) {
      const [, id = "", serial] = stash;
      if (!STASH_ID.test(id) || id.length > 256)
        return glideError(res, 400, "request_validation_error", "Invalid stash ID");
      if (req.method === "DELETE" && !serial) {
        stashes.delete(id);
        return sendJson(res, 200, {});
      }
      if (req.method === "PUT" && serial && STASH_ID.test(serial)) {
        const checked = checkRows(body);
        if ("error" in checked) return glideError(res, ...checked.error);
        const chunks = stashes.get(id) ?? new Map();
        chunks.set(serial, checked.rows);
        stashes.set(id, chunks);
        return sendJson(res, 200, {});
      }
      return glideError(res, 405, "request_error", "Method not allowed");
    }

    if (req.method === "GET" && path === "/tables") {
      return sendJson(res, 200, { data: [{ id: table.id, name: table.name }] });
    }

    const rowsPath = /^\/tables\/([^/]+)\/rows(?:\/([^/]+))?$/.exec(path);
    if (!rowsPath) return glideError(res, 404, "request_error", `No route ${req.method} ${path}`);
    const [, id, rowId] = rowsPath;
    if (decodeURIComponent(id ?? "") !== table.id) {
      return glideError(res, 404, "table_not_found", `Table '${id}' not found`);
    }
    const etag = { etag: `"${table.version}"` };

    if (req.method === "HEAD" && !rowId) {
      res.writeHead(200, etag);
      res.end();
      return;
    }
    if (req.method === "GET" && !rowId) {
      const limit = Math.min(maxPage, Math.max(1, Number(req.url.searchParams.get("limit") ?? 250) || 250));
      const offset = Number(Buffer.from(req.url.searchParams.get("continuation") ?? "", "base64url").toString() || 0);
      const all = [...table.rows.values()];
      const page = all.slice(offset, offset + limit);
      const next = offset + limit < all.length ? Buffer.from(String(offset + limit)).toString("base64url") : undefined;
      return sendJson(res, 200, { data: page, ...(next ? { continuation: next } : {}) }, etag);
    }
    if (req.method === "POST" && !rowId) {
      let input = body;
      if (body && typeof body === "object" && !Array.isArray(body) && "$stashID" in body) {
        const chunks = stashes.get(String((body as { $stashID: unknown }).$stashID));
        if (!chunks) return glideError(res, 404, "stash_not_found", "Stash not found");
        const serials = [...chunks.keys()];
        const numeric = serials.every((s) => /^\d+$/.test(s));
        serials.sort((a, b) => (numeric ? Number(a) - Number(b) : a.localeCompare(b)));
        input = serials.flatMap((s) => chunks.get(s)!);
        stashes.delete(String((body as { $stashID: unknown }).$stashID));
      }
      const checked = checkRows(input);
      if ("error" in checked) return glideError(res, ...checked.error);
      const rowIDs = checked.rows.map((row) => {
        const $rowID = randomBytes(16).toString("base64url").slice(0, 22);
        table.rows.set($rowID, { ...row, $rowID });
        return $rowID;
      });
      table.version += 1;
      return sendJson(res, 201, { data: { rowIDs } }, { etag: `"${table.version}"` });
    }
    const row = rowId ? table.rows.get(decodeURIComponent(rowId)) : undefined;
    if (req.method === "GET" && rowId) {
      if (!row) return glideError(res, 404, "row_not_found", `Row '${rowId}' not found`);
      return sendJson(res, 200, { data: row });
    }
    if (req.method === "PATCH" && rowId) {
      if (!row) return glideError(res, 404, "row_not_found", `Row '${rowId}' not found`);
      const checked = checkRows([body]);
      if ("error" in checked) return glideError(res, ...checked.error);
      Object.assign(row, checked.rows[0]);
      table.version += 1;
      return sendJson(res, 200, {});
    }
    if (req.method === "DELETE" && rowId) {
      table.rows.delete(decodeURIComponent(rowId));
      table.version += 1;
      return sendJson(res, 200, {});
    }
    glideError(res, 405, "request_error", "Method not allowed");
  });

  return {
    ...server,
    tableId,
    env: { GLIDE_API_BASE_URL: server.url, GLIDE_API_KEY: options.apiKey, GLIDE_TABLE_ID: tableId },
    rows: () => [...table.rows.values()],
    failNext: (count, status, options = {}) => {
      failures = { count, status, after: options.after ?? 0, ...(options.type ? { type: options.type } : {}) };
    },
    requests,
    deleteRow: (id) => {
      table.rows.delete(id);
    },
  };
}
