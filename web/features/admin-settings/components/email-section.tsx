/**
 * E-mail (back-office §3 email_provider_*): who sends the shop's e-mails. The SMTP password and the
 * Brevo key are write-only (shown as set or not; blank keeps them). With "Configuration du serveur" the
 * environment's SMTP_URL / BREVO_API_KEY are used. The SMTP server fields are the same as the e-mail
 * test page's Configuration tab.
 */
import { useState } from 'react';
import { EMAIL_PROVIDER_LABELS, type AdminSettingsView } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveSettingsSection } from '../api/settings';
import { useDraft } from '../hooks/use-draft';
import { NumberField, SecretField, SectionCard, TextField, ToggleField } from './fields';

type Email = AdminSettingsView['email'];
type Provider = NonNullable<Email['email_provider_active']>;

export function EmailSection({ initial, passwordSet, brevoKeySet }: { initial: Email; passwordSet: boolean; brevoKeySet: boolean }) {
  const { draft: d, set } = useDraft(initial);
  const [password, setPassword] = useState('');
  const [brevoKey, setBrevoKey] = useState('');
  const save = useSaveSettingsSection();
  return (
    <SectionCard
      title="E-mail"
      description="Le fournisseur qui envoie les e-mails de la boutique (connexion, commandes, invitations). Les mots de passe et clés ne sont jamais réaffichés."
      onSave={() =>
        save.mutate(
          { section: 'email', body: { ...d, smtp_password: password, brevo_api_key: brevoKey } },
          {
            onSuccess: () => {
              setPassword('');
              setBrevoKey('');
            },
          },
        )
      }
      saving={save.isPending}
    >
      <FormField label="Fournisseur d'envoi">
        <NativeSelect
          value={d.email_provider_active ?? ''}
          onChange={(e) => set('email_provider_active')(e.target.value === '' ? null : (e.target.value as Provider))}
        >
          <option value="">Configuration du serveur</option>
          {(Object.keys(EMAIL_PROVIDER_LABELS) as Provider[]).map((p) => (
            <option key={p} value={p}>
              {EMAIL_PROVIDER_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">Serveur SMTP</legend>
        <TextField label="Serveur (hôte)" value={d.smtp_host} onChange={set('smtp_host')} placeholder="smtp.exemple.tn" />
        <NumberField label="Port" value={d.smtp_port} onChange={set('smtp_port')} min={1} />
        <TextField label="Utilisateur" value={d.smtp_user} onChange={set('smtp_user')} />
        <SecretField label="Mot de passe SMTP" isSet={passwordSet} value={password} onChange={setPassword} autoComplete="new-password" />
        <TextField
          label="Expéditeur"
          hint="Aussi pour Brevo. Vide : celui de la configuration du serveur."
          value={d.smtp_from}
          onChange={set('smtp_from')}
          placeholder="Sakura Sushi <commandes@exemple.tn>"
        />
        <div className="md:self-end">
          <ToggleField label="Connexion chiffrée (SSL/TLS)" checked={d.smtp_ssl} onChange={set('smtp_ssl')} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">Brevo</legend>
        <SecretField label="Clé API Brevo" isSet={brevoKeySet} value={brevoKey} onChange={setBrevoKey} feminine />
      </fieldset>
    </SectionCard>
  );
}
