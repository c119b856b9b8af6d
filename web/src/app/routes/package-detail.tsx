import { useParams } from "react-router-dom";
import { useAuth } from "../auth.tsx";
import { PackageDetails } from "../../features/catalogue/components/package-details.tsx";
import { DeferredInquirySection } from "../../features/inquiries/components/deferred-inquiry-section.tsx";

export function PackageDetailPage() {
  const { packageId } = useParams();
  const { user } = useAuth();
  return (
    <PackageDetails
      key={packageId}
      packageId={packageId}
      renderInquiry={(pkg) => <DeferredInquirySection type="package" itemId={pkg.id} itemName={pkg.name} prefill={user} />}
    />
  );
}
