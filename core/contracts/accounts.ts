/** /api/me/*: who am I, profile repair, onboarding, profile edit with e-mail confirmation, saved addresses. */
import { z } from 'zod';
import { AddressAnswer, AddressesView, CustomerAnswer, MeView, OkView, OnboardingView, ProfileUpdateView } from '../api-views';
import { errorMessage } from '../errors/index';
import { AddressInput } from '../schemas/address';
import { OnboardingBody, ProfileUpdateInput } from '../schemas/profile';
import type { Endpoint } from './endpoint';

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
const ADDRESS_ERRORS = ['ZONE_REQUIRED', 'DUPLICATE_ADDRESS'] as const;

export const getMe = { method: 'GET', path: '/api/me', responses: { 200: MeView } } as const satisfies Endpoint;

export const ensureProfile = {
  method: 'POST',
  path: '/api/me/ensure-profile',
  body: NoBody,
  responses: { 200: CustomerAnswer },
  errors: ['PROFILE_SETUP'],
} as const satisfies Endpoint;

export const completeOnboarding = {
  method: 'POST',
  path: '/api/me/onboarding',
  body: OnboardingBody,
  responses: { 200: OnboardingView },
  errors: ['PROFILE_SETUP', 'FULL_NAME_INCOMPLETE', 'PROFILE_SAVE_FAILED', 'ZONE_INVALID'],
} as const satisfies Endpoint;

export const updateProfile = {
  method: 'PATCH',
  path: '/api/me/profile',
  body: ProfileUpdateInput,
  responses: { 200: ProfileUpdateView },
  errors: ['EMAIL_TAKEN', 'EMAIL_CHANGE_MAIL_FAILED'],
} as const satisfies Endpoint;

export const confirmEmailChange = {
  method: 'POST',
  path: '/api/me/email/confirm',
  body: TokenInput,
  responses: { 200: z.object({ ok: z.literal(true), email: z.string() }) },
  errors: ['EMAIL_LINK_INVALID', 'EMAIL_TAKEN'],
} as const satisfies Endpoint;

export const listAddresses = { method: 'GET', path: '/api/me/addresses', responses: { 200: AddressesView } } as const satisfies Endpoint;

export const createAddress = {
  method: 'POST',
  path: '/api/me/addresses',
  body: AddressInput,
  responses: { 201: AddressAnswer },
  errors: ADDRESS_ERRORS,
} as const satisfies Endpoint;

export const updateAddress = {
  method: 'PATCH',
  path: '/api/me/addresses/:id',
  params: AddressParams,
  body: AddressInput,
  responses: { 200: AddressAnswer },
  errors: ['ADDRESS_NOT_FOUND', ...ADDRESS_ERRORS],
} as const satisfies Endpoint;

export const deleteAddress = {
  method: 'DELETE',
  path: '/api/me/addresses/:id',
  params: AddressParams,
  responses: { 200: OkView },
  errors: ['ADDRESS_NOT_FOUND'],
} as const satisfies Endpoint;
