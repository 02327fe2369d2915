/**
 * /api/me/* of docs/api.md: who am I, profile repair, onboarding (welcome points), profile edit with
 * e-mail confirmation, and the saved addresses. A client only ever reaches its own rows: every query is
 * scoped by the session's customer id, never by an id from the request alone.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { needsOnboarding } from '@core/onboarding';
import { AddressInput } from '@core/schemas/address';
import { OnboardingInput, ProfileDialogInput, ProfileUpdateInput, splitFullName } from '@core/schemas/profile';
import { AppError } from '../../errors';
import { customerOf, requireCustomer, requireUser, viewerOf } from '../../plugins/auth';
import { authLimits } from '../auth/limits';
import { createAddress } from './create-address';
import { deleteAddress } from './delete-address';
import { listAddresses } from './list-addresses';
import { updateAddress } from './update-address';
import { completeOnboarding, type OnboardingData } from './complete-onboarding';
import { getCustomerView } from './customer-view';
import { ensureProfile } from './ensure-profile';
import { confirmEmailChange } from './confirm-email-change';
import { updateProfile } from './update-profile';
import { errorMessage } from '@core/errors/index';

const AddressParams = z.object({ id: z.coerce.number({ error: errorMessage('ADDRESS_NOT_FOUND') }).int().positive(errorMessage('ADDRESS_NOT_FOUND')) });
const TokenInput = z.object({ token: z.string({ error: errorMessage('EMAIL_LINK_INVALID') }).trim().min(1, errorMessage('EMAIL_LINK_INVALID')).max(512, errorMessage('EMAIL_LINK_INVALID')) });

/** The page form sends prenom/nom, the dialog full_name/phone (customer-shop §5). */
function parseOnboarding(body: unknown): OnboardingData {
  if (body && typeof body === 'object' && 'full_name' in body) {
    const input = ProfileDialogInput.parse(body);
    return { ...splitFullName(input.full_name), telephone: input.phone, email: input.email, preferred_delivery_zone: null, completedVia: 'profile_dialog' };
  }
  const input = OnboardingInput.parse(body);
  return { ...input, completedVia: 'onboarding_page' };
}

export async function accountRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get('/api/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await request.viewer();
    if (!viewer) return { user: null, userType: 'none', role: null, customer: null, needsOnboarding: false };
    const customer = viewer.customerId === null ? null : await getCustomerView({ db, customerId: viewer.customerId });
    const userType = viewer.role ? 'admin_user' : customer ? 'client' : 'none';
    return {
      user: { id: viewer.userId, email: viewer.email },
      userType,
      role: viewer.role,
      customer,
      needsOnboarding: !viewer.role && needsOnboarding(customer),
    };
  });

  app.post('/api/me/ensure-profile', { preHandler: requireUser }, async (request) => {
    const viewer = await viewerOf(request);
    const customerId = await ensureProfile({ db, userId: viewer.userId, email: viewer.email });
    if (customerId === null) throw new AppError('PROFILE_SETUP');
    request.resetViewer();
    return { customer: await getCustomerView({ db, customerId }) };
  });

  app.post('/api/me/onboarding', { preHandler: requireUser }, async (request) => {
    const data = parseOnboarding(request.body);
    const viewer = await viewerOf(request);
    const customerId = viewer.customerId ?? (await ensureProfile({ db, userId: viewer.userId, email: viewer.email }));
    if (customerId === null) throw new AppError('PROFILE_SETUP');
    return completeOnboarding({ db, userId: viewer.userId, customerId, data });
  });

  // A new e-mail gets a confirmation mail: limited like the sign-in links (per target address, per IP).
  const limits = authLimits(app);
  const emailChangePerAddress = limits.linkPerAddress('email-change');

  app.patch('/api/me/profile', { preHandler: requireCustomer }, async (request, reply) => {
    const input = ProfileUpdateInput.parse(request.body);
    const viewer = await customerOf(request);
    if (input.email !== viewer.email.toLowerCase()) {
      await emailChangePerAddress(request, reply);
      await limits.linkPerIp(request, reply);
    }
    return updateProfile({ app, userId: viewer.userId, currentEmail: viewer.email, customerId: viewer.customerId, input });
  });

  app.post('/api/me/email/confirm', async (request) => {
    const { token } = TokenInput.parse(request.body);
    const { email } = await confirmEmailChange({ app, token });
    return { ok: true, email };
  });

  app.get('/api/me/addresses', { preHandler: requireCustomer }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { customerId } = await customerOf(request);
    return { addresses: await listAddresses({ db, customerId }) };
  });

  app.post('/api/me/addresses', { preHandler: requireCustomer }, async (request, reply) => {
    const input = AddressInput.parse(request.body);
    const { customerId } = await customerOf(request);
    return reply.status(201).send({ address: await createAddress({ db, customerId, input }) });
  });

  app.patch('/api/me/addresses/:id', { preHandler: requireCustomer }, async (request) => {
    const { id } = AddressParams.parse(request.params);
    const input = AddressInput.parse(request.body);
    const { customerId } = await customerOf(request);
    return { address: await updateAddress({ db, customerId, addressId: id, input }) };
  });

  app.delete('/api/me/addresses/:id', { preHandler: requireCustomer }, async (request) => {
    const { id } = AddressParams.parse(request.params);
    const { customerId } = await customerOf(request);
    await deleteAddress({ db, customerId, addressId: id });
    return { ok: true };
  });
}
