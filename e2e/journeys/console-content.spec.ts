// Content per language in the console (issue 22, ADR 0051), in Chromium against the real servers: an
// editor signs in (two-factor from the enrolment screen's secret), publishes a news item in English
// and in Urdu with the app's tile as the preview, and a player sees it in each language on the home
// page; an owner finds both publications in the audit log. Also: a terms page written in the TipTap
// editor, sanitised by the API, is what the app's terms page shows at once.
import { expect, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { chooseLanguage, expectAccessible, shot } from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const CRICKET = `http://cricket.localhost:${WEB_PORT}`;
const RUN = Date.now().toString(36);

test('an editor publishes a news item in English and Urdu; players see it in their language; the audit log shows it', async ({
  page,
  request,
  browser,
}, info) => {
  const editor = await createStaff(request, { role: 'editor', name: `Edith Editor ${RUN}` });
  await signInAndEnrol(page, request, SOCCER, editor);
  // An editor's only section is content.
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();

  const english = `Double gameweek ahead ${RUN}`;
  const urdu = `ڈبل گیم ویک آ رہا ہے ${RUN}`;
  await page.getByRole('link', { name: 'New news item' }).click();
  await page.getByLabel('Headline').fill(english);
  const slug = await page.getByLabel('Short name').inputValue();
  expect(slug).toBe(`double-gameweek-ahead-${RUN}`);
  await page.getByLabel('Text', { exact: true }).fill('Two matches for most clubs this round.');
  const preview = page.getByTestId('content-preview');
  await expect(preview).toHaveAttribute('dir', 'ltr');
  await expect(preview.locator('.hs-news .hs-sub')).toHaveText(english);
  await expectAccessible(page, info, 'console-content-item');
  await shot(page, info, 'console-content-item-en');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Published. Players see it in this language now.',
  );
  await expect(page).toHaveURL(new RegExp(`/admin/content/items/news/${slug}/en\\?published=1$`));

  // The same item in Urdu: same short name, its own text, previewed right to left.
  await page.getByRole('link', { name: 'Write it in another language' }).click();
  await page.getByLabel('Language of the content').selectOption('ur');
  await expect(page.getByLabel('Short name')).toHaveValue(slug);
  await page.getByLabel('Headline').fill(urdu);
  await expect(preview).toHaveAttribute('dir', 'rtl');
  await expect(preview).toHaveAttribute('lang', 'ur');
  await expect(preview.locator('.hs-news .hs-sub')).toHaveText(urdu);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Published. Players see it in this language now.',
  );
  await shot(page, info, 'console-content-item-ur');

  await page.goto(`${SOCCER}/admin/content?tab=news`);
  const table = page.getByRole('table', { name: 'News' });
  await expect(table.getByRole('row').filter({ hasText: english })).toContainText('In the app');
  await expect(table.getByRole('row').filter({ hasText: urdu })).toContainText('اردو');
  await expectAccessible(page, info, 'console-content-list');

  // A player reads the English item on the home page, then the Urdu one after choosing Urdu.
  const player = await (await browser.newContext({ baseURL: SOCCER })).newPage();
  await signInAsDemo(player);
  const news = player.getByTestId('home-news');
  await expect(news).toContainText(english);
  await expect(news).not.toContainText(urdu);
  await chooseLanguage(player, 'ur');
  await expect(player.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(player.getByTestId('home-news')).toContainText(urdu);
  await expect(player.getByTestId('home-news')).not.toContainText(english);
  await shot(player, info, 'player-news-ur');

  // The owner sees both publications, by the editor, in the audit log.
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await createStaff(request, { role: 'owner', name: `Omar Owner ${RUN}` });
  await signInAndEnrol(ownerPage, request, SOCCER, owner);
  await ownerPage.goto(`${SOCCER}/admin/audit`);
  await ownerPage.getByLabel('Action').selectOption({ label: 'News item published' });
  const entries = ownerPage
    .getByTestId('audit-list')
    .getByRole('listitem')
    .filter({ hasText: 'News item published' })
    .filter({ hasText: editor.name });
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: `${slug}/ur` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `${slug}/en` })).toHaveCount(1);
});

