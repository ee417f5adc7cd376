import type { AccountNotice } from "../account.types";

/**
 * The notices region of the account forms: errors as alerts, the rest as status, so screen readers
 * hear them. The region is always in the page, so announcements land in a live region that exists.
 */
export function AccountNotices({
  messages,
  label = "Account notices",
}: {
  messages: readonly AccountNotice[];
  label?: string;
}) {
  const errors = messages.filter((m) => m.type === "error");
  const others = messages.filter((m) => m.type !== "error");
  return (
    <section aria-label={label} className="grid gap-2">
      <div role="alert" className={errors.length > 0 ? "notice-error" : ""}>
        {errors.length > 0 ? (
          <ul className="grid gap-1">
            {errors.map((m) => (
              <li key={m.text}>{m.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div role="status" className={others.length > 0 ? "notice-success" : ""}>
        {others.map((m) => (
          <p key={m.text}>{m.text}</p>
        ))}
      </div>
    </section>
  );
}
