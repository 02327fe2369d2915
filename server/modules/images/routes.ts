/**
 * The image library under the guarded /api/admin scope (staff only): upload (multipart, one or several
 * files), list with filters, metadata, delete (refused while in use), replace everywhere. Writes are
 * committed with their app event; a replace invalidates the catalogue (products and settings) after.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/images';
import { MAX_IMAGE_BYTES } from '@core/images';
import { ImageUploadFields } from '@core/schemas/images';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { viewerOf } from '../../plugins/auth';
import { deleteImage } from './delete-image';
import { getImageView, listImages } from './list-images';
import { replaceImage } from './replace-image';
import { updateImageMetadata } from './update-image-metadata';
import { uploadImages, type UploadedFile } from './upload-images';

/** At most this many files in one request (the screen sends one request per file, for its progress bar). */
const MAX_FILES_PER_REQUEST = 10;

export async function adminImageRoutes(base: FastifyInstance) {
  await base.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_REQUEST, fields: 20, fieldSize: 4096, parts: MAX_FILES_PER_REQUEST + 20 },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.listImages),
    handler: async (request) => listImages({ db, query: request.query }),
  });

  app.route({
    ...endpointRoute(app, endpoints.getImage),
    handler: async (request) => {
      const image = await getImageView({ db, id: request.params.id });
      if (!image) throw new AppError('IMAGE_NOT_FOUND');
      return { image };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.uploadImages),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const files: UploadedFile[] = [];
      const raw: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') files.push({ filename: part.filename, buffer: await part.toBuffer() });
          else raw[part.fieldname] = String(part.value);
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError('IMAGE_TOO_BIG');
        if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) throw new AppError('INVALID_REQUEST');
        throw error;
      }
      if (!files.length) throw new AppError('IMAGE_NO_FILE');
      const fields = ImageUploadFields.parse(raw);
      const rows = await uploadImages({ db, storage: app.storage, files, fields, userId: viewer.userId });
      app.imageJobs.kick();
      const images = await Promise.all(rows.map((r) => getImageView({ db, id: r.id })));
      return reply.code(201).send({ images: images.filter((i) => i !== null) });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateImageMetadata),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      await updateImageMetadata({ db, id: request.params.id, input: request.body, userId: viewer.userId });
      return { image: (await getImageView({ db, id: request.params.id }))! };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deleteImage),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      await deleteImage({ db, storage: app.storage, id: request.params.id, userId: viewer.userId });
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.replaceImage),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const replaced = await replaceImage({ db, id: request.params.id, replacementId: request.body.replacement_id, userId: viewer.userId });
      await app.catalog.invalidate();
      return { replaced, image: (await getImageView({ db, id: request.body.replacement_id }))! };
    },
  });
}
