// Thousands of pages mean thousands of files and pictures: started all at once they run out of file handles
// (EMFILE) or hold every picture's pixels in memory. A limiter lets only `slots` of them run at a time.
export function limiter(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** Open files at a time, far below the usual limit of 1,024 per process. */
export const fileSlot = limiter(128);
