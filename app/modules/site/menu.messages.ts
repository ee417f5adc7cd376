/**
 * The words of the menus' submenu arrows: kept apart from site.messages.ts because the listing's
 * categories, which load apart from the page, show them too, and every page's first load carries
 * site.messages.ts.
 */
export const menuMessages = {
  showSubmenu: (label: string) => `Show submenu for ${label}`,
} as const;
