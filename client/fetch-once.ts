// The files a page's script asks for only when the visitor needs them (the catalogue search's words, the chat's
// barrios): asked for once, whoever asks first; asked for again after a failure.

/**
 * A function that fetches the JSON file at `url` and hands it to `use`, once: calls while it is on its way wait for
 * the same request, calls after it came do nothing more, and the call after a failure (or a `use` that threw) asks
 * again. Its promise never rejects: a page works without the file.
 */
export function fetchJsonOnce<T>(url: string, use: (data: T) => void): () => Promise<void> {
  let request: Promise<void> | undefined;
  return () =>
    (request ??= fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(String(response.status)))))
      .then(use)
      .catch(() => {
        request = undefined;
      }));
}
