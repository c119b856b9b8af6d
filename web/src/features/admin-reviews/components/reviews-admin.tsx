/**
 * The /admin/reviews screen: every review of a completed trip, newest first, with its rating, text,
 * traveller and status; staff publish or hide each (a published one shows on its package's page
 * with the traveller's first name and the trip's month) and reply to it.
 */
import type { Review } from "@contract/trips/reviews.ts";
import { REVIEW_LIMITS } from "@contract/trips/reviews.ts";
import { useId, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminFailure, useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useModerateReview, useReviews } from "../api/reviews.ts";

export function ReviewsAdmin() {
  const t = useAdminT();
  const failed = useAdminFailure();
  const reviews = useReviews();
  if (reviews.isPending) return <Spinner label={t("reviews.loading")} />;
  if (reviews.isError) return <ErrorMessage>{failed(reviews.error, "reviews.loadError")}</ErrorMessage>;
  if (reviews.data.length === 0) return <p className="empty-state">{t("reviews.empty")}</p>;
  return (
    <ul className="reviews-admin" role="list">
      {reviews.data.map((review) => <li key={review.tripId}><ReviewCard review={review} /></li>)}
    </ul>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const t = useAdminT();
  const { lang } = useLanguage();
  const failed = useAdminFailure();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply ?? "");
  const replyId = useId();
  const headingId = useId();
  const act = (change: Parameters<typeof moderate.mutate>[0]["change"]) => moderate.mutate({ tripId: review.tripId, change });
  return (
    <article className="card reviews-admin__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="reviews-admin__title">{review.tripTitle}</h2>
      <p>
        {t("reviews.by", { name: review.travellerName, month: review.month })} · {t("reviews.rating", { rating: review.rating })} ·{" "}
        <strong>{t(`reviews.status.${review.status}`)}</strong>
      </p>
      <blockquote lang={review.language}>{review.text}</blockquote>
      <p className="muted">{formatDateTime(review.createdAt, undefined, lang)}{review.packageId ? "" : ` · ${t("reviews.noPackage")}`}</p>
      <div className="row-actions">
        {review.status !== "published"
          ? <button type="button" className="btn btn--primary" disabled={moderate.isPending} onClick={() => act({ status: "published" })}>{t("reviews.publish")}</button>
          : null}
        {review.status !== "hidden"
          ? <button type="button" className="btn btn--secondary" disabled={moderate.isPending} onClick={() => act({ status: "hidden" })}>{t("reviews.hide")}</button>
          : null}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          act({ reply });
        }}
      >
        <label htmlFor={replyId}>{t("reviews.reply")}</label>
        <textarea id={replyId} value={reply} maxLength={REVIEW_LIMITS.reply} onChange={(event) => setReply(event.target.value)} rows={3} />
        <button type="submit" className="btn btn--secondary" disabled={moderate.isPending}>{t("reviews.saveReply")}</button>
      </form>
      {moderate.isError ? <ErrorMessage>{failed(moderate.error, "reviews.saveError")}</ErrorMessage> : null}
    </article>
  );
}
