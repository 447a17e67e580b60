/** Registers /sw.js; a waiting worker is told to skip waiting and the page reloads once it takes over. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((reg) => {
      const skip = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'SKIP_WAITING' });
      if (reg.waiting) skip(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller)
            skip(installing);
        });
      });
    })
    .catch((e: unknown) => console.error('service worker registration failed', e));
}
