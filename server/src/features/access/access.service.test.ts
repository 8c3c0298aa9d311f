import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '#common/api/auth.ts';
import type { Db } from '../../db/client.ts';
import { AccessService } from './access.service.ts';
import * as repository from './access.repository.ts';

const client: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'c@x.test',
  name: 'C',
  role: 'client',
  firmId: '00000000-0000-4000-8000-000000000001',
  firmRole: 'firm_admin',
};
const admin: User = {
  ...client,
  id: '00000000-0000-4000-8000-000000000002',
  role: 'admin',
  firmId: null,
  firmRole: null,
};
const log = Fastify({ logger: false }).log;
const db = {} as Db;

describe(AccessService.name, () => {
  it('lets everyone through while the flag is off', async () => {
    const spy = vi.spyOn(repository, 'findAccessRow');
    expect(await new AccessService(db, false, log).hasAccess(client, 'compliance')).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('lets admins through with the flag on', async () => {
    expect(await new AccessService(db, true, log).hasAccess(admin, 'compliance')).toBe(true);
  });

  it('denies a client with no row (a missing row means no access)', async () => {
    const spy = vi.spyOn(repository, 'findAccessRow').mockResolvedValue(null);
    expect(await new AccessService(db, true, log).hasAccess(client, 'personas')).toBe(false);
    spy.mockRestore();
  });

  it('fails closed when the lookup errors, and does not cache the error', async () => {
    const spy = vi
      .spyOn(repository, 'findAccessRow')
      .mockRejectedValueOnce(new Error('db down'))
      .mockResolvedValue({ hasAccess: true });
    const service = new AccessService(db, true, log);
    expect(await service.hasAccess(client, 'compliance')).toBe(false);
    expect(await service.hasAccess(client, 'compliance')).toBe(true);
    spy.mockRestore();
  });

  it('caches a result for five minutes and forgets it when cleared', async () => {
    let now = 0;
    const spy = vi.spyOn(repository, 'findAccessRow').mockResolvedValue({ hasAccess: true });
    const service = new AccessService(db, true, log, () => now);
    await service.hasAccess(client, 'compliance');
    now = 299_999;
    await service.hasAccess(client, 'compliance');
    expect(spy).toHaveBeenCalledTimes(1);
    now = 300_001;
    await service.hasAccess(client, 'compliance');
    expect(spy).toHaveBeenCalledTimes(2);
    service.clearUser(client.id);
    await service.hasAccess(client, 'compliance');
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });

  it('throws FORBIDDEN naming the module for a denied assertion', async () => {
    const spy = vi.spyOn(repository, 'findAccessRow').mockResolvedValue({ hasAccess: false });
    await expect(new AccessService(db, true, log).assertAccess(client, 'compliance')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Client Comms'),
    });
    spy.mockRestore();
  });
  it('does not cache an answer read before a concurrent change of access (revoke during the lookup)', async () => {
    let release!: (row: { hasAccess: boolean }) => void;
    const spy = vi
      .spyOn(repository, 'findAccessRow')
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue({ hasAccess: false });
    const service = new AccessService(db, true, log);
    // The lookup reads the row while access is still granted, and is held there...
    const inFlight = service.hasAccess(client, 'compliance');
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    // ...an admin revokes access and the change notification clears this user...
    service.forgetUser(client.id);
    // ...then the old answer arrives: it answers the request that asked, but must not be kept.
    release({ hasAccess: true });
    expect(await inFlight).toBe(true);
    expect(await service.hasAccess(client, 'compliance')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
