import { useEffect, useRef, useState } from "react";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { useLazyModule } from "~/ui/use-lazy-module";
import { accountPath } from "~/lib/hrefs";

const loadDialog = () => import("./account-dialog");

/**
 * The header's "My account" control. Logged in, and without JavaScript, it is a link to the
 * account area. Logged out with JavaScript it is the button that opens the "Account" dialog,
 * whose code loads on first use; links marked `data-account-login` anywhere in the page open it
 * too. If the dialog's code cannot be loaded, the button goes to the account page.
 *
 * Without JavaScript the link leads to the account page's own forms, whose login leads on to the
 * account area. A fragment such as `#reviews` could not be carried there in any case: browsers
 * never send it to the server, so no link or form the server draws can hold it.
 */
export function AccountButton({ className, isLoggedIn }: { className: string; isLoggedIn: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [dialog, loadAccount] = useLazyModule(loadDialog);
  // What opened the dialog (this button, or a login link in the page) takes the focus back when it
  // closes: a keyboard user carries on from where they were, not from the header.
  const openerRef = useRef<HTMLElement | null>(null);

  const openDialog = (event: { currentTarget: HTMLElement }) => {
    openerRef.current = event.currentTarget;
    setOpen(true);
    loadAccount().catch(() => window.location.assign(accountPath));
  };

  useEffect(() => {
    if (isLoggedIn) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-account-login]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openerRef.current = link as HTMLElement;
      setOpen(true);
      loadAccount().catch(() => window.location.assign(accountPath));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [isLoggedIn, loadAccount]);

  const preload = () => void loadAccount().catch(() => undefined);
  // After a registration the header turns into the logged-in link at once, while the dialog stays
  // open with its welcome until the page is replaced.
  const dialogElement =
    dialog && (open || !isLoggedIn) ? (
      <dialog.AccountDialog open={open} onOpenChange={setOpen} returnFocusTo={openerRef} />
    ) : null;
  if (!hydrated || isLoggedIn) {
    return (
      <>
        <a href={accountPath} className={className} aria-label="My account">
          <Icon name="user" className="size-5" />
        </a>
        {dialogElement}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="My account"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openDialog}
      >
        <Icon name="user" className="size-5" />
      </button>
      {dialogElement}
    </>
  );
}
