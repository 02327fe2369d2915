/**
 * Reads a server-sent-event stream over real HTTP message by message (heartbeat comments skipped). Used by
 * the end-to-end runner's shop client and by the server tests that follow a live stream. Given the stream's
 * declared events (core/contracts), each message is parsed by its event's schema: a payload that drifts from
 * the contract, or an event the contract does not declare, fails the reader.
 */
import type { z } from 'zod';

export interface EventStream {
  /** The next `event:`/`data:` message; fails when none comes within timeoutMs or the server closes. */
  next(timeoutMs?: number): Promise<EventMessage>;
  /** The next message whose data passes `matches`, the others skipped; each must come within timeoutMs. */
  nextWhere(matches: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<EventMessage>;
  close(): void;
}

interface EventMessage {
  event: string;
  data: Record<string, unknown>;
  /** The message's `id:` (what EventSource sends back as Last-Event-ID), when it has one. */
  id?: string;
}

export async function openEventStream(
  url: string | URL,
  {
    headers = {},
    defaultTimeoutMs = 5000,
    label = String(url),
    events,
  }: { headers?: Record<string, string>; defaultTimeoutMs?: number; label?: string; events?: Record<string, z.ZodType> } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (!response.ok || !response.body) {
    controller.abort();
    throw new Error(`Flux ${label} : HTTP ${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (timeoutMs = defaultTimeoutMs): Promise<EventMessage> => {
    const deadline = Date.now() + timeoutMs;
    const late = () => new Error(`Flux ${label} : aucun message en ${timeoutMs} ms`);
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const lines = buffer
          .slice(0, end)
          .split('\n')
          .filter((l) => !l.startsWith(':'));
        buffer = buffer.slice(end + 2);
        if (lines.length === 0) continue;
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
        if (!lines.some((l) => l.startsWith('data: '))) continue;
        const payload: unknown = JSON.parse(data);
        if (events) checkPayload(events, event, payload, label);
        return { event, data: payload as Record<string, unknown>, ...(id === undefined ? {} : { id }) };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw late();
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(late()), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error(`Flux ${label} : fermé par le serveur`);
      buffer += chunk.value;
    }
  };
  return {
    next,
    async nextWhere(matches, timeoutMs) {
      for (;;) {
        const message = await next(timeoutMs);
        if (matches(message.data)) return message;
      }
    },
    close: () => controller.abort(),
  };
}

function checkPayload(events: Record<string, z.ZodType>, event: string, payload: unknown, label: string): void {
  const schema = events[event];
  if (!schema) throw new Error(`Flux ${label} : évènement « ${event} » absent du contrat`);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new Error(`Flux ${label} : « ${event} » ne suit pas son schéma : ${parsed.error.message}`);
}
