// What a page does behind the visitor's back, watched from inside the page: every storage write (localStorage,
// sessionStorage, a cookie set by script, an IndexedDB opened) and every Content-Security-Policy violation, logged as
// they happen, so that one set and removed again is caught too; and what is left at the end (cookies set by a
// response, keys, databases).
import type { BrowserContext, Page as Tab } from 'playwright-core';

/** Installs the watch in every document the tab opens; `countAutomated` lets Plausible's tracker count this browser. */
export async function watchPrivacy(context: BrowserContext, countAutomated = false): Promise<void> {
  await context.addInitScript((automated: boolean) => {
    // The tracker leaves out browsers driven by automation (navigator.webdriver) unless a test says otherwise.
    if (automated) Object.assign(window, { __plausible: true });
    const writes: string[] = [];
    Object.assign(window, { __storageWrites: writes });
    for (const method of ['setItem', 'removeItem', 'clear'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
        writes.push(`${this === window.localStorage ? 'localStorage' : 'sessionStorage'}.${method}(${String(args[0] ?? '')})`);
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        writes.push(`document.cookie = ${value}`);
        cookie.set!.call(this, value);
      },
    });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      writes.push(`indexedDB.open(${name})`);
      return open.call(this, name, version);
    };
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  }, countAutomated);
}

/** The writes the tab's current document made so far, and what its origin keeps now. */
export async function storageOf(tab: Tab): Promise<{ writes: string[]; local: string[]; session: string[]; databases: string[] }> {
  return tab.evaluate(async () => ({
    writes: (window as unknown as { __storageWrites: string[] }).__storageWrites,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
  }));
}
