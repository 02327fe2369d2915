/** Service, Paiements, Notifications and Accès: short sections; secrets are write-only (shown as set or not). */
import { useState } from 'react';
import type { AdminSettingsView } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveSettingsSection, useTestTelegram } from '../api/settings';
import { useDraft } from '../hooks/use-draft';
import { CashPaymentGroup } from './cash-payment-group';
import { NumberField, SecretField, SectionCard, TextField, ToggleField } from './fields';
import { SlotSettingsFields } from './slot-settings-fields';

/** categories: the menu's, for the capacity's excluded categories (issue 21). */
export function ServiceSection({
  initial,
  categories = [],
}: {
  initial: AdminSettingsView['service'];
  categories?: readonly { id: number; nom_fr: string }[];
}) {
  const { draft: d, setDraft, set } = useDraft(initial);
  const save = useSaveSettingsSection();
  return (
    <SectionCard title="Service" onSave={() => save.mutate({ section: 'service', body: d })} saving={save.isPending}>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField label="Délai de préparation de base (minutes)" value={d.delai_preparation_base} onChange={set('delai_preparation_base')} />
        <NumberField label="Livreurs actifs" value={d.nombre_livreurs_actifs} onChange={set('nombre_livreurs_actifs')} />
        <NumberField
          label="Commandes simultanées maximum"
          value={d.commandes_simultanees_max}
          min={1}
          onChange={set('commandes_simultanees_max')}
          hint="Plafond absolu : au-delà, « Dès que possible » propose le prochain créneau libre."
        />
        <NumberField label="Délai d'annulation (minutes)" value={d.delai_annulation} onChange={set('delai_annulation')} />
        <NumberField
          label="Alerte commande non acceptée (minutes)"
          value={d.delai_alerte_recu}
          min={1}
          onChange={set('delai_alerte_recu')}
          hint="Une commande encore « Reçue » après ce délai est mise en évidence et sonne à nouveau."
        />
        <NumberField
          label="Écran cuisine : alerte orange (minutes)"
          value={d.cuisine_alerte_orange}
          min={1}
          onChange={set('cuisine_alerte_orange')}
          hint="L’âge d’un ticket en préparation passe à l’orange après ce délai."
        />
        <NumberField
          label="Écran cuisine : alerte rouge (minutes)"
          value={d.cuisine_alerte_rouge}
          min={2}
          onChange={set('cuisine_alerte_rouge')}
          hint="Puis au rouge après celui-ci (plus long que l’alerte orange)."
        />
      </div>
      <ToggleField
        label="Paiement en ligne obligatoire"
        checked={d.paiement_obligatoire}
        onChange={set('paiement_obligatoire')}
        hint="Seul le paiement en ligne est alors proposé et accepté."
      />
      <SlotSettingsFields draft={d} setDraft={setDraft} categories={categories} />
    </SectionCard>
  );
}

type Modes = AdminSettingsView['paiements']['modes_paiement'];

const MODES = [
  ['konnect', 'Paiement en ligne (Konnect)'],
  ['especes', 'Espèces'],
  ['carte', 'Carte bancaire sur place'],
] as const;

export function PaymentsSection({ initial, keySet }: { initial: AdminSettingsView['paiements']; keySet: boolean }) {
  const { draft: d, setDraft: setD, set } = useDraft(initial);
  const [apiKey, setApiKey] = useState('');
  const save = useSaveSettingsSection();
  const setMode = (mode: keyof Modes, patch: Partial<Modes[keyof Modes]>) =>
    setD((x) => ({ ...x, modes_paiement: { ...x.modes_paiement, [mode]: { ...x.modes_paiement[mode], ...patch } } }));
  return (
    <SectionCard
      title="Paiements"
      onSave={() => save.mutate({ section: 'paiements', body: { ...d, konnect_api_key: apiKey } }, { onSuccess: () => setApiKey('') })}
      saving={save.isPending}
    >
      {MODES.map(([mode, label]) => (
        <div key={mode} className="grid gap-2 sm:grid-cols-[16rem_1fr] sm:items-center">
          <ToggleField label={label} checked={d.modes_paiement[mode].actif} onChange={(actif) => setMode(mode, { actif })} />
          <Input
            aria-label={`Description : ${label}`}
            value={d.modes_paiement[mode].description}
            onChange={(e) => setMode(mode, { description: e.target.value })}
          />
        </div>
      ))}
      <CashPaymentGroup value={d} onChange={(patch) => setD((x) => ({ ...x, ...patch }))} />
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField label="Clé API Konnect" isSet={keySet} value={apiKey} onChange={setApiKey} feminine />
        <TextField label="Wallet Konnect" value={d.konnect_wallet_id} onChange={set('konnect_wallet_id')} />
        <FormField label="Environnement Konnect">
          <NativeSelect value={d.konnect_base_url} onChange={(e) => set('konnect_base_url')(e.target.value)}>
            <option value="https://api.sandbox.konnect.network/api/v2">Sandbox (tests)</option>
            <option value="https://api.konnect.network/api/v2">Production</option>
          </NativeSelect>
        </FormField>
      </div>
    </SectionCard>
  );
}

export function NotificationsSection({ initial, tokenSet }: { initial: AdminSettingsView['notifications']; tokenSet: boolean }) {
  const [chatId, setChatId] = useState(initial.telegram_chat_id);
  const [token, setToken] = useState('');
  const save = useSaveSettingsSection();
  const test = useTestTelegram();
  return (
    <SectionCard
      title="Notifications"
      onSave={() => save.mutate({ section: 'notifications', body: { telegram_chat_id: chatId, telegram_bot_token: token } }, { onSuccess: () => setToken('') })}
      saving={save.isPending}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField label="Jeton du bot Telegram" isSet={tokenSet} value={token} onChange={setToken} />
        <TextField label="Chat Telegram (identifiant)" value={chatId} onChange={setChatId} />
      </div>
      <Button type="button" variant="outline" isLoading={test.isPending} onClick={() => test.mutate()}>
        Tester
      </Button>
    </SectionCard>
  );
}

export function AccessSection({ initial, passwordSet }: { initial: AdminSettingsView['acces']; passwordSet: boolean }) {
  const { draft: d, set } = useDraft(initial);
  const [password, setPassword] = useState('');
  const save = useSaveSettingsSection();
  return (
    <SectionCard
      title="Accès"
      description="Avant l'ouverture, le site entier est réservé aux testeurs. Changer le mot de passe ou réactiver la protection révoque tous les accès accordés."
      onSave={() => save.mutate({ section: 'acces', body: { ...d, mot_de_passe_acces: password } }, { onSuccess: () => setPassword('') })}
      saving={save.isPending}
    >
      <ToggleField label="Accès protégé actif" checked={d.acces_protege_actif} onChange={set('acces_protege_actif')} />
      <FormField label="Message « Bientôt Disponible »">
        <Textarea rows={2} value={d.message_bientot_disponible} onChange={(e) => set('message_bientot_disponible')(e.target.value)} />
      </FormField>
      <SecretField label="Mot de passe des testeurs" isSet={passwordSet} value={password} onChange={setPassword} autoComplete="new-password" />
    </SectionCard>
  );
}
