/** The option groups' editor: react-hook-form with a field array, checked by core's OptionGroupForm in French. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_MESSAGES } from '@core/schemas/admin-catalog';
import { OPTION_GROUP_MESSAGES } from '@core/schemas/option-groups';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { OptionGroupsEditor } from './option-groups-editor';

const LIST = 'GET /api/admin/products/5/option-groups';

async function newGroup() {
  const user = userEvent.setup({ delay: null });
  renderInShop(<OptionGroupsEditor productId={5} />, { route: '/admin/products' });
  await user.click(await screen.findByRole('button', { name: 'Ajouter un groupe' }));
  return { user, form: within(screen.getByTestId('option-group-form')) };
}

describe('OptionGroupsEditor', () => {
  it("refuses a group without its names, and an option's price that is not an amount, in French, sending nothing", async () => {
    const api = stubApi({ [LIST]: { body: { groupes: [] } } });
    const { user, form } = await newGroup();
    await user.type(form.getByLabelText('Prix de l’option 2 (TND)'), 'cher');
    await user.click(form.getByTestId('option-group-save'));
    expect(await form.findByText(OPTION_GROUP_MESSAGES.groupNameRequired)).toBeTruthy();
    expect(form.getAllByText(OPTION_GROUP_MESSAGES.optionNameRequired)).toHaveLength(2);
    expect(form.getByText(CATALOG_ADMIN_MESSAGES.invalidPrice)).toBeTruthy();
    expect(api.sent('POST', '/api/admin/products/5/option-groups')).toEqual([]);
  });

  it('adds and removes options in place, refuses a maximum above their number, then saves the group in order', async () => {
    const api = stubApi({ [LIST]: { body: { groupes: [] } }, 'POST /api/admin/products/5/option-groups': { status: 201, body: { groupes: [] } } });
    const { user, form } = await newGroup();
    await user.type(form.getByLabelText('Nom du groupe'), 'Sauce');
    await user.click(form.getByRole('button', { name: 'Ajouter une option' }));
    await user.click(form.getByRole('button', { name: 'Retirer l’option 1' }));
    await user.type(form.getByLabelText('Nom de l’option 1'), 'Soja');
    await user.type(form.getByLabelText('Nom de l’option 2'), 'Piquante');
    await user.type(form.getByLabelText('Prix de l’option 2 (TND)'), '1,5');
    await user.clear(form.getByLabelText('Maximum'));
    await user.type(form.getByLabelText('Maximum'), '3');
    await user.click(form.getByTestId('option-group-save'));
    expect(await form.findByText(OPTION_GROUP_MESSAGES.maxAboveOptions)).toBeTruthy();

    await user.click(form.getByRole('button', { name: 'Retirer l’option Piquante' }));
    await user.click(form.getByRole('button', { name: 'Ajouter une option' }));
    await user.click(form.getByRole('button', { name: 'Ajouter une option' }));
    await user.type(form.getByLabelText('Nom de l’option 2'), 'Wasabi');
    await user.type(form.getByLabelText('Nom de l’option 3'), 'Citron');
    await user.click(form.getByTestId('option-group-save'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/products/5/option-groups')).toHaveLength(1));
    const body = api.sent('POST', '/api/admin/products/5/option-groups')[0]!.body as {
      max_choix: number;
      options: { nom_fr: string; prix: number; gratuit: boolean }[];
    };
    expect(body.max_choix).toBe(3);
    expect(body.options.map((o) => [o.nom_fr, o.prix, o.gratuit])).toEqual([
      ['Soja', 0, true],
      ['Wasabi', 0, true],
      ['Citron', 0, true],
    ]);
  });
});
