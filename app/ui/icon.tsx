import { createContext, useContext, type ReactNode } from "react";
import type { IconName } from "./icon-shapes";

export type { IconName } from "./icon-shapes";

/** The sprite file's address, with its version (icon-sprite.server.ts); "/icons.svg" before the root loader ran. */
const IconSpriteContext = createContext("/icons.svg");

/** Gives every icon below it the address of the current sprite (provided once, around the page). */
export function IconSpriteProvider({ href, children }: { href: string; children: ReactNode }) {
  return <IconSpriteContext value={href}>{children}</IconSpriteContext>;
}

/**
 * A line icon: 17×17, stroke 1.4 in currentColor, its shape taken from the sprite (a <symbol> per
 * name), so no icon's drawing travels in the page's JavaScript. Decorative unless given a title.
 */
export function Icon({
  name,
  className = "size-[17px]",
  title,
}: {
  name: IconName;
  className?: string;
  title?: string;
}) {
  const sprite = useContext(IconSpriteContext);
  return (
    <svg
      viewBox="0 0 17 17"
      width="17"
      height="17"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      data-icon={name}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
