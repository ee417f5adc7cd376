import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createRandom, hashString, type Random } from "./random";

/**
 * Demo images drawn as SVG and rendered with sharp into the sizes the storefront's srcset
 * uses. Every picture is square (1200 × 1200 at full size) so cards and galleries never shift.
 */

export const FULL_SIZE = 1200;
export const imageSizes = [
  { size: "thumbnail", width: 150 },
  { size: "small", width: 300 },
  { size: "medium", width: 600 },
  { size: "large", width: 1200 },
] as const;

export type PaletteName = "neon" | "pastel" | "retro" | "cyber" | "cozy" | "minimal";
export type Garment = "hoodie" | "tee" | "mug" | "cap" | "mousepad";

export interface ArtSpec {
  /** File base name: files are `<key>-<width>.webp`. */
  key: string;
  kind: "overlay" | "alert" | "emotes" | "panels" | "transition" | "bundle" | "merch";
  palette: PaletteName;
  /** Short text drawn on the picture (product or post name). */
  title: string;
  alt: string;
  /** Changes the layout details, so pictures of the same kind differ. */
  variant?: number;
  garment?: Garment;
  /** Merch colour as hex. */
  color?: string;
  /** A small tag on merch (the size), or a headline on alerts and overlays. */
  tag?: string;
  /** Merch gallery views: the back, or a close-up of the print. */
  view?: "front" | "back" | "detail";
}

interface Palette {
  bg1: string;
  bg2: string;
  main: string;
  second: string;
  accent: string;
  ink: string;
  dark: boolean;
}

export const palettes: Record<PaletteName, Palette> = {
  neon: {
    bg1: "#120a2a",
    bg2: "#2e1065",
    main: "#8b5cf6",
    second: "#22d3ee",
    accent: "#f472b6",
    ink: "#f5f3ff",
    dark: true,
  },
  pastel: {
    bg1: "#fdf2f8",
    bg2: "#ede9fe",
    main: "#a78bfa",
    second: "#f9a8d4",
    accent: "#6ee7b7",
    ink: "#3b0764",
    dark: false,
  },
  retro: {
    bg1: "#1e1035",
    bg2: "#4c1d95",
    main: "#f97316",
    second: "#facc15",
    accent: "#c084fc",
    ink: "#fff7ed",
    dark: true,
  },
  cyber: {
    bg1: "#030712",
    bg2: "#1e1b4b",
    main: "#a3e635",
    second: "#7c3aed",
    accent: "#06b6d4",
    ink: "#ecfccb",
    dark: true,
  },
  cozy: {
    bg1: "#2b1b17",
    bg2: "#5b2a4a",
    main: "#f59e0b",
    second: "#fb7185",
    accent: "#c4b5fd",
    ink: "#fff1f2",
    dark: true,
  },
  minimal: {
    bg1: "#faf5ff",
    bg2: "#e9d5ff",
    main: "#6d28d9",
    second: "#a78bfa",
    accent: "#111827",
    ink: "#1e1b4b",
    dark: false,
  },
};

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function defs(p: Palette): string {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
  <linearGradient id="hot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg2}"/><stop offset="0.7" stop-color="${p.main}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${p.main}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.main}" stop-opacity="0"/></radialGradient>
</defs>`;
}

function frame(p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FULL_SIZE}" height="${FULL_SIZE}" viewBox="0 0 1200 1200">${defs(p)}
<rect width="1200" height="1200" fill="url(#bg)"/><rect width="1200" height="1200" fill="url(#glow)"/>${body}</svg>`;
}

function caption(p: Palette, title: string, y = 1075): string {
  const size = title.length > 26 ? 46 : 56;
  return `<text x="600" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${p.ink}">${esc(title)}</text>
<rect x="540" y="${y + 30}" width="120" height="8" rx="4" fill="url(#hot)"/>`;
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(" ")}" fill="${fill}"/>`;
}

function heart(cx: number, cy: number, s: number, fill: string): string {
  return `<path transform="translate(${cx} ${cy}) scale(${s})" d="M0 6 C-2 -2 -12 -2 -12 6 C-12 12 -4 16 0 20 C4 16 12 12 12 6 C12 -2 2 -2 0 6 Z" fill="${fill}"/>`;
}

