import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SlotsView } from '@core/schemas/slots';
import { SlotField } from '../components/slot-field';
import { stubApi } from '../test/api-stub';
import { renderInShop } from '../test/render';
import { useSlotChoice } from './use-slot-choice';

const at = (time: string) => `2026-12-03T${time}:00.000Z`;
const slot = (time: string, complet = false) => ({ at: at(time), heure: time, complet });
const view = (full: string[]): SlotsView => ({
  asap: true,
  message: null,
  jours: [
    { jour: '2026-12-02', libelle: "Aujourd'hui", creneaux: [] },
    { jour: '2026-12-03', libelle: 'Demain', creneaux: ['11:30', '11:45', '12:00'].map((time) => slot(time, full.includes(time))) },
  ],
});

/** The checkout's slot picker, and what it would send. */
function Picker() {
  const choice = useSlotChoice({ typeCommande: 'A_emporter', zone: null, enabled: true });
  return (
    <>
      {choice.slots && <SlotField slots={choice.slots} value={choice.scheduledFor} onChange={choice.choose} />}
      <p>Envoyé : {choice.scheduledFor ?? 'Dès que possible'}</p>
    </>
  );
}

describe('the slot a customer chose', () => {
  it("stays on the customer's day when it fills: the next free slot of that day, never 'Dès que possible'", async () => {
    let answer = view([]);
    stubApi({ 'GET /api/slots': () => ({ body: answer }) });
    const { queryClient } = renderInShop(<Picker />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Programmer' }));
    await user.selectOptions(screen.getByLabelText('Jour'), 'Demain');
    await user.selectOptions(screen.getByLabelText('Heure'), '11:30');
    expect(screen.getByText(`Envoyé : ${at('11:30')}`)).toBeTruthy();

    // Another customer takes 11:30 and 11:45 while this one confirms: the list is read again.
    answer = view(['11:30', '11:45']);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByText(`Envoyé : ${at('12:00')}`)).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'Programmer' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Jour') as HTMLSelectElement).value).toBe('2026-12-03');
  });
});
