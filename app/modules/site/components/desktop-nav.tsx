import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { useShopData } from "~/lib/use-shop-data";
import type { MenuItem } from "../menu-state";
import { HEADER_NAVIGATION_ID, mainMenuItems } from "../site-menus";
import { shouldOpenLeft } from "../submenu-flip";
import { siteMessages } from "../site.messages";
import { menuMessages } from "../menu.messages";
import { isCurrentLink, useCurrentPath } from "../current-path";

/**
 * Main navigation from 992 px: dropdown submenus that open on hover, or with the arrow button
 * for keyboard users (Escape closes and returns focus, and hides a hovered one until the
 * pointer leaves). A submenu that would run past the
 * window's right edge opens to the left instead.
 */
export function DesktopNav() {
  const { menuCategories } = useShopData();
  return (
    <nav id={HEADER_NAVIGATION_ID} aria-label={siteMessages.mainNavigation} className="mx-auto hidden lg:block">
      <ul className="flex items-center gap-2 font-medium">
        {mainMenuItems(menuCategories).map((item) => (
          <NavEntry key={item.id} item={item} depth={0} />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({ item, depth }: { item: MenuItem; depth: number }) {
  const [open, setOpen] = useState(false);
  const [opensLeft, setOpensLeft] = useState(false);
  // Under the pointer the submenu shows by hover (site.css). Escape must still hide it without
  // the pointer moving (WCAG 1.4.13): "dismissed" overrides the hover until the pointer leaves.
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useCurrentPath();
  const current = isCurrentLink(pathname, item.href);
  const hasChildren = item.children.length > 0;

  useEffect(() => setOpen(false), [pathname]);

  /** Measures where the submenu would start and how wide it is, then decides its side. */
  const place = () => {
    const li = itemRef.current;
    const list = listRef.current;
    if (!li || !list) return;
    requestAnimationFrame(() => {
      const rect = li.getBoundingClientRect();
      const anchorLeft = depth === 0 ? rect.left : rect.right;
      setOpensLeft(
        shouldOpenLeft(anchorLeft, list.getBoundingClientRect().width, document.documentElement.clientWidth),
      );
    });
  };

  useEffect(() => {
    if (open) place();
    // Placed again only when the submenu opens; place() reads the layout at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Escape with keyboard focus elsewhere on the page (the pointer resting on the menu).
  useEffect(() => {
    if (!hovered) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      // Focus inside this entry: its own handler below decides.
      if (event.key === "Escape" && !itemRef.current?.contains(event.target as Node | null)) {
        setOpen(false);
        setDismissed(true);
      }
    };
    document.addEventListener("keydown", onDocumentKeyDown);
    return () => document.removeEventListener("keydown", onDocumentKeyDown);
  }, [hovered]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && (open || (hovered && !dismissed))) {
      event.stopPropagation();
      setOpen(false);
      setDismissed(hovered);
      buttonRef.current?.focus();
    }
  };

  const position =
    depth === 0
      ? opensLeft
        ? "right-0 top-full"
        : "left-0 top-full"
      : opensLeft
        ? "right-full top-0"
        : "left-full top-0";

  return (
    <li
      ref={itemRef}
      className="nav-item relative flex items-center"
      data-open={hasChildren ? open : undefined}
      data-opens-left={hasChildren ? opensLeft : undefined}
      data-dismissed={hasChildren && dismissed ? true : undefined}
      onPointerEnter={
        hasChildren
          ? () => {
              setHovered(true);
              place();
            }
          : undefined
      }
      onPointerLeave={
        hasChildren
          ? () => {
              setHovered(false);
              setDismissed(false);
            }
          : undefined
      }
      onKeyDown={hasChildren ? onKeyDown : undefined}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        to={item.href}
        aria-current={current ? "page" : undefined}
        className={`${depth === 0 ? "px-2 py-2" : "flex-1 px-4 py-2"} rounded-md hover:text-accent-700 ${current ? "text-accent-700" : ""}`}
      >
        {item.label}
      </Link>
      {hasChildren ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            className="submenu-toggle inline-flex size-7 items-center justify-center rounded-md hover:bg-[var(--surface-2)]"
            aria-expanded={open}
            aria-label={menuMessages.showSubmenu(item.label)}
            onClick={() => {
              setDismissed(false);
              setOpen((value) => !value);
            }}
          >
            <Icon
              name={depth === 0 ? "chevron-down" : opensLeft ? "chevron-left" : "chevron-right"}
              className="size-[14px]"
            />
          </button>
          <ul ref={listRef} className={`nav-dropdown card absolute z-40 min-w-56 py-2 shadow-lg ${position}`}>
            {item.children.map((child) => (
              <NavEntry key={child.id} item={child} depth={depth + 1} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
