/**
 * How long a test waits for a state before it fails: far above a quiet machine's seconds, so that a loaded one only
 * makes the wait longer.
 */
export const WAIT_CEILING_MS = 30_000;

/** Waits until `done` holds, for at most WAIT_CEILING_MS: for work a build leaves to a background process, or a request a page sends. */
export async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_CEILING_MS;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
