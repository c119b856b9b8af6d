import { useParams } from "react-router-dom";
import { DestinationDetails } from "../../features/catalogue/components/destination-details.tsx";

export function DestinationDetailPage() {
  const { destinationId } = useParams();
  return <DestinationDetails key={destinationId} destinationId={destinationId} />;
}
