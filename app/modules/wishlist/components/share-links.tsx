import { useRef, useState } from "react";
import { openSharePopup } from "~/lib/share-popup";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { SHARE_POPUP, shareLinks } from "../wishlist-rules";
import { wishlistMessages } from "../wishlist.messages";

/**
 * The list's share links: Facebook, X and Pinterest open in a 420×320 popup (plain links
 * without JavaScript), e-mail and WhatsApp open as they are, and Copy link (with JavaScript)
 * copies the address and reads "Copied!" (where the browser refuses, it selects the address).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  function openPopup(event: React.MouseEvent<HTMLAnchorElement>) {
    const { width, height } = SHARE_POPUP;
    // A blocked popup leaves the press to the link, which opens the network in a new tab.
    if (openSharePopup(event.currentTarget.href, "wishlist-share", `width=${width},height=${height}`)) {
      event.preventDefault();
    }
  }
  const addressRef = useRef<HTMLParagraphElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access nothing was copied, so it does not say so: the address shown
      // below the buttons is selected instead, for the shopper to copy.
      if (addressRef.current) window.getSelection()?.selectAllChildren(addressRef.current);
    }
  }
  return (
    <div className="mt-10" data-wishlist-share="">
      <h2 className="text-lg font-bold">Share this wishlist</h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target={link.popup ? "_blank" : undefined}
              rel="noopener noreferrer"
              onClick={link.popup ? openPopup : undefined}
              className="btn-secondary px-3 py-2 text-sm"
              data-share={link.id}
            >
              {link.label}
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button type="button" onClick={copy} className="btn-secondary px-3 py-2 text-sm" aria-live="polite">
              <Icon name={copied ? "check" : "link"} className="size-4" />
              {copied ? wishlistMessages.copied : "Copy link"}
            </button>
          </li>
        ) : null}
      </ul>
      <p ref={addressRef} className="muted mt-2 break-all text-sm">
        {url}
      </p>
    </div>
  );
}
