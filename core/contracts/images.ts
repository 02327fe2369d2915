/** The image library of the back-office (/api/admin/images, staff): list, one image, upload (multipart), metadata, delete, replace everywhere. */
import { z } from 'zod';
import { IdParams, OkView } from '../schemas/admin-catalog';
import {
  ImageListQuery,
  ImageMetadataInput,
  ImagePage,
  ImageReplaceInput,
  ImageReplaceResult,
  ImageUploadFields,
  ImageUploadResult,
  ImageView,
} from '../schemas/images';
import type { Endpoint } from './endpoint';

const ImageAnswer = z.object({ image: ImageView });

export const listImages = { method: 'GET', path: '/api/admin/images', query: ImageListQuery, responses: { 200: ImagePage } } as const satisfies Endpoint;

export const getImage = {
  method: 'GET',
  path: '/api/admin/images/:id',
  params: IdParams,
  responses: { 200: ImageAnswer },
  errors: ['IMAGE_NOT_FOUND'],
} as const satisfies Endpoint;

/** One or several files (the `file` parts) with their text fields; the server reads the parts itself. */
export const uploadImages = {
  method: 'POST',
  path: '/api/admin/images',
  multipart: { fields: ImageUploadFields, file: 'file' },
  responses: { 201: ImageUploadResult },
  errors: ['UNSUPPORTED_MEDIA_TYPE', 'INVALID_REQUEST', 'VALIDATION', 'IMAGE_NO_FILE', 'IMAGE_TOO_BIG', 'IMAGE_NOT_AN_IMAGE', 'IMAGE_WRONG_FORMAT'],
} as const satisfies Endpoint;

export const updateImageMetadata = {
  method: 'PUT',
  path: '/api/admin/images/:id',
  params: IdParams,
  body: ImageMetadataInput,
  responses: { 200: ImageAnswer },
  errors: ['IMAGE_NOT_FOUND'],
} as const satisfies Endpoint;

export const deleteImage = {
  method: 'DELETE',
  path: '/api/admin/images/:id',
  params: IdParams,
  responses: { 200: OkView },
  errors: ['IMAGE_NOT_FOUND', 'IMAGE_IN_USE'],
} as const satisfies Endpoint;

export const replaceImage = {
  method: 'POST',
  path: '/api/admin/images/:id/replace',
  params: IdParams,
  body: ImageReplaceInput,
  responses: { 200: ImageReplaceResult },
  errors: ['IMAGE_NOT_FOUND', 'IMAGE_REPLACE_SELF'],
} as const satisfies Endpoint;
