import type { ArtSpec, Garment, PaletteName } from "./images";

/**
 * The demo store's catalog as plain data. The fixed products of docs (demo-data) come first
 * and must keep their exact slugs, names, prices and stock; the rest fill the categories.
 */

export const categoryDefs = [
  {
    slug: "stream-overlays",
    name: "Stream Overlays",
    description: "Full scene overlays with webcam frames, chat boxes and alert spots, ready for OBS and Streamlabs.",
  },
  {
    slug: "alerts",
    name: "Alerts",
    description: "Animated follower, subscriber, cheer and raid alerts that make every moment on stream pop.",
  },
  {
    slug: "emote-packs",
    name: "Emote Packs",
    description: "Expressive emotes and sub badges, exported at every size Twitch and Discord ask for.",
  },
  {
    slug: "merch",
    name: "Merch",
    description: "Hoodies, tees, mugs, caps and desk gear for streamers and their communities.",
  },
  {
    slug: "panels",
    name: "Twitch Panels",
    description: "Matching About, Schedule, Rules and Support panels for your channel page.",
  },
  {
    slug: "transitions",
    name: "Stinger Transitions",
    description: "Stinger transitions, starting-soon and BRB screens that keep scene changes smooth.",
  },
  {
    slug: "bundles",
    name: "Bundles",
    description: "Everything for a consistent channel look in one download, for less than buying each piece.",
  },
] as const;
export type CategorySlug = (typeof categoryDefs)[number]["slug"];

/**
 * Sub-categories, each with the products listed under it. Those products stay in the parent
 * category as well: a parent's listing includes its children anyway, and the parent's own
 * count (home page, "Merch (14)") stays the whole category. Products of no sub-category
 * (the sticker sheet, the emote packs…) are in their top-level category only.
 */
export const childCategoryDefs: {
  slug: string;
  name: string;
  parent: CategorySlug;
  description: string;
  products: string[];
}[] = [
  {
    slug: "animated-overlays",
    name: "Animated Overlays",
    parent: "stream-overlays",
    description: "Overlays with moving parts: scan lines, drifting clouds, flickering torches.",
    products: [
      "cyberpunk-hud-overlay",
      "cozy-cafe-overlay",
      "retro-synthwave-overlay",
      "pastel-cloud-overlay",
      "pixel-dungeon-overlay",
    ],
  },
  {
    slug: "static-overlays",
    name: "Static Overlays",
    parent: "stream-overlays",
    description: "Calm overlays that keep every pixel still, light on the streaming PC.",
    products: [
      "starter-overlay-pack",
      "vertical-stream-overlay",
      "minimal-clean-overlay",
      "just-chatting-overlay-kit",
      "speedrun-timer-overlay",
      "webcam-frame-collection",
    ],
  },
  {
    slug: "animated-alerts",
    name: "Animated Alerts",
    parent: "alerts",
    description: "Alerts that move: glitches, confetti, trains and progress bars.",
    products: [
      "glitch-alert-pack",
      "neon-pulse-alerts",
      "hype-train-alerts",
      "confetti-pop-alerts",
      "sub-goal-alert-bar",
      "minimal-toast-alerts",
    ],
  },
  {
    slug: "sound-alerts",
    name: "Sound Alerts",
    parent: "alerts",
    description: "Alert sounds and alerts built around their sound effects.",
    products: ["alert-sound-pack", "retro-arcade-alerts", "kawaii-alert-set"],
  },
  {
    slug: "hoodies",
    name: "Hoodies",
    parent: "merch",
    description: "Heavyweight and zip hoodies for long streams in cold rooms.",
    products: ["neon-grid-hoodie", "streamer-crew-hoodie"],
  },
  {
    slug: "tees",
    name: "Tees",
    parent: "merch",
    description: "Soft cotton tees with our overlay prints.",
    products: ["retro-arcade-tee", "glitch-logo-tee", "pixel-heart-tee", "late-night-stream-tee"],
  },
  {
    slug: "caps",
    name: "Caps",
    parent: "merch",
    description: "Embroidered caps and snapbacks.",
    products: ["overlay-lab-cap", "streamer-snapback"],
  },
  {
    slug: "mugs-drinkware",
    name: "Mugs & Drinkware",
    parent: "merch",
    description: "Mugs for the coffee that gets you through the opening segment.",
    products: ["limited-streamer-mug", "chat-bubble-mug", "mod-squad-mug"],
  },
  {
    slug: "desk-mats",
    name: "Desk Mats",
    parent: "merch",
    description: "Mousepads and desk mats with stitched edges.",
    products: ["gaming-mousepad", "neon-desk-mat"],
  },
];

export const attributeDefs = [
  {
    slug: "color",
    name: "Color",
    terms: [
      ["black", "Black"],
      ["violet", "Violet"],
      ["white", "White"],
      ["heather-grey", "Heather Grey"],
      ["pink", "Pink"],
      ["navy", "Navy"],
      ["red", "Red"],
    ],
  },
  {
    slug: "size",
    name: "Size",
    terms: [
      ["s", "S"],
      ["m", "M"],
      ["l", "L"],
      ["xl", "XL"],
      ["xxl", "XXL"],
      ["11-oz", "11 oz"],
      ["15-oz", "15 oz"],
    ],
  },
  {
    slug: "theme",
    name: "Theme",
    terms: [
      ["neon", "Neon"],
      ["pastel", "Pastel"],
      ["retro", "Retro"],
      ["cyber", "Cyber"],
      ["cozy", "Cozy"],
      ["minimal", "Minimal"],
    ],
  },
  {
    slug: "license",
    name: "License",
    terms: [
      ["personal", "Personal"],
      ["commercial", "Commercial"],
    ],
  },
  {
    slug: "format",
    name: "Format",
    terms: [
      ["png", "Static PNG"],
      ["gif", "Animated GIF"],
      ["webm", "WebM video"],
      ["mov", "MOV (ProRes 4444)"],
    ],
  },
] as const;
export type AttributeSlug = (typeof attributeDefs)[number]["slug"];

