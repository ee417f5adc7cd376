import { useEffect, useState } from "react";

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

/**
 * Shows a fetcher's answer ({ ok, message }) as the page notice once it has arrived. A keyed
 * fetcher outlives the page that used it (the cart page and the checkout share "coupon"), so the
 * answer it already holds when the page opens was given to the page before: it is not shown
 * again here, where a refusal would take the focus for something this page never did.
 */
export function useFetcherNotice(fetcher: { state: string; data?: PageNotice }, show: (n: PageNotice) => void) {
  const [answerBeforeThisPage] = useState(() => fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answerBeforeThisPage)
      show({ ...fetcher.data, at: Date.now() });
  }, [fetcher.state, fetcher.data, show, answerBeforeThisPage]);
}
