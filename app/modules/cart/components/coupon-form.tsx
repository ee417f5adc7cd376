import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Notice } from "~/ui/notice";
import type { CartActionData } from "../cart.types";

/**
 * Textbox "Coupon code" + button "Apply coupon" (intent apply-coupon, field coupon_code).
 * Applied in the background with JavaScript; the field is cleared after a success.
 */
export function CouponForm({
  action,
  id = "coupon_code",
  showNotice = true,
}: {
  action: string;
  id?: string;
  showNotice?: boolean;
}) {
  const fetcher = useFetcher<CartActionData>({ key: "coupon" });
  const input = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && input.current) input.current.value = "";
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="label">
          Coupon code
        </label>
        <input ref={input} id={id} name="coupon_code" className="field" autoComplete="off" placeholder="Coupon code" />
      </div>
      <button type="submit" name="intent" value="apply-coupon" className="btn-secondary" disabled={busy}>
        {busy ? "Applying…" : "Apply coupon"}
      </button>
      {showNotice && fetcher.data && fetcher.state === "idle" && fetcher.data.intent === "apply-coupon" ? (
        <Notice ok={fetcher.data.ok} message={fetcher.data.message} className="w-full" />
      ) : null}
    </fetcher.Form>
  );
}

/** Remove link of an applied coupon (intent remove-coupon). */
export function RemoveCouponButton({ code, action }: { code: string; action: string }) {
  const fetcher = useFetcher<CartActionData>({ key: "coupon" });
  return (
    <fetcher.Form method="post" action={action} className="inline">
      <input type="hidden" name="coupon_code" value={code} />
      <button
        type="submit"
        name="intent"
        value="remove-coupon"
        className="text-sm text-accent-700 underline hover:no-underline"
        aria-label={`Remove coupon “${code}”`}
      >
        [Remove]
      </button>
    </fetcher.Form>
  );
}
