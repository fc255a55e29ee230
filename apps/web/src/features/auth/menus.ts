import type { MenuLink } from '@asesa/contracts';

/** The menus of the user context grouped by `group`, groups and links in the order they come. */
export function groupMenus(menus: MenuLink[]): { group: string; links: MenuLink[] }[] {
  const groups = new Map<string, MenuLink[]>();
  for (const link of menus) {
    const list = groups.get(link.group);
    if (list) list.push(link);
    else groups.set(link.group, [link]);
  }
  return [...groups].map(([group, links]) => ({ group, links }));
}

/** The menu link for the current route: the longest link path that is the pathname or a prefix of it. */
export function activeMenuKey(menus: MenuLink[], pathname: string): string | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  let best: MenuLink | undefined;
  for (const link of menus) {
    const p = link.path.toLowerCase();
    if ((path === p || path.startsWith(`${p}/`)) && (!best || p.length > best.path.length)) best = link;
  }
  return best?.key;
}
