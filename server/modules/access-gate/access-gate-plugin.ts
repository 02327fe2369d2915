/**
 * The pre-launch access gate, enforced here and not only hidden in the browser. While
 * acces_protege_actif is on, every request needs a valid grant cookie (access-grant.ts) or a signed-in
 * session, except the exemptions of gate-exemptions.ts. Pages then answer the gate screen (503, noindex,
 * Retry-After) and API calls a 403 in French. Also gives `app.accessGate` (the cached gate state) and
 * `app.gateSecret`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { GRANT_COOKIE, isValidGrant, readCookie } from './access-grant';
import { isGateExempt } from './gate-exemptions';
import type { GateState, GateStateCache } from './gate-state';
import { escapeHtml } from '../../lib/escape-html';
import { pageTitle, scriptJson } from '../web/render-head';
import { authSecret } from '../auth/better-auth';

declare module 'fastify' {
  interface FastifyInstance {
    accessGate: GateStateCache;
    /** Signs the testers' grants. */
    gateSecret: string;
  }
}

/** How long a gated visitor is told to wait before trying again (Retry-After, seconds). */
const RETRY_AFTER_S = 3600;

export const accessGatePlugin = fp(
  async function accessGate(app: FastifyInstance, opts: { gate: GateStateCache }) {
    app.decorate('accessGate', opts.gate);
    app.decorate('gateSecret', authSecret(app.config));
    const indexPath = path.join(app.config.webDistDir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

    app.addHook('onRequest', async (request, reply) => {
      const state = await opts.gate.get();
      if (!state.actif) return;
      if (isGateExempt(request.method, request.url, { production: app.config.isProduction, files: [state.faviconUrl, state.logoUrl] })) return;
      if (isValidGrant({ value: readCookie(request.headers.cookie, GRANT_COOKIE), secret: app.gateSecret, epoch: state.epoque })) return;
      if (request.headers.cookie && (await request.viewer())) return;
      const path = request.url.split('?')[0]!;
      const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/uploads/') && !/\.[a-z0-9]+$/i.test(path);
      if (!wantsPage) throw new AppError('ACCESS_REQUIRED');
      return sendGatePage(reply, template, state);
    });
  },
  { name: 'access-gate', dependencies: ['auth'] },
);

/** The gate screen: the web app with only the gate's data inlined (no catalogue), never indexed. */
function sendGatePage(reply: FastifyReply, template: string | null, state: GateState) {
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  const gate = { nom_restaurant: state.nomRestaurant, message_bientot_disponible: state.message };
  const head = [
    `<title>${escapeHtml(pageTitle(state.nomRestaurant || 'Accès Protégé'))}</title>`,
    '<meta name="robots" content="noindex, nofollow">',
    state.faviconUrl ? `<link rel="icon" href="${escapeHtml(state.faviconUrl)}">` : '',
  ].join('');
  const data = `<script type="application/json" id="__GATE__">${scriptJson(gate)}</script>`;
  if (!template) {
    return reply.send(
      `<!doctype html><html lang="fr"><head><meta charset="UTF-8">${head}</head><body><h1>${escapeHtml(state.nomRestaurant)}</h1><p>Accès Protégé</p><p>${escapeHtml(state.message)}</p></body></html>`,
    );
  }
  return reply.send(template.replace('<!--app-head-->', head).replace('<!--app-bootstrap-->', data));
}
