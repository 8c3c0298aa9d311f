import { useMutation } from '@tanstack/react-query';
import { storagePathResponse, type StoragePathResponse } from '#common/api/debug.ts';
import { api } from '../../../lib/api-client.ts';

/** Whether an object exists at `path`, and which document record points at it (admins only). */
export function testStoragePath(path: string): Promise<StoragePathResponse> {
  return api.get(`/api/admin/debug/storage/path?${new URLSearchParams({ path })}`, {
    schema: storagePathResponse,
  });
}

export function useStoragePathTest() {
  return useMutation({ mutationFn: testStoragePath });
}
