import { useEffect } from "react";

/**
 * A notice a page shows: a success (status) or an error (alert). `at`: when a fetcher's answer
 * arrived, so a page can show each answer as a notice of its own (its `key`), voiced again even
 * when its words are the last one's.
 */
export interface PageNotice {
  ok: boolean;
  message: string;
  at?: number;
}

/** Shows a fetcher's answer ({ ok, message }) as the page notice once it has arrived. */
export function useFetcherNotice(fetcher: { state: string; data?: PageNotice }, show: (n: PageNotice) => void) {
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) show({ ...fetcher.data, at: Date.now() });
  }, [fetcher.state, fetcher.data, show]);
}
