/**
 * The captcha picture. A picture the shop draws itself slows a script down; it does not stop one
 * that renders the SVG and reads it with OCR, which is why the form also has the quiz, the
 * honeypot, the time token and the rate limits. What this drawing rules out is the cheap way in:
 * reading the digits back from the SVG's text. So nothing in the markup follows the digits'
 * shapes: every segment end is moved a little, each digit is tilted, stretched and slanted on its
 * own (the coordinates are written out, no `transform` to undo), each segment is drawn as two or
 * three slightly bent pieces, and the pieces of all the digits and a few decoy strokes in the same
 * ink are written as separate paths in a random order. The same code is never drawn the same
 * twice. `random` is injectable for tests.
 */

type Point = [number, number];

/** Segments of a seven-segment digit, as [x1, y1, x2, y2] in a 10 × 20 box. */
export const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 10, 0],
  b: [10, 0, 10, 10],
  c: [10, 10, 10, 20],
  d: [0, 20, 10, 20],
  e: [0, 10, 0, 20],
  f: [0, 0, 0, 10],
  g: [0, 10, 10, 10],
};
export const DIGITS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abged",
  "3": "abgcd",
  "4": "fgbc",
  "5": "afgcd",
  "6": "afgedc",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/**
 * How far each segment end may move, in the digit box's units. Less than half the stroke width
 * (2.5), so the corners of a digit still meet for the eye.
 */
const END_JITTER = 0.8;
/** How far a piece's middle bends off its straight line. */
const BEND = 0.7;

export function captchaSvg(code: string, random: () => number = Math.random): string {
  const r = (min: number, max: number) => min + (max - min) * random();
  const round = (n: number) => n.toFixed(1);
  const pt = ([x, y]: Point) => `${round(x)} ${round(y)}`;
  // Characters that are not digits are dropped first, so they take nothing of the randomness.
  const digits = [...code].filter((c) => c in DIGITS);

  /** A slightly bent stroke from `p` to `q` (a quadratic curve through a moved middle). */
  const bent = (p: Point, q: Point): string => {
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const length = Math.hypot(dx, dy) || 1;
    const off = r(-BEND, BEND);
    const control: Point = [(p[0] + q[0]) / 2 - (dy / length) * off, (p[1] + q[1]) / 2 + (dx / length) * off];
    return `M${pt(p)}Q${pt(control)} ${pt(q)}`;
  };

  const ink: string[] = [];
  digits.forEach((digit, i) => {
    // Each digit its own tilt, size and slant, centred on its place with a little play.
    const angle = (r(-14, 14) * Math.PI) / 180;
    const [scaleX, scaleY] = [r(0.85, 1.15), r(0.85, 1.1)];
    const slant = r(-0.2, 0.2);
    const [cx, cy] = [19 + i * 26 + r(-2, 2), 20 + r(-1.5, 1.5)];
    const place = ([x, y]: Point): Point => {
      const sx = (x - 5) * scaleX + slant * (y - 10);
      const sy = (y - 10) * scaleY;
      return [cx + sx * Math.cos(angle) - sy * Math.sin(angle), cy + sx * Math.sin(angle) + sy * Math.cos(angle)];
    };
    const moved = (x: number, y: number): Point => [x + r(-END_JITTER, END_JITTER), y + r(-END_JITTER, END_JITTER)];
    for (const segment of DIGITS[digit]) {
      const [x1, y1, x2, y2] = SEGMENTS[segment];
      const [p, q] = [moved(x1, y1), moved(x2, y2)];
      const at = (t: number): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
      // Two or three pieces that overlap a little where they meet, so the line reads unbroken.
      const pieces = random() < 0.5 ? 2 : 3;
      for (let k = 0; k < pieces; k++) {
        const from = k === 0 ? 0 : k / pieces + r(-0.06, 0.02);
        const to = k === pieces - 1 ? 1 : (k + 1) / pieces + r(-0.02, 0.06);
        ink.push(bent(place(at(from)), place(at(to))));
      }
    }
  });
  // Decoys: short strokes in the same ink, as long as a piece of a segment, in the gaps between
  // the digits and at the edges, where they do not change how a digit reads.
  const decoys = 4 + Math.floor(random() * 3);
  for (let k = 0; k < decoys; k++) {
    const gap = Math.floor(random() * 5);
    const x = gap === 0 ? r(2, 6) : gap === 4 ? r(113, 118) : 6 + gap * 26 + r(-1.5, 1.5);
    const y = r(8, 32);
    const length = r(2.5, 4);
    const angle = r(0, Math.PI);
    const half: Point = [(Math.cos(angle) * length) / 2, (Math.sin(angle) * length) / 2];
    ink.push(bent([x - half[0], y - half[1]], [x + half[0], y + half[1]]));
  }
  // Fisher–Yates: the order of the paths says nothing about which digit a piece belongs to.
  for (let k = ink.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [ink[k], ink[j]] = [ink[j], ink[k]];
  }
  const noise: string[] = [];
  for (let k = 0; k < 4; k++) {
    noise.push(
      `<line x1="${round(r(0, 120))}" y1="${round(r(0, 40))}" x2="${round(r(0, 120))}" y2="${round(r(0, 40))}" stroke="#9ca3af" stroke-width="1"/>`,
    );
  }
  const paths = ink.map((d) => `<path d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f9fafb"/>${noise.join("")}<g stroke="#111827" stroke-width="2.5" stroke-linecap="round" fill="none">${paths}</g></svg>`;
}
