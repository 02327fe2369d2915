/**
 * The checkout's slot (issue 21): 'Dès que possible' (null) unless chosen otherwise, or the first slot
 * with room while ASAP is impossible (closed, paused, kitchen at its ceiling). A refusal for a full slot
 * or a full kitchen carries the next slot with room (error.details.next_slot): kept as an offer the
 * customer takes in one tap.
 */
import { useState } from 'react';
import type { TypeCommande } from '@core/order-type';
import { ApiError } from './api-client';
import { firstFreeSlot, useSlots } from './slots';

export interface SlotOffer {
  message: string;
  at: string;
  label: string;
}

export function useSlotChoice({ typeCommande, zone, enabled }: { typeCommande: TypeCommande; zone: string | null; enabled: boolean }) {
  const slots = useSlots(typeCommande, zone, enabled);
  // undefined: not chosen yet (the default follows the slots); null: 'Dès que possible'.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [offer, setOffer] = useState<SlotOffer | null>(null);
  const view = slots.data;
  const offered = (at: string | null | undefined) => at && view?.jours.some((jour) => jour.creneaux.some((c) => c.at === at && !c.complet));
  const fallback = view && !view.asap ? firstFreeSlot(view) : null;
  const scheduledFor = chosen === null && view?.asap !== false ? null : offered(chosen) ? chosen! : fallback;

  return {
    slots: view,
    scheduledFor: scheduledFor ?? null,
    offer,
    choose: (at: string | null) => {
      setChosen(at);
      setOffer(null);
    },
    clearOffer: () => setOffer(null),
    onRefused: (error: unknown) => {
      void slots.refetch();
      if (error instanceof ApiError && error.details.next_slot) {
        setOffer({ message: error.message, at: error.details.next_slot, label: error.details.next_slot_label ?? error.details.next_slot });
      }
    },
  };
}
