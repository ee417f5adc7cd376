/**
 * A stored instant (ISO, UTC) as the owner's command line shows it: "2026-11-28 21:15", in the
 * store's time zone (the `timezone` setting), as the shop's pages show dates.
 */
export function storeDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(date)
    .replace(",", "");
}