export const colorHex: Record<string, string> = {
  black: "#18181b",
  violet: "#7c3aed",
  white: "#fafafa",
  "heather-grey": "#9ca3af",
  pink: "#ec4899",
  navy: "#1e3a8a",
  red: "#dc2626",
};
export const termCode: Record<string, string> = {
  black: "BLK",
  violet: "VIO",
  white: "WHT",
  "heather-grey": "GRY",
  pink: "PNK",
  navy: "NVY",
  red: "RED",
  s: "S",
  m: "M",
  l: "L",
  xl: "XL",
  xxl: "XXL",
  "11-oz": "11",
  "15-oz": "15",
  neon: "NEO",
  pastel: "PAS",
  retro: "RET",
  cyber: "CYB",
  cozy: "COZ",
  minimal: "MIN",
  personal: "PER",
  commercial: "COM",
  png: "PNG",
  gif: "GIF",
  webm: "WEBM",
  mov: "MOV",
};

export interface VariationDef {
  /** attribute slug → term slug, or null for "any value". */
  terms: Partial<Record<AttributeSlug, string | null>>;
  regular: number;
  sale?: number;
  /** null: stock not tracked. */
  stock: number | null;
  active?: boolean;
  /** Image key of the variation; by default the product's art for its theme or colour. */
  image?: string;
  gallery?: string[];
  sku?: string;
}

export interface ProductDef {
  slug: string;
  name: string;
  category: CategorySlug;
  sku: string;
  kind: ArtSpec["kind"];
  palette: PaletteName;
  garment?: Garment;
  /** Merch colour of the main picture (simple merch). */
  color?: string;
  short: string;
  /** Product-specific paragraph placed first in the description. */
  pitch: string;
  regular?: number;
  sale?: number;
  stock?: number | null;
  weightG?: number;
  dimsMm?: [number, number, number];
  soldIndividually?: boolean;
  minQty?: number;
  maxQty?: number;
  featured?: boolean;
  /** Variable products: attributes in order and the variations. */
  attributes?: AttributeSlug[];
  variations?: VariationDef[];
}

const merchColorSize = (
  colors: string[],
  sizes: string[],
  price: number,
  opts: { sale?: Record<string, number>; stock?: (c: string, s: string, i: number) => number } = {},
): VariationDef[] => {
  const out: VariationDef[] = [];
  let i = 0;
  for (const c of colors)
    for (const s of sizes) {
      out.push({
        terms: { color: c, size: s },
        regular: price + (s === "xxl" ? 300 : 0),
        sale: opts.sale?.[c],
        stock: opts.stock ? opts.stock(c, s, i) : 20,
      });
      i++;
    }
  return out;
};

const themeLicense = (
  themes: string[],
  personal: number,
  commercial: number,
  sale: Record<string, number> = {},
): VariationDef[] => [
  ...themes.map((t) => ({ terms: { theme: t, license: "personal" }, regular: personal, sale: sale[t], stock: null })),
  ...themes.map((t) => ({ terms: { theme: t, license: "commercial" }, regular: commercial, stock: null })),
];

const themeFormat = (
  themes: string[],
  formats: [string, number][],
  sale: Record<string, number> = {},
): VariationDef[] =>
  themes.flatMap((t) =>
    formats.map(([f, price]) => ({
      terms: { theme: t, format: f },
      regular: price,
      sale: f === formats[0][0] ? sale[t] : undefined,
      stock: null,
    })),
  );

const hoodieStock = (c: string, s: string) => (c === "violet" && s === "s" ? 0 : 25);

