import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: 'Bis zu 59 Minuten gespielt',
        minutes_60_plus: '60 Minuten oder mehr gespielt',
        goal: 'Tor erzielt',
        assist: 'Vorlage',
        clean_sheet: 'Zu null gespielt',
        saves: 'Paraden',
        penalty_saved: 'Elfmeter gehalten',
        penalty_missed: 'Elfmeter verschossen',
        goals_conceded: 'Gegentore',
        yellow_card: 'Gelbe Karte',
        red_card: 'Rote Karte',
        own_goal: 'Eigentor',
        bonus: 'Bonuspunkte',
        defensive_contribution: 'Defensivaktionen',
        manager_win: 'Trainer: Sieg',
        manager_draw: 'Trainer: Unentschieden',
        manager_goal: 'Trainer: Tor erzielt',
        manager_clean_sheet: 'Trainer: zu null gespielt',
        manager_underdog_win: 'Trainer: Sieg als Außenseiter',
        manager_underdog_draw: 'Trainer: Unentschieden als Außenseiter',
      },
      positions: { GK: 'TW', DEF: 'ABW', MID: 'MF', FWD: 'ST', AM: 'TR' },
    },
  },
  cricket: {
    scoring: {
      title: 'T20-Wertung',
      playing: 'In der Startelf',
      run: 'Lauf',
      fourBonus: 'Bonus für Vierer',
      sixBonus: 'Bonus für Sechser',
      milestone: 'Schlagmeilenstein',
      duck: 'Ohne Lauf ausgeschieden',
      dot: 'Ball ohne Lauf',
      wicket: 'Wicket (kein Run-out)',
      bowledLbwBonus: 'Bonus für Bowled oder LBW',
      haul: 'Wicket-Serie',
      maiden: 'Maiden-Over',
      catch: 'Fang',
      catchesBonus: 'Fangbonus',
      stumping: 'Stumping',
      runOutSole: 'Run-out (direkter Treffer)',
      runOutShared: 'Run-out (geteilt)',
      economy: 'Economy-Rate (Läufe pro Over)',
      strikeRate: 'Strike-Rate (Läufe pro 100 Bälle)',
    },
    sections: {
      playing: 'Einsatz',
      batting: 'Schlagen',
      bowling: 'Werfen',
      fielding: 'Feldspiel',
      economy: 'Economy',
      strikeRate: 'Strike-Rate',
    },
  },
};

export default rules;
