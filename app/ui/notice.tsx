/** A success or error notice; errors are alerts so screen readers hear them at once. */
export function Notice({ ok, message, className = "" }: { ok: boolean; message: string; className?: string }) {
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
