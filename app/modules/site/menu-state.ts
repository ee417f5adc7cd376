/** One entry of a navigation menu; children make it a submenu. */
export interface MenuItem {
  id: string;
  label: string;
  href: string;
  children: MenuItem[];
  /** How many things the entry leads to (a category's products), shown beside its label. */
  count?: number;
}

/** Ids of an item and every item below it. */
function idsWithin(item: MenuItem): string[] {
  return [item.id, ...item.children.flatMap(idsWithin)];
}

/** The items that share a parent with `id` (including it), or null when `id` is not in the tree. */
function siblingsOf(items: readonly MenuItem[], id: string): readonly MenuItem[] | null {
  if (items.some((item) => item.id === id)) return items;
  for (const item of items) {
    const found = siblingsOf(item.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * The open submenus after the arrow of `id` is pressed. Opening a submenu closes its open
 * siblings (and what is open inside them), so one branch per level is open at a time, as
 * the sidebar menu and category widget behave; closing one also closes what is open
 * inside it, so it reopens tidy.
 */
export function toggleSubmenu(open: readonly string[], id: string, tree: readonly MenuItem[]): string[] {
  const siblings = siblingsOf(tree, id);
  if (!siblings) return [...open];
  const self = siblings.find((item) => item.id === id)!;
  if (open.includes(id)) {
    const closing = new Set(idsWithin(self));
    return open.filter((openId) => !closing.has(openId));
  }
  const closing = new Set(siblings.filter((item) => item.id !== id).flatMap(idsWithin));
  return [...open.filter((openId) => !closing.has(openId)), id];
}

/** The ids of the ancestors of the item whose href is `href`: they start open so the current page shows. */
export function ancestorsOf(tree: readonly MenuItem[], href: string, path: string[] = []): string[] {
  for (const item of tree) {
    if (item.href === href) return path;
    const found = ancestorsOf(item.children, href, [...path, item.id]);
    if (found.length > 0 || item.children.some((child) => child.href === href)) return found;
  }
  return [];
}
