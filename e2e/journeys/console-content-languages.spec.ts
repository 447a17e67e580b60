// The rest of content per language in the console (issue 22, ADR 0056), in Chromium against the real
// servers: an editor writes a how-to-play extra in English and Urdu (a link added through the
// console's own dialog, a hostile address refused there), publishes a prize in both languages, and
// a player sees each on the app's how-to-play and prizes pages in English, then in Urdu. Also: the
// footer's links are edited and checked; the new screens and the player's pages at 360×740 in both
// tenants, in English and Urdu.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { chooseLanguage, expectAccessible, shot } from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const CRICKET = `http://cricket.localhost:${WEB_PORT}`;
const RUN = Date.now().toString(36);

/** A screenshot kept as a file in the test's output folder (for a reviewer to open) and attached. */
async function keep(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Replaces the text of a TipTap editor by typing, as a person would. */
async function typeInto(page: Page, name: string, text: string) {
  const box = page.getByRole('textbox', { name });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('an editor publishes a how-to-play extra and a prize in English and Urdu; the player sees each in their language', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const editor = await createStaff(request, { role: 'editor', name: `Hana Howto ${RUN}` });
  await signInAndEnrol(page, request, SOCCER, editor);

  // ── a how-to-play extra, English ──
  const english = `Captain tips ${RUN}`;
  const urdu = `کپتان کے مشورے ${RUN}`;
  await page.goto(`${SOCCER}/admin/content/how-to-play?lang=en`);
  await expect(page.getByRole('heading', { name: 'How-to-play extras', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New section' }).click();
  await page.getByLabel('Section title').fill(english);
  const slug = await page.getByLabel('Short name').inputValue();
  expect(slug).toBe(`captain-tips-${RUN}`);
  await typeInto(page, 'Section text', `Pick a captain who plays twice ${RUN}`);
  // A link through the console's dialog: a script address is refused there, a web address is kept.
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await expect(dialog).toBeVisible();
  const address = dialog.getByLabel('Link address');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Use a path in the app');
  await expectAccessible(page, info, 'console-link-dialog');
  await address.fill('https://operator.example/captains');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  const preview = page.getByTestId('content-preview');
  await expect(preview.locator('.how-to-play-extra h2')).toHaveText(english);
  await expect(preview.locator('.terms-content a')).toHaveAttribute(
    'href',
    'https://operator.example/captains',
  );
  await page.getByLabel('Show in the app').check();
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await expect(page).toHaveURL(new RegExp(`/admin/content/how-to-play/${slug}/en\\?saved=1$`));
  await expectAccessible(page, info, 'console-how-to-play-extra');
  await shot(page, info, 'console-how-to-play-extra-en');

  // ── the same extra in Urdu, right to left ──
  await page.getByRole('link', { name: 'Write it in another language' }).click();
  await page.getByLabel('Language of the content').selectOption('ur');
  await expect(page.getByLabel('Short name')).toHaveValue(slug);
  await page.getByLabel('Section title').fill(urdu);
  await typeInto(page, 'Section text', `ایسا کپتان چنیں جو دو بار کھیلے ${RUN}`);
  await expect(preview).toHaveAttribute('dir', 'rtl');
  await expect(preview.locator('.how-to-play-extra h2')).toHaveText(urdu);
  await page.getByLabel('Show in the app').check();
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await shot(page, info, 'console-how-to-play-extra-ur');

  // ── prizes: one more in English, an Urdu list of its own ──
  const prizeEn = `Signed shirt ${RUN}`;
  const prizeUr = `دستخط شدہ شرٹ ${RUN}`;
  for (const [lang, title] of [
    ['en', prizeEn],
    ['ur', prizeUr],
  ] as const) {
    await page.goto(`${SOCCER}/admin/content/prizes?lang=${lang}`);
    await expect(page.getByLabel('Language of the content')).toHaveValue(lang);
    await page.getByRole('button', { name: 'Add a prize' }).click();
    const last = page.locator('fieldset.prize').last();
    await last.getByLabel('Prize', { exact: true }).fill(title);
    await last
      .getByLabel('Description')
      .fill(lang === 'en' ? 'For the top manager' : 'سب سے اوپر والے مینیجر کے لیے');
    await page.getByRole('button', { name: 'Save prizes' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. The app shows these prizes now.');
  }
  await expectAccessible(page, info, 'console-prizes-ur');
  await shot(page, info, 'console-prizes-ur');

  // ── the player: English first, then Urdu ──
  const player = await (await browser.newContext({ baseURL: SOCCER })).newPage();
  await signInAsDemo(player);
  await player.goto('/how-to-play');
  const extra = player.getByTestId('how-to-play-extra').filter({ hasText: english });
  await expect(extra).toBeVisible();
  await expect(extra).toHaveAttribute('lang', 'en');
  await expect(extra.getByRole('link')).toHaveAttribute(
    'href',
    'https://operator.example/captains',
  );
  await expect(player.getByText(urdu)).toHaveCount(0);
  await player.goto('/prizes');
  await expect(player.getByTestId('prizes')).toContainText(prizeEn);
  await expect(player.getByTestId('prizes')).not.toContainText(prizeUr);

  await chooseLanguage(player, 'ur');
  await expect(player.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(player.getByTestId('prizes')).toContainText(prizeUr);
  await expect(player.getByTestId('prizes')).toHaveAttribute('lang', 'ur');
  await expect(player.getByTestId('prizes')).not.toContainText(prizeEn);
  await shot(player, info, 'player-prizes-ur');
  await player.goto('/how-to-play');
  const urduExtra = player.getByTestId('how-to-play-extra').filter({ hasText: urdu });
  await expect(urduExtra).toBeVisible();
  await expect(urduExtra).toHaveAttribute('lang', 'ur');
  await expect(player.getByText(english)).toHaveCount(0);
  await expectAccessible(player, info, 'player-how-to-play-ur');
  await shot(player, info, 'player-how-to-play-ur');

  // ── unpublishing in Urdu asks first, in the console's own dialog; the player then reads English ──
  await page.goto(`${SOCCER}/admin/content/how-to-play/${slug}/ur`);
  await page.getByRole('button', { name: 'Remove in this language' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this section in this language?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove in this language' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove in this language' }).click();
  await confirm.getByRole('button', { name: 'Remove in this language' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/how-to-play\?lang=ur$/);
  await player.reload();
  await expect(
    player.getByTestId('how-to-play-extra').filter({ hasText: english }),
  ).toHaveAttribute('lang', 'en');

  // ── the audit log shows the extras and the prizes, by the editor ──
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await createStaff(request, { role: 'owner', name: `Olga Owner ${RUN}` });
  await signInAndEnrol(ownerPage, request, SOCCER, owner);
  await ownerPage.goto(`${SOCCER}/admin/audit`);
  const list = ownerPage.getByTestId('audit-list');
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'How-to-play section published' })
      .filter({ hasText: editor.name }),
  ).toHaveCount(2);
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'How-to-play section removed' })
      .filter({ hasText: `${slug}/ur` }),
  ).toHaveCount(1);
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'Prizes changed' })
      .filter({ hasText: editor.name }),
  ).toHaveCount(2);
});

