/**
 * The customer's sign-in / sign-up card (customer-shop §2 /auth/magic): two tabs with one e-mail
 * field each, the send button disabled while the address is invalid; after a login send, 'Lien
 * envoyé !' with 'Renvoyer un lien' (60 s cooldown); a signup send goes to /auth/magic-link-sent.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSendMagicLink, type MagicLinkIntent } from '../api/magic-link';
import { rememberSentLink } from '../utils/sent-link';
import { EmailLinkForm } from './email-link-form';
import { LinkSentNotice } from './link-sent-notice';

export interface MagicLinkFormProps {
  /** Where to land after sign-in, a path of this site (already checked). */
  redirect?: string;
  defaultTab?: MagicLinkIntent;
}

function sendErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.auth.sendLinkError;
}

export function MagicLinkForm({ redirect, defaultTab = 'login' }: MagicLinkFormProps) {
  const navigate = useNavigate();
  const send = useSendMagicLink();
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);

  async function submit(email: string, intent: MagicLinkIntent, resend = false) {
    try {
      await send.mutateAsync({ email, intent, redirect, resend });
    } catch (error) {
      toast.error(sendErrorMessage(error));
      return;
    }
    rememberSentLink(email, intent);
    if (intent === 'signup') {
      toast.success(MESSAGES.auth.signupLinkSent);
      void navigate(paths.auth.magicLinkSent.getHref());
      return;
    }
    toast.success(MESSAGES.auth.loginLinkSent);
    setSent({ email, at: Date.now() });
  }

  if (sent) {
    return (
      <LinkSentNotice
        email={sent.email}
        sentAt={sent.at}
        isResending={send.isPending}
        onResend={() => void submit(sent.email, 'login', true)}
        onBack={() => setSent(null)}
      />
    );
  }

  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Connexion</TabsTrigger>
        <TabsTrigger value="signup">Inscription</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <EmailLinkForm
          intro="Recevez un lien de connexion par e-mail, sans mot de passe."
          submitLabel="Recevoir mon lien de connexion"
          isSending={send.isPending}
          onSubmit={(email) => submit(email, 'login')}
        />
      </TabsContent>
      <TabsContent value="signup">
        <EmailLinkForm
          intro="Créez votre compte et gagnez 100 points de bienvenue."
          submitLabel="Créer mon compte"
          isSending={send.isPending}
          onSubmit={(email) => submit(email, 'signup')}
        />
      </TabsContent>
    </Tabs>
  );
}
