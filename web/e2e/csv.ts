import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes as "" and line breaks); no BOM. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** A downloaded export read back: its header and the practice names, in file order. */
export async function readExport(file: string): Promise<{ header: string[]; names: string[] }> {
  const [header = [], ...rows] = parseCsv(await readFile(file, "utf8"));
  const column = header.indexOf("Practice Name");
  if (column < 0) throw new Error(`No "Practice Name" column in ${header.join(",")}`);
  return { header, names: rows.map((row) => row[column] ?? "") };
}

/**
 * Counts the records of a CSV file of any size (hundreds of megabytes do not fit in one string) by streaming its
 * bytes: a line break outside quotes ends a record. `"` and `\n` never occur inside a UTF-8 multi-byte sequence.
 */
export async function countCsvRecords(file: string): Promise<number> {
  let records = 0;
  let quoted = false;
  let last = -1;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) records += 1;
    }
    last = chunk.at(-1) ?? last;
  }
  return last === -1 || last === 0x0a ? records : records + 1;
}

/** The first records of a CSV file too large to read whole: those complete within its first `bytes` bytes. */
export async function readCsvHead(file: string, bytes = 64 * 1024): Promise<string[][]> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const records = parseCsv(text);
    // The last record may be cut off (unless the whole file was read).
    return bytesRead < bytes ? records : records.slice(0, -1);
  } finally {
    await handle.close();
  }
}
