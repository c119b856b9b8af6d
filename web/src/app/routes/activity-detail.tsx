import { useParams } from "react-router-dom";
import { useAuth } from "../auth.tsx";
import { ActivityDetails } from "../../features/catalogue/components/activity-details.tsx";
import { DeferredInquirySection } from "../../features/inquiries/components/deferred-inquiry-section.tsx";

export function ActivityDetailPage() {
  const { activityId } = useParams();
  const { user } = useAuth();
  return (
    <ActivityDetails
      key={activityId}
      activityId={activityId}
      renderInquiry={(activity) => <DeferredInquirySection type="activity" itemId={activity.id} itemName={activity.name} prefill={user} />}
    />
  );
}
