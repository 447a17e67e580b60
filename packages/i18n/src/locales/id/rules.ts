import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: 'Bermain hingga 59 menit',
        minutes_60_plus: 'Bermain 60 menit atau lebih',
        goal: 'Mencetak gol',
        assist: 'Umpan gol',
        clean_sheet: 'Tanpa kebobolan',
        saves: 'Penyelamatan',
        penalty_saved: 'Menggagalkan penalti',
        penalty_missed: 'Gagal penalti',
        goals_conceded: 'Gol kebobolan',
        yellow_card: 'Kartu kuning',
        red_card: 'Kartu merah',
        own_goal: 'Gol bunuh diri',
        bonus: 'Poin bonus',
        defensive_contribution: 'Kontribusi bertahan',
        manager_win: 'Manajer: menang',
        manager_draw: 'Manajer: seri',
        manager_goal: 'Manajer: gol tercipta',
        manager_clean_sheet: 'Manajer: tanpa kebobolan',
        manager_underdog_win: 'Manajer: menang sebagai tim nonunggulan',
        manager_underdog_draw: 'Manajer: seri sebagai tim nonunggulan',
      },
      positions: { GK: 'KIP', DEF: 'BEK', MID: 'GEL', FWD: 'PEN', AM: 'MJR' },
    },
  },
  cricket: {
    scoring: {
      title: 'Skor T20',
      playing: 'Masuk sebelas pemain utama',
      run: 'Run',
      fourBonus: 'Bonus empat',
      sixBonus: 'Bonus enam',
      milestone: 'Pencapaian pukulan',
      duck: 'Keluar tanpa run',
      dot: 'Bola tanpa run',
      wicket: 'Wicket (bukan run-out)',
      bowledLbwBonus: 'Bonus bowled atau LBW',
      haul: 'Rangkaian wicket',
      maiden: 'Over maiden',
      catch: 'Tangkapan',
      catchesBonus: 'Bonus tangkapan',
      stumping: 'Stumping',
      runOutSole: 'Run-out (lemparan langsung)',
      runOutShared: 'Run-out (bersama)',
      economy: 'Tingkat ekonomi (run per over)',
      strikeRate: 'Strike rate (run per 100 bola)',
    },
    sections: {
      playing: 'Bermain',
      batting: 'Memukul',
      bowling: 'Melempar',
      fielding: 'Menjaga lapangan',
      economy: 'Ekonomi',
      strikeRate: 'Strike rate',
    },
  },
};

export default rules;
