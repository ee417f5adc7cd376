import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Notice } from "~/ui/notice";
import { useHydrated } from "~/ui/use-hydrated";
import type { CartActionData } from "../cart.types";
import { COUPON_CODE_MAX_LENGTH, REMOVE_COUPON_FIELD } from "../cart-fields";

/**
 * Textbox "Coupon code" + button "Apply coupon" (intent apply-coupon, field coupon_code).
 * Applied in the background with JavaScript; once the answer's notice shows, the field is cleared,
 * whatever the answer (as the leading shop software does on the cart and at checkout).
 */
export function CouponForm({
  action,
  id = "coupon_code",
  showNotice = true,
  joinsForm,
}: {
  action: string;
  id?: string;
  showNotice?: boolean;
  /**
   * Without JavaScript, the id of the form the code and its button are sent with instead: the
   * checkout's, so that what the shopper typed there comes back with the coupon's answer.
   */
  joinsForm?: string;
}) {
  const fetcher = useFetcher<CartActionData>({ key: "coupon" });
  const form = useHydrated() ? undefined : joinsForm;
  const input = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "apply-coupon" && input.current) input.current.value = "";
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="label">
          Coupon code
        </label>
        <input
          ref={input}
          id={id}
          form={form}
          name="coupon_code"
          className="field"
          autoComplete="off"
          placeholder="Coupon code"
          maxLength={COUPON_CODE_MAX_LENGTH}
        />
      </div>
      <button type="submit" form={form} name="intent" value="apply-coupon" className="btn-secondary" disabled={busy}>
        {busy ? "Applying…" : "Apply coupon"}
      </button>
      {showNotice && fetcher.data && fetcher.state === "idle" && fetcher.data.intent === "apply-coupon" ? (
        <Notice ok={fetcher.data.ok} message={fetcher.data.message} className="w-full" />
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Remove link of an applied coupon (intent remove-coupon). Inside another form (the checkout's
 * order review), `formId` names the coupon's own RemoveCouponForm placed outside it, since forms
 * cannot nest. Without JavaScript it is sent with that other form instead (REMOVE_COUPON_FIELD),
 * so what the shopper typed there comes back with the answer.
 */
export function RemoveCouponButton({ code, action, formId }: { code: string; action: string; formId?: string }) {
  const hydrated = useHydrated();
  const withOuterForm = formId && !hydrated;
  const button = (
    <button
      type="submit"
      form={withOuterForm ? undefined : formId}
      name={withOuterForm ? REMOVE_COUPON_FIELD : "intent"}
      value={withOuterForm ? code : "remove-coupon"}
      className="text-sm text-accent-700 underline hover:no-underline"
      aria-label={`Remove coupon “${code}”`}
    >
      [Remove]
    </button>
  );
  if (formId) return button;
  return (
    <RemoveCouponForm code={code} action={action} className="inline">
      {button}
    </RemoveCouponForm>
  );
}

/** The form a coupon's Remove button sends: the coupon's code, to `action`. */
export function RemoveCouponForm({
  code,
  action,
  id,
  className,
  hidden,
  children,
}: {
  code: string;
  action: string;
  id?: string;
  className?: string;
  /** A form whose button sits elsewhere (RemoveCouponButton's formId) shows nothing itself. */
  hidden?: boolean;
  children?: React.ReactNode;
}) {
  const fetcher = useFetcher<CartActionData>({ key: "coupon" });
  return (
    <fetcher.Form method="post" action={action} id={id} className={className} hidden={hidden}>
      <input type="hidden" name="coupon_code" value={code} />
      {children}
    </fetcher.Form>
  );
}

/** The id of a coupon's RemoveCouponForm when its button sits inside another form. */
export const removeCouponFormId = (code: string) => `remove-coupon-${code}`;
