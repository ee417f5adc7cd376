import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "./icon";

/**
 * The close button of the shop's dialogs and drawers: a round 44 px target with the close icon,
 * named "Close" unless the dialog names it otherwise. `className` adds to its look (quick view
 * places it over the product).
 */
export function DialogCloseButton({ label = "Close", className = "" }: { label?: string; className?: string }) {
  return (
    <Dialog.Close
      className={`inline-flex size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)] ${className}`}
      aria-label={label}
    >
      <Icon name="close" className="size-5" />
    </Dialog.Close>
  );
}
