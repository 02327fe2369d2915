/** Writes of the image library page: metadata, delete, replace everywhere. Each refreshes the library, the catalogue and the settings. */
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/images';
import type { ImageMetadataInput } from '@core/schemas/images';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

function useImageMutation<V, R>(fn: (variables: V) => Promise<R>, alsoShop = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.images.all });
      if (alsoShop) {
        // products and settings pointing at the image changed: their screens and the shop reload
        void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
        void queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings });
      }
    },
  });
}

export function useUpdateImageMetadata() {
  return useImageMutation(
    async ({ id, input }: { id: number; input: z.input<typeof ImageMetadataInput> }) =>
      (await call(endpoints.updateImageMetadata, { params: { id }, body: input })).image,
  );
}

export function useDeleteImage() {
  return useImageMutation((id: number) => call(endpoints.deleteImage, { params: { id } }));
}

export function useReplaceImage() {
  return useImageMutation(
    ({ id, replacementId }: { id: number; replacementId: number }) => call(endpoints.replaceImage, { params: { id }, body: { replacement_id: replacementId } }),
    true,
  );
}
