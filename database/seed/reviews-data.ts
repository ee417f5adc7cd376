import { createRandom, daysBefore, hashString } from "./random";

/**
 * The demo store's product reviews: varied authors, ratings and words, worked out from each
 * product's slug so they come out the same on every run. A product's target average (drawn with
 * the rest of the plan) steers its ratings, so the rating sort differs from the sales sort.
 */

export interface PlannedReview {
  author: string;
  email: string;
  rating: number;
  content: string;
  created_at: string;
  /** The reviewer bought the product ("Verified owner"). */
  verified: boolean;
}

const authors = [
  "Maya Chen",
  "Jonas Weber",
  "Priya Nair",
  "Liam O’Connor",
  "Sofia Rossi",
  "Kenji Watanabe",
  "Ava Thompson",
  "Mateo García",
  "Noor Haddad",
  "Elena Petrova",
  "Tyler Brooks",
  "Zoe Martin",
  "Oskar Lindqvist",
  "Amara Okafor",
  "Lucas Dubois",
  "Hana Kim",
];

const texts: Record<number, string[]> = {
  5: [
    "Exactly what my stream needed. Set up in OBS in five minutes and my chat noticed straight away.",
    "Gorgeous work and the files are well organised. Worth every cent.",
    "I have bought a lot of packs and this is the best one yet. Clean edges, smooth animation.",
    "Looks even better live than in the previews. Great support too when I had a question.",
  ],
  4: [
    "Really nice quality. I would have liked one more colour option, but overall very happy.",
    "Good value and easy to customise. The instructions could be a little clearer.",
    "Solid pack, looks professional. Took a few tries to get the sizing right in my scene.",
  ],
  3: [
    "It is fine. Does what it says, nothing special. The colours are a bit darker than pictured.",
    "Decent, but I expected more variety for the price.",
  ],
  2: ["Not quite what I hoped for. The animation stutters a little at 60 fps on my setup."],
  1: ["Did not work for me and it took a while to hear back. Maybe it suits someone else better."],
};

/** Reviews for one product: none when `target` is 0, otherwise one to six around the target average. */
export function planReviews(slug: string, target: number): PlannedReview[] {
  if (target <= 0) return [];
  const r = createRandom(hashString(`reviews:${slug}`));
  const count = r.int(1, 6);
  const out: PlannedReview[] = [];
  const start = r.int(0, authors.length - 1);
  for (let i = 0; i < count; i++) {
    // Round the target up or down at random, with the odd outlier.
    const base = r.chance(0.15)
      ? r.int(1, 5)
      : r.chance(target - Math.floor(target))
        ? Math.ceil(target)
        : Math.floor(target);
    const rating = Math.min(5, Math.max(1, base));
    const author = authors[(start + i * 5) % authors.length];
    out.push({
      author,
      email: `${author
        .toLowerCase()
        .replace(/[^a-z]+/g, ".")
        .replace(/^\.|\.$/g, "")}@example.com`,
      rating,
      content: r.pick(texts[rating]),
      created_at: daysBefore(r.int(1, 90), r.int(0, 23)),
      verified: r.chance(0.6),
    });
  }
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