export const productDefs: ProductDef[] = [
  // ── Fixed products (see demo-data) ──
  {
    slug: "neon-grid-hoodie",
    name: "Neon Grid Hoodie",
    category: "merch",
    sku: "NGH",
    kind: "merch",
    palette: "neon",
    garment: "hoodie",
    short: "A heavyweight hoodie with the synthwave grid print from our Starter Overlay Pack.",
    pitch:
      "Cut from a soft 330 gsm cotton blend with a brushed fleece lining, the Neon Grid Hoodie carries a screen-printed sunset-and-grid motif across the chest. The double-layer hood, kangaroo pocket and ribbed cuffs are made for long streams in a cold room.",
    weightG: 650,
    dimsMm: [300, 250, 50],
    featured: true,
    attributes: ["color", "size"],
    variations: [
      ...["black", "violet", "white"].flatMap((c) =>
        ["s", "m", "l", "xl"]
          .filter((s) => !(c === "white" && s === "xl"))
          .map((s) => ({
            terms: { color: c, size: s },
            regular: 5400,
            sale: c === "black" ? 4500 : undefined,
            stock: hoodieStock(c, s),
            active: !(c === "black" && s === "xl"),
            sku: `NGH-${termCode[c]}-${termCode[s]}`,
            image: `neon-grid-hoodie-${c}-${s}`,
            gallery:
              c === "black"
                ? ["neon-grid-hoodie-black-back", "neon-grid-hoodie-black-detail", "neon-grid-hoodie-black-folded"]
                : undefined,
          })),
      ),
    ],
  },
  {
    slug: "starter-overlay-pack",
    name: "Starter Overlay Pack",
    category: "stream-overlays",
    sku: "SOP",
    kind: "overlay",
    palette: "neon",
    short: "Everything a new channel needs on screen: webcam frame, chat box, alert spot and labels in three themes.",
    pitch:
      "The Starter Overlay Pack gives you one coherent scene set in your choice of Neon, Pastel or Retro: a main gameplay overlay, a just-chatting layout, a webcam frame with corner accents, a chat box and label plates for your latest follower and subscriber.",
    soldIndividually: true,
    featured: true,
    attributes: ["theme", "license"],
    variations: [
      { terms: { theme: "neon", license: "personal" }, regular: 1900, stock: null },
      { terms: { theme: "pastel", license: "personal" }, regular: 1900, stock: null },
      { terms: { theme: "retro", license: "personal" }, regular: 1900, sale: 1500, stock: null },
      { terms: { theme: null, license: "commercial" }, regular: 4900, stock: null, sku: "SOP-ANY-COM" },
    ],
  },
  {
    slug: "glitch-alert-pack",
    name: "Glitch Alert Pack",
    category: "alerts",
    sku: "GAP",
    kind: "alert",
    palette: "retro",
    short: "Eight chromatic-glitch alerts for follows, subs, cheers, raids and more.",
    pitch:
      "Each alert tears in with an RGB-split glitch, holds long enough to read the name, then snaps out with a scanline wipe. Includes follower, subscriber, gift sub, cheer, raid, host, donation and merch alerts.",
    regular: 1200,
    stock: null,
    featured: true,
  },
  {
    slug: "pixel-emote-pack",
    name: "Pixel Emote Pack",
    category: "emote-packs",
    sku: "PEP",
    kind: "emotes",
    palette: "pastel",
    short: "Twelve crisp pixel-art emotes: hype, love, laugh, rage, GG and friends.",
    pitch:
      "Drawn pixel by pixel on a 28 px grid and upscaled without blur, these emotes stay readable in a busy chat. The pack covers the reactions your community uses most: hype, love, lol, sad, rage, GG, pog, sleepy, wave, cheers, thinking and clap.",
    regular: 900,
    sale: 600,
    stock: null,
    featured: true,
  },
  {
    slug: "limited-streamer-mug",
    name: "Limited Streamer Mug",
    category: "merch",
    sku: "LSM",
    kind: "merch",
    palette: "neon",
    garment: "mug",
    color: "#18181b",
    short: "A matte black 11 oz ceramic mug with the Overlay Lab grid logo. Limited run of five.",
    pitch:
      "Glazed matte black outside and glossy violet inside, this mug keeps your coffee warm through a long opening segment. Dishwasher and microwave safe. We made only a handful, so each order is limited to two.",
    regular: 1800,
    stock: 5,
    maxQty: 2,
    weightG: 400,
    dimsMm: [120, 90, 100],
  },
  {
    slug: "retro-arcade-tee",
    name: "Retro Arcade Tee",
    category: "merch",
    sku: "RAT",
    kind: "merch",
    palette: "retro",
    garment: "tee",
    color: "#f5f5f4",
    short: "A soft cotton tee with a pixel-arcade print. Currently sold out.",
    pitch:
      "Printed on a ring-spun cotton tee with a relaxed fit, the Retro Arcade design pairs a pixel sunset with a high-score table. Pre-shrunk and printed with water-based inks that stay soft wash after wash.",
    regular: 2900,
    stock: 0,
    weightG: 200,
    dimsMm: [280, 220, 20],
  },

  // ── Stream overlays ──
  {
    slug: "cyberpunk-hud-overlay",
    name: "Cyberpunk HUD Overlay",
    category: "stream-overlays",
    sku: "CHO",
    kind: "overlay",
    palette: "cyber",
    short: "A heads-up-display overlay with animated scan lines and data readouts.",
    pitch:
      "Angular frames, scrolling data ticks and a pulsing health bar turn your scene into a futuristic HUD. Built for shooters and sci-fi RPGs, with space for a webcam, chat and recent events.",
    attributes: ["theme", "license"],
    variations: themeLicense(["cyber", "neon"], 2400, 5900, { cyber: 1900 }),
  },
  {
    slug: "vertical-stream-overlay",
    name: "Vertical Stream Overlay",
    category: "stream-overlays",
    sku: "VSO",
    kind: "overlay",
    palette: "pastel",
    short: "A 9:16 overlay for TikTok Live, YouTube Shorts and vertical Twitch streams.",
    pitch:
      "Laid out for phones first: the webcam sits top, chat sits low where thumbs do not cover it, and the alert area stays clear of the app's own buttons.",
    attributes: ["theme", "license"],
    variations: themeLicense(["pastel", "minimal", "neon"], 1700, 4200),
  },
  {
    slug: "cozy-cafe-overlay",
    name: "Cozy Cafe Overlay",
    category: "stream-overlays",
    sku: "CCO",
    kind: "overlay",
    palette: "cozy",
    short: "Warm lights, steaming cups and a wooden chat board for relaxed streams.",
    pitch:
      "Made for art, music and just-chatting streams, the Cozy Cafe Overlay wraps your scene in warm string lights and soft wood tones. The steam above the coffee cup is animated, everything else stays calm.",
    regular: 2200,
    stock: null,
  },
  {
    slug: "minimal-clean-overlay",
    name: "Minimal Clean Overlay",
    category: "stream-overlays",
    sku: "MCO",
    kind: "overlay",
    palette: "minimal",
    short: "Thin lines, generous spacing and nothing to distract from the game.",
    pitch:
      "A quiet overlay for competitive play: hairline frames, a compact webcam border and small event labels that never cover the minimap.",
    regular: 1500,
    sale: 1200,
    stock: null,
  },
  {
    slug: "retro-synthwave-overlay",
    name: "Retro Synthwave Overlay",
    category: "stream-overlays",
    sku: "RSO",
    kind: "overlay",
    palette: "retro",
    short: "Sunsets, chrome type and a scrolling grid straight out of 1986.",
    pitch:
      "An animated sunset sinks behind a perspective grid while chrome lettering shows your latest events. Includes gameplay, starting-soon and ending scenes.",
    regular: 2400,
    stock: null,
  },
  {
    slug: "pastel-cloud-overlay",
    name: "Pastel Cloud Overlay",
    category: "stream-overlays",
    sku: "PCO",
    kind: "overlay",
    palette: "pastel",
    short: "Drifting clouds and candy colours for cosy and VTuber streams.",
    pitch:
      "Soft clouds drift slowly behind rounded frames in lilac, pink and mint. The webcam frame doubles as a VTuber model stage.",
    regular: 1900,
    stock: null,
    featured: true,
  },
  {
    slug: "just-chatting-overlay-kit",
    name: "Just Chatting Overlay Kit",
    category: "stream-overlays",
    sku: "JCK",
    kind: "overlay",
    palette: "neon",
    short: "A large-camera layout with a roomy chat and topic card.",
    pitch:
      "When you are the content, the camera gets the space: a large webcam frame, a chat column with readable type and a topic card you can edit from OBS text sources.",
    regular: 1600,
    stock: null,
  },
  {
    slug: "speedrun-timer-overlay",
    name: "Speedrun Timer Overlay",
    category: "stream-overlays",
    sku: "STO",
    kind: "overlay",
    palette: "cyber",
    short: "Splits panel, personal-best badge and attempt counter for runners.",
    pitch:
      "Designed around LiveSplit: a splits column, attempt counter, sum-of-best plate and a badge that lights up when you are ahead of your personal best.",
    regular: 1400,
    stock: null,
  },
  {
    slug: "webcam-frame-collection",
    name: "Webcam Frame Collection",
    category: "stream-overlays",
    sku: "WFC",
    kind: "overlay",
    palette: "minimal",
    short: "Twenty webcam frames in four shapes and five colourways.",
    pitch:
      "Square, rounded, circle and wide frames in five colourways, each with an animated variant. Drop one onto any scene for an instant upgrade.",
    regular: 900,
    stock: null,
  },
  {
    slug: "pixel-dungeon-overlay",
    name: "Pixel Dungeon Overlay",
    category: "stream-overlays",
    sku: "PDO",
    kind: "overlay",
    palette: "retro",
    short: "Stone frames, torches and a pixel-art chat scroll for RPG nights.",
    pitch:
      "Flickering pixel torches frame your webcam, chat appears on a parchment scroll and alerts burst out of a treasure chest.",
    regular: 2000,
    sale: 1600,
    stock: null,
  },

  // ── Alerts ──
  {
    slug: "neon-pulse-alerts",
    name: "Neon Pulse Alerts",
    category: "alerts",
    sku: "NPA",
    kind: "alert",
    palette: "neon",
    short: "Alerts that pulse with the beat: bright tubes, soft glow, clean type.",
    pitch:
      "Each alert flickers on like a neon sign, pulses twice and fades. Six alert types with matching sounds, and a text-to-speech friendly layout.",
    attributes: ["theme", "license"],
    variations: themeLicense(["neon", "cyber"], 1400, 3900, { neon: 1100 }),
  },
  {
    slug: "hype-train-alerts",
    name: "Hype Train Alerts",
    category: "alerts",
    sku: "HTA",
    kind: "alert",
    palette: "retro",
    short: "A pixel train that rolls across your screen and speeds up with every level.",
    pitch:
      "Level one chugs in slowly, level five blasts through with fireworks. Comes as still images for the chat and as animated versions for the alert box.",
    attributes: ["theme", "format"],
    variations: themeFormat(
      ["retro", "pastel"],
      [
        ["png", 800],
        ["gif", 1300],
      ],
    ),
  },
  {
    slug: "confetti-pop-alerts",
    name: "Confetti Pop Alerts",
    category: "alerts",
    sku: "CPA",
    kind: "alert",
    palette: "pastel",
    short: "A burst of confetti for every follow and sub.",
    pitch:
      "Bright paper confetti pops from the centre and rains down behind the viewer's name. Gentle enough for cosy streams, loud enough to notice.",
    regular: 1000,
    stock: null,
  },
  {
    slug: "retro-arcade-alerts",
    name: "Retro Arcade Alerts",
    category: "alerts",
    sku: "RAA",
    kind: "alert",
    palette: "retro",
    short: "INSERT COIN: alerts styled like an eighties arcade cabinet.",
    pitch:
      "High-score tables, blinking 1UP labels and chiptune sounds. Includes a raid alert where the invaders march in.",
    regular: 1300,
    stock: null,
  },
  {
    slug: "sub-goal-alert-bar",
    name: "Sub Goal Alert Bar",
    category: "alerts",
    sku: "SGB",
    kind: "alert",
    palette: "neon",
    short: "A progress bar for sub, follower and donation goals.",
    pitch:
      "The bar fills smoothly as goals progress and celebrates when you hit the target. Works with Streamlabs and StreamElements goal widgets.",
    regular: 700,
    stock: null,
  },
  {
    slug: "kawaii-alert-set",
    name: "Kawaii Alert Set",
    category: "alerts",
    sku: "KAS",
    kind: "alert",
    palette: "pastel",
    short: "Tiny animals wave hello to every new follower.",
    pitch:
      "A cat, a bunny and a frog take turns delivering your alerts. Each comes with a short squeak and sparkle sound.",
    regular: 1200,
    sale: 900,
    stock: null,
  },
  {
    slug: "minimal-toast-alerts",
    name: "Minimal Toast Alerts",
    category: "alerts",
    sku: "MTA",
    kind: "alert",
    palette: "minimal",
    short: "Small, polite notifications that slide in from the corner.",
    pitch:
      "Alerts in the style of system notifications: a quick slide, a readable name and nothing that covers your gameplay.",
    regular: 600,
    stock: null,
  },
  {
    slug: "alert-sound-pack",
    name: "Alert Sound Pack",
    category: "alerts",
    sku: "ASP",
    kind: "alert",
    palette: "cyber",
    short: "Forty short, mastered sounds for alerts and channel points.",
    pitch:
      "Chimes, whooshes, coins, level-ups and crowd cheers, each normalised to the same loudness so no alert blasts your viewers' ears.",
    regular: 800,
    stock: null,
    soldIndividually: true,
  },

  // ── Emote packs ──
  {
    slug: "kawaii-cat-emotes",
    name: "Kawaii Cat Emotes",
    category: "emote-packs",
    sku: "KCE",
    kind: "emotes",
    palette: "pastel",
    short: "Ten round cats with big feelings, static or animated.",
    pitch:
      "Happy cat, crying cat, loaf cat, heart-eyes cat: the emotes chat keeps asking for. Choose static PNGs or smooth animated versions.",
    featured: true,
    attributes: ["theme", "format"],
    variations: themeFormat(
      ["pastel", "neon"],
      [
        ["png", 1000],
        ["gif", 1600],
      ],
      { pastel: 800 },
    ),
  },
  {
    slug: "chibi-streamer-emotes",
    name: "Chibi Streamer Emotes",
    category: "emote-packs",
    sku: "CSE",
    kind: "emotes",
    palette: "neon",
    short: "A chibi character in eight moods, with personal or commercial license.",
    pitch:
      "A headset-wearing chibi streamer who rages, laughs, sleeps and hypes. Pick the colour theme, the license and the format you need.",
    attributes: ["theme", "license", "format"],
    variations: ["neon", "pastel"].flatMap((t) =>
      ["personal", "commercial"].flatMap((l) =>
        ["png", "gif"].map((f) => ({
          terms: { theme: t, license: l, format: f },
          regular: (l === "personal" ? 1200 : 3200) + (f === "gif" ? 600 : 0),
          stock: null,
        })),
      ),
    ),
  },
  {
    slug: "hype-emote-pack",
    name: "Hype Emote Pack",
    category: "emote-packs",
    sku: "HEP",
    kind: "emotes",
    palette: "neon",
    short: "Fire, rockets and POG faces for the big moments.",
    pitch: "Eight high-energy emotes for clutch plays and raid arrivals, drawn with thick outlines that read at 28 px.",
    regular: 800,
    stock: null,
  },
  {
    slug: "sub-badge-set",
    name: "Sub Badge Set",
    category: "emote-packs",
    sku: "SBS",
    kind: "emotes",
    palette: "cyber",
    short: "Loyalty badges for 1, 3, 6, 9, 12, 24 and 36 months.",
    pitch:
      "A gem that grows from a rough stone to a glowing crystal as subscribers stay. Exported at 18, 36 and 72 px.",
    regular: 1000,
    stock: null,
  },
  {
    slug: "frog-friends-emotes",
    name: "Frog Friends Emotes",
    category: "emote-packs",
    sku: "FFE",
    kind: "emotes",
    palette: "pastel",
    short: "Six very calm frogs for very calm chats.",
    pitch: "Sipping tea, holding a sign, waving, sleeping on a lily pad: frogs for every mood.",
    regular: 700,
    sale: 500,
    stock: null,
  },
  {
    slug: "cozy-bean-emotes",
    name: "Cozy Bean Emotes",
    category: "emote-packs",
    sku: "CBE",
    kind: "emotes",
    palette: "cozy",
    short: "Little coffee-bean characters for morning streams.",
    pitch:
      "A bean that yawns, cheers, hugs and spills its latte. Perfect for early streams and study-with-me sessions.",
    regular: 700,
    stock: null,
  },
  {
    slug: "animated-sticker-pack",
    name: "Animated Sticker Pack",
    category: "emote-packs",
    sku: "ANS",
    kind: "emotes",
    palette: "retro",
    short: "Looping stickers for Discord, Twitch and TikTok.",
    pitch:
      "Twelve looping stickers exported as animated GIF and APNG, sized for Discord's sticker slots and Twitch's animated emotes.",
    regular: 1100,
    stock: null,
  },
  {
    slug: "custom-emote-commission",
    name: "Custom Emote Commission",
    category: "emote-packs",
    sku: "CEC",
    kind: "emotes",
    palette: "minimal",
    short: "One emote drawn for your channel by our illustrators.",
    pitch:
      "Send a reference and an idea; you get sketches within three days and the finished emote within a week, with two rounds of changes.",
    regular: 4500,
    stock: 6,
    soldIndividually: true,
  },

  // ── Twitch panels ──
  {
    slug: "pastel-twitch-panels",
    name: "Pastel Twitch Panels",
    category: "panels",
    sku: "PTP",
    kind: "panels",
    palette: "pastel",
    short: "Twelve soft panels with matching icons, plus blank ones to edit.",
    pitch:
      "About, Schedule, Rules, Donate, Discord, Socials and more in rounded pastel plates. Each panel comes with a blank twin so you can add your own titles.",
    attributes: ["theme", "license"],
    variations: themeLicense(["pastel", "cozy"], 800, 2400),
  },
  {
    slug: "neon-twitch-panels",
    name: "Neon Twitch Panels",
    category: "panels",
    sku: "NTP",
    kind: "panels",
    palette: "neon",
    short: "Glowing panels that match our neon overlays.",
    pitch:
      "Neon-tube titles on dark glass, with icons for every common section. Sized at 320 × 100 px, Twitch's panel width.",
    regular: 700,
    stock: null,
    featured: true,
  },
  {
    slug: "minimal-panel-set",
    name: "Minimal Panel Set",
    category: "panels",
    sku: "MPS",
    kind: "panels",
    palette: "minimal",
    short: "Clean typographic panels in light and dark.",
    pitch: "Simple text panels in two weights and two colourways. Readable, tidy and easy to keep consistent.",
    regular: 500,
    stock: null,
  },
  {
    slug: "retro-panel-set",
    name: "Retro Panel Set",
    category: "panels",
    sku: "RPS",
    kind: "panels",
    palette: "retro",
    short: "Cartridge-style panels for retro gaming channels.",
    pitch: "Each panel looks like a game cartridge label, complete with a tiny pixel icon.",
    regular: 600,
    sale: 450,
    stock: null,
  },
  {
    slug: "schedule-panel-pack",
    name: "Schedule Panel Pack",
    category: "panels",
    sku: "SPP",
    kind: "panels",
    palette: "cyber",
    short: "Weekly schedule graphics with editable days and times.",
    pitch:
      "A weekly schedule panel and a larger schedule banner for socials, with layered files so you can change times in seconds.",
    regular: 600,
    stock: null,
  },
  {
    slug: "offline-screen-pack",
    name: "Offline Screen Pack",
    category: "panels",
    sku: "OSP",
    kind: "panels",
    palette: "cozy",
    short: "Offline banners that tell visitors when you are back.",
    pitch: "Three offline screens and a matching channel banner, with space for your schedule and socials.",
    regular: 500,
    stock: null,
  },
  {
    slug: "channel-banner-pack",
    name: "Channel Banner Pack",
    category: "panels",
    sku: "CBP",
    kind: "panels",
    palette: "neon",
    short: "Profile banners for Twitch, YouTube and X in one style.",
    pitch: "Banners sized for each platform, with safe areas marked so your name is never cropped.",
    regular: 800,
    stock: null,
  },

  // ── Stinger transitions ──
  {
    slug: "liquid-stinger-transition",
    name: "Liquid Stinger Transition",
    category: "transitions",
    sku: "LST",
    kind: "transition",
    palette: "cozy",
    short: "A fluid paint splash that wipes between scenes in under a second.",
    pitch:
      "Thick liquid colour floods the screen and drains away to reveal your next scene. The cut point is marked in the file name so OBS switches exactly behind the splash.",
    attributes: ["theme", "format"],
    variations: themeFormat(
      ["cozy", "neon", "pastel"],
      [
        ["webm", 900],
        ["mov", 1200],
      ],
      { neon: 700 },
    ),
  },
  {
    slug: "glitch-stinger",
    name: "Glitch Stinger",
    category: "transitions",
    sku: "GST",
    kind: "transition",
    palette: "cyber",
    short: "An RGB-split glitch that matches the Glitch Alert Pack.",
    pitch: "Tears the picture into colour channels and snaps back on the new scene. Comes with a matching sound.",
    regular: 800,
    stock: null,
  },
  {
    slug: "pixel-wipe-stinger",
    name: "Pixel Wipe Stinger",
    category: "transitions",
    sku: "PWS",
    kind: "transition",
    palette: "retro",
    short: "Chunky pixels sweep across like an old console's screen change.",
    pitch: "A diagonal wave of pixels covers the screen and dissolves. Nostalgic and quick.",
    regular: 700,
    stock: null,
  },
  {
    slug: "neon-slash-stinger",
    name: "Neon Slash Stinger",
    category: "transitions",
    sku: "NSS",
    kind: "transition",
    palette: "neon",
    short: "Three neon blades slash across the screen.",
    pitch: "Fast diagonal light blades with a bass hit, made for esports and action games.",
    regular: 900,
    sale: 700,
    stock: null,
  },
  {
    slug: "cozy-page-turn-stinger",
    name: "Cozy Page Turn Stinger",
    category: "transitions",
    sku: "CPT",
    kind: "transition",
    palette: "cozy",
    short: "A storybook page turns to reveal the next scene.",
    pitch: "A paper page curls across the screen with a soft rustle. Made for reading, art and cosy game streams.",
    regular: 800,
    stock: null,
  },
  {
    slug: "starting-soon-screen-pack",
    name: "Starting Soon Screen Pack",
    category: "transitions",
    sku: "SSS",
    kind: "transition",
    palette: "pastel",
    short: "Animated Starting Soon, BRB and Ending screens with a countdown.",
    pitch: "Three looping screens with a countdown timer area, a chat box and a music credit line.",
    regular: 1300,
    stock: null,
  },
  {
    slug: "brb-screen-pack",
    name: "BRB Screen Pack",
    category: "transitions",
    sku: "BSP",
    kind: "transition",
    palette: "minimal",
    short: "Be-right-back screens that keep viewers around.",
    pitch: "A looping BRB scene with a slow ambient animation and space for a clip playlist.",
    regular: 900,
    stock: null,
  },

  // ── Bundles ──
  {
    slug: "complete-stream-bundle",
    name: "Complete Stream Bundle",
    category: "bundles",
    sku: "CSB",
    kind: "bundle",
    palette: "neon",
    short: "Overlays, alerts, panels, emotes and stingers in one matching theme.",
    pitch:
      "Our best-selling pieces in one consistent look: the overlay scene set, alerts, twelve panels, eight emotes, a stinger and starting-soon screens. Choose a theme and a license.",
    featured: true,
    soldIndividually: true,
    attributes: ["theme", "license"],
    variations: themeLicense(["neon", "pastel", "retro"], 4900, 11900, { neon: 3900 }),
  },
  {
    slug: "neon-streamer-bundle",
    name: "Neon Streamer Bundle",
    category: "bundles",
    sku: "NSB",
    kind: "bundle",
    palette: "neon",
    short: "Neon overlays, alerts and panels at a bundle price.",
    pitch: "Everything glowing: overlay, alerts and panels from the Neon line.",
    regular: 3500,
    sale: 2900,
    stock: null,
    soldIndividually: true,
  },
  {
    slug: "pastel-dream-bundle",
    name: "Pastel Dream Bundle",
    category: "bundles",
    sku: "PDB",
    kind: "bundle",
    palette: "pastel",
    short: "The soft pastel line, from overlay to emotes.",
    pitch: "Cloud overlay, kawaii alerts, pastel panels and the frog emotes together.",
    regular: 3200,
    stock: null,
    soldIndividually: true,
  },
  {
    slug: "retro-arcade-bundle",
    name: "Retro Arcade Bundle",
    category: "bundles",
    sku: "RAB",
    kind: "bundle",
    palette: "retro",
    short: "Synthwave overlay, arcade alerts and pixel stingers.",
    pitch: "Bring the eighties back with the synthwave overlay, arcade alerts, cartridge panels and the pixel wipe.",
    regular: 3400,
    stock: null,
    soldIndividually: true,
  },
  {
    slug: "new-streamer-starter-bundle",
    name: "New Streamer Starter Bundle",
    category: "bundles",
    sku: "NSR",
    kind: "bundle",
    palette: "minimal",
    short: "The essentials for your first month live.",
    pitch: "A clean overlay, toast alerts, panels and a BRB screen, with a setup guide for OBS.",
    regular: 2500,
    sale: 1900,
    stock: null,
    soldIndividually: true,
  },
  {
    slug: "vtuber-debut-bundle",
    name: "VTuber Debut Bundle",
    category: "bundles",
    sku: "VDB",
    kind: "bundle",
    palette: "pastel",
    short: "A model stage, debut screens and emotes for your first stream.",
    pitch: "A stage overlay framed for a Live2D model, debut countdown screens and a set of cute emotes.",
    regular: 4200,
    stock: null,
    soldIndividually: true,
  },

  // ── Merch ──
  {
    slug: "glitch-logo-tee",
    name: "Glitch Logo Tee",
    category: "merch",
    sku: "GLT",
    kind: "merch",
    palette: "cyber",
    garment: "tee",
    short: "A cotton tee with an RGB-split logo print.",
    pitch: "Ring-spun cotton with a regular fit and a three-colour glitch print that lines up perfectly.",
    weightG: 200,
    dimsMm: [280, 220, 20],
    attributes: ["color", "size"],
    // The demo's product with more variations than a page carries in full (34 > 30): its page asks
    // the server for the chosen one (decision 037). No Red in XXL; White XXL is sold out.
    variations: merchColorSize(
      ["black", "white", "heather-grey", "navy", "violet", "pink", "red"],
      ["s", "m", "l", "xl", "xxl"],
      2800,
      { stock: (c, s, i) => (c === "white" && s === "xxl" ? 0 : 10 + ((i * 7) % 30)) },
    ).filter((v) => !(v.terms.color === "red" && v.terms.size === "xxl")),
  },
  {
    slug: "streamer-crew-hoodie",
    name: "Streamer Crew Hoodie",
    category: "merch",
    sku: "SCH",
    kind: "merch",
    palette: "neon",
    garment: "hoodie",
    short: "A zip hoodie for mods, VIPs and the whole crew.",
    pitch: "A mid-weight zip hoodie with a small chest logo and 'CREW' across the back. Made for community meetups.",
    weightG: 600,
    dimsMm: [300, 250, 50],
    attributes: ["color", "size"],
    variations: merchColorSize(["navy", "black", "pink"], ["s", "m", "l", "xl"], 5900, {
      sale: { pink: 4900 },
      stock: (c, s) => (c === "navy" && s === "l" ? 0 : 15),
    }),
  },
  {
    slug: "pixel-heart-tee",
    name: "Pixel Heart Tee",
    category: "merch",
    sku: "PHT",
    kind: "merch",
    palette: "pastel",
    garment: "tee",
    short: "A soft tee with a pixel heart over the pocket.",
    pitch: "Slim-fit cotton tee with a small pixel-heart print, for when your community deserves some love.",
    weightG: 190,
    dimsMm: [280, 220, 20],
    attributes: ["color", "size"],
    variations: merchColorSize(["pink", "white", "violet"], ["s", "m", "l"], 2600, {
      stock: (c, s, i) => (i % 4 === 3 ? 0 : 12),
    }),
  },
  {
    slug: "overlay-lab-cap",
    name: "Overlay Lab Cap",
    category: "merch",
    sku: "OLC",
    kind: "merch",
    palette: "neon",
    garment: "cap",
    short: "An embroidered six-panel cap with an adjustable strap.",
    pitch: "Structured front, curved brim and a raised embroidered grid logo.",
    weightG: 120,
    dimsMm: [260, 190, 120],
    attributes: ["color", "size"],
    variations: merchColorSize(["black", "violet", "white"], ["m", "l"], 2400, { sale: { violet: 1900 } }),
  },
  {
    slug: "gaming-mousepad",
    name: "Gaming Mousepad",
    category: "merch",
    sku: "GMP",
    kind: "merch",
    palette: "neon",
    garment: "mousepad",
    short: "A stitched-edge mousepad with the synthwave grid.",
    pitch: "Smooth micro-weave cloth on a non-slip rubber base, with stitched edges that do not fray.",
    weightG: 350,
    dimsMm: [450, 400, 4],
    attributes: ["color", "size"],
    variations: merchColorSize(["black", "violet"], ["m", "l", "xl"], 2200, {
      stock: (c, s) => (s === "xl" ? 8 : 30),
    }).map((v) => ({ ...v, regular: v.regular + (v.terms.size === "l" ? 600 : v.terms.size === "xl" ? 1200 : 0) })),
  },
  {
    slug: "chat-bubble-mug",
    name: "Chat Bubble Mug",
    category: "merch",
    sku: "CBM",
    kind: "merch",
    palette: "pastel",
    garment: "mug",
    short: "A glossy mug in two sizes with a chat-bubble print.",
    pitch: "Your favourite chat catchphrase on a glossy ceramic mug. Dishwasher safe.",
    weightG: 380,
    dimsMm: [120, 90, 100],
    attributes: ["color", "size"],
    variations: merchColorSize(["white", "black"], ["11-oz", "15-oz"], 1500).map((v) => ({
      ...v,
      regular: v.regular + (v.terms.size === "15-oz" ? 300 : 0),
    })),
  },
  {
    slug: "emote-sticker-sheet",
    name: "Emote Sticker Sheet",
    category: "merch",
    sku: "ESS",
    kind: "merch",
    palette: "pastel",
    garment: "mousepad",
    color: "#f9a8d4",
    short: "Vinyl stickers of our most-loved emotes.",
    pitch: "Waterproof vinyl stickers, kiss-cut on an A5 sheet. Great for laptops, water bottles and stream decks.",
    regular: 600,
    stock: 120,
    weightG: 20,
    dimsMm: [210, 148, 1],
  },
  {
    slug: "neon-desk-mat",
    name: "Neon Desk Mat",
    category: "merch",
    sku: "NDM",
    kind: "merch",
    palette: "neon",
    garment: "mousepad",
    color: "#2e1065",
    short: "A 900 mm desk mat for keyboard and mouse.",
    pitch: "Covers most of your desk with a smooth glide surface and the neon skyline print.",
    regular: 3200,
    sale: 2700,
    stock: 18,
    weightG: 700,
    dimsMm: [900, 400, 4],
    minQty: 1,
    maxQty: 3,
  },
  {
    slug: "streamer-snapback",
    name: "Streamer Snapback",
    category: "merch",
    sku: "SSB",
    kind: "merch",
    palette: "retro",
    garment: "cap",
    color: "#ea580c",
    short: "A flat-brim snapback with a LIVE patch.",
    pitch: "Flat brim, snap closure and a woven red LIVE patch on the front.",
    regular: 2600,
    stock: 12,
    weightG: 130,
    dimsMm: [260, 190, 120],
  },
  {
    slug: "mod-squad-mug",
    name: "Mod Squad Mug",
    category: "merch",
    sku: "MSM",
    kind: "merch",
    palette: "cyber",
    garment: "mug",
    color: "#7c3aed",
    short: "A gift for the moderators who keep chat friendly.",
    pitch: "A violet mug with a shield badge and 'MOD SQUAD' lettering. Buy several for the whole team.",
    regular: 1600,
    stock: 40,
    weightG: 400,
    dimsMm: [120, 90, 100],
    minQty: 2,
    maxQty: 10,
  },
  {
    slug: "late-night-stream-tee",
    name: "Late Night Stream Tee",
    category: "merch",
    sku: "LNT",
    kind: "merch",
    palette: "neon",
    garment: "tee",
    color: "#1e1b4b",
    short: "For the 3 a.m. crowd: a moon-and-stars tee.",
    pitch: "A navy tee with a glow-in-the-dark moon print. Comfortable enough for a twelve-hour subathon.",
    regular: 2700,
    stock: 22,
    weightG: 200,
    dimsMm: [280, 220, 20],
  },
];
