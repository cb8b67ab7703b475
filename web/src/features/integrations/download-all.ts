/** Spec 9: Download All spaces the downloads 500 ms apart (browsers drop rapid-fire downloads from one click). */
export const DOWNLOAD_SPACING_MS = 500;

/**
 * Starts `download` for each file, the first at once and each next one `spacingMs` later. Returns a function that
 * cancels the downloads not yet started (the page unmounting).
 */
export function scheduleDownloads<T>(
  files: readonly T[],
  download: (file: T) => void,
  spacingMs = DOWNLOAD_SPACING_MS,
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
): () => void {
  const handles = files.map((file, i) => timers.setTimeout(() => download(file), i * spacingMs));
  return () => handles.forEach((h) => timers.clearTimeout(h));
}
