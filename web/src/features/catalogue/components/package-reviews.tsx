import type { PackageReviews as Reviews } from "@contract/trips/reviews.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatMonth, formatNumber } from "../../../lib/format.ts";
import { SITE } from "@contract/site.ts";

/**
 * A package's published reviews (of completed trips only; moderated by staff): the mean rating and
 * count (the server rounds the mean to one decimal), then each review with the traveller's first
 * name, the month of the trip and the agency's reply, under the agency's name. Nothing without
 * any. Each review keeps the language it was written in.
 */
export function PackageReviews({ reviews }: { reviews: Reviews | undefined }) {
  const { lang, t } = useLanguage();
  if (!reviews || reviews.count === 0) return null;
  return (
    <section className="section section--tight reviews" aria-labelledby="package-reviews">
      <h2 id="package-reviews">{t("package.reviews")}</h2>
      <p className="reviews__summary">
        {t("package.reviewsSummary", { average: formatNumber(reviews.average, lang), count: reviews.count })}
      </p>
      <ul className="reviews__list" role="list">
        {reviews.items.map((review) => (
          <li key={review.id} className="reviews__item">
            <p className="reviews__rating">
              <span aria-hidden="true">{"★".repeat(review.rating)}{"☆".repeat(5 - review.rating)}</span>
              <span className="visually-hidden">{t("package.reviewRating", { rating: review.rating })}</span>
            </p>
            <blockquote lang={review.language} className="reviews__text">{review.text}</blockquote>
            <p className="reviews__by">{t("package.reviewBy", { name: review.firstName, month: formatMonth(review.month, lang) })}</p>
            {review.reply
              ? (
                <div className="reviews__reply">
                  <p className="reviews__reply-title">{SITE.brand}</p>
                  <p>{review.reply}</p>
                </div>
              )
              : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