/** A game scene inside a 16:9 screen: sky, sun, mountains, a perspective grid. */
function gameScene(p: Palette, r: Random, x: number, y: number, w: number, h: number): string {
  const horizon = y + h * 0.62;
  const sunR = h * (0.16 + r.next() * 0.06);
  const sunX = x + w * (0.35 + r.next() * 0.3);
  let mountains = `M${x} ${horizon}`;
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const mx = x + (w / steps) * i;
    mountains += ` L${(mx - w / steps / 2).toFixed(0)} ${(horizon - h * (0.12 + r.next() * 0.2)).toFixed(0)} L${mx.toFixed(0)} ${horizon}`;
  }
  let grid = "";
  for (let i = 0; i <= 12; i++) {
    const gx = x + (w / 12) * i;
    grid += `<line x1="${(x + w / 2 + (gx - x - w / 2) * 0.15).toFixed(0)}" y1="${horizon}" x2="${gx.toFixed(0)}" y2="${y + h}" stroke="${p.second}" stroke-width="2" opacity="0.7"/>`;
  }
  for (let i = 1; i <= 5; i++) {
    const gy = horizon + (y + h - horizon) * (i / 5) ** 1.8;
    grid += `<line x1="${x}" y1="${gy.toFixed(0)}" x2="${x + w}" y2="${gy.toFixed(0)}" stroke="${p.second}" stroke-width="2" opacity="0.7"/>`;
  }
  return `<clipPath id="scr"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18"/></clipPath>
<g clip-path="url(#scr)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${(horizon - sunR * 0.4).toFixed(0)}" r="${sunR.toFixed(0)}" fill="${p.second}" opacity="0.85"/>
<path d="${mountains} Z" fill="${p.bg1}" opacity="0.9"/>
<rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="${p.bg1}"/>${grid}</g>`;
}

