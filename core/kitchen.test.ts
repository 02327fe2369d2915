import { describe, expect, it } from 'vitest';
import { ageLevel, ageMinutes, allLinesDone, fireTime, formatAge, isKitchenTicketStatus, sortByFireTime, sumByDish } from './kitchen';

const thresholds = { orange: 10, rouge: 20 };

describe('kitchen display rules', () => {
  it('counts whole minutes since the fire time, never below 0', () => {
    expect(ageMinutes('2026-11-26T12:00:00Z', '2026-11-26T12:09:59Z')).toBe(9);
    expect(ageMinutes('2026-11-26T12:00:00Z', '2026-11-26T12:10:00Z')).toBe(10);
    expect(ageMinutes('2026-11-26T12:30:00Z', '2026-11-26T12:10:00Z')).toBe(0);
  });

  it('colours the age orange from the first threshold and red from the second', () => {
    expect(ageLevel(9, thresholds)).toBe('normal');
    expect(ageLevel(10, thresholds)).toBe('orange');
    expect(ageLevel(19, thresholds)).toBe('orange');
    expect(ageLevel(20, thresholds)).toBe('rouge');
  });

  it('writes the age in minutes, then hours', () => {
    expect(formatAge(0)).toBe('0 min');
    expect(formatAge(59)).toBe('59 min');
    expect(formatAge(65)).toBe('1 h 05');
  });

  it('sorts tickets by fire time when they have one, else by when they were placed', () => {
    const a = { id: 'a', created_at: '2026-11-26T12:00:00Z' };
    const b = { id: 'b', created_at: '2026-11-26T11:50:00Z', fire_at: '2026-11-26T12:30:00Z' };
    const c = { id: 'c', created_at: '2026-11-26T12:05:00Z', fire_at: null };
    expect(fireTime(b)).toBe('2026-11-26T12:30:00Z');
    expect(fireTime(c)).toBe('2026-11-26T12:05:00Z');
    expect(sortByFireTime([b, c, a]).map((t) => t.id)).toEqual(['a', 'c', 'b']);
  });

  it('sums what is still to make per dish, most first', () => {
    const tickets = [
      {
        lines: [
          { product_name: 'California saumon', quantity: 8, done: false },
          { product_name: 'Maki thon', quantity: 2, done: true },
        ],
      },
      {
        lines: [
          { product_name: 'California saumon', quantity: 4, done: false },
          { product_name: 'Maki thon', quantity: 3, done: false },
          { product_name: 'Gyoza', quantity: 3, done: false },
        ],
      },
    ];
    expect(sumByDish(tickets)).toEqual([
      { product_name: 'California saumon', quantity: 12 },
      { product_name: 'Gyoza', quantity: 3 },
      { product_name: 'Maki thon', quantity: 3 },
    ]);
    expect(sumByDish([])).toEqual([]);
  });

  it('calls a ticket ready only when it has lines and all are done', () => {
    expect(allLinesDone([{ done: true }, { done: true }])).toBe(true);
    expect(allLinesDone([{ done: true }, { done: false }])).toBe(false);
    expect(allLinesDone([])).toBe(false);
  });

  it('shows only orders in preparation as tickets', () => {
    expect(isKitchenTicketStatus('En_preparation')).toBe(true);
    expect(isKitchenTicketStatus('Recu')).toBe(false);
    expect(isKitchenTicketStatus('Pret')).toBe(false);
  });
});
