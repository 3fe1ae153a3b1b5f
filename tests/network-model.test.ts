// The floor `npm run audit` prints under each page: Lantern's cold connection, round trip by round trip.
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW_BYTES, firstResponseFloorMs } from '../scripts/network-model.ts';

describe('firstResponseFloorMs', () => {
  it.each([
    // DNS 300 + TCP 225 + TLS 150 + server 30 + 75 for the first window to come back.
    [1, true, 780],
    [FIRST_WINDOW_BYTES, true, 780],
    // One round trip more brings 20 segments; the next ones 21, the bandwidth-delay product.
    [FIRST_WINDOW_BYTES + 1, true, 930],
    [FIRST_WINDOW_BYTES + 20 * 1460, true, 930],
    [FIRST_WINDOW_BYTES + 20 * 1460 + 1, true, 1080],
    [FIRST_WINDOW_BYTES + 41 * 1460 + 1, true, 1230],
    // The local audit's http:// has no TLS round trip.
    [FIRST_WINDOW_BYTES, false, 630],
    [FIRST_WINDOW_BYTES + 1, false, 780],
  ])('%i bytes, TLS %s: %i ms', (bytes, tls, ms) => {
    expect(firstResponseFloorMs(bytes, { tls })).toBe(ms);
  });
});
