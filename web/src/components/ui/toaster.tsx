import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";

/**
 * Spec 9: 5000 ms, one toast at a time, F8 focuses the notifications region (zag's store matches `event.code`).
 * Swiping a toast away is not offered by Chakra 3's toaster; the close button dismisses instead.
 */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

export type ToastType = "success" | "error" | "info" | "warning";

/** Shows a toast; a newer toast replaces the one on screen (limit 1) instead of waiting behind it. */
export function toast(options: { title: string; description?: string; type?: ToastType }): void {
  toaster.dismiss();
  toaster.create({
    title: options.title,
    description: options.description,
    type: options.type ?? "info",
    closable: true,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(item) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
