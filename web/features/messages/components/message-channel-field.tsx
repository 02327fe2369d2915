/** 'Être prévenu par' WhatsApp, SMS or e-mail only: the choice as radio cards (checkout and profile). */
import { Mail, MessageCircle, MessageSquareText } from 'lucide-react';
import { CANAL_MESSAGES_LABELS, CANAUX_MESSAGES, type CanalMessages } from '@core/customer-messages';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';

const ICONS = { whatsapp: MessageCircle, sms: MessageSquareText, email: Mail } as const;
const HINTS: Record<CanalMessages, string> = {
  whatsapp: 'Confirmation, commande prête, en route… (SMS si WhatsApp ne passe pas)',
  sms: 'Les mêmes messages, par SMS',
  email: 'Aucun message WhatsApp ni SMS',
};

export function MessageChannelField({
  value,
  onChange,
  disabled,
  legend = 'Être prévenu de ma commande par',
}: {
  value: CanalMessages;
  onChange: (canal: CanalMessages) => void;
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase">{legend}</legend>
      <RadioGroup value={value} onValueChange={(canal) => onChange(canal as CanalMessages)} aria-label={legend} disabled={disabled} className="sm:grid-cols-3">
        {CANAUX_MESSAGES.map((canal) => {
          const Icon = ICONS[canal];
          return (
            <RadioCard key={canal} value={canal} data-testid={`message-channel-${canal}`}>
              <Icon aria-hidden="true" className="size-4 shrink-0 text-kin" />
              <span className="flex flex-col">
                <span className="font-medium">{CANAL_MESSAGES_LABELS[canal]}</span>
                <span className="text-xs text-paper-400">{HINTS[canal]}</span>
              </span>
            </RadioCard>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
