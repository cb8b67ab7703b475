/**
 * The de-duplication key of a practice: lower-case host without "www.", with the port only when it is not the
 * scheme's default. http and https versions of a site are the same practice.
 */
export function siteDomain(url: URL): string {
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  return url.port ? `${host}:${url.port}` : host;
}
