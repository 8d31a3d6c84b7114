import { Star } from "../icons.ts";
import { useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/content.ts";

/** A star rating read out as "Rated 4 out of 5"; the stars themselves are decoration. */
export function Stars({ rating, size = "size-5" }: { rating: number; size?: string }) {
  const t = useT();
  const label = t("content.reviews.rated", { rating: Number.isInteger(rating) ? rating : rating.toFixed(1) });
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} className={`relative inline-block ${size}`} aria-hidden="true">
            <Star className={`absolute inset-0 ${size} text-line`} fill="currentColor" strokeWidth={0} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${size} text-sand-dark`} fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