test('the footer’s links and opt-in text are edited in the console, checked, and shown by the app', async ({
  page,
  request,
  browser,
}, info) => {
  const editor = await createStaff(request, { role: 'editor', name: `Fay Footer ${RUN}` });
  await signInAndEnrol(page, request, SOCCER, editor);
  await page.goto(`${SOCCER}/admin/content/footer?lang=en`);
  const pages = page.getByRole('group', { name: 'Links to pages of the app' });
  await pages.getByRole('button', { name: 'Add a link' }).click();
  const row = pages.locator('.link-row').last();
  await row.getByLabel('Link text').fill(`Rules ${RUN}`);
  await row.getByLabel('Address').fill('javascript:alert(1)');
  await expect(row.getByText('Use a path in the app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish footer' })).toBeDisabled();
  await row.getByLabel('Address').fill('/how-to-play');
  await expect(page.getByRole('button', { name: 'Publish footer' })).toBeEnabled();
  await expectAccessible(page, info, 'console-footer-links');
  await shot(page, info, 'console-footer-links');
  await page.getByRole('button', { name: 'Publish footer' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Players see the new footer now.');

  const visitor = await (await browser.newContext({ baseURL: SOCCER })).newPage();
  await visitor.goto('/public/terms/faq');
  // An app path keeps the prefix of the page it is shown on (footer-links.tsx).
  await expect(visitor.getByRole('link', { name: `Rules ${RUN}` })).toHaveAttribute(
    'href',
    /\/how-to-play$/,
  );
});

test('the new content screens and the player’s pages at 360×740, in both tenants, in English and Urdu', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(300_000);
  for (const [tenant, base] of [
    ['white-label-soccer', SOCCER],
    ['white-label-cricket', CRICKET],
  ] as const) {
    const editor = await createStaff(request, {
      role: 'editor',
      name: `Phone ${tenant} ${RUN}`,
      tenant,
    });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signInAndEnrol(page, request, base, editor);
    const player = await (
      await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } })
    ).newPage();
    await signInAsDemo(player);
    for (const lang of ['en', 'ur'] as const) {
      if (lang === 'ur') {
        await page.getByLabel('Language', { exact: true }).selectOption('ur');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await chooseLanguage(player, 'ur');
        await expect(player.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const screens = [
        ['how-to-play', '/admin/content/how-to-play?lang=ur'],
        ['how-to-play-new', '/admin/content/how-to-play/new?lang=ur'],
        ['footer', `/admin/content/footer?lang=${lang}`],
        ['prizes', `/admin/content/prizes?lang=${lang}`],
        ['terms', '/admin/content/terms/faq/en'],
      ] as const;
      for (const [screen, path] of screens) {
        await page.goto(`${base}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // What the screen shows once its content has loaded (the editors appear then).
        if (screen === 'footer' || screen === 'terms' || screen === 'how-to-play-new')
          await expect(page.locator('.rich-text-area').first()).toBeVisible();
        if (screen === 'prizes')
          await expect(page.locator('fieldset.prize, .empty').first()).toBeVisible();
        if (screen === 'how-to-play')
          await expect(page.locator('.extras-list, .empty').first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${tenant} ${lang} ${screen}`).toBeLessThanOrEqual(0);
        await keep(page, info, `console-${tenant}-${lang}-${screen}`);
      }
      await expectAccessible(page, info, `console-content-extras-${tenant}-${lang}`);
      for (const [screen, path] of [
        ['how-to-play', '/how-to-play'],
        ['prizes', '/prizes'],
      ] as const) {
        await player.goto(path);
        const overflow = await player.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `player ${tenant} ${lang} ${screen}`).toBeLessThanOrEqual(0);
        await keep(player, info, `player-${tenant}-${lang}-${screen}`);
      }
    }
    await context.close();
  }
});
