// Swap the poster for the youtube-nocookie player only when the visitor asks for it (click, Enter or Space).
for (const facade of document.querySelectorAll<HTMLElement>('[data-video-facade]')) {
  const link = facade.querySelector<HTMLAnchorElement>('a')!;
  link.setAttribute('role', 'button');
  const play = (event: Event) => {
    event.preventDefault();
    const iframe = document.createElement('iframe');
    iframe.src = `https://www.youtube-nocookie.com/embed/${facade.dataset.videoId}?autoplay=1&rel=0`;
    iframe.title = facade.dataset.videoTitle ?? 'Video';
    iframe.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    link.replaceWith(iframe);
    iframe.focus();
  };
  link.addEventListener('click', play);
  link.addEventListener('keydown', (event) => {
    if (event.key === ' ') play(event);
  });
}
