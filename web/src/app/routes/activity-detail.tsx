import { useParams } from "react-router-dom";
import { useAuth } from "../auth.tsx";
import { ActivityDetails } from "../../features/catalogue/components/activity-details.tsx";
import { InquirySection } from "../../features/inquiries/components/inquiry-section.tsx";

export function ActivityDetailPage() {
  const { activityId } = useParams();
  const { user } = useAuth();
  return (
    <ActivityDetails
      key={activityId}
      activityId={activityId}
      renderInquiry={(activity) => <InquirySection type="activity" itemId={activity.id} itemName={activity.name} prefill={user} />}
    />
  );
}
