// Crawls the built site through the same server as `npm start` and fails on any broken internal link.
// `npx tsx scripts/check-links.ts [DIR]` checks DIR (dist/ by default); BASE_PATH serves it under a sub-path. The
// test suite crawls the run's own build with the same function (tests/links.test.ts).
import path from 'node:path';
import { LinkChecker, type LinkResult } from 'linkinator';
import { serveOnFreePort } from './serve.ts';

export interface LinkReport {
  ok: number;
  /** Each as the author fixes it: `Dead link "/x" on page "y" (404)`. */
  broken: string[];
}

/** Every link reachable from `start` that stays on `origin`, followed; links to other origins are not asked for. */
export async function checkLinks(start: string, origin: string): Promise<LinkReport> {
  const result = await new LinkChecker().check({
    path: start,
    recurse: true,
    // Only our own pages: the machines that run this have no outside network.
    linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
    concurrency: 50,
    // Pages live at extensionless URLs; without this, linkinator resolves their relative links as if they were folders.
    cleanUrls: true,
    // A request that got no answer (status 0: a connection dropped on a machine busy with a whole test run) or a 5xx is
    // asked again twice, seconds apart, before its link counts as broken; a page that answers 404 is broken at once.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
  });
  return {
    ok: result.links.filter((link) => link.state === 'OK').length,
    broken: result.links.filter((link) => link.state === 'BROKEN').map((link) => `Dead link "${link.url}" on page "${link.parent}" (${link.status || noAnswer(link)})`),
  };
}

/** Why a request got no answer: "0, fetch failed: other side closed". */
function noAnswer(link: LinkResult): string {
  const error = link.failureDetails?.find((detail) => detail instanceof Error);
  return error ? `0, ${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : '0';
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = process.argv[2] ?? 'dist';
  const basePath = process.env.BASE_PATH ?? '';
  const { server, origin } = await serveOnFreePort({ root, basePath });
  const { ok, broken } = await checkLinks(`${origin}${basePath}/`, origin).finally(() => server.close());
  for (const line of broken) console.error(line);
  console.log(`Link check: ${ok} internal links OK, ${broken.length} broken`);
  process.exitCode = broken.length > 0 ? 1 : 0;
}
