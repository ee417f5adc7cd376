import { useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/ui/icon";
import { toggleSubmenu, type MenuItem } from "../menu-state";
import { siteMessages } from "../site.messages";
import { isCurrentLink, useCurrentPath } from "../current-path";

/**
 * A nested link list whose submenus expand and collapse with an arrow button; opening one
 * closes its open siblings (menu-state.ts). Used by the sidebar menu's tabs and the category
 * navigation widget. Without JS every submenu is shown (site.css).
 */
export function CollapsibleMenu({
  items,
  initiallyOpen = [],
  onNavigate,
}: {
  items: MenuItem[];
  initiallyOpen?: string[];
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState<string[]>(initiallyOpen);
  const toggle = (id: string) => setOpen((current) => toggleSubmenu(current, id, items));
  return <MenuList items={items} open={open} onToggle={toggle} onNavigate={onNavigate} depth={0} />;
}

function MenuList({
  items,
  open,
  onToggle,
  onNavigate,
  depth,
  id,
}: {
  items: MenuItem[];
  open: string[];
  onToggle: (id: string) => void;
  onNavigate?: () => void;
  depth: number;
  id?: string;
}) {
  return (
    <ul id={id} className={depth === 0 ? "divide-y divide-[var(--border)]" : "border-l border-[var(--border)] ml-4"}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} open={open} onToggle={onToggle} onNavigate={onNavigate} depth={depth} />
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
}: {
  item: MenuItem;
  open: string[];
  onToggle: (id: string) => void;
  onNavigate?: () => void;
  depth: number;
}) {
  const submenuId = useId();
  const isOpen = open.includes(item.id);
  const hasChildren = item.children.length > 0;
  const current = isCurrentLink(useCurrentPath(), item.href);
  return (
    <li>
      <div className="flex items-center">
        <Link
          to={item.href}
          onClick={onNavigate}
          aria-current={current ? "page" : undefined}
          className={`flex-1 py-3 pl-3 pr-2 ${depth === 0 ? "font-semibold" : ""} hover:text-accent-700 ${current ? "text-accent-700" : ""}`}
        >
          {item.label}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className="submenu-toggle inline-flex size-11 items-center justify-center rounded-lg hover:bg-[var(--surface-2)]"
            aria-expanded={isOpen}
            aria-controls={submenuId}
            aria-label={siteMessages.showSubmenu(item.label)}
            onClick={() => onToggle(item.id)}
          >
            <Icon
              name="chevron-down"
              className={`size-[17px] transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
            />
          </button>
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
            />
          </div>
        </div>
      ) : null}
    </li>
  );
}
