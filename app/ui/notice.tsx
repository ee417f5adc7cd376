/**
 * A success or error notice; errors are alerts so screen readers hear them at once. `announce`
 * false shows a success without voicing it, for a page whose change another region announces.
 */
export function Notice({
  ok,
  message,
  className = "",
  announce = true,
}: {
  ok: boolean;
  message: string;
  className?: string;
  announce?: boolean;
}) {
  if (ok && !announce)
    return (
      <div aria-live="off" className={`notice-success ${className}`}>
        {message}
      </div>
    );
  return ok ? (
    <div role="status" className={`notice-success ${className}`}>
      {message}
    </div>
  ) : (
    <div role="alert" className={`notice-error ${className}`}>
      {message}
    </div>
  );
}
