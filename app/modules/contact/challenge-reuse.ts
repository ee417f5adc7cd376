/**
 * Showing a contact form makes new one-time challenges, rows in the database (decision 023), so a
 * stream of page views from one machine would be a stream of writes. Past a number of fresh sets a
 * minute, an address is shown the last set it got for that form again: the same page, no new row.
 * A person never comes near the number; a quiz or captcha answered once with a shown-again set is
 * refused like any used challenge, and the answer brings new ones.
 */
export const FRESH_CHALLENGE_SETS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
/** Addresses remembered at once, the one unseen longest forgotten first. */
const MAX_ADDRESSES = 10_000;

interface AddressRecord<T> {
  /** When this address was last given fresh sets, within the last minute. */
  issuedAt: number[];
  lastByForm: Map<number, { value: T; expiresAt: number }>;
}

export class ChallengeReuse<T> {
  private readonly byAddress = new Map<string, AddressRecord<T>>();

  /** The set to show again instead of a fresh one, or null when a fresh one is due. */
  reuse(address: string, formId: number, now: number): T | null {
    const record = this.byAddress.get(address);
    if (!record) return null;
    record.issuedAt = record.issuedAt.filter((at) => now - at < MINUTE_MS);
    if (record.issuedAt.length < FRESH_CHALLENGE_SETS_PER_MINUTE) return null;
    const last = record.lastByForm.get(formId);
    return last && last.expiresAt > now ? last.value : null;
  }

  /** Notes a fresh set given to an address. */
  remember(address: string, formId: number, value: T, expiresAt: number, now: number): void {
    let record = this.byAddress.get(address);
    if (record) this.byAddress.delete(address);
    else record = { issuedAt: [], lastByForm: new Map() };
    record.issuedAt = record.issuedAt.filter((at) => now - at < MINUTE_MS);
    record.issuedAt.push(now);
    record.lastByForm.set(formId, { value, expiresAt });
    this.byAddress.set(address, record);
    if (this.byAddress.size > MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }
}
