import { useEffect, useState } from "react";

/** How many open dialogs hide each element through hidePageBehind (a dialog can open over another). */
const holds = new Map<Element, number>();

/**
 * Hides from assistive technology everything outside a modal dialog (aria-hidden on each sibling
 * of the dialog and of its ancestors), until the function it answers is called. The shop's Radix
 * dialogs hide the page themselves, but leave out every element with an `aria-live` attribute and
 * its ancestors (the main landmark, the footer): while the dialog is open, a notice or a result
 * count behind it would still be read out, and its links reached. The lightbox hides nothing
 * itself. An element someone else has hidden is left to them.
 */
export function hidePageBehind(dialog: HTMLElement): () => void {
  const hidden: Element[] = [];
  for (let node: Element = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node) continue;
      const held = holds.get(sibling);
      if (held) {
        holds.set(sibling, held + 1);
      } else {
        if (sibling.getAttribute("aria-hidden") === "true") continue;
        sibling.setAttribute("aria-hidden", "true");
        holds.set(sibling, 1);
      }
      hidden.push(sibling);
    }
  }
  return () => {
    for (const element of hidden) {
      const held = (holds.get(element) ?? 1) - 1;
      if (held > 0) {
        holds.set(element, held);
      } else {
        holds.delete(element);
        element.removeAttribute("aria-hidden");
      }
    }
  };
}

/**
 * For a modal Radix dialog: the ref for its Dialog.Content, whose page is hidden (hidePageBehind)
 * while it is in the document. Its effect runs after Radix's own hiding, so it only adds what that
 * leaves out.
 */
export function usePageHiddenBehind(): (dialog: HTMLElement | null) => void {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => (dialog ? hidePageBehind(dialog) : undefined), [dialog]);
  return setDialog;
}
