/**
 * The room a control that needs the page's script will take, kept while that script is on its
 * way (the `js` mark on the page is set before it arrives): the control then appears in place and
 * nothing beside or below it moves. Without JavaScript, where the control never comes, it takes no
 * room. `className` gives the control's size.
 */
export function ReservedForScript({ className }: { className: string }) {
  return <span aria-hidden="true" className={`hidden in-[.js]:inline-block ${className}`} />;
}
