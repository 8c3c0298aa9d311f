// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import {
  INVALID_TYPE_MESSAGE,
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
} from '../../lib/documents/upload-file.ts';
import { UploadPanel } from './upload-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A file of any claimed size without allocating it: the panel only reads name and size. */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup() {
  mockApi({});
  // The accept attribute only filters the browser's picker; a drop or "All files" bypasses it.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithApp(<UploadPanel />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { user, input };
}

describe('UploadPanel', () => {
  it('refuses a file of another type with the server’s message, keeping the chosen document type', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('radio', { name: /SDR/ }));

    await user.upload(input, fileOf('notes.txt', 100));

    expect(screen.getByText(INVALID_TYPE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: /SDR/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a file over the size limit before sending anything', async () => {
    const { user, input } = setup();

    await user.upload(input, fileOf('big.pdf', MAX_UPLOAD_BYTES + 1));

    expect(screen.getByText(TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
  });

  it('accepts a file of exactly the limit, in capitals, and lets it be uploaded', async () => {
    const { user, input } = setup();

    await user.upload(input, fileOf('REPORT.PDF', MAX_UPLOAD_BYTES));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('REPORT.PDF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
  });

  it('Clear forgets a refused file and its message, and keeps the chosen document type', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('radio', { name: /Investor/ }));
    await user.upload(input, fileOf('notes.txt', 100));

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.queryByText(INVALID_TYPE_MESSAGE)).toBeNull();
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect((screen.getByRole('radio', { name: /Investor/ }) as HTMLInputElement).checked).toBe(true);
  });
});
