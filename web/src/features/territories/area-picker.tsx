import { rectangleRing } from "@cbct/core/domain/territory/area";
import { Box, Button, HStack, Text } from "@chakra-ui/react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_VIEW } from "../map/map-search.ts";
import { useMapConfig } from "../map/use-practice-map.ts";

type Ring = [number, number][];

const AREA_STYLE = { color: "#2b6cb0", weight: 2, fillOpacity: 0.12 } as const;

/**
 * A small Leaflet map in the territory dialog: "Draw area", then drag a rectangle (the map's own selection gesture,
 * no draw plug-in). The area is kept as a ring of [lng, lat] points, so a polygon from elsewhere is drawn as is.
 */
export function AreaPicker(props: { area: Ring | null; onChange: (area: Ring | null) => void }) {
  const config = useMapConfig();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const shapeRef = useRef<L.Polygon | null>(null);
  const [drawing, setDrawing] = useState(false);
  const latest = useRef({ drawing, onChange: props.onChange });
  latest.current = { drawing, onChange: props.onChange };

  useEffect(() => {
    if (!container.current || !config.data) return;
    const map = L.map(container.current, {
      center: [DEFAULT_VIEW.lat, DEFAULT_VIEW.lng],
      zoom: DEFAULT_VIEW.zoom,
      minZoom: 2,
      maxZoom: 18,
      boxZoom: false,
    });
    mapRef.current = map;
    L.tileLayer(config.data.tileUrl, { maxZoom: 19 }).addTo(map);
    map.attributionControl.setPrefix(false);
    map.attributionControl.addAttribution(config.data.attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
    let origin: L.LatLng | null = null;
    let rect: L.Rectangle | null = null;
    map.on("mousedown", (e: L.LeafletMouseEvent) => {
      if (!latest.current.drawing) return;
      origin = e.latlng;
      rect = L.rectangle(L.latLngBounds(origin, origin), { ...AREA_STYLE, dashArray: "6 4", interactive: false }).addTo(
        map,
      );
    });
    map.on("mousemove", (e: L.LeafletMouseEvent) => {
      if (origin && rect) rect.setBounds(L.latLngBounds(origin, e.latlng));
    });
    map.on("mouseup", () => {
      if (!origin || !rect) return;
      const b = rect.getBounds();
      rect.remove();
      rect = null;
      origin = null;
      if (b.getNorth() - b.getSouth() <= 0 || b.getEast() - b.getWest() <= 0) return;
      setDrawing(false);
      latest.current.onChange(rectangleRing([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]));
    });
    // A dialog's map is laid out after it opens: let Leaflet measure again.
    const resize = setTimeout(() => map.invalidateSize(), 200);
    return () => {
      clearTimeout(resize);
      map.remove();
      mapRef.current = null;
      shapeRef.current = null;
    };
  }, [config.data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (drawing) map.dragging.disable();
    else map.dragging.enable();
    container.current?.style.setProperty("cursor", drawing ? "crosshair" : "");
  }, [drawing]);

  // The saved or drawn area, fitted into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    shapeRef.current?.remove();
    shapeRef.current = null;
    if (!props.area) return;
    const shape = L.polygon(
      props.area.map(([lng, lat]) => [lat, lng] as [number, number]),
      AREA_STYLE,
    ).addTo(map);
    shapeRef.current = shape;
    map.fitBounds(shape.getBounds().pad(0.3));
  }, [props.area, config.data]);

  return (
    <Box>
      <HStack gap="2" mb="2" flexWrap="wrap">
        <Button
          size="xs"
          variant={drawing ? "solid" : "outline"}
          colorPalette="brand"
          aria-pressed={drawing}
          onClick={() => setDrawing((d) => !d)}
        >
          {drawing ? "Drag a rectangle on the map…" : props.area ? "Draw again" : "Draw area"}
        </Button>
        {props.area && (
          <Button size="xs" variant="ghost" onClick={() => props.onChange(null)}>
            Clear area
          </Button>
        )}
        <Text fontSize="xs" color="fg.muted" data-testid="area-status">
          {props.area ? "Area drawn" : "No area drawn"}
        </Text>
      </HStack>
      <Box ref={container} h="240px" rounded="md" overflow="hidden" borderWidth="1px" data-testid="area-map" />
      {config.isError && (
        <Text fontSize="xs" color="fg.error">
          Could not load the map settings
        </Text>
      )}
    </Box>
  );
}
