import { StaffAccountStateSchema, StaffResetSentSchema } from '@gameweek/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { StaffErrorBox } from './staff-errors.tsx';

interface Member {
  id: number;
  name: string;
  disabled: boolean;
  two_factor: boolean;
}

/**
 * An owner's changes to one member's account (ADR 0057): disable or enable it, mail a password
 * reset, reset two-factor after a lost phone. Not offered on one's own row.
 */
export function StaffAccountActions({ member, self }: { member: Member; self: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const name = member.name;
  const change = useMutation({
    mutationFn: async (what: 'disable' | 'enable' | 'two-factor' | 'reset') => {
      if (what === 'reset') {
        const sent = await call(StaffResetSentSchema, `/staff/${member.id}/password-reset`, {
          method: 'POST',
        });
        return sent.mailed
          ? t('staffAccounts.member.resetSent', { name })
          : t('staffAccounts.member.resetNotMailed');
      }
      const path = what === 'two-factor' ? 'two-factor/reset' : what;
      await call(StaffAccountStateSchema, `/staff/${member.id}/${path}`, {
        method: 'POST',
        body: {},
      });
      return what === 'disable'
        ? t('staffAccounts.member.disabledDone', { name })
        : what === 'enable'
          ? t('staffAccounts.member.enabledDone', { name })
          : t('staffAccounts.member.twoFactorDone', { name });
    },
    onMutate: () => setDone(null),
    onSuccess: (text) => setDone(text),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
  const state = member.disabled
    ? t('staffAccounts.member.disabled')
    : t('staffAccounts.member.active');
  if (self) {
    return (
      <span>
        {state} {t('staffAccounts.member.you')}
      </span>
    );
  }
  return (
    <div className="staff-account">
      <span className={member.disabled ? 'state-off' : undefined}>{state}</span>
      <div className="actions-row">
        {member.disabled ? (
          <button
            type="button"
            aria-label={t('staffAccounts.member.enableName', { name })}
            disabled={change.isPending}
            onClick={() => change.mutate('enable')}
          >
            {t('staffAccounts.member.enable')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="danger"
              aria-label={t('staffAccounts.member.disableName', { name })}
              disabled={change.isPending}
              onClick={() => {
                if (window.confirm(t('staffAccounts.member.confirmDisable', { name }))) {
                  change.mutate('disable');
                }
              }}
            >
              {t('staffAccounts.member.disable')}
            </button>
            <button
              type="button"
              aria-label={t('staffAccounts.member.sendResetName', { name })}
              disabled={change.isPending}
              onClick={() => change.mutate('reset')}
            >
              {t('staffAccounts.member.sendReset')}
            </button>
            {member.two_factor && (
              <button
                type="button"
                aria-label={t('staffAccounts.member.resetTwoFactorName', { name })}
                disabled={change.isPending}
                onClick={() => {
                  if (window.confirm(t('staffAccounts.member.confirmTwoFactor', { name }))) {
                    change.mutate('two-factor');
                  }
                }}
              >
                {t('staffAccounts.member.resetTwoFactor')}
              </button>
            )}
          </>
        )}
      </div>
      {done && <Notice>{done}</Notice>}
      <StaffErrorBox error={change.error} />
    </div>
  );
}
