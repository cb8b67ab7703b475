import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { LeadFilters } from "../leads/lead-list-query.ts";
import { DEFAULT_VIEW } from "./map-search.ts";

/** The dashboard's way to the map, carrying the table's filters and smart search (issue 22). */
export function MapLink(props: { filters: LeadFilters; smartSearch: string }) {
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <Link to="/map" search={{ ...props.filters, smartSearch: props.smartSearch, ...DEFAULT_VIEW }}>
        Map
      </Link>
    </Button>
  );
}
