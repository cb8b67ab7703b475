import type { MapConfigResponse, PracticeMapResponse } from "@cbct/core/contracts/practice-map";
import { Box } from "@chakra-ui/react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { MapView } from "./map-search.ts";
import { clusterElement, clusterSize, markerSize, pointElement, STATUS_LABELS } from "./map-markers.ts";

type Props = {
  config: MapConfigResponse;
  initial: { lat: number; lng: number; zoom: number };
  data: PracticeMapResponse | undefined;
  selectedIds: ReadonlySet<number>;
  /** Drag draws a selection rectangle instead of panning (Shift-drag always does). */
  selecting: boolean;
  onViewChange: (view: MapView, center: { lat: number; lng: number }) => void;
  onOpenLead: (id: number) => void;
  onSelectArea: (bbox: [number, number, number, number]) => void;
  /** A territory's drawn area ([lng, lat] ring), outlined (the view stays: the territory may also hold states). */
  area?: [number, number][] | null;
};

const bboxOf = (b: L.LatLngBounds): [number, number, number, number] => [
  b.getWest(),
  b.getSouth(),
  b.getEast(),
  b.getNorth(),
];

/**
 * The Leaflet map (plain Leaflet in effects: the React binding's licence is not OSI-approved and the map is mostly
 * imperative anyway). Markers are DOM div icons: a colour per CBCT status, a size per lead score, a dark ring when
 * selected; clusters are status pies with their count. The parent owns the data and the selection; this draws them.
 */
export function LeadsMapCanvas(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  // Leaflet's handlers are bound once; they read the latest props through this ref.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      center: [props.initial.lat, props.initial.lng],
      zoom: props.initial.zoom,
      minZoom: 2,
      maxZoom: 18,
      // Shift-drag selects leads here; Leaflet's own shift-drag zoom would take it.
      boxZoom: false,
      worldCopyJump: true,
    });
    mapRef.current = map;
    L.tileLayer(props.config.tileUrl, { maxZoom: 19 }).addTo(map);
    // Plain text from the server's config, never markup.
    map.attributionControl.setPrefix(false);
    map.attributionControl.addAttribution(escapeHtml(props.config.attribution));
    layerRef.current = L.layerGroup().addTo(map);

    const report = () => {
      const center = map.getCenter();
      latest.current.onViewChange(
        { bbox: bboxOf(map.getBounds()), zoom: map.getZoom() },
        { lat: center.lat, lng: center.lng },
      );
    };
    map.on("moveend", report);
    report();

    // Rectangle selection: press, drag, release.
    let origin: L.LatLng | null = null;
    let rect: L.Rectangle | null = null;
    map.on("mousedown", (e: L.LeafletMouseEvent) => {
      if (!latest.current.selecting && !e.originalEvent.shiftKey) return;
      map.dragging.disable();
      origin = e.latlng;
      rect = L.rectangle(L.latLngBounds(origin, origin), {
        color: "#2b6cb0",
        weight: 2,
        dashArray: "6 4",
        fillOpacity: 0.12,
        interactive: false,
      }).addTo(map);
    });
    map.on("mousemove", (e: L.LeafletMouseEvent) => {
      if (origin && rect) rect.setBounds(L.latLngBounds(origin, e.latlng));
    });
    const finish = () => {
      if (!origin || !rect) return;
      const bounds = rect.getBounds();
      rect.remove();
      rect = null;
      origin = null;
      if (!latest.current.selecting) map.dragging.enable();
      // A click without a drag selects nothing.
      if (bounds.getNorth() - bounds.getSouth() > 0 || bounds.getEast() - bounds.getWest() > 0)
        latest.current.onSelectArea(bboxOf(bounds));
    };
    map.on("mouseup", finish);
    container.current.addEventListener("mouseleave", finish);

    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is made once; later config or initial-view changes do not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Selection mode: the map does not pan while a drag draws the rectangle.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (props.selecting) map.dragging.disable();
    else map.dragging.enable();
    container.current?.style.setProperty("cursor", props.selecting ? "crosshair" : "");
  }, [props.selecting]);

  // The chosen territory's area, outlined under the markers.
  const areaKey = JSON.stringify(props.area ?? null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !props.area) return;
    const shape = L.polygon(
      props.area.map(([lng, lat]) => [lat, lng] as [number, number]),
      { color: "#2b6cb0", weight: 2, fillOpacity: 0.06, interactive: false },
    ).addTo(map);
    return () => {
      shape.remove();
    };
    // Redrawn when the area itself changes, not on every new array of the same points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaKey]);

  // Markers and clusters for the current answer and selection.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const data = props.data;
    if (!data) return;
    for (const cluster of data.clusters) {
      const size = clusterSize(cluster.count);
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: L.divIcon({ html: clusterElement(cluster), className: "", iconSize: [size, size] }),
        title: `${cluster.count.toLocaleString("en-US")} leads: zoom in`,
        keyboard: true,
      });
      marker.on("click", () => {
        const [w, s, e, n] = cluster.bounds;
        const bounds = L.latLngBounds([s, w], [n, e]);
        // Leads all at one point (same address) cannot be split by zooming to their bounds: zoom in a few steps.
        if (bounds.getNorth() - bounds.getSouth() < 1e-6 && bounds.getEast() - bounds.getWest() < 1e-6)
          map.setView(bounds.getCenter(), Math.min(map.getZoom() + 4, 18));
        else map.fitBounds(bounds.pad(0.2));
      });
      layer.addLayer(marker);
    }
    for (const point of data.points) {
      const size = markerSize(point.leadScore);
      const selected = props.selectedIds.has(point.id);
      const marker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({ html: pointElement(point, selected), className: "", iconSize: [size, size] }),
        title: `${point.practiceName} (${STATUS_LABELS[point.cbctStatus]}, score ${point.leadScore})`,
        alt: point.practiceName,
        keyboard: true,
        zIndexOffset: selected ? 1000 : point.leadScore,
      });
      marker.on("click", () => latest.current.onOpenLead(point.id));
      layer.addLayer(marker);
    }
  }, [props.data, props.selectedIds]);

  return <Box ref={container} h="full" w="full" minH="480px" rounded="lg" overflow="hidden" data-testid="leads-map" />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
