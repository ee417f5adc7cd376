/**
 * Line icons on a 17×17 canvas, drawn with currentColor. Each entry is the inner SVG of one
 * icon; <Icon name="cart" /> renders it. The full catalogue is browsable at /icons/.
 */
export const icons = {
  search: <><circle cx="7.5" cy="7.5" r="5" /><path d="M11.2 11.2 15.5 15.5" /></>,
  user: <><circle cx="8.5" cy="5.5" r="3.2" /><path d="M2.5 15.5c.8-3.2 3.2-4.8 6-4.8s5.2 1.6 6 4.8" /></>,
  cart: <><path d="M1.5 2h2.2l1.8 9.2h8.3l1.7-6.7H4.6" /><circle cx="6.5" cy="14.3" r="1.2" /><circle cx="12.8" cy="14.3" r="1.2" /></>,
  heart: <path d="M8.5 15S1.5 10.8 1.5 6a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 4.8-7 9-7 9z" />,
  menu: <><path d="M2 4.5h13" /><path d="M2 8.5h13" /><path d="M2 12.5h13" /></>,
  close: <><path d="m3.5 3.5 10 10" /><path d="m13.5 3.5-10 10" /></>,
  "chevron-down": <path d="m4 6.5 4.5 4.5L13 6.5" />,
  "chevron-right": <path d="m6.5 4 4.5 4.5L6.5 13" />,
  "chevron-left": <path d="M10.5 4 6 8.5l4.5 4.5" />,
  "arrow-up": <><path d="M8.5 15V2.5" /><path d="m3.5 7.5 5-5 5 5" /></>,
  plus: <><path d="M8.5 2.5v12" /><path d="M2.5 8.5h12" /></>,
  minus: <path d="M2.5 8.5h12" />,
  filter: <path d="M1.5 2.5h14l-5.5 6.5v5l-3 1.5V9z" />,
  check: <path d="m3 9 3.5 3.5L14 5" />,
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, className = "size-[17px]", title }: { name: IconName; className?: string; title?: string }) {
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
    >
      {title ? <title>{title}</title> : null}
      {icons[name]}
    </svg>
  );
}
