// When the contact form tries again, and which answers count as success: pure, so tests can check every case.

/** Waits before each retry: 1 s, 2 s, 4 s… doubling from `firstMs`, never above `maxMs`. */
export function retryDelays({ retries, firstDelayMs, maxDelayMs }: { retries: number; firstDelayMs: number; maxDelayMs: number }): number[] {
  return Array.from({ length: retries }, (_, i) => Math.min(firstDelayMs * 2 ** i, maxDelayMs));
}

export type Outcome = 'success' | 'retry' | 'failure';

/**
 * The form service answers 200 with {"success":"false"} when it refuses a message, so success needs both an ok
 * status and a true `success`. A network error (status undefined), 429 and 5xx may pass on a later try.
 */
export function classify(status: number | undefined, body: unknown): Outcome {
  if (status === undefined || status === 429 || status >= 500) return 'retry';
  if (status < 200 || status >= 300) return 'failure';
  const success = (body as { success?: unknown } | null)?.success;
  return success === true || success === 'true' ? 'success' : 'failure';
}
