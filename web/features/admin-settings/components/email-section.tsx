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
import { PasswordInput } from '../../../components/ui/password-input';
import { useSaveSettingsSection } from '../api/settings';
import { NumberField, SecretStatus, SectionCard, TextField, ToggleField } from './fields';

type Email = AdminSettingsView['email'];
type Provider = NonNullable<Email['email_provider_active']>;

export function EmailSection({ initial, passwordSet, brevoKeySet }: { initial: Email; passwordSet: boolean; brevoKeySet: boolean }) {
  const [d, setD] = useState(initial);
  const [password, setPassword] = useState('');
  const [brevoKey, setBrevoKey] = useState('');
  const save = useSaveSettingsSection();
  const set =
    <K extends keyof Email>(key: K) =>
    (value: Email[K]) =>
      setD((x) => ({ ...x, [key]: value }));
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
        <FormField
          label="Mot de passe SMTP"
          hint={
            <>
              Actuellement : <SecretStatus set={passwordSet} />. Laisser vide pour le conserver.
            </>
          }
        >
          <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
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
        <FormField
          label="Clé API Brevo"
          hint={
            <>
              Actuellement : <SecretStatus set={brevoKeySet} />. Laisser vide pour la conserver.
            </>
          }
        >
          <PasswordInput autoComplete="off" value={brevoKey} onChange={(e) => setBrevoKey(e.target.value)} />
        </FormField>
      </fieldset>
    </SectionCard>
  );
}