function webcam(p: Palette, x: number, y: number, w: number, h: number): string {
  const c = 26;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${p.bg1}" opacity="0.92"/>
<circle cx="${x + w / 2}" cy="${y + h * 0.42}" r="${h * 0.17}" fill="${p.accent}" opacity="0.85"/>
<path d="M${x + w * 0.22} ${y + h} Q${x + w / 2} ${y + h * 0.5} ${x + w * 0.78} ${y + h} Z" fill="${p.accent}" opacity="0.85"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="none" stroke="url(#hot)" stroke-width="8"/>
<path d="M${x - 10} ${y + c} V${y - 10} H${x + c}" fill="none" stroke="${p.second}" stroke-width="8" stroke-linecap="round"/>
<path d="M${x + w + 10} ${y + h - c} V${y + h + 10} H${x + w - c}" fill="none" stroke="${p.second}" stroke-width="8" stroke-linecap="round"/>`;
}

function chat(p: Palette, r: Random, x: number, y: number, w: number, h: number): string {
  let rows = "";
  const colors = [p.main, p.second, p.accent];
  for (let cy = y + 70; cy < y + h - 30; cy += 54) {
    const lw = (w - 80) * (0.45 + r.next() * 0.55);
    rows += `<circle cx="${x + 26}" cy="${cy}" r="11" fill="${r.pick(colors)}"/><rect x="${x + 46}" y="${cy - 9}" width="${lw.toFixed(0)}" height="18" rx="9" fill="${p.ink}" opacity="0.75"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${p.bg1}" opacity="0.82"/>
<rect x="${x}" y="${y}" width="${w}" height="44" rx="16" fill="url(#hot)"/>
<text x="${x + 20}" y="${y + 30}" font-family="${FONT}" font-weight="700" font-size="22" fill="#fff">CHAT</text>${rows}`;
}

function overlayArt(spec: ArtSpec, p: Palette, r: Random): string {
  const sx = 60,
    sy = 150,
    sw = 1080,
    sh = 608;
  const camLeft = r.chance(0.5);
  const cam = camLeft ? webcam(p, sx + 40, sy + sh - 230, 300, 190) : webcam(p, sx + 40, sy + 40, 280, 176);
  const banner = `<g transform="translate(${camLeft ? 330 : 380} ${sy + (camLeft ? 40 : sh - 130)})">
<rect width="400" height="86" rx="43" fill="url(#hot)"/>${star(46, 43, 26, "#fff")}
<text x="86" y="38" font-family="${FONT}" font-weight="700" font-size="24" fill="#fff">NEW FOLLOWER</text>
<rect x="86" y="52" width="${150 + r.int(0, 120)}" height="14" rx="7" fill="#fff" opacity="0.7"/></g>`;
  return frame(
    p,
    `<rect x="${sx - 18}" y="${sy - 18}" width="${sw + 36}" height="${sh + 36}" rx="34" fill="${p.main}" opacity="0.18"/><rect x="${sx - 9}" y="${sy - 9}" width="${sw + 18}" height="${sh + 18}" rx="26" fill="${p.main}" opacity="0.25"/>
${gameScene(p, r, sx, sy, sw, sh)}
<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="18" fill="none" stroke="url(#hot)" stroke-width="10"/>
${cam}${chat(p, r, sx + sw - 270, sy + 30, 240, sh - 60)}${banner}
<rect x="${sx + 24}" y="${sy - 70}" width="110" height="46" rx="10" fill="#ef4444"/><text x="${sx + 79}" y="${sy - 38}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="26" fill="#fff">LIVE</text>
<circle cx="${sx + 170}" cy="${sy - 47}" r="9" fill="${p.second}"/><rect x="${sx + 188}" y="${sy - 56}" width="140" height="18" rx="9" fill="${p.ink}" opacity="0.6"/>
${spec.tag ? `<text x="${sx + sw}" y="${sy - 36}" text-anchor="end" font-family="${FONT}" font-weight="700" font-size="30" fill="${p.second}">${esc(spec.tag)}</text>` : ""}
${caption(p, spec.title, 900)}`,
  );
}

function face(p: Palette, r: Random, cx: number, cy: number, s: number): string {
  const skin = r.pick([p.main, p.second, p.accent, "#fde68a", "#fbcfe8"]);
  const ink = "#1f1335";
  const ears = r.chance(0.4)
    ? `<path d="M${cx - s * 0.8} ${cy - s * 0.5} L${cx - s * 0.55} ${cy - s * 1.15} L${cx - s * 0.15} ${cy - s * 0.8} Z M${cx + s * 0.8} ${cy - s * 0.5} L${cx + s * 0.55} ${cy - s * 1.15} L${cx + s * 0.15} ${cy - s * 0.8} Z" fill="${skin}"/>`
    : "";
  const eyeStyle = r.int(0, 3);
  const ex = s * 0.36,
    ey = cy - s * 0.12;
  let eyes = "";
  for (const dx of [-ex, ex]) {
    const x = cx + dx;
    if (eyeStyle === 0)
      eyes += `<circle cx="${x}" cy="${ey}" r="${s * 0.13}" fill="${ink}"/><circle cx="${x + s * 0.04}" cy="${ey - s * 0.05}" r="${s * 0.045}" fill="#fff"/>`;
    else if (eyeStyle === 1)
      eyes += `<path d="M${x - s * 0.14} ${ey + s * 0.04} Q${x} ${ey - s * 0.16} ${x + s * 0.14} ${ey + s * 0.04}" stroke="${ink}" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>`;
    else if (eyeStyle === 2) eyes += heart(x, ey - s * 0.1, s * 0.012, "#e11d48");
    else eyes += star(x, ey, s * 0.15, ink);
  }
  const mouthStyle = r.int(0, 3);
  const my = cy + s * 0.3;
  const mouth = [
    `<path d="M${cx - s * 0.25} ${my - s * 0.05} Q${cx} ${my + s * 0.22} ${cx + s * 0.25} ${my - s * 0.05}" stroke="${ink}" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${cx - s * 0.22} ${my - s * 0.06} Q${cx} ${my + s * 0.32} ${cx + s * 0.22} ${my - s * 0.06} Z" fill="${ink}"/><path d="M${cx - s * 0.1} ${my + s * 0.1} Q${cx} ${my + s * 0.04} ${cx + s * 0.1} ${my + s * 0.1}" fill="#fb7185"/>`,
    `<path d="M${cx - s * 0.2} ${my} Q${cx - s * 0.1} ${my + s * 0.12} ${cx} ${my} Q${cx + s * 0.1} ${my + s * 0.12} ${cx + s * 0.2} ${my}" stroke="${ink}" stroke-width="${s * 0.06}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${cx}" cy="${my + s * 0.03}" rx="${s * 0.09}" ry="${s * 0.12}" fill="${ink}"/>`,
  ][mouthStyle];
  return `${ears}<circle cx="${cx}" cy="${cy}" r="${s}" fill="${skin}"/>
<circle cx="${cx}" cy="${cy}" r="${s}" fill="none" stroke="${ink}" stroke-width="${s * 0.06}" opacity="0.25"/>
<ellipse cx="${cx - s * 0.55}" cy="${cy + s * 0.18}" rx="${s * 0.14}" ry="${s * 0.08}" fill="#fb7185" opacity="0.7"/>
<ellipse cx="${cx + s * 0.55}" cy="${cy + s * 0.18}" rx="${s * 0.14}" ry="${s * 0.08}" fill="#fb7185" opacity="0.7"/>${eyes}${mouth}`;
}

