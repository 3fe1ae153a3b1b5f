/** Waits until `done` holds, for at most 10 s: for work a build leaves to a background process. */
export async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
