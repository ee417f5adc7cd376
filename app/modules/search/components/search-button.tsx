import { useRef, useState } from "react";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { useLazyModule } from "~/ui/use-lazy-module";
import { searchPagePath } from "~/lib/hrefs";

const defaultButtonClass =
  "relative inline-flex size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)]";

const loadDialog = () => import("./search-dialog");

/**
 * The header's "Search" control. Without JS (and until hydration) it is a link to the search
 * page; once the page runs JS it is the button that opens the "Search" dialog, whose code loads
 * on first use (search-dialog.tsx). If that code cannot be loaded, the button goes to the page.
 */
export function SearchButton({ className = defaultButtonClass }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [dialog, loadSearch] = useLazyModule(loadDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <a href={searchPagePath} className={className} aria-label="Search">
        <Icon name="search" className="size-5" />
      </a>
    );
  }
  const preload = () => void loadSearch().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          loadSearch().catch(() => window.location.assign(searchPagePath));
        }}
      >
        <Icon name="search" className="size-5" />
      </button>
      {dialog ? <dialog.SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