function emotesArt(spec: ArtSpec, p: Palette, r: Random): string {
  let tiles = "";
  const cols = 3,
    size = 260,
    gap = 30,
    x0 = (1200 - cols * size - (cols - 1) * gap) / 2,
    y0 = 110;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < cols; col++) {
      const x = x0 + col * (size + gap),
        y = y0 + row * (size + gap);
      tiles += `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="${p.dark ? "#ffffff" : "#ffffff"}" opacity="${p.dark ? 0.08 : 0.7}"/>
<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="none" stroke="${p.main}" stroke-width="4" opacity="0.6"/>${face(p, r, x + size / 2, y + size / 2 + 14, 88)}`;
    }
  }
  return frame(p, `${tiles}${caption(p, spec.title)}`);
}

function alertArt(spec: ArtSpec, p: Palette, r: Random): string {
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * 2 * i) / 16;
    rays += `<polygon points="600,470 ${(600 + 700 * Math.cos(a - 0.08)).toFixed(0)},${(470 + 700 * Math.sin(a - 0.08)).toFixed(0)} ${(600 + 700 * Math.cos(a + 0.08)).toFixed(0)},${(470 + 700 * Math.sin(a + 0.08)).toFixed(0)}" fill="${p.main}" opacity="0.12"/>`;
  }
  let confetti = "";
  for (let i = 0; i < 40; i++) {
    const c = r.pick([p.main, p.second, p.accent, "#ffffff"]);
    confetti += `<rect x="${r.int(40, 1160)}" y="${r.int(60, 860)}" width="${r.int(10, 22)}" height="${r.int(18, 34)}" rx="4" fill="${c}" opacity="0.8" transform="rotate(${r.int(0, 180)} 600 600)"/>`;
  }
  const icon = r.pick(["star", "heart", "bolt"]);
  const glyph =
    icon === "star"
      ? star(600, 380, 90, "#fff")
      : icon === "heart"
        ? heart(600, 350, 7, "#fff")
        : `<path d="M620 270 L540 400 H600 L580 500 L670 360 H610 Z" fill="#fff"/>`;
  const headline = spec.tag ?? r.pick(["NEW SUBSCRIBER", "NEW FOLLOWER", "RAID INCOMING", "NEW CHEER"]);
  return frame(
    p,
    `${rays}${confetti}
<circle cx="600" cy="380" r="150" fill="url(#hot)"/><circle cx="600" cy="380" r="150" fill="none" stroke="#fff" stroke-width="10" opacity="0.8"/>${glyph}
<rect x="190" y="580" width="820" height="190" rx="36" fill="${p.bg1}" opacity="0.9"/>
<rect x="190" y="580" width="820" height="190" rx="36" fill="none" stroke="url(#hot)" stroke-width="8"/>
<text x="600" y="660" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="58" fill="${p.dark ? "#fff" : p.ink}">${esc(headline)}</text>
<rect x="${600 - 170}" y="700" width="340" height="22" rx="11" fill="${p.second}"/>
${caption(p, spec.title, 920)}`,
  );
}

