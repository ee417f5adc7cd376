import { useId, useState } from "react";
import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { toggleSubmenu, type MenuItem } from "../menu-state";
import { menuMessages } from "../menu.messages";
import { isCurrentLink, useCurrentPath } from "../current-path";

interface MenuLook {
  /** Small rows for a sidebar column (the listing's categories) instead of the sidebar menu's large ones. */
  compact: boolean;
  /** The current entry's id, when the caller knows it; otherwise the entry whose link leads to the page shown. */
  currentId: string | undefined;
  /** Whether some entry has a submenu: compact rows then keep the arrow's room, so the counts line up. */
  hasArrows: boolean;
}

/**
 * A nested link list whose submenus expand and collapse with an arrow button; opening one
 * closes its open siblings (menu-state.ts). Used by the sidebar menu's tabs, the category
 * navigation widget and the listing's categories. Without JS every submenu is shown and the
 * arrows are not (site.css).
 */
export function CollapsibleMenu({
  items,
  initiallyOpen = [],
  onNavigate,
  currentId,
  compact = false,
}: {
  items: MenuItem[];
  initiallyOpen?: string[];
  onNavigate?: () => void;
  currentId?: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState<string[]>(initiallyOpen);
  const toggle = (id: string) => setOpen((current) => toggleSubmenu(current, id, items));
  const look: MenuLook = { compact, currentId, hasArrows: items.some((item) => item.children.length > 0) };
  return <MenuList items={items} open={open} onToggle={toggle} onNavigate={onNavigate} depth={0} look={look} />;
}

function MenuList({
  items,
  open,
  onToggle,
  onNavigate,
  depth,
  look,
  id,
}: {
  items: MenuItem[];
  open: string[];
  onToggle: (id: string) => void;
  onNavigate?: () => void;
  depth: number;
  look: MenuLook;
  id?: string;
}) {
  const className = look.compact
    ? depth === 0
      ? "space-y-0.5"
      : "ml-2 space-y-0.5 border-l border-[var(--border)] pl-2"
    : depth === 0
      ? "divide-y divide-[var(--border)]"
      : "border-l border-[var(--border)] ml-4";
  return (
    <ul id={id} className={className}>
      {items.map((item) => (
        <MenuEntry
          key={item.id}
          item={item}
          open={open}
          onToggle={onToggle}
          onNavigate={onNavigate}
          depth={depth}
          look={look}
        />
      ))}
    </ul>
  );
}

function MenuEntry({
  item,
  open,
  onToggle,
  onNavigate,
  depth,
  look,
}: {
  item: MenuItem;
  open: string[];
  onToggle: (id: string) => void;
  onNavigate?: () => void;
  depth: number;
  look: MenuLook;
}) {
  const submenuId = useId();
  const isOpen = open.includes(item.id);
  const hasChildren = item.children.length > 0;
  const path = useCurrentPath();
  const current = look.currentId === undefined ? isCurrentLink(path, item.href) : look.currentId === item.id;
  const linkClass = look.compact
    ? `flex min-w-0 flex-1 justify-between gap-2 rounded px-1 py-1 hover:text-accent-700 ${current ? "font-bold text-accent-700" : ""}`
    : `flex-1 py-3 pl-3 pr-2 ${depth === 0 ? "font-semibold" : ""} hover:text-accent-700 ${current ? "text-accent-700" : ""}`;
  return (
    <li>
      <div className={look.compact ? "flex items-center gap-1" : "flex items-center"}>
        <Link to={item.href} onClick={onNavigate} aria-current={current ? "page" : undefined} className={linkClass}>
          {item.count === undefined ? (
            item.label
          ) : (
            <>
              <span className="min-w-0">{item.label}</span> <span className="muted tabular">({item.count})</span>
            </>
          )}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className={`submenu-toggle inline-flex ${look.compact ? "size-8" : "size-11"} shrink-0 items-center justify-center rounded-lg hover:bg-[var(--surface-2)]`}
            aria-expanded={isOpen}
            aria-controls={submenuId}
            aria-label={menuMessages.showSubmenu(item.label)}
            onClick={() => onToggle(item.id)}
          >
            <Icon
              name="chevron-down"
              className={`size-[17px] transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
            />
          </button>
        ) : look.compact && look.hasArrows ? (
          // The arrow's room (hidden with the arrows when there is no JS).
          <span className="submenu-toggle size-8 shrink-0" aria-hidden="true" />
        ) : null}
      </div>
      {hasChildren ? (
        <div className="submenu" data-open={isOpen}>
          <div>
            <MenuList
              id={submenuId}
              items={item.children}
              open={open}
              onToggle={onToggle}
              onNavigate={onNavigate}
              depth={depth + 1}
              look={look}
            />
          </div>
        </div>
      ) : null}
    </li>
  );
}
