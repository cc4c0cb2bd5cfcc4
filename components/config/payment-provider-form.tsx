"use client";
// One payment provider's settings (PUT /api/payprovider/{code}). Secrets are write only: the
// field shows whether one is stored and stays empty; leaving it empty keeps the stored secret.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

type Provider = {
  code: string;
  name: string;
  active: boolean;
  settings: Record<string, unknown>;
  secrets: Record<string, boolean>;
};

const SETTING_KEYS: Record<string, string[]> = {
  offline: ["accountHolder", "iban", "bic", "bank", "note"],
  stripe: ["apiBase"],
};

export function PaymentProviderForm({ provider, canEdit }: { provider: Provider; canEdit: boolean }) {
  const t = useTranslations("payment");
  const router = useRouter();
  const { submit: send, pending, message } = useSubmit();
  const [name, setName] = useState(provider.name);
  const [active, setActive] = useState(provider.active);
  const [settings, setSettings] = useState<Record<string, string>>(
    Object.fromEntries((SETTING_KEYS[provider.code] ?? []).map((k) => [k, String(provider.settings[k] ?? "")])),
  );
  const [secrets, setSecrets] = useState<Record<string, string>>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const saved = await send(() =>
      api(`/api/payprovider/${provider.code}`, { method: "PUT", body: { name, active, settings, secrets } }),
    );
    if (saved) {
      setSecrets({});
      router.refresh();
    }
  }

  const id = (k: string) => `pp-${provider.code}-${k}`;
  return (
    <form onSubmit={submit} className="space-y-3" data-testid={`provider-${provider.code}`}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <label className="block text-sm" htmlFor={id("name")}>
        {t("providerName")}
      </label>
      <Input id={id("name")} value={name} disabled={!canEdit} onChange={(e) => setName(e.target.value)} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} disabled={!canEdit} onChange={(e) => setActive(e.target.checked)} />
        {t("providerActive")}
      </label>
      {Object.keys(settings).map((k) => (
        <div key={k}>
          <label className="block text-sm" htmlFor={id(k)}>
            {t(`setting.${k}`)}
          </label>
          <Input
            id={id(k)}
            value={settings[k]}
            disabled={!canEdit}
            onChange={(e) => setSettings((s) => ({ ...s, [k]: e.target.value }))}
          />
        </div>
      ))}
      {Object.entries(provider.secrets).map(([k, isSet]) => (
        <div key={k}>
          <label className="block text-sm" htmlFor={id(k)}>
            {t(`setting.${k}`)} ({t(isSet ? "secretSet" : "secretMissing")})
          </label>
          <Input
            id={id(k)}
            type="password"
            autoComplete="off"
            value={secrets[k] ?? ""}
            disabled={!canEdit}
            placeholder={isSet ? "••••••••" : ""}
            onChange={(e) => setSecrets((s) => ({ ...s, [k]: e.target.value }))}
          />
        </div>
      ))}
      {canEdit && (
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      )}
    </form>
  );
}
