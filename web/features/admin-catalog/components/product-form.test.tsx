import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG_ADMIN_MESSAGES, type AdminAccompanimentView } from '@core/schemas/admin-catalog';
import type { AdminCategoryView } from '@core/schemas/category';
import { renderInShop } from '../../../test/render';
import { ProductForm } from './product-form';

const category = (id: number, nom_fr: string): AdminCategoryView => ({
  id,
  code_interne: nom_fr.toLowerCase(),
  nom_fr,
  description_fr: null,
  actif: true,
  ordre_affichage: id,
  services_disponibles: [],
  jours_disponibles: [],
  nombre_produits: 0,
});
const rice = { id: 7, nom_fr: 'Riz vinaigré', description_fr: null, prix: 0, gratuit: true, actif: true, ordre_affichage: 0 } as AdminAccompanimentView;

describe('ProductForm', () => {
  it("refuses a price that is not an amount with the server's French message, sending nothing; then sends the product in millimes", async () => {
    const onSubmit = vi.fn();
    renderInShop(
      <ProductForm
        product={null}
        categories={[category(1, 'Maki'), category(2, 'Plateaux')]}
        accompaniments={[rice]}
        isSaving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { route: '/admin/products' },
    );
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Plateaux');
    await user.type(screen.getByLabelText('Nom'), 'Plateau Sakura');
    const price = screen.getByLabelText('Prix (TND)');
    await user.type(price, 'douze');
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CATALOG_ADMIN_MESSAGES.invalidPrice);
    expect(screen.getByLabelText('Prix (TND)').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '42,5');
    await user.type(screen.getByLabelText('Nombre de pièces'), '24');
    await user.click(screen.getByLabelText('Soja'));
    await user.click(screen.getByLabelText('Riz vinaigré'));
    await user.click(screen.getByLabelText('Midi'));
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        category_id: 2,
        nom_fr: 'Plateau Sakura',
        description_fr: null,
        prix: 42_500,
        image_url: null,
        nombre_pieces: 24,
        comptabiliser_pieces: false,
        kcal: null,
        afficher_kcal: false,
        allergenes: ['soja'],
        actif: true,
        visible_dans_shop: true,
        ordre_affichage: 0,
        services_disponibles: ['midi'],
        jours_disponibles: [],
      },
      [7],
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
