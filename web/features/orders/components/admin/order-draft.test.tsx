import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleGroupeOptions, sampleOption, sampleProduit, samplePublicCatalog } from '@core/testing/builders';
import { renderInShop } from '../../../../test/render';
import { addLine, draftPayload, draftTotals, EMPTY_DRAFT, MenuPicker } from './order-draft';

const poke = sampleProduit({ id: 7, category_id: 1, nom_fr: 'Poke saumon', prix: 18_000 });
const plain = sampleProduit({ id: 8, category_id: 1, nom_fr: 'Maki', prix: 6_000 });
const sauce = sampleGroupeOptions({
  id: 1,
  produit_id: 7,
  options: [
    sampleOption({ id: 11, groupe_id: 1, nom_fr: 'Sésame', prix: 0, gratuit: true }),
    sampleOption({ id: 12, groupe_id: 1, nom_fr: 'Spicy mayo', prix: 1_000, gratuit: false }),
  ],
});
const catalog = samplePublicCatalog({ produits: [poke, plain], groupes_options: [sauce] });

describe('staff orders with option groups', () => {
  it('a dish with groups asks for its choices before its line is added; a dish without is added at once', async () => {
    const onAdd = vi.fn();
    renderInShop(<MenuPicker catalog={catalog} onAdd={onAdd} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('menu-add-8'));
    expect(onAdd).toHaveBeenLastCalledWith(8, null);

    await user.click(screen.getByTestId('menu-add-7'));
    const chooser = screen.getByTestId('staff-option-chooser');
    const add = within(chooser).getByTestId('staff-option-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(chooser.textContent).toContain('« Sauce » : choisissez une option pour Poke saumon');
    await user.click(within(chooser).getByRole('button', { name: /Spicy mayo/ }));
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(onAdd).toHaveBeenLastCalledWith(7, null, [12]);
    expect(screen.queryByTestId('staff-option-chooser')).toBeNull();
  });

  it('the same choices add to the line, others make another; totals and payload carry them', () => {
    let lines = addLine([], 7, null, [12]);
    lines = addLine(lines, 7, null, [12]);
    lines = addLine(lines, 7, null, [11]);
    expect(lines.map((l) => [l.options, l.quantity])).toEqual([
      [[12], 2],
      [[11], 1],
    ]);
    const draft = { ...EMPTY_DRAFT, lines };
    expect(draftTotals(draft, catalog).subtotal).toBe(2 * 19_000 + 18_000);
    expect(draftPayload(draft).items).toEqual([
      { product_id: 7, accompaniment_id: null, options: [12], quantity: 2 },
      { product_id: 7, accompaniment_id: null, options: [11], quantity: 1 },
    ]);
  });
});
