/**
 * The image library's API shared by the back-office screens (the /admin/images page and the image
 * picker of the product form and the settings): the list and the upload with its progress.
 * The upload goes through XMLHttpRequest, the only browser API that reports upload progress.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listImages, uploadImages } from '@core/contracts/images';
import type { EndpointOutput } from '@core/contracts/endpoint';
import type { ImageListQuery, ImageView } from '@core/schemas/images';
import { ApiError, GENERIC_ERROR_MESSAGE, apiErrorFromAnswer } from '../../lib/api-client';
import { call } from '../../lib/call';
import { getGuestSessionId } from '../../lib/guest-session';
import { queryKeys } from '../../lib/query-keys';

export type ImageFilters = Partial<Omit<ImageListQuery, 'page'>> & { page: number };

export function useImageList(filters: ImageFilters, enabled = true) {
  return useQuery({
    queryKey: queryKeys.images.list(filters),
    queryFn: ({ signal }) => call(listImages, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    // while the job is making variations, look again every few seconds so the status and thumbnails follow
    refetchInterval: (query) =>
      query.state.data?.images.some((i) => i.variations_status === 'pending' || i.variations_status === 'processing') ? 3000 : false,
  });
}

export interface UploadFields {
  bucket?: string;
  folder?: string;
  entity_type?: string;
  entity_id?: string;
  title?: string;
  alt_text?: string;
  tags?: string;
}

/** Uploads one file; onProgress gets 0..1 as the bytes leave. Rejects with an ApiError carrying the server's French message. */
export function uploadImage(file: File, fields: UploadFields, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ImageView> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
    form.append(uploadImages.multipart.file, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(uploadImages.method, uploadImages.path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-guest-session', getGuestSessionId());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (EndpointOutput<typeof uploadImages> & { error?: unknown }) | null;
      if (xhr.status === 201 && body?.images?.[0]) {
        onProgress(1);
        resolve(body.images[0]);
      } else if (body?.error || xhr.status !== 413) reject(apiErrorFromAnswer(xhr.status, body));
      // a proxy's own 413 page: the file is too big for it before the server sees it
      else reject(new ApiError(xhr.status, 'IMAGE_TOO_BIG', GENERIC_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** '1,2 Mo', '830 Ko'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}
