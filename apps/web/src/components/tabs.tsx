import { Tabs as AntTabs, type TabsProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * antd's Tabs. When the tabs overflow, antd puts a "more" button inside the tablist, which may hold
 * only tabs: assistive technologies then meet a stray button in the list. Every tab stays in the
 * tablist and the arrow keys reach each one, so the button is kept for the mouse alone.
 */
export function Tabs(props: TabsProps) {
  const ref = useRef<{ nativeElement: HTMLDivElement | null }>(null);
  useEffect(() => {
    for (const more of ref.current?.nativeElement?.querySelectorAll('.ant-tabs-nav-more') ?? []) {
      more.setAttribute('aria-hidden', 'true');
      more.setAttribute('tabindex', '-1');
    }
  });
  return <AntTabs ref={ref} {...props} />;
}
