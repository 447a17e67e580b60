import { AppError } from '../errors.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { TenantContext } from './tenant-service.ts';

/** A manager's own settings: today the language, one of those the tenant offers. */
export class PreferencesService {
  constructor(private readonly users: UserRepository) {}

  async setLanguage(ctx: TenantContext, userId: number, language: string): Promise<void> {
    if (!ctx.tenant.languages.some((l) => l.code === language)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Language ${language} is not offered by this service`,
        {
          details: [{ code: 'LANGUAGE_NOT_OFFERED', path: ['language'], params: { language } }],
        },
      );
    }
    await this.users.setLanguage(userId, language);
  }
}
