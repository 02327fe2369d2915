/**
 * The channel choice in the checkout dialog (its `messages` slot, composed by the app shell): saved as
 * soon as it is picked (source 'checkout'), so the 'confirmed' message of the order about to be placed
 * already follows it. Shown to a customer with a profile only.
 */
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useMessageConsent, useSaveMessageConsent } from '../api/message-consent';
import { MessageChannelField } from './message-channel-field';

export function CheckoutMessageChoice() {
  const { me } = useSession();
  const hasProfile = Boolean(me?.customer) && !me?.needsOnboarding;
  const consent = useMessageConsent(hasProfile);
  const save = useSaveMessageConsent();
  if (!hasProfile || !consent.data) return null;
  return (
    <MessageChannelField
      value={save.isPending && save.variables ? save.variables.canal : consent.data.canal}
      disabled={save.isPending}
      onChange={(canal) => save.mutate({ canal, source: 'checkout' }, { onError: (error) => toast.error(errorMessage(error)) })}
    />
  );
}
