import type { InquiryType } from "@contract/enums.ts";

/** The id of the inquiry form's heading, which names its section (the server's form and the app's). */
export const inquiryHeadingId = (type: InquiryType, itemId: string) => `inquiry-${type}-${itemId || "unknown"}`;