function panelsArt(spec: ArtSpec, p: Palette, r: Random): string {
  const labels = ["ABOUT ME", "SCHEDULE", "SUPPORT", "RULES", "SOCIALS", "SETUP", "DISCORD", "FAQ"];
  const start = r.int(0, 3);
  let panels = "";
  for (let i = 0; i < 5; i++) {
    const y = 90 + i * 150;
    const x = 210 + (i % 2) * 40 - 20;
    panels += `<rect x="${x}" y="${y}" width="780" height="124" rx="24" fill="url(#hot)"/>
<rect x="${x + 8}" y="${y + 8}" width="764" height="108" rx="18" fill="${p.bg1}" opacity="0.35"/>
<circle cx="${x + 78}" cy="${y + 62}" r="38" fill="${p.dark ? "#fff" : "#fff"}" opacity="0.9"/>${star(x + 78, y + 62, 22, p.main)}
<text x="${x + 140}" y="${y + 80}" font-family="${FONT}" font-weight="700" font-size="50" fill="#fff">${labels[(start + i) % labels.length]}</text>`;
  }
  return frame(p, `${panels}${caption(p, spec.title, 1000)}`);
}

function transitionArt(spec: ArtSpec, p: Palette, r: Random): string {
  const colors = [p.main, p.second, p.accent, p.bg2];
  let bands = "";
  const off = r.int(-80, 80);
  for (let i = 0; i < 4; i++) {
    const x = 100 + i * 220 + off;
    bands += `<polygon points="${x},150 ${x + 260},150 ${x + 60},760 ${x - 200},760" fill="${colors[i]}" opacity="0.92"/>`;
  }
  let strip = "";
  for (let i = 0; i < 4; i++) {
    const x = 90 + i * 262;
    const cover = 20 + i * 60;
    strip += `<rect x="${x}" y="800" width="236" height="133" rx="12" fill="${p.bg2}"/>
<rect x="${x}" y="800" width="${Math.min(236, cover * 1.2)}" height="133" rx="12" fill="url(#hot)"/>
<rect x="${x}" y="800" width="236" height="133" rx="12" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.5"/>`;
  }
  return frame(
    p,
    `<clipPath id="tf"><rect x="60" y="150" width="1080" height="608" rx="18"/></clipPath>
<rect x="60" y="150" width="1080" height="608" rx="18" fill="${p.bg1}"/>
<g clip-path="url(#tf)">${bands}</g>
<polygon points="600,330 710,393 710,517 600,580 490,517 490,393" fill="${p.bg1}" stroke="#fff" stroke-width="10"/>
<polygon points="575,405 575,505 655,455" fill="#fff"/>
<rect x="60" y="150" width="1080" height="608" rx="18" fill="none" stroke="${p.ink}" stroke-width="4" opacity="0.4"/>${strip}
${caption(p, spec.title, 1060)}`,
  );
}

function bundleArt(spec: ArtSpec, p: Palette, r: Random): string {
  const card = (x: number, y: number, rot: number, inner: string) =>
    `<g transform="rotate(${rot} ${x + 230} ${y + 170})"><rect x="${x}" y="${y}" width="460" height="340" rx="28" fill="${p.bg1}" stroke="url(#hot)" stroke-width="8"/>${inner}</g>`;
  const mini = (x: number, y: number) =>
    `<rect x="${x + 30}" y="${y + 30}" width="400" height="226" rx="12" fill="url(#sky)"/><rect x="${x + 50}" y="${y + 160}" width="110" height="76" rx="8" fill="${p.accent}"/><rect x="${x + 330}" y="${y + 50}" width="80" height="186" rx="8" fill="${p.bg1}" opacity="0.7"/>`;
  return frame(
    p,
    `${card(120, 170, -8, mini(120, 170))}
${card(620, 150, 7, `${face(p, r, 760, 320, 70)}${face(p, r, 940, 320, 70)}`)}
${card(370, 470, -2, `<rect x="410" y="520" width="380" height="70" rx="16" fill="url(#hot)"/><rect x="410" y="610" width="380" height="70" rx="16" fill="${p.second}"/><rect x="410" y="700" width="380" height="70" rx="16" fill="${p.accent}"/>`)}
<g transform="translate(860 90) rotate(12)"><rect x="-30" y="-40" width="300" height="80" rx="40" fill="${p.second}"/><text x="120" y="16" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="40" fill="${p.bg1}">BUNDLE</text></g>
${caption(p, spec.title, 1000)}`,
  );
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const rr = f((n >> 16) & 255),
    gg = f((n >> 8) & 255),
    bb = f(n & 255);
  return `#${((rr << 16) | (gg << 8) | bb).toString(16).padStart(6, "0")}`;
}

