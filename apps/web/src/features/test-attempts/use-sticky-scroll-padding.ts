import { type RefObject, useEffect } from 'react';

/** Room left between a focused control and the sticky bar, so its focus ring shows whole. */
const GAP_PX = 16;

/**
 * WCAG 2.4.11 focus not obscured: while a sticky bar is on screen the page keeps its height as
 * scroll padding at the top, so a control reached by Tab (or Shift+Tab, going up) is scrolled
 * below the bar instead of under it. Follows the bar's height as it wraps or the text grows.
 */
export function useStickyScrollPadding(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingTop = `${Math.ceil(element.getBoundingClientRect().height) + GAP_PX}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [bar]);
}
