import { useRef, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { useLazyModule } from "~/ui/use-lazy-module";
import { Icon } from "~/ui/icon";
import { productHref } from "~/lib/hrefs";
import { ReservedForScript } from "~/ui/reserved-for-script";

const loadDialog = () => import("./quick-view-dialog");

/**
 * A listing card's `Quick view “{name}”`: opens the product in a dialog (quick-view-dialog.tsx),
 * whose code loads on first use (preloaded on hover and focus). It needs the page's script, so
 * without it there is no button: the card's link leads to the product page. If the code cannot be
 * loaded, the button goes to the product page.
 */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, loadQuickView] = useLazyModule(loadDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!hydrated) return <ReservedForScript className="size-9" />;
  const preload = () => void loadQuickView().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-9 items-center justify-center rounded-full hover:bg-[var(--surface-2)] hover:text-accent-700"
        aria-label={`Quick view “${name}”`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRefusal(null);
          setOpen(true);
          loadQuickView().catch(() => window.location.assign(productHref(slug)));
        }}
      >
        <Icon name="eye" className="size-5" />
      </button>
      {dialog ? (
        <dialog.QuickViewDialog
          slug={slug}
          name={name}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
          onRefused={setRefusal}
        />
      ) : null}
      {refusal ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
