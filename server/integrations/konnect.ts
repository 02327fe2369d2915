/**
 * Konnect (konnect.network) payment gateway client over HTTP: init-payment and payment details. The
 * same code talks to the real API and to the local simulator (modules/payments/konnect-simulator.ts),
 * only the base URL and key differ. Amounts are millimes, as Konnect expects for TND.
 */
import type { Millimes } from '@core/money';
import { KONNECT_PAYMENT_REF } from '@core/schemas/orders';

export interface KonnectConnection {
  baseUrl: string;
  apiKey: string;
  walletId: string;
}

export interface InitPaymentRequest {
  amount: Millimes;
  orderId: string;
  description: string;
  webhook: string;
  successUrl: string;
  failUrl: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  /** minutes */
  lifespan: number;
}

export interface KonnectPayment {
  id: string;
  /** 'completed' means paid; 'pending' otherwise (the simulator also answers 'failed' after 'Refuser'). */
  status: string;
  amount: Millimes;
  orderId: string | null;
}

export class KonnectError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'KonnectError';
  }
}

const TIMEOUT_MS = 10_000;

async function call(connection: KonnectConnection, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${connection.baseUrl.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: { 'x-api-key': connection.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new KonnectError(`Konnect injoignable (${(error as Error).message})`, null);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const errors = (body as { errors?: { message?: string }[] } | null)?.errors;
    const detail =
      errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join(', ') ||
      response.statusText ||
      `HTTP ${response.status}`;
    throw new KonnectError(detail, response.status);
  }
  return body;
}

export async function initKonnectPayment(connection: KonnectConnection, request: InitPaymentRequest): Promise<{ payUrl: string; paymentRef: string }> {
  const body = await call(connection, '/payments/init-payment', {
    method: 'POST',
    body: JSON.stringify({
      receiverWalletId: connection.walletId,
      token: 'TND',
      amount: request.amount,
      type: 'immediate',
      description: request.description,
      acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
      lifespan: request.lifespan,
      checkoutForm: false,
      addPaymentFeesToAmount: false,
      firstName: request.firstName,
      lastName: request.lastName,
      phoneNumber: request.phoneNumber,
      email: request.email,
      orderId: request.orderId,
      webhook: request.webhook,
      successUrl: request.successUrl,
      failUrl: request.failUrl,
      theme: 'light',
    }),
  });
  const { payUrl, paymentRef } = (body ?? {}) as { payUrl?: unknown; paymentRef?: unknown };
  if (typeof payUrl !== 'string' || typeof paymentRef !== 'string') throw new KonnectError('Réponse Konnect invalide', null);
  return { payUrl, paymentRef };
}

/**
 * GET /payments/{paymentRef}; null when Konnect does not know the reference. A reference that is not
 * Konnect's 24-hex form is not sent at all: it could only be unknown, and a '..' or '/' in it would change
 * the path called with the merchant's key.
 */
export async function getKonnectPayment(connection: KonnectConnection, paymentRef: string): Promise<KonnectPayment | null> {
  if (!KONNECT_PAYMENT_REF.test(paymentRef)) return null;
  let body: unknown;
  try {
    body = await call(connection, `/payments/${encodeURIComponent(paymentRef)}`, { method: 'GET' });
  } catch (error) {
    if (error instanceof KonnectError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  const payment = (body as { payment?: Record<string, unknown> } | null)?.payment;
  if (!payment || typeof payment.status !== 'string') throw new KonnectError('Réponse Konnect invalide', null);
  return {
    id: String(payment.id ?? paymentRef),
    status: payment.status,
    amount: typeof payment.amount === 'number' ? payment.amount : Number(payment.amount ?? NaN),
    orderId: typeof payment.orderId === 'string' ? payment.orderId : null,
  };
}
