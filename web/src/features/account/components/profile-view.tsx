import { EmailAddress } from "../../../components/email-address.tsx";
import type { User } from "@contract/user.ts";
import type { ReactNode } from "react";
import { formatTime } from "../../../lib/format.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { type MemberT, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { rich } from "../../../i18n/rich-text.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The day the member joined ("23 November 2026") on the member's clock in the page's language, or "Unknown". */
function useMemberSince(createdAt: string, t: MemberT): string {
  const timeZone = useTimeZone();
  const { lang } = useLanguage();
  return Number.isNaN(Date.parse(createdAt)) ? t("profile.unknownDate") : formatTime(createdAt, "longDay", timeZone, lang);
}

/** The approval badge (from `isApproved`): "Pending Approval" or "Approved Member". */
function ApprovalBadge({ approved, t }: { approved: boolean; t: MemberT }) {
  return approved
    ? <span className="badge badge--success">{t("profile.approved")}</span>
    : <span className="badge badge--accent">{t("profile.pending")}</span>;
}

interface ProfileViewProps {
  user: User;
  onEdit(): void;
  onSettings(): void;
  onSignOut(): void;
}

/** "Member Profile": every block of the member's record: contact, travel profile, memberships and preferences. */
export function ProfileView({ user, onEdit, onSettings, onSignOut }: ProfileViewProps) {
  const t = useMemberT();
  const label = useMemberOptionLabel();
  const since = useMemberSince(user.createdAt, t);
  const list = (items: string[]) => (items.length ? items.map(label).join(", ") : t("profile.noneSelected"));
  const chosen = (value: string | undefined) => (value ? label(value) : t("profile.notSpecified"));
  const other = (value: string, text: string | undefined) => (value.toLowerCase() === "other" && text ? text : chosen(value));
  const memberships = user.memberships.length === 0 ? t("profile.noMemberships") : user.memberships
    .map((m) => (m === "Other" && user.membershipsOther ? t("profile.otherMembership", { text: user.membershipsOther }) : label(m))).join(", ");
  return (
    <div className="profile">
      <section className="card profile__summary" aria-labelledby="profile-name">
        <div className="profile__avatar" aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || "?"}</div>
        <div className="profile__who">
          <h2 id="profile-name" className="profile__name">{user.name}</h2>
          <p className="muted"><EmailAddress email={user.email} /></p>
          <p className="muted">{rich(t("profile.since", { date: since }), [(date) => <bdi>{date}</bdi>])}</p>
          <ApprovalBadge approved={user.isApproved} t={t} />
        </div>
      </section>

      {user.isApproved ? null : (
        <section className="notice profile__pending" aria-labelledby="pending-title">
          <h2 id="pending-title">{t("profile.reviewTitle")}</h2>
          <p>{t("profile.reviewText")}</p>
        </section>
      )}

      <div className="profile__grid">
        <section className="card" aria-labelledby="personal-title">
          <h2 id="personal-title">{t("profile.personal")}</h2>
          <dl className="profile-list">
            <Row label={t("profile.fullName")}>{user.name}</Row>
            <Row label={t("profile.email")}><EmailAddress email={user.email} /></Row>
            <Row label={t("profile.mobile")}>{user.mobileNumber ? <bdi dir="ltr">{user.mobileNumber}</bdi> : t("profile.notSpecified")}</Row>
            <Row label={t("profile.nationality")}>{other(user.nationality, user.nationalityOther)}</Row>
            <Row label={t("profile.residence")}>{other(user.countryOfResidence, user.countryOfResidenceOther)}</Row>
            <Row label={t("profile.profession")}>{other(user.profession, user.professionOther)}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="travel-title">
          <h2 id="travel-title">{t("profile.travel")}</h2>
          <dl className="profile-list">
            <Row label={t("profile.frequency")}>{chosen(user.travelFrequency)}</Row>
            <Row label={t("profile.flightClass")}>{chosen(user.flightClass)}</Row>
            <Row label={t("profile.spend")}>{chosen(user.avgSpendPerTrip)}</Row>
            <Row label={t("profile.budget")}>{chosen(user.preferences.budget)}</Row>
            <Row label={t("profile.accommodation")}>{list(user.accommodationStyles)}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="interests-title">
          <h2 id="interests-title">{t("profile.interestsTitle")}</h2>
          <dl className="profile-list">
            <Row label={t("profile.interests")}>{list(user.preferences.interests)}</Row>
            <Row label={t("profile.memberships")}>{memberships}</Row>
            <Row label={t("profile.heard")}>{other(user.heardAboutUs, user.heardAboutUsOther)}</Row>
            <Row label={t("profile.whyJoined")}>{user.joinReason || t("profile.notSpecified")}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="membership-title">
          <h2 id="membership-title">{t("profile.membership")}</h2>
          <dl className="profile-list">
            <Row label={t("profile.accountType")}>{t("profile.premium")}</Row>
            <Row label={t("profile.role")}>{user.isAdmin ? t("profile.admin") : t("profile.member")}</Row>
            <Row label={t("profile.status")}><ApprovalBadge approved={user.isApproved} t={t} /></Row>
            <Row label={t("profile.memberSince")}>{since}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="actions-title">
          <h2 id="actions-title">{t("profile.actions")}</h2>
          <div className="profile__actions">
            <button type="button" className="btn btn--primary" onClick={onEdit}>{t("profile.edit")}</button>
            <button type="button" className="btn btn--secondary" onClick={onSettings}>{t("settings.title")}</button>
            <button type="button" className="btn btn--ghost" onClick={onSignOut}>{t("profile.signOut")}</button>
          </div>
        </section>
      </div>
    </div>
  );
}
