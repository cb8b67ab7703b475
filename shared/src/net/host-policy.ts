import ipaddr from "ipaddr.js";

/**
 * Which addresses the scraper may reach. Users paste URLs and sites redirect anywhere, so every hop is checked
 * against this policy: private, loopback, link-local, CGNAT, multicast, reserved and cloud-metadata addresses are
 * refused unless SCRAPER_ALLOW_HOSTS lists them with the port, and public hosts are refused on the well-known ports
 * of services that are not websites (the scraper must not become a port-scanning proxy).
 *
 * SCRAPER_ALLOW_HOSTS entries: `host`, `host:port`, `host:port-port`, or a CIDR with the same optional port part
 * (IPv6 in brackets when a port follows: `[::1]:8080`, `[fd00::]/8:443`). A bare entry allows ports 80 and 443.
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
// Public-looking addresses that are a cloud host's own services (Azure's wire server and DNS).
const BLOCKED_IPS = new Set(["168.63.129.16"]);
/** Ports of services that are not websites: SSH, SMTP, POP/IMAP, SMB, databases, caches, brokers, Docker. */
export const SERVICE_PORTS: ReadonlySet<number> = new Set([
  21, 22, 23, 25, 53, 110, 111, 135, 139, 143, 389, 445, 465, 587, 636, 993, 995, 1433, 1521, 2049, 2375, 2376, 2379,
  3306, 3389, 4369, 5432, 5672, 5900, 5984, 6379, 6443, 9042, 9092, 9200, 9300, 10250, 11211, 15672, 27017, 27018,
]);
const WEB_PORTS: readonly PortRange[] = [
  [80, 80],
  [443, 443],
];

export type AllowList = readonly string[];
type PortRange = readonly [number, number];
type AllowEntry = {
  name: string | null;
  cidr: [ipaddr.IPv4 | ipaddr.IPv6, number] | null;
  ports: readonly PortRange[];
};

function parsePorts(text: string): PortRange | null {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo >= 1 && hi <= 65535 && lo <= hi ? [lo, hi] : null;
}

function parseHostPart(text: string): Pick<AllowEntry, "name" | "cidr"> | null {
  const host = text.toLowerCase();
  if (host.includes("/")) {
    try {
      const [range, bits] = ipaddr.parseCIDR(host);
      return { name: null, cidr: [range, bits] };
    } catch {
      return null;
    }
  }
  const ip = parseIp(host);
  if (ip) return { name: null, cidr: [ip, ip.kind() === "ipv4" ? 32 : 128] };
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/.test(host)) return null;
  return { name: host.replace(/\.$/, ""), cidr: null };
}

/** One entry, or null when it is malformed. */
function parseAllowEntry(entry: string): AllowEntry | null {
  let hostPart = entry;
  let portPart: string | null = null;
  if (entry.startsWith("[")) {
    const m = /^\[([^\]]+)\](\/\d{1,3})?(?::(.*))?$/.exec(entry);
    if (!m) return null;
    hostPart = `${m[1]}${m[2] ?? ""}`;
    portPart = m[3] ?? null;
  } else if ((entry.match(/:/g) ?? []).length === 1) {
    const i = entry.indexOf(":");
    hostPart = entry.slice(0, i);
    portPart = entry.slice(i + 1);
  }
  const host = parseHostPart(hostPart);
  if (!host) return null;
  if (portPart === null) return { ...host, ports: WEB_PORTS };
  const ports = parsePorts(portPart);
  return ports ? { ...host, ports: [ports] } : null;
}

/** Null when every entry is well-formed, else a sentence naming the bad ones (config prints it and exits). */
export function allowListProblem(entries: AllowList): string | null {
  const bad = entries.filter((e) => parseAllowEntry(e) === null);
  if (bad.length === 0) return null;
  return (
    `malformed entr${bad.length === 1 ? "y" : "ies"} ${bad.map((e) => `"${e}"`).join(", ")}: ` +
    "use host, host:port, host:port-port, or a CIDR with an optional :port or :port-port"
  );
}

const parsedLists = new WeakMap<AllowList, AllowEntry[]>();

function entriesOf(allow: AllowList): AllowEntry[] {
  let parsed = parsedLists.get(allow);
  if (!parsed) {
    const problem = allowListProblem(allow);
    if (problem) throw new Error(`SCRAPER_ALLOW_HOSTS: ${problem}`);
    parsed = allow.map((e) => parseAllowEntry(e) as AllowEntry);
    parsedLists.set(allow, parsed);
  }
  return parsed;
}

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

/** An address of ::/96 (the deprecated IPv4-compatible form, e.g. [::127.0.0.1]) hides an IPv4 address. */
function isIpv4Compatible(addr: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return addr.kind() === "ipv6" && (addr as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0);
}

export function isPublicIp(ip: string): boolean {
  const addr = parseIp(ip);
  if (!addr || isIpv4Compatible(addr) || BLOCKED_IPS.has(addr.toString())) return false;
  return PUBLIC_RANGES.has(addr.range());
}

const inPorts = (port: number, ports: readonly PortRange[]) => ports.some(([lo, hi]) => port >= lo && port <= hi);

function entryMatches(entry: AllowEntry, name: string, addr: ipaddr.IPv4 | ipaddr.IPv6 | null): boolean {
  if (entry.name !== null) return entry.name === name;
  if (!addr || !entry.cidr) return false;
  const [range, bits] = entry.cidr;
  return addr.kind() === range.kind() && addr.match([range, bits]);
}

/** True when the host name itself, or the IP it resolved to, is listed for this port. */
export function isAllowListed(host: string, ip: string | null, port: number, allow: AllowList): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  const addr = ip ? parseIp(ip) : parseIp(name);
  return entriesOf(allow).some((entry) => inPorts(port, entry.ports) && entryMatches(entry, name, addr));
}

/** May a connection to `ip` (resolved from `host`) on `port` be made? */
export function isAddressAllowed(host: string, ip: string, port: number, allow: AllowList): boolean {
  if (isAllowListed(host, ip, port, allow)) return true;
  return isPublicIp(ip) && !SERVICE_PORTS.has(port);
}

/**
 * A cheap check of the host name and port before any DNS lookup: IP literals must be public, well-known internal
 * names and single-label names (intranet hosts) are refused, as are service ports. DNS answers are checked again at
 * connect time.
 */
export function hostNameProblem(host: string, allow: AllowList, port: number): string | null {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (isAllowListed(name, null, port, allow)) return null;
  if (SERVICE_PORTS.has(port)) return `is not scraped on port ${port}, which serves no websites`;
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

/** The port a URL connects to (its scheme's default when none is written). */
export function urlPort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}
