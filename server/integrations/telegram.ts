/**
 * Telegram Bot API client: sendMessage to the restaurant's chat. Plain text (no parse_mode), so order
 * contents never need Markdown escaping. TELEGRAM_API_URL points tests at a local fake server.
 */
export interface TelegramConnection {
  apiUrl: string;
  botToken: string;
  chatId: string;
}

class TelegramError extends Error {
  constructor(
    message: string,
    /** false for an answer that retrying cannot fix (bad token, unknown chat) */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TelegramError';
  }
}

/** A few seconds: the kitchen's message is retried later rather than holding the worker. */
const TELEGRAM_TIMEOUT_MS = 5000;

export async function sendTelegramMessage(connection: TelegramConnection, text: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${connection.apiUrl.replace(/\/+$/, '')}/bot${connection.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: connection.chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TelegramError(`Telegram injoignable (${(error as Error).message})`, true);
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  if (response.ok && body?.ok) return;
  const message = body?.description ?? `HTTP ${response.status}`;
  // 429 and 5xx are worth retrying; 400/401/403/404 (bad chat, revoked token) are not.
  throw new TelegramError(message, response.status === 429 || response.status >= 500);
}
