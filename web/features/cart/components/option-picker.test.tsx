import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleAccompagnement, sampleGroupeOptions, sampleOption, sampleProduit, samplePublicCatalog } from '@core/testing/builders';
import { renderInShop } from '../../../test/render';
import OptionPicker from './option-picker';

const poke = sampleProduit({ id: 7, nom_fr: 'Poke saumon', prix: 18_000, a_des_accompagnements: false });
const sauce = sampleGroupeOptions({
  id: 1,
  produit_id: 7,
  nom_fr: 'Sauce',
  options: [
    sampleOption({ id: 11, groupe_id: 1, nom_fr: 'Sésame', prix: 0, gratuit: true }),
    sampleOption({ id: 12, groupe_id: 1, nom_fr: 'Spicy mayo', prix: 1_000, gratuit: false }),
    sampleOption({ id: 13, groupe_id: 1, nom_fr: 'Teriyaki', prix: 1_000, gratuit: false, rupture: true }),
  ],
});
const extras = sampleGroupeOptions({
  id: 2,
  produit_id: 7,
  nom_fr: 'Suppléments',
  obligatoire: false,
  min_choix: 0,
  max_choix: 2,
  ordre_affichage: 2,
  options: [
    sampleOption({ id: 21, groupe_id: 2, nom_fr: 'Avocat', prix: 3_000, gratuit: false }),
    sampleOption({ id: 22, groupe_id: 2, nom_fr: 'Mangue', prix: 2_000, gratuit: false }),
    sampleOption({ id: 23, groupe_id: 2, nom_fr: 'Edamame', prix: 2_000, gratuit: false }),
  ],
});

function renderPicker(produit = poke, overrides: Parameters<typeof samplePublicCatalog>[0] = {}) {
  const onChoose = vi.fn();
  const catalog = samplePublicCatalog({ produits: [produit], groupes_options: [extras, sauce], ...overrides });
  renderInShop(<OptionPicker produit={produit} catalog={catalog} onClose={() => {}} onCloseAutoFocus={() => {}} onChoose={onChoose} />);
  return { onChoose, user: userEvent.setup({ delay: null }) };
}

describe('OptionPicker', () => {
  it('keeps the add button disabled until the required group is chosen, says why, and adds with the choices at the running price', async () => {
    const { onChoose, user } = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Choisir vos options' });
    const add = within(dialog).getByTestId('option-add');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('option-hint').textContent).toBe('« Sauce » : choisissez une option pour Poke saumon');
    // Groups in display order, required marked, the free option says so, the sold-out one cannot be chosen.
    const groups = within(dialog).getAllByRole('group');
    expect(groups.map((g) => within(g).getAllByText(/Sauce|Suppléments/)[0]!.textContent)).toEqual(['Sauce', 'Suppléments']);
    expect(within(groups[0]!).getByText('Obligatoire')).toBeTruthy();
    expect(within(groups[1]!).getByText('Facultatif')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('radio', { name: /Sésame/ })
        .closest('label')!.textContent,
    ).toContain('Gratuit');
    expect((within(dialog).getByRole('radio', { name: /Teriyaki/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /Sésame/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Spicy mayo/ }));
    expect((within(dialog).getByRole('radio', { name: /Sésame/ }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: /Avocat/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Mangue/ }));
    // Two at most: the third is disabled.
    expect((within(dialog).getByRole('checkbox', { name: /Edamame/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(add.textContent).toContain('24.000 TND');
    await user.click(add);
    expect(onChoose).toHaveBeenCalledWith(poke, null, [
      { groupe_id: 1, groupe: 'Sauce', option_id: 12, option: 'Spicy mayo', prix: 1_000 },
      { groupe_id: 2, groupe: 'Suppléments', option_id: 21, option: 'Avocat', prix: 3_000 },
      { groupe_id: 2, groupe: 'Suppléments', option_id: 22, option: 'Mangue', prix: 2_000 },
    ]);
  });

  it('a product that also has accompaniments asks for one as its first group', async () => {
    const withSides = { ...poke, a_des_accompagnements: true };
    const side = sampleAccompagnement({ id: 5, nom_fr: 'Riz vinaigré', prix: 1_500 });
    const { onChoose, user } = renderPicker(withSides, { accompagnements: [side], produits_accompagnements: [{ produit_id: 7, accompagnement_id: 5 }] });
    const dialog = await screen.findByRole('dialog', { name: 'Choisir vos options' });
    await user.click(within(dialog).getByRole('radio', { name: /Sésame/ }));
    expect((within(dialog).getByTestId('option-add') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('option-hint').textContent).toBe('Choisissez un accompagnement pour Poke saumon');
    await user.click(within(dialog).getByRole('radio', { name: /Riz vinaigré/ }));
    expect(within(dialog).getByTestId('option-add').textContent).toContain('19.500 TND');
    await user.click(within(dialog).getByTestId('option-add'));
    expect(onChoose).toHaveBeenCalledWith(withSides, side, [{ groupe_id: 1, groupe: 'Sauce', option_id: 11, option: 'Sésame', prix: 0 }]);
  });
});
