import type { ProfileWords } from "../../../domains/account/profile-fields.tsx";
import type { MemberT } from "../../../i18n/areas/member.ts";

/** The profile fields' words on the member's own screens (the application and Edit Profile), in the page's language. */
export function memberProfileWords(t: MemberT): ProfileWords {
  return {
    fullName: t("profile.fullName"),
    mobile: t("profile.mobile"),
    nationality: t("profile.nationality"),
    nationalityOther: t("error.nationalityOther"),
    residence: t("profile.residence"),
    residenceOther: t("error.residenceOther"),
    profession: t("profile.profession"),
    professionOther: t("error.professionOther"),
    frequency: t("profile.frequency"),
    flightClass: t("profile.flightClass"),
    spend: t("profile.spend"),
    budget: t("profile.budget"),
    accommodation: t("profile.accommodation"),
    interests: t("profile.interests"),
    memberships: t("register.memberships"),
    membershipsOther: t("register.otherMemberships"),
    heard: t("register.heard"),
    heardOther: t("error.heardOther"),
    joinReason: t("profile.whyJoined"),
  };
}
