import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const token = readFileSync('/tmp/lh/token','utf8').trim().split('=')[1];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
await ctx.addCookies([{ name: 'token', value: token, url: 'http://localhost:3330' }, { name: 'consent', value: 'denied', url: 'http://localhost:3330' }]);
await ctx.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: +e.value.toFixed(4), t: Math.round(e.startTime), src: e.sources.map((s) => [s.node?.nodeName + '.' + (s.node?.className || ''), Math.round(s.previousRect.y), Math.round(s.currentRect.y), Math.round(s.previousRect.height), Math.round(s.currentRect.height)]) }); }).observe({ type: 'layout-shift', buffered: true });
});
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.goto('http://localhost:3330' + process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(3000);
console.log(JSON.stringify(await p.evaluate(() => window.__shifts)));
await b.close();
