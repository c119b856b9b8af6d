import { CURRENCIES, LANGUAGES, SESSION_TIMEOUTS, THEMES, TIMEZONES } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import type { Preferences, User } from "@contract/user.ts";
import { useEffect, useState } from "react";
import { CheckboxField, SelectField } from "../../../components/form-fields.tsx";
import { Modal } from "../../../components/modal.tsx";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { PUSH_TEXTS } from "@contract/push-texts.ts";
import { Tabs } from "../../../components/tabs.tsx";
import { sessionTimeoutLabel, toOptions } from "@contract/enum-labels.ts";
import { useMemberT } from "../../../i18n/areas/member.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

type TabKey = "notifications" | "preferences" | "security";
type Settings = Pick<Preferences, "notifications" | "general" | "security">;

export const SETTINGS_SAVED = "Settings saved successfully!";
export const SETTINGS_FAILED = "Failed to save settings. Please try again.";

const NOTIFICATIONS: { key: keyof Settings["notifications"]; label: string; hint: string }[] = [
  { key: "email", label: "Email notifications", hint: "Important account news by email." },
  { key: "sms", label: "SMS notifications", hint: "Short updates to your mobile." },
  { key: "marketing", label: "Marketing communications", hint: "Offers and new experiences." },
  { key: "bookingUpdates", label: "Booking updates", hint: "Changes to your journeys." },
  { key: "travelAlerts", label: "Travel alerts", hint: "Advisories for your destinations." },
  { key: "newsletter", label: "Newsletter", hint: "Our monthly journal." },
];

interface AccountSettingsModalProps {
  user: User;
  open: boolean;
  onClose(): void;
  onSaved(user: User): void;
}

/** "Account Settings": tabs Notifications, Preferences, Security, each editing the member's stored preferences. */
export function AccountSettingsModal({ user, open, onClose, onSaved }: AccountSettingsModalProps) {
  const t = useMemberT();
  return (
    <Modal open={open} onClose={onClose} title={t("settings.title")} size="lg">
      {open ? <SettingsForm user={user} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function SettingsForm({ user, onClose, onSaved }: Omit<AccountSettingsModalProps, "open">) {
  const [settings, setSettings] = useState<Settings>(() => ({
    notifications: user.preferences.notifications,
    general: user.preferences.general,
    security: user.preferences.security,
  }));
  const [tab, setTab] = useState<TabKey>("notifications");
  const [status, setStatus] = useState<"idle" | "saved" | "failed">("idle");
  const save = useUpdateProfile(user.id, onSaved);

  useEffect(() => {
    if (status !== "saved") return;
    const timer = setTimeout(() => setStatus("idle"), LIMITS.settingsSavedMs);
    return () => clearTimeout(timer);
  }, [status]);

  const setGroup = <G extends keyof Settings>(group: G, key: keyof Settings[G], value: unknown) =>
    setSettings((s) => ({ ...s, [group]: { ...s[group], [key]: value } }));

  async function submit() {
    setStatus("idle");
    try {
      await save.mutateAsync({ preferences: settings });
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="form">
      <Tabs<TabKey>
        label="Settings sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: "notifications",
            label: "Notifications",
            content: (
              <div className="form">
                {NOTIFICATIONS.map((n) => (
                  <CheckboxField
                    key={n.key}
                    label={n.label}
                    hint={n.hint}
                    checked={settings.notifications[n.key]}
                    onChange={(value) => setGroup("notifications", n.key, value)}
                  />
                ))}
                <PushToggle owner={{}} offer={PUSH_TEXTS.memberOffer} />
              </div>
            ),
          },
          {
            key: "preferences",
            label: "Preferences",
            content: (
              <div className="form-grid">
                <SelectField label="Language" value={settings.general.language} onChange={(v) => setGroup("general", "language", v)} options={toOptions(LANGUAGES)} />
                <SelectField label="Currency" value={settings.general.currency} onChange={(v) => setGroup("general", "currency", v)} options={toOptions(CURRENCIES)} />
                <SelectField label="Timezone" value={settings.general.timezone} onChange={(v) => setGroup("general", "timezone", v)} options={toOptions(TIMEZONES)} />
                <SelectField label="Theme" value={settings.general.theme} onChange={(v) => setGroup("general", "theme", v)} options={toOptions(THEMES)} />
              </div>
            ),
          },
          {
            key: "security",
            label: "Security",
            content: (
              <div className="form">
                <CheckboxField
                  label="Two-factor authentication"
                  checked={settings.security.twoFactorAuth}
                  onChange={(v) => setGroup("security", "twoFactorAuth", v)}
                />
                <CheckboxField
                  label="Login alerts"
                  checked={settings.security.loginAlerts}
                  onChange={(v) => setGroup("security", "loginAlerts", v)}
                />
                <SelectField
                  label="Session timeout"
                  value={settings.security.sessionTimeout}
                  onChange={(v) => setGroup("security", "sessionTimeout", v)}
                  options={SESSION_TIMEOUTS.map((value) => ({ value, label: sessionTimeoutLabel(value) }))}
                />
                <ChangePasswordForm />
              </div>
            ),
          },
        ]}
      />
      <div aria-live="polite" className="settings-status">
        {status === "saved" ? <p className="success-message">{SETTINGS_SAVED}</p> : null}
        {status === "failed" ? <p className="error-message" role="alert">{SETTINGS_FAILED}</p> : null}
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>Close</button>
        <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </button>
      </div>
    </div>
  );
}
