// On every page: the mobile menu, the glass header, the store button for this device, hero image fade-in, floating
// buttons that step aside while a form, the hero's chat or the footer is in view, and the web manifest.
import { pageConfig } from './config.ts';
import { detectDevice, type Device } from './device.ts';

const config = pageConfig();
const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints);

linkManifest();
const later = showLaterPictures();
setUpMenu();
setUpHeaderGlass();
setUpStores(device);
setUpFadeIn(later);
setUpFloating();
keepFragmentInView();

function setUpMenu(): void {
  const toggle = document.querySelector<HTMLAnchorElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  toggle.setAttribute('role', 'button');
  const setOpen = (open: boolean) => {
    menu.classList.toggle('is-open', open);
    // From here on the script opens and closes the menu: a menu opened through #menu before it ran stays open until
    // it is closed, rather than for as long as the address says #menu.
    menu.classList.toggle('is-closed', !open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.querySelector('.visually-hidden')!.textContent = open ? 'Cerrar menú' : 'Menú';
  };
  const flip = (event: Event) => {
    event.preventDefault();
    setOpen(toggle.getAttribute('aria-expanded') !== 'true');
  };
  toggle.addEventListener('click', flip);
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') flip(event);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  // A tap on the menu before the script ran opened it as a plain link (#menu, :target): it stays open.
  setOpen(menu.matches(':target'));
}

/**
 * The web manifest, linked once the page has painted (the page's script starts then): linked in the HTML, browsers
 * ask for it as the page loads, and the request can end before the first paint. Installing the site needs it only later.
 */
function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = config.manifest;
  document.head.append(link);
}

function setUpHeaderGlass(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const update = () => header.classList.toggle('is-scrolled', window.scrollY > config.navScrollThreshold);
  update();
  window.addEventListener('scroll', update, { passive: true });
}

function setUpStores(device: Device): void {
  if (device !== 'other') {
    for (const button of document.querySelectorAll<HTMLElement>('[data-store]')) button.hidden = button.dataset.store !== device;
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-download-app]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const store = device === 'other' ? (window.confirm('¿Descargar la app desde App Store? (Cancelar: Google Play)') ? 'ios' : 'android') : device;
      window.open(config.stores[store], '_blank', 'noopener');
    });
  }
}

/**
 * The pictures the page asks for once it has painted (templates/components/LaterPicture.tsx, Photo.tsx): a picture
 * is given its one address, and a photo's sources apply from now on, so that the browser picks its format and width.
 * Each loads as its place comes near. Returns them: each is loading from now on.
 */
function showLaterPictures(): Set<HTMLImageElement> {
  const shown = new Set<HTMLImageElement>();
  for (const source of document.querySelectorAll<HTMLSourceElement>('source[data-later]')) {
    const img = source.parentElement?.querySelector('img');
    if (!img) continue;
    if (source.type) source.removeAttribute('media');
    else {
      img.src = source.srcset;
      source.remove();
    }
    shown.add(img);
  }
  return shown;
}

/** Images still loading start transparent and fade in; their box is reserved by width and height. */
function setUpFadeIn(later: Set<HTMLImageElement>): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('[data-fade-in]')) {
    if (img.complete && !later.has(img)) continue;
    img.classList.add('is-loading');
    const done = () => img.classList.remove('is-loading');
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
}

/** A floating button never covers a form control or a footer link: it hides while any of them is on screen. */
function setUpFloating(): void {
  const floating = [...document.querySelectorAll<HTMLElement>('[data-floating]')];
  if (floating.length === 0 || !('IntersectionObserver' in window)) return;
  const inView = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    for (const button of floating) button.classList.toggle('is-away', inView.size > 0);
  });
  for (const target of document.querySelectorAll('form, footer, [data-hides-floating]')) observer.observe(target);
}

/**
 * A page opened at a fragment (/#about) is scrolled there by the browser as soon as the target is parsed. On a page
 * with a fold the target is styled by the stylesheet linked once the page is parsed (templates/fold.ts), which moves it
 * a little once it applies: the fragment is brought back into view then, as the browser's own scroll would have put it.
 * That is at the load event, which waits for that stylesheet: before it, the link may not be there yet (the loader
 * adds it at DOMContentLoaded, which comes after this script when it started before the end of the markup).
 */
function keepFragmentInView(): void {
  const show = () => {
    // Only on a page with a fold, whose later stylesheet the loader has linked: elsewhere nothing moved the target.
    if (!document.querySelector('head link[rel=stylesheet]')) return;
    // `:target`: the element the browser scrolled to, found as it found it (decoding the fragment again can throw).
    document.querySelector(':target')?.scrollIntoView();
  };
  if (document.readyState === 'complete') show();
  else addEventListener('load', show, { once: true });
}
