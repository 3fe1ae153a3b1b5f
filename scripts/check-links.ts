// Crawls the built site through the same server as `npm start` and fails on any broken internal link.
import { LinkChecker } from 'linkinator';
import { serveOnFreePort } from './serve.ts';

const root = process.argv[2] ?? 'dist';
const basePath = process.env.BASE_PATH ?? '';
const { server, origin } = await serveOnFreePort({ root, basePath });

const checker = new LinkChecker();
const result = await checker.check({
  path: `${origin}${basePath}/`,
  recurse: true,
  // Only our own pages: the machines that run this have no outside network.
  linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
  concurrency: 50,
  // Pages live at extensionless URLs; without this, linkinator resolves their relative links as if they were folders.
  cleanUrls: true,
});
server.close();

const broken = result.links.filter((link) => link.state === 'BROKEN');
for (const link of broken) console.error(`Dead link "${link.url}" on page "${link.parent}" (${link.status})`);
const checked = result.links.filter((link) => link.state === 'OK').length;
console.log(`Link check: ${checked} internal links OK, ${broken.length} broken`);
process.exitCode = broken.length > 0 ? 1 : 0;
