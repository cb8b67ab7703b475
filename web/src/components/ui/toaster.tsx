import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useSwipeToDismiss } from "./swipe-to-dismiss.ts";
import { requestToaster } from "./toaster-host.ts";
import "../../signed-in-recipes.ts";

/** Spec 9: 5000 ms, one toast at a time, F8 focuses the notifications region (zag's store matches `event.code`). */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

// A screen that can raise a toast has just loaded this module: the app's root mounts <Toaster /> from now on (a toast
// created before it mounts is kept by the store and shown when it does).
requestToaster();

export type ToastType = "success" | "error" | "info" | "warning";

export type ToastAction = { label: string; onClick: () => void };

/**
 * Shows a toast; a newer toast replaces the one on screen (limit 1) instead of waiting behind it. An action (View
 * lead, Retry) is a button in the toast; a toast with one stays twice as long, so there is time to reach it.
 */
export function toast(options: { title: string; description?: string; type?: ToastType; action?: ToastAction }): void {
  toaster.dismiss();
  toaster.create({
    title: options.title,
    description: options.description,
    type: options.type ?? "info",
    closable: true,
    ...(options.action ? { action: options.action, duration: 10_000 } : {}),
  });
}

/** Chakra 3's toaster has no swipe gesture; spec 9 asks for a right swipe past 50 px, so the root follows the pointer. */
function SwipeableToast(props: { id: string | undefined; children: ReactNode }) {
  const swipe = useSwipeToDismiss(() => toaster.dismiss(props.id));
  return (
    <Toast.Root
      width={{ md: "sm" }}
      data-testid="toast"
      touchAction="pan-y"
      cursor={swipe.offset > 0 ? "grabbing" : undefined}
      style={{
        transform: swipe.offset > 0 ? `translateX(${swipe.offset}px)` : undefined,
        opacity: swipe.offset > 0 ? Math.max(0.3, 1 - swipe.offset / 200) : undefined,
        transition: swipe.offset > 0 ? "none" : undefined,
      }}
      {...swipe.handlers}
    >
      {props.children}
    </Toast.Root>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(item) => (
          <SwipeableToast id={item.id}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.action && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
            {item.closable && <Toast.CloseTrigger />}
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}
