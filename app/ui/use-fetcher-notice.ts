import { useEffect } from "react";

/** A notice a page shows: a success (status) or an error (alert). */
export interface PageNotice {
  ok: boolean;
  message: string;
}

/** Shows a fetcher's answer ({ ok, message }) as the page notice once it has arrived. */
export function useFetcherNotice(fetcher: { state: string; data?: PageNotice }, show: (n: PageNotice) => void) {
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) show({ ok: fetcher.data.ok, message: fetcher.data.message });
  }, [fetcher.state, fetcher.data, show]);
}
