/**
 * A success or error notice; errors are alerts so screen readers hear them at once. `announce`
 * false shows a success without voicing it, for a page whose change another region announces.
 * `id` lets a field name the notice as its error (aria-describedby).
 */
export function Notice({
  ok,
  message,
  className = "",
  announce = true,
  id,
}: {
  ok: boolean;
  message: string;
  className?: string;
  announce?: boolean;
  id?: string;
}) {
  if (ok && !announce)
    return (
      <div id={id} aria-live="off" className={`notice-success ${className}`}>
        {message}
      </div>
    );
  return ok ? (
    <div id={id} role="status" className={`notice-success ${className}`}>
      {message}
    </div>
  ) : (
    <div id={id} role="alert" className={`notice-error ${className}`}>
      {message}
    </div>
  );
}
