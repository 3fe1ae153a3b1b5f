// Lighthouse's mobile network ("slow 4G": 150 ms round trip, 1.6 Mbps, CPU 4x slower), as its simulator (Lantern)
// models it, shared by `npm run audit` and `npm run bench:nav` so that both speak of the same phone.

export const MOBILE = {
  rttMs: 150,
  /** Lighthouse's 1.6 Mbps is 1.6 × 1024 kbit/s. */
  throughputKbps: 1.6 * 1024,
  cpuSlowdown: 4,
} as const;

/** TCP's first congestion window: 10 segments of 1,460 bytes, what a server sends before the first ACK. */
export const FIRST_WINDOW_BYTES = 10 * 1460;

/**
 * The earliest a page's first response can be in: a cold visit to a new host, as Lantern counts it
 * (TCPConnection.simulateDownloadUntil, DNSCache, ConnectionPool's 30 ms server time):
 *
 *   DNS 2 RTT + TCP 1.5 RTT (SYN, SYN-ACK, ACK with the request) + TLS 1 RTT (False Start) + 0.5 RTT for the
 *   response to come back + 30 ms server + the bytes beyond the first congestion window (14.6 KB) at 1.6 Mbps.
 *
 * At 150 ms that is 780 ms for any response within 14.6 KB: nothing the page does can paint earlier, and a response
 * that fits the first window paints its first screen from that one round trip. (Lantern sends the rest in whole
 * round trips of a doubling window capped at the bandwidth-delay product, 21 segments; the throughput here is that
 * rate without the rounding.) `tls: false` is the local audit's http://, which skips the TLS round trip.
 */
export function firstResponseFloorMs(bytes: number, { tls = true, rttMs = MOBILE.rttMs, throughputKbps = MOBILE.throughputKbps, serverMs = 30 } = {}): number {
  const handshakes = 2 * rttMs + 1.5 * rttMs + (tls ? rttMs : 0);
  const response = 0.5 * rttMs + serverMs;
  const transfer = (Math.max(bytes - FIRST_WINDOW_BYTES, 0) * 8) / throughputKbps;
  return handshakes + response + transfer;
}
