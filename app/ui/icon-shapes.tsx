import type { ReactNode } from "react";

/**
 * The shapes of the line icons, on a 17×17 canvas, one stroke weight (1.4, set by <Icon>), drawn
 * with currentColor, so an icon takes the colour of the text around it (black in black text).
 * Each entry is the inner SVG of one icon. They reach the browser as one cached sprite file
 * (icon-sprite.server.ts, served at /icons.svg), not as JavaScript; <Icon name="cart" /> points
 * into it. The owner browses the whole catalogue, with names to copy, at /icons/.
 */
const frame = <rect x="1.5" y="2.5" width="14" height="12" rx="1.5" />;
const dot = (cx: number, cy: number) => <circle cx={cx} cy={cy} r=".4" fill="currentColor" />;

export const iconShapes = {
  // Interface
  search: (
    <>
      <circle cx="7.5" cy="7.5" r="5" />
      <path d="M11.2 11.2 15.5 15.5" />
    </>
  ),
  user: (
    <>
      <circle cx="8.5" cy="5.5" r="3.2" />
      <path d="M2.5 15.5c.8-3.2 3.2-4.8 6-4.8s5.2 1.6 6 4.8" />
    </>
  ),
  cart: (
    <>
      <path d="M1.5 2h2.2l1.8 9.2h8.3l1.7-6.7H4.6" />
      <circle cx="6.5" cy="14.3" r="1.2" />
      <circle cx="12.8" cy="14.3" r="1.2" />
    </>
  ),
  bag: (
    <>
      <path d="M3 5.5h11l-.8 10H3.8z" />
      <path d="M6 7.5V4.5a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  heart: <path d="M8.5 15S1.5 10.8 1.5 6a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 4.8-7 9-7 9z" />,
  menu: (
    <>
      <path d="M2 4.5h13" />
      <path d="M2 8.5h13" />
      <path d="M2 12.5h13" />
    </>
  ),
  close: (
    <>
      <path d="m3.5 3.5 10 10" />
      <path d="m13.5 3.5-10 10" />
    </>
  ),
  "chevron-down": <path d="m4 6.5 4.5 4.5L13 6.5" />,
  "chevron-up": <path d="m4 10.5 4.5-4.5 4.5 4.5" />,
  "chevron-right": <path d="m6.5 4 4.5 4.5L6.5 13" />,
  "chevron-left": <path d="M10.5 4 6 8.5l4.5 4.5" />,
  "arrow-up": (
    <>
      <path d="M8.5 15V2.5" />
      <path d="m3.5 7.5 5-5 5 5" />
    </>
  ),
  "arrow-right": (
    <>
      <path d="M2 8.5h12.5" />
      <path d="m9.5 3.5 5 5-5 5" />
    </>
  ),
  plus: (
    <>
      <path d="M8.5 2.5v12" />
      <path d="M2.5 8.5h12" />
    </>
  ),
  minus: <path d="M2.5 8.5h12" />,
  filter: <path d="M1.5 2.5h14l-5.5 6.5v5l-3 1.5V9z" />,
  check: <path d="m3 9 3.5 3.5L14 5" />,
  eye: (
    <>
      <path d="M1 8.5S3.8 3.5 8.5 3.5 16 8.5 16 8.5s-2.8 5-7.5 5S1 8.5 1 8.5z" />
      <circle cx="8.5" cy="8.5" r="2.2" />
    </>
  ),
  "eye-off": (
    <>
      <path d="M6.6 3.8a6.8 6.8 0 0 1 1.9-.3c4.7 0 7.5 5 7.5 5a12 12 0 0 1-1.9 2.4M10.6 12.9a6.6 6.6 0 0 1-2.1.6C3.8 13.5 1 8.5 1 8.5a12.5 12.5 0 0 1 3-3.4" />
      <path d="m2 2 13 13" />
    </>
  ),
  file: (
    <>
      <path d="M4 1.5h6l3.5 3.5v10.5H4z" />
      <path d="M10 1.5V5h3.5" />
    </>
  ),
  folder: <path d="M1.5 4a1 1 0 0 1 1-1h4l1.5 2h6.5a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1h-12a1 1 0 0 1-1-1z" />,
  gallery: (
    <>
      <rect x="4.5" y="1.5" width="11" height="9" rx="1" />
      <path d="M2.5 4.5v9a1 1 0 0 0 1 1h9" />
      <path d="m6.5 9 2.5-3 2 2 1.5-1.5 2.5 2.5" />
    </>
  ),
  home: (
    <>
      <path d="M2 8 8.5 2 15 8" />
      <path d="M3.5 6.8v8.2h4v-4.5h2v4.5h4V6.8" />
    </>
  ),
  image: (
    <>
      <rect x="1.5" y="2.5" width="14" height="12" rx="1.5" />
      <circle cx="5.5" cy="6.5" r="1.3" />
      <path d="m1.5 12.5 4-4 3 3 2.5-2.5 4.5 4.5" />
    </>
  ),
  link: (
    <>
      <path d="M7.5 10 10 7.5" />
      <path d="m8.8 4.6 1.4-1.4a2.9 2.9 0 0 1 4.1 4.1l-1.4 1.4" />
      <path d="m8.2 12.4-1.4 1.4a2.9 2.9 0 0 1-4.1-4.1l1.4-1.4" />
    </>
  ),
  lock: (
    <>
      <rect x="3" y="7.5" width="11" height="8" rx="1.5" />
      <path d="M5.5 7.5V5a3 3 0 0 1 6 0v2.5" />
      <path d="M8.5 10.5v2" />
    </>
  ),
  map: (
    <>
      <path d="M1.5 4 6 2l5 2 4.5-2v11L11 15l-5-2-4.5 2z" />
      <path d="M6 2v11M11 4v11" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M8.5 15.5s5-4.6 5-8.5a5 5 0 0 0-10 0c0 3.9 5 8.5 5 8.5z" />
      <circle cx="8.5" cy="7" r="1.8" />
    </>
  ),
  pencil: (
    <>
      <path d="M11.5 2.5 14.5 5.5 5.5 14.5H2.5v-3z" />
      <path d="m9.5 4.5 3 3" />
    </>
  ),
  "pie-chart": (
    <>
      <path d="M15.5 9.5A7 7 0 1 1 7.5 1.6" />
      <path d="M10 1.6a7 7 0 0 1 5.4 5.4H10z" />
    </>
  ),
  printer: (
    <>
      <path d="M4.5 6V1.5h8V6" />
      <rect x="1.5" y="6" width="14" height="6.5" rx="1" />
      <path d="M4.5 10.5h8v5h-8z" />
    </>
  ),
  "quote-left": (
    <>
      <path d="M7 4.5C4.3 5.2 2.5 7.3 2.5 10.5v2h4v-4h-2.3c.2-1.5 1.3-2.5 2.8-2.9z" />
      <path d="M14 4.5c-2.7.7-4.5 2.8-4.5 6v2h4v-4h-2.3c.2-1.5 1.3-2.5 2.8-2.9z" />
    </>
  ),
  "quote-right": (
    <>
      <path d="M3 12.5c2.7-.7 4.5-2.8 4.5-6v-2h-4v4h2.3c-.2 1.5-1.3 2.5-2.8 2.9z" />
      <path d="M10 12.5c2.7-.7 4.5-2.8 4.5-6v-2h-4v4h2.3c-.2 1.5-1.3 2.5-2.8 2.9z" />
    </>
  ),
  receipt: (
    <>
      <path d="M3 1.5h11v14l-2-1.3-1.8 1.3-1.7-1.3-1.7 1.3L5 14.2l-2 1.3z" />
      <path d="M5.5 5h6M5.5 8h6M5.5 11h3.5" />
    </>
  ),
  star: <path d="m8.5 1.8 2 4.3 4.7.5-3.5 3.2 1 4.6-4.2-2.4-4.2 2.4 1-4.6-3.5-3.2 4.7-.5z" />,
  tag: (
    <>
      <path d="M1.5 2.5v5.2l7.8 7.8 6.2-6.2-7.8-7.8H2.5a1 1 0 0 0-1 1z" />
      {dot(5, 5)}
    </>
  ),
  truck: (
    <>
      <path d="M1.5 3.5h9v8h-9zM10.5 6.5h3l2 2.5v2.5h-5" />
      <circle cx="4.5" cy="13" r="1.5" />
      <circle cx="12.5" cy="13" r="1.5" />
    </>
  ),
  trash: (
    <>
      <path d="M2.5 4.5h12M6.5 4.5V2.5h4v2M4 4.5l.8 10.5h7.4L13 4.5" />
      <path d="M7 7.5v5M10 7.5v5" />
    </>
  ),
  copy: (
    <>
      <rect x="5.5" y="5.5" width="10" height="10" rx="1.5" />
      <path d="M11.5 5.5V3a1.5 1.5 0 0 0-1.5-1.5H3A1.5 1.5 0 0 0 1.5 3v7A1.5 1.5 0 0 0 3 11.5h2.5" />
    </>
  ),
  share: (
    <>
      <circle cx="13" cy="3.5" r="2" />
      <circle cx="4" cy="8.5" r="2" />
      <circle cx="13" cy="13.5" r="2" />
      <path d="m5.8 7.5 5.4-3M5.8 9.5l5.4 3" />
    </>
  ),
  calendar: (
    <>
      <rect x="1.5" y="3" width="14" height="12.5" rx="1.5" />
      <path d="M1.5 7h14M5 1.5v3M12 1.5v3" />
    </>
  ),
  clock: (
    <>
      <circle cx="8.5" cy="8.5" r="7" />
      <path d="M8.5 4.5v4l2.8 1.8" />
    </>
  ),
  info: (
    <>
      <circle cx="8.5" cy="8.5" r="7" />
      <path d="M8.5 7.5v4.5" />
      {dot(8.5, 5)}
    </>
  ),
  phone: (
    <path d="M3 1.5h3l1.5 3.8-2 1.2a8.5 8.5 0 0 0 5 5l1.2-2 3.8 1.5v3a1.5 1.5 0 0 1-1.6 1.5C7.3 14.9 2.1 9.7 1.5 3.1A1.5 1.5 0 0 1 3 1.5z" />
  ),
  "zoom-in": (
    <>
      <circle cx="7.5" cy="7.5" r="5" />
      <path d="M11.2 11.2 15.5 15.5M5.5 7.5h4M7.5 5.5v4" />
    </>
  ),
  fullscreen: <path d="M1.5 5.5v-4h4M11.5 1.5h4v4M15.5 11.5v4h-4M5.5 15.5h-4v-4" />,
  "external-link": (
    <>
      <path d="M9.5 1.5h6v6M15.5 1.5 8 9" />
      <path d="M13 10v4.5a1 1 0 0 1-1 1H2.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1H7" />
    </>
  ),
  grid: (
    <>
      <rect x="1.5" y="1.5" width="5.5" height="5.5" rx="1" />
      <rect x="10" y="1.5" width="5.5" height="5.5" rx="1" />
      <rect x="1.5" y="10" width="5.5" height="5.5" rx="1" />
      <rect x="10" y="10" width="5.5" height="5.5" rx="1" />
    </>
  ),
  list: (
    <>
      <path d="M5.5 3.5h10M5.5 8.5h10M5.5 13.5h10" />
      {dot(2, 3.5)}
      {dot(2, 8.5)}
      {dot(2, 13.5)}
    </>
  ),
  play: (
    <>
      <circle cx="8.5" cy="8.5" r="7" />
      <path d="m7 5.8 4 2.7-4 2.7z" />
    </>
  ),

  // Social networks
  facebook: (
    <>
      <circle cx="8.5" cy="8.5" r="7" />
      <path d="M9.5 15.5V6.5A1.5 1.5 0 0 1 11 5h1M7.5 9h4" />
    </>
  ),
  x: (
    <>
      <path d="M2.5 2h3.5l8.5 13H11z" />
      <path d="m14 2-4.7 5.5M7.6 9.5 3 15" />
    </>
  ),
  twitter: (
    <path d="M15.5 4.2a6 6 0 0 1-1.7.5 3 3 0 0 0 1.3-1.7 6 6 0 0 1-1.9.7 3 3 0 0 0-5.1 2.7A8.4 8.4 0 0 1 2 3.3a3 3 0 0 0 .9 4 3 3 0 0 1-1.3-.4 3 3 0 0 0 2.4 2.9 3 3 0 0 1-1.4.1 3 3 0 0 0 2.8 2.1 6 6 0 0 1-4.4 1.2 8.4 8.4 0 0 0 13-7.5 6 6 0 0 0 1.5-1.5z" />
  ),
  instagram: (
    <>
      <rect x="1.5" y="1.5" width="14" height="14" rx="4" />
      <circle cx="8.5" cy="8.5" r="3.2" />
      <circle cx="12.7" cy="4.3" r=".5" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="1" y="3" width="15" height="11" rx="3.5" />
      <path d="m7 6 4 2.5L7 11z" />
    </>
  ),
  twitch: (
    <>
      <path d="M2.5 1.5h12v8.5l-3 3h-3L6 15.5v-2.5H2.5z" />
      <path d="M7.5 5v3.5M11 5v3.5" />
    </>
  ),
  tiktok: <path d="M9.5 1.5v9.7a2.8 2.8 0 1 1-2.8-2.8M9.5 1.5a3.8 3.8 0 0 0 4 3.5" />,
  discord: (
    <>
      <path d="M4 4.2A10 10 0 0 1 6.6 3.3l.4.8a9.6 9.6 0 0 1 3 0l.4-.8a10 10 0 0 1 2.6.9c1.6 2.4 2.3 4.9 2 7.6a10 10 0 0 1-3.1 1.6l-.7-1.1H5.8l-.7 1.1A10 10 0 0 1 2 11.8c-.3-2.7.4-5.2 2-7.6z" />
      <circle cx="6.3" cy="8.7" r="1" />
      <circle cx="10.7" cy="8.7" r="1" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="8.5" cy="8.5" r="7" />
      <path d="m7.3 8.8-1.8 6.5M6.3 10.6c.5.7 1.2 1 2.1 1 2.1 0 3.5-1.8 3.5-4a3.4 3.4 0 0 0-3.6-3.4c-2.3 0-3.7 1.6-3.7 3.4 0 .8.3 1.5.8 1.9" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M2 15l1-3.4A7 7 0 1 1 5.6 14z" />
      <path d="M6.2 5.8c0 2.6 2.4 5 5 5l.8-1.4-1.6-.8-.8.7A4 4 0 0 1 7.8 7.7l.7-.8-.8-1.6z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="1.5" y="1.5" width="14" height="14" rx="2" />
      <path d="M5 7.5v4.5M8 12V7.5M8 9.5a2 2 0 0 1 4 0V12" />
      {dot(5, 5)}
    </>
  ),
  email: (
    <>
      <rect x="1.5" y="3.5" width="14" height="10" rx="1.5" />
      <path d="m1.8 4.2 6.7 5.3 6.7-5.3" />
    </>
  ),
  reddit: (
    <>
      <ellipse cx="8.5" cy="10" rx="6" ry="4.5" />
      <path d="M8.5 5.5 9.5 2l3 .8" />
      <circle cx="13.5" cy="3" r="1" />
      <circle cx="6.3" cy="9.5" r=".6" fill="currentColor" />
      <circle cx="10.7" cy="9.5" r=".6" fill="currentColor" />
      <path d="M6.5 11.8c1.2.8 2.8.8 4 0" />
    </>
  ),
  telegram: (
    <>
      <path d="M15.5 2 1.5 7.6l4.5 1.6 7-4.7-5 5.6v4.4l2.5-2.8 3.2 2.3z" />
    </>
  ),
  rss: (
    <>
      <path d="M2.5 7.5a7 7 0 0 1 7 7M2.5 2.5a12 12 0 0 1 12 12" />
      <circle cx="3.5" cy="13.5" r="1" />
    </>
  ),
  github: (
    <path d="M6.5 15v-2.3c-2.7.6-3.3-1.2-3.3-1.2M10.5 15v-2.4a2.1 2.1 0 0 0-.6-1.6c2-.2 4.1-1 4.1-4.5a3.5 3.5 0 0 0-1-2.4 3.2 3.2 0 0 0-.1-2.4s-.8-.2-2.5 1a8.7 8.7 0 0 0-4.6 0C4.1 1.8 3.3 2 3.3 2a3.2 3.2 0 0 0-.1 2.4 3.5 3.5 0 0 0-1 2.4c0 3.5 2.1 4.3 4.1 4.5a2.1 2.1 0 0 0-.6 1.6" />
  ),
  snapchat: (
    <path d="M8.5 1.5c2.4 0 4 1.8 4 4v2.2l1.6-.4-.6 1.5-1.2.6c.6 1.7 1.8 2.8 3.2 3.1-.6.8-1.8.8-2.2 1l-.3 1-1.5-.1c-1 0-1.6 1.1-3 1.1s-2-1.1-3-1.1l-1.5.1-.3-1c-.4-.2-1.6-.2-2.2-1 1.4-.3 2.6-1.4 3.2-3.1L3.5 8.8 2.9 7.3l1.6.4V5.5c0-2.2 1.6-4 4-4z" />
  ),

  // Page-layout choices
  "layout-column2": (
    <>
      {frame}
      <path d="M8.5 2.5v12" />
    </>
  ),
  "layout-column3": (
    <>
      {frame}
      <path d="M6.2 2.5v12M10.8 2.5v12" />
    </>
  ),
  "layout-column4": (
    <>
      {frame}
      <path d="M5 2.5v12M8.5 2.5v12M12 2.5v12" />
    </>
  ),
  "layout-grid2": (
    <>
      <rect x="1.5" y="1.5" width="6" height="6" rx="1" />
      <rect x="9.5" y="1.5" width="6" height="6" rx="1" />
      <rect x="1.5" y="9.5" width="6" height="6" rx="1" />
      <rect x="9.5" y="9.5" width="6" height="6" rx="1" />
    </>
  ),
  "layout-grid3": (
    <>
      {[1.5, 6.75, 12].flatMap((x) =>
        [1.5, 6.75, 12].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx=".6" />),
      )}
    </>
  ),
  "layout-grid4": (
    <>
      {[1.5, 5.25, 9, 12.75].flatMap((x) =>
        [1.5, 5.25, 9, 12.75].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="2.75" height="2.75" rx=".4" />),
      )}
    </>
  ),
  "layout-sidebar-left": (
    <>
      {frame}
      <path d="M6 2.5v12M3 5h1.5M3 7.5h1.5M3 10h1.5" />
    </>
  ),
  "layout-sidebar-right": (
    <>
      {frame}
      <path d="M11 2.5v12M12.5 5H14M12.5 7.5H14M12.5 10H14" />
    </>
  ),
  "layout-sidebar-none": (
    <>
      {frame}
      <path d="M4 6h9M4 8.5h9M4 11h6" />
    </>
  ),
  "layout-media-left": (
    <>
      <rect x="1.5" y="3.5" width="6.5" height="10" rx="1" />
      <path d="M10 5.5h5.5M10 8.5h5.5M10 11.5h3.5" />
    </>
  ),
  "layout-media-right": (
    <>
      <rect x="9" y="3.5" width="6.5" height="10" rx="1" />
      <path d="M1.5 5.5H7M1.5 8.5H7M1.5 11.5H5" />
    </>
  ),
  "layout-media-center": (
    <>
      <rect x="4" y="1.5" width="9" height="7" rx="1" />
      <path d="M2.5 11.5h12M4.5 14.5h8" />
    </>
  ),
  "layout-media-overlay": (
    <>
      {frame}
      <path d="M5 7.5h7M6 10h5" />
    </>
  ),
  "layout-cta-left": (
    <>
      {frame}
      <path d="M3.5 6h6M3.5 8.5h4" />
      <rect x="3.5" y="10.5" width="4.5" height="2" rx=".5" />
    </>
  ),
  "layout-cta-right": (
    <>
      {frame}
      <path d="M7.5 6h6M9.5 8.5h4" />
      <rect x="9" y="10.5" width="4.5" height="2" rx=".5" />
    </>
  ),
  "layout-cta-center": (
    <>
      {frame}
      <path d="M5.5 6h6M6.5 8.5h4" />
      <rect x="6.25" y="10.5" width="4.5" height="2" rx=".5" />
    </>
  ),
  "layout-accordion-merged": (
    <>
      <rect x="1.5" y="2" width="14" height="13" rx="1.5" />
      <path d="M1.5 6.3h14M1.5 10.7h14M12 3.6l.8.9.8-.9M12 8l.8.9.8-.9M12 12.4l.8.9.8-.9" />
    </>
  ),
  "layout-accordion-separated": (
    <>
      <rect x="1.5" y="1.5" width="14" height="3.5" rx="1" />
      <rect x="1.5" y="6.75" width="14" height="3.5" rx="1" />
      <rect x="1.5" y="12" width="14" height="3.5" rx="1" />
    </>
  ),
  "layout-tab-h": (
    <>
      {frame}
      <path d="M1.5 6h14M6 2.5V6M10.5 2.5V6" />
    </>
  ),
  "layout-tab-v": (
    <>
      {frame}
      <path d="M6 2.5v12M1.5 6.5H6M1.5 10.5H6" />
    </>
  ),
  "layout-slider": (
    <>
      <rect x="3.5" y="3" width="10" height="9" rx="1" />
      <path d="m1.5 6-1 1.5 1 1.5M15.5 6l1 1.5-1 1.5" />
      {dot(6.5, 14.5)}
      {dot(8.5, 14.5)}
      {dot(10.5, 14.5)}
    </>
  ),
  "layout-width-default": (
    <>
      {frame}
      <path d="M5 5.5v6M12 5.5v6M5 8.5h7" />
    </>
  ),
  "layout-width-full": (
    <>
      {frame}
      <path d="M3.5 8.5h10M5.5 6.5l-2 2 2 2M11.5 6.5l2 2-2 2" />
    </>
  ),
  "line-dashed": <path d="M1.5 8.5h14" strokeDasharray="3 2" />,
  "line-dotted": <path d="M1.5 8.5h14" strokeDasharray="0 2.8" />,
  "line-double": <path d="M1.5 6.8h14M1.5 10.2h14" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof iconShapes;

export const iconNames = Object.keys(iconShapes) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconShapes, name);
}
