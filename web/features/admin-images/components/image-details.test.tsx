/** The image's metadata editor: react-hook-form checked by core's ImageMetadataForm; its French errors before anything is sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@core/schemas/fields';
import type { ImageView } from '@core/schemas/images';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { ImageDetails } from './image-details';

const image: ImageView = {
  id: 9,
  bucket_name: 'images',
  folder_path: 'produits',
  entity_type: null,
  entity_id: null,
  title: 'Chirashi',
  alt_text: null,
  description: null,
  original_filename: 'chirashi.jpg',
  filename: 'chirashi-1.jpg',
  tags: ['saumon'],
  url: null,
  mime_type: 'image/jpeg',
  size_bytes: 1000,
  width: 800,
  height: 600,
  variations: [],
  variations_status: 'done',
  thumbnail_url: null,
  usages: [],
  created_at: '2026-01-01T10:00:00.000Z',
};
const SAVE = 'PUT /api/admin/images/9';

function renderDetails() {
  renderInShop(<ImageDetails image={image} onClose={() => {}} />, { route: '/admin/images' });
  return userEvent.setup({ delay: null });
}

describe('ImageDetails', () => {
  it('refuses a tag over 40 characters and a title over the limit, in French, sending nothing', async () => {
    const api = stubApi({});
    const user = renderDetails();
    await user.click(screen.getByLabelText('Étiquettes'));
    await user.paste(`, ${'t'.repeat(41)}`);
    await user.click(screen.getByLabelText('Titre'));
    await user.paste('x'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([FIELD_MESSAGES.tooLong(200), 'Étiquette invalide (40 caractères au maximum)']),
    );
    expect(api.requests).toEqual([]);
  });

  it('sends the tags as a list, blanks dropped, and empty texts as null', async () => {
    const api = stubApi({ [SAVE]: { body: { image } } });
    const user = renderDetails();
    await user.type(screen.getByLabelText('Étiquettes'), ', , maki ');
    await user.type(screen.getByLabelText('Texte alternatif'), 'Un chirashi au saumon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/api/admin/images/9')[0]?.body).toEqual({
        title: 'Chirashi',
        alt_text: 'Un chirashi au saumon',
        description: null,
        tags: ['saumon', 'maki'],
      }),
    );
  });
});
