import ipaddr from "ipaddr.js";

/**
 * Which addresses the scraper may reach. Users paste URLs and sites redirect anywhere, so every hop is checked
 * against this policy: private, loopback, link-local, CGNAT, multicast, reserved and cloud-metadata addresses are
 * refused unless the host, its IP or a CIDR around it is listed in SCRAPER_ALLOW_HOSTS.
 */

// ipaddr.js range names that are safe to reach on the public internet.
const PUBLIC_RANGES = new Set(["unicast"]);
// Names that resolve to metadata services or the local machine without looking like IPs.
const BLOCKED_HOST_NAMES = new Set([
  "localhost",
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
]);

export type AllowList = readonly string[];

/** Normalises an IP text (strips brackets and IPv4-mapped IPv6); null when it is not an IP. */
export function parseIp(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return null;
  const addr = ipaddr.parse(bare);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

export function isPublicIp(ip: string): boolean {
  const addr = parseIp(ip);
  if (!addr) return false;
  return PUBLIC_RANGES.has(addr.range());
}

function ipInAllowEntry(addr: ipaddr.IPv4 | ipaddr.IPv6, entry: string): boolean {
  try {
    if (entry.includes("/")) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return addr.kind() === range.kind() && addr.match([range, bits]);
    }
    const other = parseIp(entry);
    return other !== null && other.kind() === addr.kind() && other.toNormalizedString() === addr.toNormalizedString();
  } catch {
    return false;
  }
}

/** True when the host name itself, or the IP it resolved to, is in the allow list. */
export function isAllowListed(host: string, ip: string | null, allow: AllowList): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  for (const entry of allow) {
    const e = entry.toLowerCase();
    if (e === name) return true;
    const addr = ip ? parseIp(ip) : parseIp(name);
    if (addr && ipInAllowEntry(addr, e)) return true;
  }
  return false;
}

/** May a connection to `ip` (resolved from `host`) be made? */
export function isAddressAllowed(host: string, ip: string, allow: AllowList): boolean {
  if (isAllowListed(host, ip, allow)) return true;
  return isPublicIp(ip);
}

/**
 * A cheap check of the host name before any DNS lookup: IP literals must be public, well-known internal names and
 * single-label names (intranet hosts) are refused. DNS answers are checked again at connect time.
 */
export function hostNameProblem(host: string, allow: AllowList): string | null {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (isAllowListed(name, null, allow)) return null;
  const ip = parseIp(name);
  if (ip) return isPublicIp(name) ? null : "points to a private or reserved address";
  if (BLOCKED_HOST_NAMES.has(name) || name.endsWith(".localhost") || name.endsWith(".internal")) {
    return "is not a public host name";
  }
  if (name.endsWith(".local") || !name.includes(".")) return "is not a public host name";
  if (!/^[a-z0-9.-]+$/.test(name) || name.split(".").some((l) => l.length === 0 || l.length > 63)) {
    return "is not a valid host name";
  }
  return null;
}
