/**
 * The checkout's slot: 'Dès que possible' (null) unless chosen otherwise, or the first slot
 * with room while ASAP is impossible (closed, paused, kitchen at its ceiling). A chosen slot that fills
 * stays on the customer's day: the form moves to the next free slot (core keptSlot), never to ASAP. A
 * refusal for a full slot or a full kitchen carries the next slot with room (error.details.next_slot):
 * kept as an offer the customer takes in one tap, and for a refused slot the form shows that slot too.
 */
import { useState } from 'react';
import type { TypeCommande } from '@core/order-type';
import { ApiError } from './api-client';
import { firstFreeSlot, keptSlot } from '@core/slots';
import { useSlots } from './slots';

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
  const fallback = view && !view.asap ? firstFreeSlot(view) : null;
  const scheduledFor = typeof chosen === 'string' ? (view ? keptSlot(view, chosen) : chosen) : chosen === null && view?.asap !== false ? null : fallback;

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
        // A refused slot: the form shows the one offered (an ASAP order keeps its choice until taken).
        if (typeof chosen === 'string') setChosen(error.details.next_slot);
        setOffer({ message: error.message, at: error.details.next_slot, label: error.details.next_slot_label ?? error.details.next_slot });
      }
    },
  };
}
