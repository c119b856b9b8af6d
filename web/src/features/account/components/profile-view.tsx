import type { User } from "@contract/user.ts";
import type { ReactNode } from "react";
import { optionLabel, withOther } from "@contract/enum-labels.ts";
import { formatTime } from "../../../lib/format.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { useMemberT } from "../../../i18n/areas/member.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const list = (items: string[]) => (items.length ? items.join(", ") : "None selected");

/** The day the member joined ("23 November 2026") on the member's clock, or "Unknown". */
export function memberSince(createdAt: string, timeZone?: string): string {
  return Number.isNaN(Date.parse(createdAt)) ? "Unknown" : formatTime(createdAt, "longDay", timeZone);
}

/** The approval badge (from `isApproved`): "Pending Approval" or "Approved Member". */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return approved
    ? <span className="badge badge--success">Approved Member</span>
    : <span className="badge badge--accent">Pending Approval</span>;
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
  const since = memberSince(user.createdAt, useTimeZone());
  const memberships = user.memberships.length === 0 ? "None of the above" : user.memberships
    .map((m) => (m === "Other" && user.membershipsOther ? `Other (${user.membershipsOther})` : m)).join(", ");
  return (
    <div className="profile">
      <section className="card profile__summary" aria-labelledby="profile-name">
        <div className="profile__avatar" aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || "?"}</div>
        <div>
          <h2 id="profile-name" className="profile__name">{user.name}</h2>
          <p className="muted"><bdi dir="ltr">{user.email}</bdi></p>
          <p className="muted">Member since <bdi>{since}</bdi></p>
          <ApprovalBadge approved={user.isApproved} />
        </div>
      </section>

      {user.isApproved ? null : (
        <section className="notice profile__pending" aria-labelledby="pending-title">
          <h2 id="pending-title">Application Under Review</h2>
          <p>
            Thank you for applying. Our team is reviewing your application; you will receive an email as soon as your
            membership is approved. Meanwhile you can complete your profile and settings.
          </p>
        </section>
      )}

      <div className="profile__grid">
        <section className="card" aria-labelledby="personal-title">
          <h2 id="personal-title">Personal Information</h2>
          <dl className="profile-list">
            <Row label="Full Name">{user.name}</Row>
            <Row label="Email"><bdi dir="ltr">{user.email}</bdi></Row>
            <Row label="Mobile Number">{user.mobileNumber ? <bdi dir="ltr">{user.mobileNumber}</bdi> : "Not specified"}</Row>
            <Row label="Nationality">{withOther(user.nationality, user.nationalityOther)}</Row>
            <Row label="Country of Residence">{withOther(user.countryOfResidence, user.countryOfResidenceOther)}</Row>
            <Row label="Profession">{withOther(user.profession, user.professionOther)}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="travel-title">
          <h2 id="travel-title">Travel Preferences</h2>
          <dl className="profile-list">
            <Row label="Travel Frequency">{user.travelFrequency ? optionLabel(user.travelFrequency) : "Not specified"}</Row>
            <Row label="Preferred Flight Class">{user.flightClass ? optionLabel(user.flightClass) : "Not specified"}</Row>
            <Row label="Average Spend per Trip">{user.avgSpendPerTrip ? optionLabel(user.avgSpendPerTrip) : "Not specified"}</Row>
            <Row label="Budget">{user.preferences.budget ? optionLabel(user.preferences.budget) : "Not specified"}</Row>
            <Row label="Accommodation Styles">{list(user.accommodationStyles)}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="interests-title">
          <h2 id="interests-title">Interests &amp; Background</h2>
          <dl className="profile-list">
            <Row label="Interests">{list(user.preferences.interests)}</Row>
            <Row label="Memberships">{memberships}</Row>
            <Row label="Heard About Us">{withOther(user.heardAboutUs, user.heardAboutUsOther)}</Row>
            <Row label="Why I Joined">{user.joinReason || "Not specified"}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="membership-title">
          <h2 id="membership-title">Membership Details</h2>
          <dl className="profile-list">
            <Row label="Account Type">Premium</Row>
            <Row label="Role">{user.isAdmin ? "Administrator" : "Member"}</Row>
            <Row label="Status"><ApprovalBadge approved={user.isApproved} /></Row>
            <Row label="Member Since">{since}</Row>
          </dl>
        </section>

        <section className="card" aria-labelledby="actions-title">
          <h2 id="actions-title">Quick Actions</h2>
          <div className="profile__actions">
            <button type="button" className="btn btn--primary" onClick={onEdit}>Edit Profile</button>
            <button type="button" className="btn btn--secondary" onClick={onSettings}>{t("settings.title")}</button>
            <button type="button" className="btn btn--ghost" onClick={onSignOut}>Sign Out</button>
          </div>
        </section>
      </div>
    </div>
  );
}
