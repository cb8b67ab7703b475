/** Saves a blob as a file through a temporary link (the browser's own download, no popup). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a same-origin URL as the browser's own download (a temporary `<a download>` click, the session cookie
 * goes with it): the browser streams the answer to disk, so a file of hundreds of megabytes never sits in the page's
 * memory as a blob. The server's Content-Disposition names the file.
 */
export function downloadUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.appendChild(link);
  link.click();
  link.remove();
}
