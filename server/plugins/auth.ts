/**
 * Who is asking, as every route reads it: `await request.viewer()` answers { userId, email, role, customerId }
 * or null, and the preHandlers requireUser, requireCustomer, requireStaff and requireAdmin refuse with 401
 * (anonymous) or 403 (signed in without the right) and a French message. Infrastructure: this file is the
 * contract only; the auth module implements it (server/modules/auth/auth-plugin.ts: the better-auth
 * session, read from memory or in one query).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

import type { AccountRole, StaffRole } from '@core/api-views';

export interface Viewer {
  userId: string;
  email: string;
  /** The back-office role; null for a customer and for a rider (whose account's role is 'livreur'). */
  role: StaffRole | null;
  customerId: number | null;
  /** A rider's account: its own page and deliveries (/api/livreur), never the back office. */
  livreur?: true;
}

/** A stored account role as the viewer carries it: 'livreur' opens no back-office role. */
export function viewerRole(stored: AccountRole | null | undefined): Pick<Viewer, 'role' | 'livreur'> {
  if (stored === 'livreur') return { role: null, livreur: true };
  return { role: stored ?? null };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (memoised per request), or null. */
    viewer(): Promise<Viewer | null>;
    /** Forget the memoised viewer (after a sign-in, profile repair or sign-out within the same request). */
    resetViewer(): void;
  }
}

/** preHandler: a signed-in user, else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.viewer())) throw new AppError('UNAUTHENTICATED');
}

/** preHandler: a signed-in user with a customers row (a client), else 401 / 403. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.customerId === null) throw new AppError('PROFILE_REQUIRED');
}

/** preHandler: staff (admin or operator), else 401 / 403. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (!viewer.role) throw new AppError('FORBIDDEN');
}

/** preHandler: an admin, else 401 / 403 (operators included). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role !== 'admin') throw new AppError('FORBIDDEN');
}

/** preHandler: a rider's account, else 401 / 403. */
export async function requireLivreur(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (!viewer.livreur) throw new AppError('RIDER_REQUIRED');
}

/** The viewer of a route behind one of the guards above (never null there). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}

/** viewerOf for a requireCustomer route: customerId is a number. */
export async function customerOf(request: FastifyRequest): Promise<Viewer & { customerId: number }> {
  const viewer = await viewerOf(request);
  if (viewer.customerId === null) throw new AppError('PROFILE_REQUIRED');
  return viewer as Viewer & { customerId: number };
}
