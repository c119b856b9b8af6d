/** The staff's reviews: GET /api/reviews and PATCH /api/reviews/{tripId} (publish, hide, reply). */
import type { Review, ReviewModeration } from "@contract/trips/reviews.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, patch } from "../../../lib/api-client.ts";

export const REVIEWS_QUERY_KEY = ["admin", "reviews"] as const;

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: REVIEWS_QUERY_KEY, queryFn: ({ signal }) => get<Review[]>("/reviews", { signal }), staleTime: 0 });

export const useReviews = () => useQuery(reviewsQueryOptions());

/** Moderates one review; the server's answer replaces it in the list. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, change }: { tripId: string; change: ReviewModeration }) =>
      patch<Review>(`/reviews/${encodeURIComponent(tripId)}`, change),
    onSuccess: (written) =>
      client.setQueryData<Review[]>(REVIEWS_QUERY_KEY, (list) => list?.map((review) => (review.tripId === written.tripId ? written : review))),
  });
}
