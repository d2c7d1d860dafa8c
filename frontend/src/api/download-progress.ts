/**
 * Progress of file downloads made through the generated client: the caller registers a listener for the AbortSignal
 * it passes to the generated call, and the request helper reads that download's body chunk by chunk, reporting the
 * bytes received so far (Settings → Data, "Export everything").
 */
export type DownloadProgressListener = (receivedBytes: number) => void;

const listeners = new WeakMap<AbortSignal, DownloadProgressListener>();

/** Follows the download made with this signal; one listener per signal. */
export function followDownload(signal: AbortSignal, listener: DownloadProgressListener): void {
  listeners.set(signal, listener);
}

/** The body as a Blob; read chunk by chunk, reporting progress, when a listener follows this signal. */
export async function readBlob(response: Response, signal: AbortSignal | undefined): Promise<Blob> {
  const listener = signal ? listeners.get(signal) : undefined;
  if (!listener || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    listener(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}
