import { type PointerEvent, useRef, useState } from "react";

/** Spec 9: a toast swiped right past 50 px is dismissed. */
export const SWIPE_THRESHOLD_PX = 50;

/** Where a drag ends up: dismissed past the threshold to the right, otherwise it springs back. */
export const swipeDismisses = (deltaX: number): boolean => deltaX > SWIPE_THRESHOLD_PX;

/**
 * Pointer handlers (mouse, pen, touch) that let an element be dragged right and call onDismiss when released past
 * the threshold. Only rightward movement is followed, and presses on buttons (the close button) are left alone.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const delta = event.clientX - start.current.x;
    start.current = null;
    if (swipeDismisses(delta)) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
        start.current = { x: event.clientX, id: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!start.current || start.current.id !== event.pointerId) return;
        setOffset(Math.max(0, event.clientX - start.current.x));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
