/** Icon names matching the gallery's filter: every word typed must appear in the name. */
export function filterIconNames<T extends string>(names: readonly T[], query: string): T[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return names.filter((name) => words.every((word) => name.includes(word)));
}
