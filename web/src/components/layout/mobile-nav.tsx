import { CloseButton, Drawer, HStack, IconButton, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { MenuIcon } from "../ui/icons.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { NavList } from "./nav-list.tsx";

/** Below 768 px the sidebar gives way to this: a menu button opening the same entries (and the tools) in a drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open navigation" variant="ghost" size="sm" hideFrom="md">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="nav-drawer">
            <Drawer.Header>
              <HStack gap="2.5">
                <BrandMark />
                <Drawer.Title>CBCT Intelligence</Drawer.Title>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="3">
              <NavList withTools onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start">
              <Text fontSize="xs" color="fg.subtle">
                Dental CBCT lead intelligence
              </Text>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
