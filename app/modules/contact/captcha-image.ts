/**
 * The captcha picture: the digits drawn as strokes (no text a script could read from the SVG),
 * each shifted and tilted a little, over a few noise lines. `random` is injectable for tests.
 */

/** Segments of a seven-segment digit, as [x1, y1, x2, y2] in a 10 × 20 box. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 10, 0],
  b: [10, 0, 10, 10],
  c: [10, 10, 10, 20],
  d: [0, 20, 10, 20],
  e: [0, 10, 0, 20],
  f: [0, 0, 0, 10],
  g: [0, 10, 10, 10],
};
const DIGITS: Record<string, string> = {
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

export function captchaSvg(code: string, random: () => number = Math.random): string {
  const r = (min: number, max: number) => min + (max - min) * random();
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<line x1="${r(0, 120).toFixed(1)}" y1="${r(0, 40).toFixed(1)}" x2="${r(0, 120).toFixed(1)}" y2="${r(0, 40).toFixed(1)}" stroke="#9ca3af" stroke-width="1"/>`,
    );
  }
  [...code].forEach((digit, i) => {
    const segments = DIGITS[digit];
    if (!segments) return;
    const x = 14 + i * 26 + r(-2, 2);
    const y = 9 + r(-2, 2);
    const angle = r(-12, 12).toFixed(1);
    const path = [...segments].map((s) => {
      const [x1, y1, x2, y2] = SEGMENTS[s];
      return `M${x1} ${y1}L${x2} ${y2}`;
    });
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle} 5 10)" d="${path.join("")}" stroke="#111827" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f9fafb"/>${parts.join("")}</svg>`;
}
