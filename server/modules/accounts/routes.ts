/**
 * /api/me/*: who am I, profile repair, onboarding (welcome points), profile edit with e-mail
 * confirmation, and the saved addresses. A client only ever reaches its own rows: every query is
 * scoped by the session's customer id, never by an id from the request alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/accounts';
import { type OnboardingBody, splitFullName } from '@core/schemas/profile';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
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

  app.route({
    ...endpointRoute(app, endpoints.getMe),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMeView({ db, viewer: await request.viewer() });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ensureProfile),
    onRequest: requireUser,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const customerId = await ensureProfile({ db, userId: viewer.userId, email: viewer.email });
      if (customerId === null) throw new AppError('PROFILE_SETUP');
      request.resetViewer();
      const customer = await getCustomerView({ db, customerId });
      if (!customer) throw new AppError('PROFILE_SETUP');
      return { customer };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.completeOnboarding),
    onRequest: requireUser,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const customerId = viewer.customerId ?? (await ensureProfile({ db, userId: viewer.userId, email: viewer.email }));
      if (customerId === null) throw new AppError('PROFILE_SETUP');
      return completeOnboarding({ db, userId: viewer.userId, customerId, data: onboardingData(request.body) });
    },
  });

  // A new e-mail gets a confirmation mail: limited like the sign-in links (per target address, per IP).
  const limits = linkLimits(app);
  const emailChangePerAddress = limits.linkPerAddress('email-change');

  app.route({
    ...endpointRoute(app, endpoints.updateProfile),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      const input = request.body;
      const viewer = await customerOf(request);
      if (input.email !== viewer.email.toLowerCase()) {
        await emailChangePerAddress(request, reply);
        await limits.linkPerIp(request, reply);
      }
      return updateProfile({ app, userId: viewer.userId, currentEmail: viewer.email, customerId: viewer.customerId, input });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.confirmEmailChange),
    handler: async (request) => {
      const { email } = await confirmEmailChange({ app, token: request.body.token });
      return { ok: true as const, email };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listAddresses),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customerId } = await customerOf(request);
      return { addresses: await listAddresses({ db, customerId }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.createAddress),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      const { customerId } = await customerOf(request);
      return reply.status(201).send({ address: await createAddress({ db, customerId, input: request.body }) });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateAddress),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      return { address: await updateAddress({ db, customerId, addressId: request.params.id, input: request.body }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deleteAddress),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      await deleteAddress({ db, customerId, addressId: request.params.id });
      return { ok: true as const };
    },
  });
}
