// What a page sends in TCP's first window (14.6 kB, scripts/network-model.ts), as `npm start` sends it, byte for byte
// off the socket: the page-weight test's measure of every page, and the jobs test's of a page with jobs.
import net from 'node:net';

/** What a public page leaves of the first window at least: room for a host's own headers and for an editor's words. */
export const SPARE_BYTES = 1000;

/** What Chromium accepts over https, where a phone meets the site. */
export const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The bytes `url` sends, read off the socket: the status line and headers, and the body, of a GET with
 * `acceptEncoding`, the connection closed after it so that the response ends where the bytes end.
 */
export function sentResponse(origin: string, url: string, acceptEncoding: string): Promise<{ headers: number; body: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const headers = bytes.indexOf('\r\n\r\n') + 4;
      if (!bytes.subarray(0, 12).toString().includes(' 200')) reject(new Error(`${url}: ${bytes.subarray(0, 40).toString()}`));
      resolve({ headers, body: bytes.length - headers });
    });
  });
}
