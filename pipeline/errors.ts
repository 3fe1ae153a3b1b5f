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

export function formatError(error: unknown): string {
  if (error instanceof UsageError) return `Build stopped: ${error.message}`;
  if (error instanceof ContentError) {
    const count = error.problems.length;
    return `Build stopped: ${count} content problem${count === 1 ? '' : 's'}; dist/ was left as it was.\n${error.message}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