test('a terms page written in the editor is sanitised by the API and shown by the app at once', async ({
  page,
  request,
  browser,
}, info) => {
  const editor = await createStaff(request, { role: 'editor', name: `Ted Terms ${RUN}` });
  // A visitor's page first: the web server now holds this host's English footer (60 s copies).
  const visitor = await (await browser.newContext({ baseURL: SOCCER })).newPage();
  await visitor.goto('/public/terms/faq');
  await expect(visitor.getByTestId('terms-page')).toBeVisible();
  await expect(visitor.locator('.footer-text')).not.toContainText(RUN);

  await signInAndEnrol(page, request, SOCCER, editor);
  await page.goto(`${SOCCER}/admin/content?tab=terms&lang=en`);
  await page.getByRole('link', { name: 'Questions and answers' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/terms\/faq\/en$/);
  await page.getByLabel('Page title').fill(`FAQ ${RUN}`);
  const editorBox = page.getByRole('textbox', { name: 'Page text' });
  await editorBox.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`How do transfers work? ${RUN}`);
  await page.keyboard.press('ControlOrMeta+a');
  // Two editors on the screen (the page's text, the text under it): each has its own toolbar.
  const bold = page
    .getByRole('toolbar', { name: 'Text formatting: Page text' })
    .getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  // The preview is the API's sanitised HTML, in the app's terms markup.
  const preview = page.getByTestId('content-preview');
  await expect(preview.locator('.terms-content strong')).toHaveText(
    `How do transfers work? ${RUN}`,
  );
  await expectAccessible(page, info, 'console-content-terms');
  await shot(page, info, 'console-content-terms');
  await page.getByRole('button', { name: 'Publish page' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Players see the new text now.');

  await visitor.reload();
  const terms = visitor.getByTestId('terms-page');
  await expect(terms.getByRole('heading', { name: `FAQ ${RUN}` })).toBeVisible();
  await expect(terms.locator('.terms-content strong')).toHaveText(`How do transfers work? ${RUN}`);

  // The footer: published in the console, on the visitor's next page at once (the API sends the change
  // to every web-server process following it when the change commits, ADR 0059 — with the embedded
  // database before it answers the console —; the copy does not wait out its 60 seconds).
  await page.getByRole('link', { name: 'Footer' }).click();
  const footerBox = page.getByRole('textbox', { name: 'Footer text' });
  await footerBox.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Hotline open daily ${RUN}`);
  await expect(page.getByTestId('content-preview')).toContainText(`Hotline open daily ${RUN}`);
  await page.getByRole('button', { name: 'Publish footer' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Players see the new footer now.');
  await visitor.reload();
  await expect(visitor.locator('.footer-text')).toContainText(`Hotline open daily ${RUN}`);
});

test('the content screens on a phone and a laptop, in both tenants, in English and Urdu', async ({
  browser,
  request,
}, info) => {
  // Two tenants × two languages × two sizes × four screens: more than the default minute on a busy
  // two-core machine.
  test.setTimeout(240_000);
  for (const [tenant, base] of [
    ['white-label-soccer', SOCCER],
    ['white-label-cricket', CRICKET],
  ] as const) {
    const editor = await createStaff(request, {
      role: 'editor',
      name: `Screens ${tenant} ${RUN}`,
      tenant,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAndEnrol(page, request, base, editor);
    for (const lang of ['en', 'ur'] as const) {
      if (lang === 'ur') {
        await page.getByLabel('Language', { exact: true }).selectOption('ur');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      for (const [size, viewport] of [
        ['phone', { width: 360, height: 740 }],
        ['laptop', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const [screen, path] of [
          ['list', '/admin/content?tab=news'],
          ['item', '/admin/content/items/news/new?lang=ur'],
          ['terms', '/admin/content/terms/privacy-policy/ur'],
          ['prizes', '/admin/content/prizes'],
        ] as const) {
          await page.goto(`${base}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (screen === 'terms')
            await expect(page.locator('.rich-text-area').first()).toBeVisible();
          if (screen === 'list' || screen === 'prizes')
            await expect(page.locator('table.data, .empty, fieldset.prize').first()).toBeVisible();
          // Nothing wider than the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${tenant} ${lang} ${size} ${screen}`).toBeLessThanOrEqual(0);
          const file = info.outputPath(`${tenant}-${lang}-${size}-${screen}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await info.attach(`${tenant}-${lang}-${size}-${screen}`, {
            path: file,
            contentType: 'image/png',
          });
        }
      }
      await expectAccessible(page, info, `console-content-${tenant}-${lang}`);
    }
    await context.close();
  }
});
