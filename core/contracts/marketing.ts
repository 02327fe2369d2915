/**
 * Marketing consent: the customer's own choices per channel (/api/me/marketing-consent), the unsubscribe
 * link of marketing e-mails (/api/marketing/unsubscribe?t=…: anonymous, proven by its signed token; the
 * POST is also the one-click List-Unsubscribe-Post target) and the sending rule's setting (admin).
 */
import { z } from 'zod';
import { MarketingConsentInput, MarketingConsentView, MarketingSettings, UnsubscribeView } from '../marketing';
import type { Endpoint } from './endpoint';

const TokenQuery = z.object({ t: z.string({ error: 'Lien incomplet' }).min(1, { error: 'Lien incomplet' }).max(200) });

export const getMarketingConsent = {
  method: 'GET',
  path: '/api/me/marketing-consent',
  responses: { 200: MarketingConsentView },
} as const satisfies Endpoint;

export const saveMarketingConsent = {
  method: 'PUT',
  path: '/api/me/marketing-consent',
  body: MarketingConsentInput,
  responses: { 200: MarketingConsentView },
} as const satisfies Endpoint;

export const getUnsubscribe = {
  method: 'GET',
  path: '/api/marketing/unsubscribe',
  query: TokenQuery,
  responses: { 200: UnsubscribeView },
  errors: ['UNSUBSCRIBE_LINK_INVALID'],
} as const satisfies Endpoint;

/** Turns the link's channel off; a mail client's one-click POST sends 'List-Unsubscribe=One-Click' as a form. */
export const unsubscribe = {
  method: 'POST',
  path: '/api/marketing/unsubscribe',
  query: TokenQuery,
  body: z.unknown(),
  responses: { 200: UnsubscribeView },
  errors: ['UNSUBSCRIBE_LINK_INVALID'],
} as const satisfies Endpoint;

export const getMarketingSettings = {
  method: 'GET',
  path: '/api/admin/marketing/settings',
  responses: { 200: MarketingSettings },
} as const satisfies Endpoint;

/** Admin only. */
export const saveMarketingSettings = {
  method: 'PUT',
  path: '/api/admin/marketing/settings',
  body: MarketingSettings,
  responses: { 200: MarketingSettings },
} as const satisfies Endpoint;
