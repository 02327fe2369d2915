/**
 * Priorities of the notification outbox (claimed highest first, then oldest due first): a sign-in,
 * sign-up, reset or e-mail change link is waited for by someone at the screen, an order mail can follow
 * a few seconds later, a bulk mail (campaigns, alerts) can wait behind both.
 */
export const JOB_PRIORITY = { high: 10, normal: 0, low: -10 } as const;
export type JobPriority = keyof typeof JOB_PRIORITY;
