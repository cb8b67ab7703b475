/** Spec 2: the sidebar's two entries; '/' counts as Dashboard. */
export const NAV_ITEMS = [
  { label: "Dashboard", to: "/dashboard", matches: ["/", "/dashboard"] },
  { label: "Automated Pipeline", to: "/automated-pipeline", matches: ["/automated-pipeline"] },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** The entry highlighted for a path, if any (trailing slashes ignored). */
export function activeNavItem(pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return NAV_ITEMS.find((item) => (item.matches as readonly string[]).includes(path));
}

/**
 * Screens outside the two sidebar entries (spec 2 keeps the sidebar at two), reached from the avatar menu's Tools
 * group, the mobile drawer and the dashboard.
 */
export const TOOL_ITEMS = [
  { label: "CBCT Detection Tester", to: "/cbct-tester" },
  { label: "Glide Integration", to: "/glide-integration" },
  { label: "Google Sheets Export", to: "/google-sheets" },
] as const;