function print(cx: number, cy: number, s: number, light: boolean): string {
  const line = light ? "#6d28d9" : "#c4b5fd";
  let g = "";
  for (let i = -2; i <= 2; i++)
    g += `<line x1="${cx + i * s * 0.3}" y1="${cy}" x2="${cx + i * s * 0.6}" y2="${cy + s * 0.6}" stroke="${line}" stroke-width="${s * 0.04}"/>`;
  for (let j = 1; j <= 2; j++)
    g += `<line x1="${cx - s * 1.2}" y1="${cy + j * s * 0.25}" x2="${cx + s * 1.2}" y2="${cy + j * s * 0.25}" stroke="${line}" stroke-width="${s * 0.04}"/>`;
  return `<circle cx="${cx}" cy="${cy - s * 0.1}" r="${s * 0.45}" fill="#f472b6"/><rect x="${cx - s * 1.2}" y="${cy}" width="${s * 2.4}" height="${s * 0.62}" fill="${light ? "#ede9fe" : "#2e1065"}"/>${g}`;
}

function merchArt(spec: ArtSpec): string {
  const color = spec.color ?? "#1f2937";
  const dark = shade(color, -0.12);
  const light = parseInt(color.slice(1, 3), 16) > 200;
  const stroke = shade(color, light ? -0.25 : 0.12);
  const bg = `<rect width="1200" height="1200" fill="#f5f3ff"/><rect y="860" width="1200" height="340" fill="#ede9fe"/>
<ellipse cx="600" cy="960" rx="380" ry="46" fill="#c4b5fd" opacity="0.55"/>`;
  let body = "";
  if (spec.view === "detail") {
    // A close-up of the fabric and the print.
    let weave = "";
    for (let y = 0; y < 1200; y += 24)
      weave += `<line x1="0" y1="${y}" x2="1200" y2="${y + 12}" stroke="${dark}" stroke-width="3" opacity="0.35"/>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><rect width="1200" height="1200" fill="${color}"/>${weave}
${print(600, 520, 330, light)}<rect x="0" y="1010" width="1200" height="190" fill="#f5f3ff" opacity="0.92"/>
<text x="600" y="1120" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="44" fill="#3b0764">${esc(spec.title)} · print detail</text></svg>`;
  }
  const front = spec.view !== "back";
  const chestPrint = (cx: number, cy: number, s: number) =>
    front
      ? print(cx, cy, s, light)
      : `<text x="${cx}" y="${cy + s * 0.3}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${s * 0.7}" fill="${light ? "#6d28d9" : "#c4b5fd"}">CREW</text>`;
  switch (spec.garment) {
    case "hoodie":
      body = `<path d="M420 250 Q600 150 780 250 L960 330 L1060 760 L940 800 L870 520 L870 930 L330 930 L330 520 L260 800 L140 760 L240 330 Z" fill="${color}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>
<path d="M470 250 Q600 420 730 250 Q600 200 470 250 Z" fill="${dark}"/>
<path d="M545 380 L540 520 M655 380 L660 520" stroke="${stroke}" stroke-width="8" stroke-linecap="round"/>
<path d="M430 760 H770 L740 880 H460 Z" fill="${dark}" opacity="0.6"/>${chestPrint(600, 560, 110)}`;
      break;
    case "tee":
      body = `<path d="M450 230 Q600 300 750 230 L980 330 L920 500 L840 470 L840 930 L360 930 L360 470 L280 500 L220 330 Z" fill="${color}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>
<path d="M490 240 Q600 320 710 240" stroke="${dark}" stroke-width="18" fill="none"/>${chestPrint(600, 520, 120)}`;
      break;
    case "mug":
      body = `<path d="M780 430 Q960 430 960 580 Q960 730 780 730" stroke="${stroke}" stroke-width="66" fill="none"/>
<path d="M780 430 Q960 430 960 580 Q960 730 780 730" stroke="${color}" stroke-width="54" fill="none"/>
<rect x="300" y="330" width="500" height="580" rx="40" fill="${color}" stroke="${stroke}" stroke-width="6"/>
<ellipse cx="550" cy="340" rx="250" ry="40" fill="${dark}"/><ellipse cx="550" cy="340" rx="222" ry="28" fill="#3b1f14"/>${chestPrint(550, 580, 130)}`;
      break;
    case "cap":
      body = `<path d="M330 640 Q330 330 600 320 Q870 330 870 640 Z" fill="${color}" stroke="${stroke}" stroke-width="6"/>
<path d="M300 640 Q600 600 1000 700 Q900 790 560 720 Q380 700 300 640 Z" fill="${dark}" stroke="${stroke}" stroke-width="6"/>
<circle cx="600" cy="322" r="22" fill="${dark}"/>${chestPrint(600, 470, 90)}`;
      break;
    default:
      body = `<rect x="160" y="420" width="880" height="460" rx="50" fill="${color}" stroke="${stroke}" stroke-width="6"/>
<rect x="190" y="450" width="820" height="400" rx="34" fill="none" stroke="${dark}" stroke-width="6"/>${chestPrint(600, 600, 150)}`;
  }
  // The size tag sits in the bottom right corner, beside the name: the shop lays its own controls
  // over a picture's top corners (the sale badge, the card's wishlist and quick view buttons, the
  // gallery's "Open gallery"), which would cover it there.
  const tag = spec.tag
    ? `<circle cx="1060" cy="1050" r="74" fill="#6d28d9"/><text x="1060" y="1074" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${spec.tag.length > 2 ? 44 : 64}" fill="#fff">${esc(spec.tag)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">${bg}${body}${tag}
<text x="600" y="1090" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="44" fill="#3b0764">${esc(spec.title)}</text></svg>`;
}

