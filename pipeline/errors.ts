// Content problems are collected across all files, then reported together, one line each.

export interface Problem {
  file: string;
  field: string;
  reason: string;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatProblem({ file, field, reason }: Problem): string {
  return field ? `${file}: ${field}: ${reason}` : `${file}: ${reason}`;
}

/** A problem with how the build was asked to run (the output folder, say), which its message explains in full. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * The one message for a failed build. `kept` names the output folder a failed build leaves as it was (the build's
 * --out); the dev server, which writes into its folder as it goes, gives none.
 */
export function formatError(error: unknown, kept?: string): string {
  if (error instanceof UsageError) return `Build stopped: ${error.message}`;
  if (error instanceof ContentError) {
    const count = error.problems.length;
    return `Build stopped: ${count} content problem${count === 1 ? '' : 's'}${kept ? `; ${kept} was left as it was` : ''}.\n${error.message}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
