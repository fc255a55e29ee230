import { type KeyboardEvent, type ReactNode, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order (hidden ones left out). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside its children: from the last stop Tab goes to the first, and
 * back. A dialog's own focus lock brings focus back only once it has left (at the end of the page
 * it lands on the browser's own controls first); this loop never lets it go.
 */
export function FocusLoop({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const stops = tabStops(ref.current);
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only passes Tab along; the dialog inside has the role
    <div ref={ref} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