/** The SVG source of a demo picture. */
export function svgFor(spec: ArtSpec): string {
  const p = palettes[spec.palette];
  const r = createRandom(hashString(spec.key) + (spec.variant ?? 0));
  switch (spec.kind) {
    case "overlay":
      return overlayArt(spec, p, r);
    case "alert":
      return alertArt(spec, p, r);
    case "emotes":
      return emotesArt(spec, p, r);
    case "panels":
      return panelsArt(spec, p, r);
    case "transition":
      return transitionArt(spec, p, r);
    case "bundle":
      return bundleArt(spec, p, r);
    case "merch":
      return merchArt(spec);
  }
}

export function imageFilePath(uploadsDir: string, key: string, width: number): string {
  return path.join(uploadsDir, `${key}-${width}.webp`);
}

export function imageUrl(key: string, width: number): string {
  return `/uploads/${key}-${width}.webp`;
}

/**
 * Renders one picture into every size, skipping files that already exist (start-ups and
 * test runs reuse them). Returns the number of files written.
 */
export async function writeImageFiles(spec: ArtSpec, uploadsDir: string): Promise<number> {
  const missing = imageSizes.filter((s) => !fs.existsSync(imageFilePath(uploadsDir, spec.key, s.width)));
  if (missing.length === 0) return 0;
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Rasterise the SVG once, then scale the pixels for each size.
  const { data, info } = await sharp(Buffer.from(svgFor(spec)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const s of missing) {
    const target = imageFilePath(uploadsDir, spec.key, s.width);
    const tmp = `${target}.${process.pid}.tmp`;
    await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize(s.width, s.width)
      .webp({ quality: s.width <= 300 ? 78 : 82, effort: 2 })
      .toFile(tmp);
    // Written aside then renamed, so a server never serves a half-written file.
    fs.renameSync(tmp, target);
  }
  return missing.length;
}

/** Renders many pictures, a couple at a time (sharp itself uses the other threads). */
export async function writeAllImageFiles(specs: ArtSpec[], uploadsDir: string, parallel = 2): Promise<number> {
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      const n = await writeImageFiles(spec, uploadsDir);
      written += n;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, specs.length) }, worker));
  return written;
}

/** The image_sizes rows of one picture; "full" is the 1200 px file. */
export function imageSizeRows(imageId: number, key: string) {
  return [
    ...imageSizes.map((s) => ({
      image_id: imageId,
      size: s.size,
      url: imageUrl(key, s.width),
      width: s.width,
      height: s.width,
    })),
    { image_id: imageId, size: "full", url: imageUrl(key, FULL_SIZE), width: FULL_SIZE, height: FULL_SIZE },
  ];
}
