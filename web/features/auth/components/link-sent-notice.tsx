/** 'Lien envoyé !' after a send, with 'Renvoyer un lien' held for the 60 s cooldown. */
import { MailCheck } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { useCooldown } from '../hooks/use-cooldown';

export interface LinkSentNoticeProps {
  email: string;
  sentAt: number;
  isResending: boolean;
  onResend: () => void;
  onBack?: () => void;
}

export function LinkSentNotice({ email, sentAt, isResending, onResend, onBack }: LinkSentNoticeProps) {
  const left = useCooldown(sentAt);
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="size-12 text-kin" />
      <h2 className="text-2xl font-semibold">{MESSAGES.auth.linkSent}</h2>
      <p className="text-sm text-paper-400">
        {MESSAGES.auth.loginLinkSentInbox}
        <br />
        <span className="font-medium text-paper">{email}</span>
      </p>
      <Button variant="outline" onClick={onResend} disabled={left > 0} isLoading={isResending} className="w-full">
        {left > 0 ? `Renvoyer un lien (${left} s)` : 'Renvoyer un lien'}
      </Button>
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack}>
          Utiliser une autre adresse
        </Button>
      )}
    </div>
  );
}
