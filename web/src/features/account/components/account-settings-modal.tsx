import { CURRENCIES, LANGUAGES, SESSION_TIMEOUTS, THEMES, TIMEZONES } from "@contract/enums.ts";
import { LANGUAGE_INFO } from "@contract/languages.ts";
import { LIMITS } from "@contract/limits.ts";
import type { Preferences, User } from "@contract/user.ts";
import { useEffect, useState } from "react";
import { CheckboxField, SelectField } from "../../../components/form-fields.tsx";
import { Modal } from "../../../components/modal.tsx";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { type MemberMessageId, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useSwitchLanguage } from "../../../i18n/use-switch-language.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

type TabKey = "notifications" | "preferences" | "security";
type Settings = Pick<Preferences, "notifications" | "general" | "security">;

const NOTIFICATIONS: { key: keyof Settings["notifications"]; label: MemberMessageId; hint: MemberMessageId }[] = [
  { key: "email", label: "settings.email", hint: "settings.emailHint" },
  { key: "sms", label: "settings.sms", hint: "settings.smsHint" },
  { key: "marketing", label: "settings.marketing", hint: "settings.marketingHint" },
  { key: "bookingUpdates", label: "settings.booking", hint: "settings.bookingHint" },
  { key: "travelAlerts", label: "settings.alerts", hint: "settings.alertsHint" },
  { key: "newsletter", label: "settings.newsletter", hint: "settings.newsletterHint" },
];

/** Each language under its own name, as its speakers write it (the header's switcher does the same). */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_INFO[value].nativeName }));

interface AccountSettingsModalProps {
  user: User;
  open: boolean;
  onClose(): void;
  onSaved(user: User): void;
}

/**
 * "Account Settings": tabs Notifications, Preferences, Security, each editing the member's stored
 * preferences. Saving another language shows the site in it at once (the address gains or loses its
 * prefix) and remembers it on this device.
 */
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
  const t = useMemberT();
  const label = useMemberOptionLabel();
  const { lang } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));

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
      const saved = await save.mutateAsync({ preferences: settings });
      setStatus("saved");
      const language = saved.preferences.general.language;
      if (language !== lang) await switchLanguage(language);
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="form">
      <Tabs<TabKey>
        label={t("settings.tabs")}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: "notifications",
            label: t("settings.notifications"),
            content: (
              <div className="form">
                {NOTIFICATIONS.map((n) => (
                  <CheckboxField
                    key={n.key}
                    label={t(n.label)}
                    hint={t(n.hint)}
                    checked={settings.notifications[n.key]}
                    onChange={(value) => setGroup("notifications", n.key, value)}
                  />
                ))}
                <PushToggle owner={{}} offer={t("push.memberOffer")} />
              </div>
            ),
          },
          {
            key: "preferences",
            label: t("settings.preferences"),
            content: (
              <div className="form-grid">
                <SelectField label={t("settings.language")} value={settings.general.language} onChange={(v) => setGroup("general", "language", v)} options={LANGUAGE_OPTIONS} />
                <SelectField label={t("settings.currency")} value={settings.general.currency} onChange={(v) => setGroup("general", "currency", v)} options={options(CURRENCIES)} />
                <SelectField label={t("settings.timezone")} value={settings.general.timezone} onChange={(v) => setGroup("general", "timezone", v)} options={options(TIMEZONES)} />
                <SelectField label={t("settings.theme")} value={settings.general.theme} onChange={(v) => setGroup("general", "theme", v)} options={options(THEMES)} />
              </div>
            ),
          },
          {
            key: "security",
            label: t("settings.security"),
            content: (
              <div className="form">
                <CheckboxField
                  label={t("settings.twoFactor")}
                  checked={settings.security.twoFactorAuth}
                  onChange={(v) => setGroup("security", "twoFactorAuth", v)}
                />
                <CheckboxField
                  label={t("settings.loginAlerts")}
                  checked={settings.security.loginAlerts}
                  onChange={(v) => setGroup("security", "loginAlerts", v)}
                />
                <SelectField
                  label={t("settings.timeout")}
                  value={settings.security.sessionTimeout}
                  onChange={(v) => setGroup("security", "sessionTimeout", v)}
                  options={SESSION_TIMEOUTS.map((value) => ({ value, label: value === "never" ? t("settings.never") : t("settings.minutes", { count: Number(value) }) }))}
                />
                <ChangePasswordForm />
              </div>
            ),
          },
        ]}
      />
      <div aria-live="polite" className="settings-status">
        {status === "saved" ? <p className="success-message">{t("settings.saved")}</p> : null}
        {status === "failed" ? <p className="error-message" role="alert">{t("settings.failed")}</p> : null}
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>{t("settings.close")}</button>
        <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t("settings.saving") : t("settings.save")}
        </button>
      </div>
    </div>
  );
}
