/**
 * Profile › 'Messages de commande': the channel (WhatsApp, SMS, e-mail only) and the language, with the
 * date of the choice; a 'STOP' sent from the phone shows here as the reason it ended.
 */
import { toast } from 'sonner';
import { CANAL_MESSAGES_LABELS, type MessageLanguage } from '@core/customer-messages';
import { formatOrderDate } from '@core/order-display';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { useMessageConsent, useSaveMessageConsent } from '../api/message-consent';
import { MessageChannelField } from './message-channel-field';

export function MessageConsentCard() {
  const consent = useMessageConsent();
  const save = useSaveMessageConsent();
  if (!consent.data) return null;
  const { canal, langue, depuis, arrete_par_stop } = consent.data;
  const done = { onSuccess: () => toast.success('Préférence enregistrée'), onError: (error: unknown) => toast.error(errorMessage(error)) };
  return (
    <section aria-labelledby="message-consent-title" className="mt-8 grid max-w-xl gap-4 border-t border-ink-500 pt-6" data-testid="message-consent">
      <div>
        <h2 id="message-consent-title" className="text-lg font-semibold text-paper">
          Messages de commande
        </h2>
        <p className="text-sm text-paper-400" data-testid="message-consent-since">
          {arrete_par_stop
            ? `Vous avez répondu STOP le ${formatOrderDate(depuis!)} : vous n’êtes plus prévenu que par e-mail.`
            : depuis
              ? `${CANAL_MESSAGES_LABELS[canal]} depuis le ${formatOrderDate(depuis)}.`
              : 'Vous êtes prévenu par e-mail uniquement.'}
        </p>
      </div>
      <MessageChannelField
        legend="Être prévenu par"
        value={canal}
        disabled={save.isPending}
        onChange={(next) => save.mutate({ canal: next, source: 'profil' }, done)}
      />
      {canal !== 'email' && (
        <FormField label="Langue des messages" hint="L’arabe est utilisé quand le restaurant a ce message en arabe.">
          <NativeSelect
            value={langue}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ canal, langue: e.target.value as MessageLanguage, source: 'profil' }, done)}
          >
            <option value="fr">Français</option>
            <option value="ar">العربية</option>
          </NativeSelect>
        </FormField>
      )}
    </section>
  );
}
