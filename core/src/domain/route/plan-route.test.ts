import { describe, expect, it } from "vitest";
import { directionsUrl, planRoute, type RoutableLead, routeAddress } from "./plan-route.ts";

const lead = (id: number, over: Partial<RoutableLead> = {}): RoutableLead => ({
  id,
  practiceName: `Practice ${id}`,
  address: `${id} Main St`,
  practiceAddress: null,
  city: "Fredericksburg",
  state: "VA",
  zipCode: "22401",
  latitude: null,
  longitude: null,
  ...over,
});

describe("routeAddress", () => {
  it.each<[Partial<RoutableLead>, string | null]>([
    [{}, "1 Main St, Fredericksburg, VA 22401"],
    [{ address: "1 Main St, Fredericksburg, VA 22401" }, "1 Main St, Fredericksburg, VA 22401"],
    [{ address: null, practiceAddress: "9 Elm Rd" }, "9 Elm Rd, Fredericksburg, VA 22401"],
    [{ address: "  " }, null],
    [{ address: null }, null],
  ])("%o -> %s", (over, expected) => {
    expect(routeAddress(lead(1, over))).toBe(expected);
  });
});

describe("planRoute", () => {
  it("builds one directions URL from the first lead through the others", () => {
    const plan = planRoute([1, 2, 3], [lead(1), lead(2), lead(3)]);
    const url = new URL(plan.url!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe("1 Main St, Fredericksburg, VA 22401");
    expect(url.searchParams.get("waypoints")).toBe("2 Main St, Fredericksburg, VA 22401");
    expect(url.searchParams.get("destination")).toBe("3 Main St, Fredericksburg, VA 22401");
    expect(plan.skipped).toEqual([]);
  });

  it("skips leads without an address or not found, and says why", () => {
    const plan = planRoute([1, 2, 99], [lead(1), lead(2, { address: null })]);
    expect(plan.stops.map((s) => s.id)).toEqual([1]);
    expect(plan.skipped).toEqual([
      { id: 2, reason: "No street address" },
      { id: 99, reason: "Lead not found" },
    ]);
    expect(new URL(plan.url!).searchParams.get("destination")).toBe("1 Main St, Fredericksburg, VA 22401");
  });

  it("answers no URL when nothing can be routed", () => {
    expect(planRoute([5], [lead(5, { address: null })]).url).toBeNull();
  });

  it("keeps at most 10 stops", () => {
    const leads = Array.from({ length: 12 }, (_, i) => lead(i + 1));
    const plan = planRoute(
      leads.map((l) => l.id),
      leads,
    );
    expect(plan.stops).toHaveLength(10);
    expect(plan.skipped.map((s) => s.id)).toEqual([11, 12]);
    expect(new URL(plan.url!).searchParams.get("waypoints")!.split("|")).toHaveLength(8);
  });

  it("orders stops nearest-first when every lead has coordinates", () => {
    const at = (id: number, lat: number) => lead(id, { latitude: String(lat), longitude: "-77" });
    const plan = planRoute([1, 2, 3, 4], [at(1, 38.0), at(2, 38.3), at(3, 38.1), at(4, 38.2)]);
    expect(plan.stops.map((s) => s.id)).toEqual([1, 3, 4, 2]);
  });

  it("encodes addresses so a pipe or ampersand cannot break the URL", () => {
    const url = directionsUrl(["A & B | C", "D"]);
    expect(new URL(url).searchParams.get("origin")).toBe("A & B | C");
  });
});
