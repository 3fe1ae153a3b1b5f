/**
 * Waits until `done` holds, for at most 30 s: for work a build leaves to a background process, or a request a page
 * sends. The ceiling is far above a quiet machine's seconds, so that a loaded one only makes the wait longer.
 */
export async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
