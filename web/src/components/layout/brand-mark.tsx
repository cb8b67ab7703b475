import { Center } from "@chakra-ui/react";
import { ScanIcon } from "../ui/icons.tsx";

/**
 * The product's square mark: a scan frame on the brand colour. gradientVia is set so that a gradient on an
 * ancestor (the auth background) cannot leak its via-stop into the mark through the inherited CSS variable.
 */
export function BrandMark(props: { size?: string }) {
  const size = props.size ?? "8";
  return (
    <Center
      boxSize={size}
      rounded="lg"
      bgGradient="to-br"
      gradientFrom="brand.500"
      gradientVia="brand.600"
      gradientTo="brand.700"
      color="white"
      shadow="sm"
      flexShrink={0}
      fontSize="lg"
    >
      <ScanIcon />
    </Center>
  );
}
