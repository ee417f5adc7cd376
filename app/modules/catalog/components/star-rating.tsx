import { ratedText } from "../rating.messages";
import { formatAverageRating } from "../reviews";

/** Five stars, `rating` of them filled; read as "Rated {x} out of 5". */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={ratedText(formatAverageRating(rating))}
      className={`relative inline-block ${className}`}
    >
      <span aria-hidden="true" className="text-neutral-300 dark:text-neutral-600">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
