/** Analytics and consent rules: nothing loads before consent, nothing without a container. */

export interface AnalyticsSettings {
  containerId: string;
  consentManagement: boolean;
  regulation: 'gdpr';
}

export type ConsentState = 'granted' | 'denied' | null;

/** The container to load now, or null. */
export function containerToLoad(
  settings: AnalyticsSettings | null,
  consent: ConsentState,
): string | null {
  if (!settings || !/^[A-Z0-9-]+$/i.test(settings.containerId)) return null;
  return consent === 'granted' ? settings.containerId : null;
}

/** The consent manager asks only when a container is configured and no answer is stored. */
export function shouldAskConsent(
  settings: AnalyticsSettings | null,
  consent: ConsentState,
): boolean {
  return !!settings && consent === null;
}

export function tagUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}
