/** The 'Tester' button of the Notifications section: sends a real message with the saved token and chat id. */
import { sendTelegramMessage } from '../../integrations/telegram';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { openSecret, type SecretBox } from '../../lib/secret-box';
import { readSettingsRow } from '../../db/settings-row';

export async function testTelegram({ db, apiUrl, secretBox }: { db: Db; apiUrl: string; secretBox: SecretBox }): Promise<{ ok: true }> {
  const row = await readSettingsRow({ db });
  const botToken = openSecret(secretBox, row.telegram_bot_token);
  if (!botToken || !row.telegram_chat_id) throw new AppError('TELEGRAM_NOT_CONFIGURED');
  try {
    await sendTelegramMessage(
      { apiUrl, botToken, chatId: row.telegram_chat_id },
      `✅ Test des notifications de ${row.nom_restaurant} : la configuration Telegram fonctionne.`,
    );
  } catch (error) {
    throw new AppError('TELEGRAM_FAILED', { message: (error as Error).message });
  }
  return { ok: true };
}
