import { Button, HStack, Text } from "@chakra-ui/react";
import { DownloadIcon, RouteIcon, XIcon } from "../../components/ui/icons.tsx";

type Props = {
  count: number;
  onClear: () => void;
  onExport: () => void;
  isExporting: boolean;
  onPlanRoute: () => void;
  isPlanning: boolean;
};

/** Spec 2: shown while leads are selected (on any page), with Clear Selection and Export Selected. */
export function SelectionBar(props: Props) {
  return (
    <HStack
      justify="space-between"
      flexWrap="wrap"
      gap="3"
      px="4"
      py="2.5"
      rounded="lg"
      bg="brand.solid"
      color="brand.contrast"
      shadow="md"
      position="sticky"
      top="20"
      zIndex="docked"
      data-testid="selection-bar"
    >
      <Text fontWeight="semibold" fontSize="sm" fontVariantNumeric="tabular-nums">
        {props.count.toLocaleString("en-US")} {props.count === 1 ? "lead" : "leads"} selected
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="subtle" colorPalette="brand" onClick={props.onPlanRoute} loading={props.isPlanning}>
          <RouteIcon />
          Plan route
        </Button>
        <Button size="sm" variant="subtle" colorPalette="brand" onClick={props.onExport} loading={props.isExporting}>
          <DownloadIcon />
          Export Selected
        </Button>
        <Button
          size="sm"
          variant="ghost"
          color="brand.contrast"
          _hover={{ bg: "whiteAlpha.200" }}
          onClick={props.onClear}
        >
          <XIcon />
          Clear Selection
        </Button>
      </HStack>
    </HStack>
  );
}
