import { useSyncExternalStore } from "react";

/**
 * Whether the toaster is needed yet. Only signed-in screens raise toasts, and the toaster (zag's toast machines and
 * the portal, ~14 KB gzipped) should not be part of the sign-in page's download; so the app's root mounts it once
 * toaster.tsx has been loaded by a screen that imports it, and the sign-in page never pays for it.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Called by toaster.tsx when it loads: from then on the root renders the toaster. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
