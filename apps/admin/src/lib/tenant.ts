import { LanguageCodeSchema } from '@gameweek/contracts/common';
import { fontFallbackCss, layoutCss, themeCss } from '@gameweek/themes/css';
import { resolveTheme, type Theme } from '@gameweek/themes/themes';
import { z } from 'zod';
import { call } from './api.ts';

/** What the web server tells the console about the host's tenant (server/console-server.mjs). */
export const ConsoleTenantSchema = z.object({
  context: z.enum(['soccer', 'cricket']),
  theme_id: z.string().nullable(),
  custom: z.boolean(),
  product_name: z.string(),
  languages: z
    .object({ list: z.array(z.object({ code: z.string() })), selected: LanguageCodeSchema })
    .nullable(),
});
export type ConsoleTenant = z.infer<typeof ConsoleTenantSchema>;

export function fetchTenant(): Promise<ConsoleTenant> {
  return call(ConsoleTenantSchema, '/admin/tenant.json');
}

/** The operator's theme: its custom properties on <html>, as the players' app sets them. */
export function applyTheme(tenant: ConsoleTenant | undefined): Theme {
  const theme = resolveTheme(
    tenant?.theme_id ? { theme_id: tenant.theme_id, custom: tenant.custom } : null,
    tenant?.context ?? 'soccer',
  );
  let style = document.getElementById('console-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'console-theme';
    document.head.append(style);
  }
  style.textContent = `${fontFallbackCss(theme)}${layoutCss()}${themeCss(theme)}`;
  document.documentElement.dataset.theme = theme.id;
  document.documentElement.dataset.sport = tenant?.context ?? 'soccer';
  return theme;
}
