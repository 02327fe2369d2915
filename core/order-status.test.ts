import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  DEFAULT_ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_PROGRESS,
  TRACKING_STEPS,
  canReview,
  isActiveStatus,
  isOrderStatus,
  isTrackable,
  normalizeStatus,
  pickCurrentOrder,
  statusDescription,
  statusLabel,
  statusProgress,
  trackingSteps,
} from './order-status';

describe('order statuses', () => {
  it('knows the seven statuses, a new order being Recu', () => {
    for (const status of ['Recu', 'En_preparation', 'Pret', 'En_livraison', 'Livre', 'Annule', 'Attente_verif']) expect(isOrderStatus(status)).toBe(true);
    expect(ORDER_STATUSES).toHaveLength(7);
    expect(normalizeStatus(DEFAULT_ORDER_STATUS)).toBe('Recu');
  });

  it.each([
    ['Recu', 'Reçue'],
    ['En_preparation', 'En préparation'],
    ['Pret', 'Prête'],
    ['En_livraison', 'En livraison'],
    ['Livre', 'Livrée'],
    ['Annule', 'Annulée'],
    ['Attente_verif', 'En vérification'],
  ])('shows %s as the French label %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('has the progress values 20/50/80/90/100', () => {
    expect(ORDER_STATUS_PROGRESS).toMatchObject({ Recu: 20, En_preparation: 50, Pret: 80, En_livraison: 90, Livre: 100 });
    expect(statusProgress('Annule')).toBe(0);
    expect(statusProgress('Attente_verif')).toBe(0);
  });

  it('has a non-empty description for every status', () => {
    for (const status of ORDER_STATUSES) expect(statusDescription(status).length).toBeGreaterThan(10);
    expect(statusDescription('Pret', 'A_emporter')).toBe('Votre commande est prête à être récupérée.');
    expect(statusDescription('Pret', 'Livraison')).toBe('Votre commande est prête et partira bientôt en livraison.');
    expect(statusDescription('Livre')).toBe('Votre commande a été livrée. Bon appétit !');
  });
});

describe('normalizeStatus', () => {
  it('keeps known statuses', () => {
    for (const status of ORDER_STATUSES) expect(normalizeStatus(status)).toBe(status);
  });

  it.each(['', 'recu', 'Delivered', 'LIVRE', null, undefined, 3, {}])('shows the unknown value %j as Recu', (value) => {
    expect(normalizeStatus(value)).toBe('Recu');
    expect(statusLabel(value)).toBe('Reçue');
    expect(statusProgress(value)).toBe(20);
  });

  it('recognises statuses exactly', () => {
    expect(isOrderStatus('Livre')).toBe(true);
    expect(isOrderStatus('livre')).toBe(false);
  });
});

describe('status predicates', () => {
  it('active statuses are polled', () => {
    expect(ACTIVE_STATUSES).toEqual(['Recu', 'En_preparation', 'Pret', 'En_livraison']);
    expect(ACTIVE_STATUSES.every(isActiveStatus)).toBe(true);
    expect(isActiveStatus('Livre')).toBe(false);
    expect(isActiveStatus('Annule')).toBe(false);
    expect(isActiveStatus('Attente_verif')).toBe(false);
  });

  it('orders not Livre and not Annule are trackable', () => {
    expect(ORDER_STATUSES.filter(isTrackable)).toEqual(['Recu', 'En_preparation', 'Pret', 'En_livraison', 'Attente_verif']);
  });

  it('reviews only at Livre', () => {
    expect(ORDER_STATUSES.filter(canReview)).toEqual(['Livre']);
  });
});

describe('tracking steps', () => {
  it('has the five steps verbatim', () => {
    expect(TRACKING_STEPS.map((step) => step.label)).toEqual(['Reçue', 'Préparation', 'Prête', 'Livraison', 'Livrée']);
  });

  it('marks earlier steps done and the current one', () => {
    expect(trackingSteps('Pret').map((step) => step.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(trackingSteps('Recu').map((step) => step.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(trackingSteps('Livre').map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('shows no progress for off-track statuses and the first step for unknown ones', () => {
    expect(trackingSteps('Annule').every((step) => step.state === 'upcoming')).toBe(true);
    expect(trackingSteps('Attente_verif').every((step) => step.state === 'upcoming')).toBe(true);
    expect(trackingSteps('zzz')[0]?.state).toBe('current');
  });
});

describe("the customer's current order", () => {
  const now = new Date('2026-12-02T19:00:00Z');
  const order = (id: string, created_at: string, fire_at = created_at) => ({ id, created_at, fire_at });

  it('is the order being cooked now rather than a later one scheduled for tomorrow', () => {
    const tonight = order('tonight', '2026-12-02T18:40:00Z');
    const tomorrow = order('tomorrow', '2026-12-02T18:50:00Z', '2026-12-03T11:30:00Z');
    expect(pickCurrentOrder([tomorrow, tonight], now)?.id).toBe('tonight');
  });

  it('is the one started last when several are', () => {
    const first = order('first', '2026-12-02T18:00:00Z');
    const fired = order('fired', '2026-12-01T20:00:00Z', '2026-12-02T18:45:00Z');
    const asap = order('asap', '2026-12-02T18:30:00Z');
    expect(pickCurrentOrder([first, fired, asap], now)?.id).toBe('fired');
  });

  it('is the nearest scheduled one when none has started, and none without orders in progress', () => {
    const later = order('later', '2026-12-02T18:00:00Z', '2026-12-04T11:30:00Z');
    const sooner = order('sooner', '2026-12-02T17:00:00Z', '2026-12-03T11:30:00Z');
    expect(pickCurrentOrder([later, sooner], now)?.id).toBe('sooner');
    expect(pickCurrentOrder([], now)).toBeNull();
  });
});
