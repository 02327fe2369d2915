/** Writes of the image library page: metadata, delete, replace everywhere. Each refreshes the library, the catalogue and the settings. */
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkView } from '@core/api-views';
import type { ImageMetadataInput, ImageReplaceResult, ImageView } from '@core/schemas/images';
import { api } from '../../../lib/api-client';
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
      (await api.put<{ image: ImageView }>(`/api/admin/images/${id}`, input)).image,
  );
}

export function useDeleteImage() {
  return useImageMutation((id: number) => api.delete<OkView>(`/api/admin/images/${id}`));
}

export function useReplaceImage() {
  return useImageMutation(
    ({ id, replacementId }: { id: number; replacementId: number }) =>
      api.post<ImageReplaceResult>(`/api/admin/images/${id}/replace`, { replacement_id: replacementId }),
    true,
  );
}
