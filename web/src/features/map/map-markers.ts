import type { MapCluster, MapPoint } from "@cbct/core/contracts/practice-map";

/** CBCT status colours, the table's badge palette (green, blue, yellow, gray). */
export const STATUS_COLORS: Record<MapPoint["cbctStatus"], string> = {
  confirmed: "#2f855a",
  likely: "#3182ce",
  uncertain: "#d69e2e",
  not_detected: "#718096",
};
export const STATUS_LABELS: Record<MapPoint["cbctStatus"], string> = {
  confirmed: "CBCT confirmed",
  likely: "CBCT likely",
  uncertain: "CBCT uncertain",
  not_detected: "No CBCT detected",
};

/** A marker's diameter in pixels grows with the lead score (0 -> 12 px, 100+ -> 28 px): the best leads stand out. */
export function markerSize(leadScore: number): number {
  return Math.round(12 + Math.min(Math.max(leadScore, 0), 100) * 0.16);
}

/** A cluster's status mix as a CSS conic gradient (a small pie chart of the statuses inside it). */
export function clusterGradient(statuses: MapCluster["statuses"]): string {
  const total = Object.values(statuses).reduce((a, b) => a + b, 0) || 1;
  let at = 0;
  const stops: string[] = [];
  for (const status of ["confirmed", "likely", "uncertain", "not_detected"] as const) {
    const share = (statuses[status] / total) * 360;
    if (share <= 0) continue;
    stops.push(`${STATUS_COLORS[status]} ${at.toFixed(1)}deg ${(at + share).toFixed(1)}deg`);
    at += share;
  }
  return `conic-gradient(${stops.join(", ")})`;
}

/** A cluster's diameter: bigger for more leads, on a log scale (10 -> 34 px, 10,000 -> 58 px). */
export function clusterSize(count: number): number {
  return Math.round(26 + 8 * Math.log10(Math.max(count, 1)));
}

/** The marker element (built as DOM, never as HTML text: a practice name is data, not markup). */
export function pointElement(point: MapPoint, selected: boolean): HTMLElement {
  const size = markerSize(point.leadScore);
  const el = document.createElement("span");
  el.className = "lead-marker";
  el.dataset.leadId = String(point.id);
  el.dataset.status = point.cbctStatus;
  if (selected) el.dataset.selected = "true";
  Object.assign(el.style, {
    display: "block",
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: "50%",
    background: STATUS_COLORS[point.cbctStatus],
    border: selected ? "3px solid #1a202c" : "2px solid #ffffff",
    boxShadow: selected ? "0 0 0 3px #f6e05e" : "0 1px 3px rgba(0,0,0,0.4)",
    boxSizing: "border-box",
    cursor: "pointer",
  });
  return el;
}

export function clusterElement(cluster: MapCluster): HTMLElement {
  const size = clusterSize(cluster.count);
  const el = document.createElement("span");
  el.className = "lead-cluster";
  el.dataset.count = String(cluster.count);
  Object.assign(el.style, {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: "50%",
    background: clusterGradient(cluster.statuses),
    border: "2px solid #ffffff",
    boxShadow: "0 1px 4px rgba(0,0,0,0.45)",
    boxSizing: "border-box",
    cursor: "pointer",
  });
  const label = document.createElement("span");
  label.textContent = cluster.count.toLocaleString("en-US");
  Object.assign(label.style, {
    background: "rgba(255,255,255,0.92)",
    color: "#1a202c",
    borderRadius: "9999px",
    padding: "0 5px",
    fontSize: "11px",
    fontWeight: "700",
    lineHeight: "16px",
  });
  el.appendChild(label);
  return el;
}
