/** call(endpoint, input): the URL from the contract's path and parameters, the body and query sent, the error envelope read. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAddress, getMe, updateAddress } from '@core/contracts/accounts';
import { stubApi } from '../test/api-stub';
import { ApiError } from './api-client';
import { call, endpointOf } from './call';

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("sends the endpoint's method to its path with the parameters filled in and the body as JSON", async () => {
    const api = stubApi({ 'PATCH /api/me/addresses/7': { body: { address: { id: 7 } } } });
    const answer = await call(updateAddress, { params: { id: 7 }, body: { address: '3 rue de Marseille', city: 'Tunis', delivery_zone: 'centre' } as never });
    expect(answer).toEqual({ address: { id: 7 } });
    expect(api.sent('PATCH', '/api/me/addresses/7')[0]!.body).toMatchObject({ city: 'Tunis' });
    expect(api.unexpected).toEqual([]);
  });

  it('encodes a parameter and refuses a missing one before sending anything', async () => {
    const api = stubApi({});
    await expect(call(deleteAddress, { params: { id: '1/../2' as never } })).rejects.toMatchObject({ status: 404 });
    expect(api.requests[0]!.path).toBe('/api/me/addresses/1%2F..%2F2');
    expect(() => call(deleteAddress, { params: {} as never })).toThrow('Paramètre manquant : id');
    expect(api.requests).toHaveLength(1);
  });

  it("turns the server's envelope into an ApiError with the catalogue's code and French message", async () => {
    stubApi({ 'DELETE /api/me/addresses/3': { status: 404, body: { error: { code: 'ADDRESS_NOT_FOUND', message: 'Adresse introuvable' } } } });
    const error = await call(deleteAddress, { params: { id: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Adresse introuvable' });
  });

  it('an endpoint named without its schemas (entry chunk) is called the same way', async () => {
    const api = stubApi({ 'GET /api/me': { body: { user: null } } });
    await call(endpointOf<typeof getMe>({ method: 'GET', path: '/api/me' }));
    expect(api.sent('GET', '/api/me')).toHaveLength(1);
  });
});
