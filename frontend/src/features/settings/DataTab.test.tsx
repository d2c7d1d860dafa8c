import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DataExportSummaryDto } from '../../api/generated/model';
import { urlOf } from '../../test/fetch-calls';
import { DataTab } from './DataTab';
import { SettingsTestProviders } from './test-wrapper';
import { dataExportFileName, exportPercent } from './use-data-export';

const fetchMock = vi.fn<typeof fetch>();

const summary: DataExportSummaryDto = {
  formatVersion: 1,
  tables: [
    { name: 'vendors', description: 'Your vendors', rows: 4 },
    { name: 'sales', description: 'Every sale', rows: 1230 },
  ],
  totalRows: 1234,
  files: 35,
  estimatedBytes: 1000,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A download whose chunks the test sends one at a time. */
function controlledZip() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/zip' } }),
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)),
    end: () => controller.close(),
    /** What fetch does to the body when its signal aborts. */
    abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('fetch', fetchMock);
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:export-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderTab() {
  render(
    <SettingsTestProviders>
      <DataTab />
    </SettingsTestProviders>,
  );
  return userEvent.setup();
}

describe('Data tab', () => {
  it('offers Export everything and says what the file holds, without secrets', () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Export everything' })).toBeVisible();
    expect(screen.getByText(/manifest\.json lists every file with its number of rows, its size and its SHA-256 checksum/)).toBeVisible();
    expect(screen.getByText(/Secrets stay out of the file/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the rows, shows the bytes received against the expected size, then saves the ZIP and names it', async () => {
    const zip = controlledZip();
    let countAnswer!: () => void;
    fetchMock.mockImplementation(async (input) => {
      if (urlOf(input).endsWith('/api/settings/export/summary')) {
        await new Promise<void>((resolve) => (countAnswer = resolve));
        return json(summary);
      }
      return zip.response;
    });
    const user = renderTab();
    await user.click(screen.getByRole('button', { name: 'Export everything' }));

    expect(await screen.findByText('Counting your data…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    countAnswer();
    expect(await screen.findByText('Exporting 1,234 rows in 35 files…')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute('aria-valuenow', '0');

    zip.send(300);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByText('300 bytes of about 1,000 bytes')).toBeVisible();

    // More than the estimate: the bar waits at 99 % for the last byte.
    zip.send(900);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute('aria-valuenow', '99'));

    zip.end();
    const fileName = dataExportFileName(new Date());
    expect(await screen.findByText(`Saved ${fileName} (1.2 KB): 1,234 rows in 35 files.`)).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(fileName);
    expect(saved[0].blob.size).toBe(1200);
    expect(saved[0].blob.type).toBe('application/zip');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeEnabled();
    const [exportUrl, exportInit] = fetchMock.mock.calls[1];
    expect(urlOf(exportUrl)).toMatch(/\/api\/settings\/export$/);
    expect(exportInit?.method).toBe('GET');
  });

  it("shows the API's sentence when the export is refused, and lets the user try again", async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/summary')
          ? json(summary)
          : json({ statusCode: 429, error: 'Too Many Requests', message: 'Too many exports are running at once; please try again in a minute.' }, 429),
      ),
    );
    const user = renderTab();
    await user.click(screen.getByRole('button', { name: 'Export everything' }));
    expect(await screen.findByText('Failed to export your data: Too many exports are running at once; please try again in a minute.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });

  it('stops the download on Cancel, without an error and without saving', async () => {
    const zip = controlledZip();
    fetchMock.mockImplementation((input, init) => {
      if (urlOf(input).endsWith('/summary')) return Promise.resolve(json(summary));
      init?.signal?.addEventListener('abort', () => zip.abort());
      return Promise.resolve(zip.response);
    });
    const user = renderTab();
    await user.click(screen.getByRole('button', { name: 'Export everything' }));
    await screen.findByText('Exporting 1,234 rows in 35 files…');
    zip.send(100);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeEnabled();
    expect(screen.queryByText(/Failed to export/)).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('data export helpers', () => {
  it('measures progress against the estimate and never reaches 100 before the end', () => {
    expect(exportPercent(0, 1000)).toBe(0);
    expect(exportPercent(505, 1000)).toBe(50);
    expect(exportPercent(5000, 1000)).toBe(99);
    expect(exportPercent(10, 0)).toBe(0);
  });

  it('names the file by the SLT date', () => {
    // 05:00 UTC on 15 January is still the 14th in Second Life time (UTC-8).
    expect(dataExportFileName(new Date('2026-01-15T05:00:00Z'))).toBe('sl-vendor-data-2026-01-14.zip');
    expect(dataExportFileName(new Date('2026-07-15T08:00:00Z'))).toBe('sl-vendor-data-2026-07-15.zip');
  });
});
