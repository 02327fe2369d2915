/** A failed answer becomes an ApiError whose code is one of the error catalogue's, whatever came back. */
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, apiErrorFromAnswer } from './api-client';

describe('apiErrorFromAnswer', () => {
  it("keeps the server's catalogue code, French message and details", () => {
    const error = apiErrorFromAnswer(409, { error: { code: 'NOT_FOUND', message: 'Ressource introuvable', details: { next_slot: '12:30' } } });
    expect(error).toMatchObject({ status: 409, code: 'NOT_FOUND', message: 'Ressource introuvable', details: { next_slot: '12:30' } });
  });

  it('an answer that is not the envelope (a proxy page) is UNEXPECTED_RESPONSE with the generic message', () => {
    expect(apiErrorFromAnswer(502, '<html>Bad Gateway</html>')).toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE', message: GENERIC_ERROR_MESSAGE });
    expect(apiErrorFromAnswer(500, undefined)).toMatchObject({ code: 'UNEXPECTED_RESPONSE', message: GENERIC_ERROR_MESSAGE });
  });

  it("a code this build does not know is UNEXPECTED_RESPONSE, with the server's message kept", () => {
    expect(apiErrorFromAnswer(400, { error: { code: 'SOMETHING_NEW', message: 'Nouveau refus' } })).toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
      message: 'Nouveau refus',
    });
  });
});
