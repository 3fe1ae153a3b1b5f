// Lighthouse's mobile network ("slow 4G": 150 ms round trip, 1.6 Mbps, CPU 4x slower), as its simulator (Lantern)
// models it, shared by `npm run audit`, `npm run bench:nav` and the page-weight test so that all speak of one phone;
// and the slow phone `npm run audit` measures too.

export interface NetworkProfile {
  rttMs: number;
  throughputKbps: number;
  cpuSlowdown: number;
}

export const MOBILE: NetworkProfile = {
  rttMs: 150,
  /** Lighthouse's 1.6 Mbps is 1.6 × 1024 kbit/s. */
  throughputKbps: 1.6 * 1024,
  cpuSlowdown: 4,
};

/** A low-end Android phone on 3G: 6x CPU slowdown, 400 Kbps, 400 ms round trips. */
export const SLOW_PHONE: NetworkProfile = { rttMs: 400, throughputKbps: 400, cpuSlowdown: 6 };

const SEGMENT_BYTES = 1460;
/** TCP's first congestion window: 10 segments, what a server sends before the first ACK comes back. */
export const FIRST_WINDOW_BYTES = 10 * SEGMENT_BYTES;
/** The server's think time Lantern assumes for an origin it has no better figure for (ConnectionPool). */
const SERVER_MS = 30;

/**
 * The earliest a page's first response is in whole, on a cold visit to a new host, counted as Lantern counts it
 * (TCPConnection.simulateDownloadUntil, DNSCache): DNS 2 RTT, SYN + SYN-ACK + ACK with the request 1.5 RTT, TLS 1 RTT
 * (False Start) on https, the server's 30 ms, and half an RTT for the first window (14.6 KB) to come back; each
 * further round trip doubles the window, up to the bandwidth-delay product (21 segments at 150 ms and 1.6 Mbps).
 *
 * Lantern starts no parsing, layout or paint before the HTML is in whole, so this is the floor under FCP and LCP:
 * 780 ms on https for a response within 14.6 KB, 930 ms up to 43.8 KB. `tls: false` is the local audit's http://.
 */
export function firstResponseFloorMs(bytes: number, { tls = true, rttMs = MOBILE.rttMs, throughputKbps = MOBILE.throughputKbps } = {}): number {
  const maxWindow = Math.floor((((throughputKbps * 1024) / 8) * rttMs) / 1000 / SEGMENT_BYTES);
  let window = FIRST_WINDOW_BYTES / SEGMENT_BYTES;
  let received = FIRST_WINDOW_BYTES;
  let extraRoundTrips = 0;
  while (received < bytes) {
    window = Math.min(window * 2, maxWindow);
    received += window * SEGMENT_BYTES;
    extraRoundTrips++;
  }
  const handshakes = 2 * rttMs + 1.5 * rttMs + (tls ? rttMs : 0);
  return handshakes + SERVER_MS + 0.5 * rttMs + extraRoundTrips * rttMs;
}
