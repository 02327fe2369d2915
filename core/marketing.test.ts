import { describe, expect, it } from 'vitest';
import { maskRecipient, marketingDecision, marketingSmsText, quietUntil, STOP_FOOTER } from './marketing';

const tunis = (hhmm: string, day = '2027-03-10') => new Date(`${day}T${hhmm}:00+01:00`);
const base = { consent: true, hasRecipient: true, lastSentAt: null, capDays: 7 };

describe('quiet hours (21:00–10:00, Africa/Tunis)', () => {
  it('lets the day through and holds the evening and the night until 10:00', () => {
    expect(quietUntil(tunis('10:00'))).toBeNull();
    expect(quietUntil(tunis('20:59'))).toBeNull();
    expect(quietUntil(tunis('21:00'))).toEqual(tunis('10:00', '2027-03-11'));
    expect(quietUntil(tunis('23:30'))).toEqual(tunis('10:00', '2027-03-11'));
    expect(quietUntil(tunis('00:15', '2027-03-11'))).toEqual(tunis('10:00', '2027-03-11'));
    expect(quietUntil(tunis('09:59', '2027-03-11'))).toEqual(tunis('10:00', '2027-03-11'));
  });
});

describe('marketingDecision', () => {
  it('skips without consent or recipient, before anything else', () => {
    expect(marketingDecision({ ...base, now: tunis('23:00'), consent: false })).toEqual({ kind: 'skip', reason: 'sans_consentement' });
    expect(marketingDecision({ ...base, now: tunis('12:00'), hasRecipient: false })).toEqual({ kind: 'skip', reason: 'sans_destinataire' });
  });

  it('waits in the quiet hours, sends in the day', () => {
    expect(marketingDecision({ ...base, now: tunis('22:00') })).toEqual({ kind: 'wait', until: tunis('10:00', '2027-03-11') });
    expect(marketingDecision({ ...base, now: tunis('12:00') })).toEqual({ kind: 'send' });
  });

  it('skips a second message within the cap, and 0 days is no cap', () => {
    const now = tunis('12:00');
    const sixDaysAgo = new Date(now.getTime() - 6 * 86_400_000);
    const sevenDaysAgo = new Date(now.getTime() - 7 * 86_400_000);
    expect(marketingDecision({ ...base, now, lastSentAt: sixDaysAgo })).toEqual({ kind: 'skip', reason: 'plafond' });
    expect(marketingDecision({ ...base, now, lastSentAt: sevenDaysAgo })).toEqual({ kind: 'send' });
    expect(marketingDecision({ ...base, now, lastSentAt: now, capDays: 0 })).toEqual({ kind: 'send' });
  });
});

describe('texts', () => {
  it('ends WhatsApp and SMS offers with how to stop, once', () => {
    expect(marketingSmsText('Bonjour !  ')).toBe(`Bonjour !\n${STOP_FOOTER}`);
    expect(marketingSmsText(`Bonjour !\n${STOP_FOOTER}`)).toBe(`Bonjour !\n${STOP_FOOTER}`);
  });

  it('masks the recipient', () => {
    expect(maskRecipient('amira@gmail.com')).toBe('a•••@gmail.com');
    expect(maskRecipient('22123456')).toBe('•••• 56');
  });
});
