/**
 * /api/me/*: who am I, profile repair, onboarding (welcome points), profile edit with e-mail
 * confirmation, and the saved addresses. A client only ever reaches its own rows: every query is
 * scoped by the session's customer id, never by an id from the request alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressAnswer, AddressesView, CustomerAnswer, MeView, OkView, OnboardingView, ProfileUpdateView } from '@core/api-views';
import { errorMessage } from '@core/errors/index';
import { AddressInput } from '@core/schemas/address';
import { OnboardingBody, ProfileUpdateInput, splitFullName } from '@core/schemas/profile';
import { AppError } from '../../errors';
import { customerOf, requireCustomer, requireUser, viewerOf } from '../../plugins/auth';
import { linkLimits } from '../../lib/link-limits';
import { createAddress } from './create-address';
import { deleteAddress } from './delete-address';
import { listAddresses } from './list-addresses';
import { updateAddress } from './update-address';
import { completeOnboarding, type OnboardingData } from './complete-onboarding';
import { getCustomerView } from './customer-view';
import { getMeView } from './me-view';
import { ensureProfile } from './ensure-profile';
import { confirmEmailChange } from './confirm-email-change';
import { updateProfile } from './update-profile';

const AddressParams = z.object({
  id: z.coerce
    .number({ error: errorMessage('ADDRESS_NOT_FOUND') })
    .int(errorMessage('ADDRESS_NOT_FOUND'))
    .positive(errorMessage('ADDRESS_NOT_FOUND'))
    .max(2_147_483_647, errorMessage('ADDRESS_NOT_FOUND')),
});
const linkInvalid = errorMessage('EMAIL_LINK_INVALID');
const TokenInput = z.object({ token: z.string({ error: linkInvalid }).trim().min(1, linkInvalid).max(512, linkInvalid) });
const NoBody = z.object({}).optional();

/** The page form sends prenom/nom, the dialog full_name/phone (customer-shop §5). */
function onboardingData(body: OnboardingBody): OnboardingData {
  if ('full_name' in body) {
    return { ...splitFullName(body.full_name), telephone: body.phone, email: body.email, preferred_delivery_zone: null, completedVia: 'profile_dialog' };
  }
  return { ...body, completedVia: 'onboarding_page' };
}

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get('/api/me', { schema: { response: { 200: MeView } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getMeView({ db, viewer: await request.viewer() });
  });

  app.post('/api/me/ensure-profile', { onRequest: requireUser, schema: { body: NoBody, response: { 200: CustomerAnswer } } }, async (request) => {
    const viewer = await viewerOf(request);
    const customerId = await ensureProfile({ db, userId: viewer.userId, email: viewer.email });
    if (customerId === null) throw new AppError('PROFILE_SETUP');
    request.resetViewer();
    const customer = await getCustomerView({ db, customerId });
    if (!customer) throw new AppError('PROFILE_SETUP');
    return { customer };
  });

  app.post(
    '/api/me/onboarding',
    {
      onRequest: requireUser,
      schema: { body: OnboardingBody, response: { 200: OnboardingView } },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const customerId = viewer.customerId ?? (await ensureProfile({ db, userId: viewer.userId, email: viewer.email }));
      if (customerId === null) throw new AppError('PROFILE_SETUP');
      return completeOnboarding({ db, userId: viewer.userId, customerId, data: onboardingData(request.body) });
    },
  );

  // A new e-mail gets a confirmation mail: limited like the sign-in links (per target address, per IP).
  const limits = linkLimits(app);
  const emailChangePerAddress = limits.linkPerAddress('email-change');

  app.patch(
    '/api/me/profile',
    {
      onRequest: requireCustomer,
      schema: { body: ProfileUpdateInput, response: { 200: ProfileUpdateView } },
    },
    async (request, reply) => {
      const input = request.body;
      const viewer = await customerOf(request);
      if (input.email !== viewer.email.toLowerCase()) {
        await emailChangePerAddress(request, reply);
        await limits.linkPerIp(request, reply);
      }
      return updateProfile({ app, userId: viewer.userId, currentEmail: viewer.email, customerId: viewer.customerId, input });
    },
  );

  app.post(
    '/api/me/email/confirm',
    { schema: { body: TokenInput, response: { 200: z.object({ ok: z.literal(true), email: z.string() }) } } },
    async (request) => {
      const { email } = await confirmEmailChange({ app, token: request.body.token });
      return { ok: true as const, email };
    },
  );

  app.get('/api/me/addresses', { onRequest: requireCustomer, schema: { response: { 200: AddressesView } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { customerId } = await customerOf(request);
    return { addresses: await listAddresses({ db, customerId }) };
  });

  app.post('/api/me/addresses', { onRequest: requireCustomer, schema: { body: AddressInput, response: { 201: AddressAnswer } } }, async (request, reply) => {
    const { customerId } = await customerOf(request);
    return reply.status(201).send({ address: await createAddress({ db, customerId, input: request.body }) });
  });

  app.patch(
    '/api/me/addresses/:id',
    { onRequest: requireCustomer, schema: { params: AddressParams, body: AddressInput, response: { 200: AddressAnswer } } },
    async (request) => {
      const { customerId } = await customerOf(request);
      return { address: await updateAddress({ db, customerId, addressId: request.params.id, input: request.body }) };
    },
  );

  app.delete('/api/me/addresses/:id', { onRequest: requireCustomer, schema: { params: AddressParams, response: { 200: OkView } } }, async (request) => {
    const { customerId } = await customerOf(request);
    await deleteAddress({ db, customerId, addressId: request.params.id });
    return { ok: true as const };
  });
}
