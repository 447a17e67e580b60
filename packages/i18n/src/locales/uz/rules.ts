import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: '59 daqiqagacha o‘ynash',
        minutes_60_plus: '60 daqiqa yoki undan ko‘p o‘ynash',
        goal: 'Urilgan gol',
        assist: 'Golli uzatma',
        clean_sheet: 'Quruq o‘yin',
        saves: 'Qaytarilgan zarbalar',
        penalty_saved: 'Qaytarilgan penalti',
        penalty_missed: 'Amalga oshmagan penalti',
        goals_conceded: 'O‘tkazib yuborilgan gollar',
        yellow_card: 'Sariq kartochka',
        red_card: 'Qizil kartochka',
        own_goal: 'O‘z darvozasiga gol',
        bonus: 'Bonus ochkolar',
        defensive_contribution: 'Himoyadagi harakatlar',
        manager_win: 'Murabbiy: g‘alaba',
        manager_draw: 'Murabbiy: durang',
        manager_goal: 'Murabbiy: urilgan gol',
        manager_clean_sheet: 'Murabbiy: quruq o‘yin',
        manager_underdog_win: 'Murabbiy: autsayder sifatida g‘alaba',
        manager_underdog_draw: 'Murabbiy: autsayder sifatida durang',
      },
      positions: { GK: 'DRV', DEF: 'HIM', MID: 'YHM', FWD: 'HUJ', AM: 'MUR' },
    },
  },
  cricket: {
    scoring: {
      title: 'T20 ochkolari',
      playing: 'Asosiy o‘n bir kishilik tarkibda',
      run: 'Yugurish',
      fourBonus: 'To‘rtlik uchun bonus',
      sixBonus: 'Oltilik uchun bonus',
      milestone: 'Zarba marrasi',
      duck: 'Ochkosiz chiqish',
      dot: 'Ochkosiz to‘p',
      wicket: 'Viket (run-out emas)',
      bowledLbwBonus: 'Bowled yoki LBW uchun bonus',
      haul: 'Viketlar seriyasi',
      maiden: 'Meyden over',
      catch: 'Ushlash',
      catchesBonus: 'Ushlashlar uchun bonus',
      stumping: 'Stamping',
      runOutSole: 'Run-out (to‘g‘ridan-to‘g‘ri zarba)',
      runOutShared: 'Run-out (birgalikda)',
      economy: 'Tejamkorlik (overga yugurishlar)',
      strikeRate: 'Zarba ko‘rsatkichi (100 to‘pga yugurishlar)',
    },
    sections: {
      playing: 'Ishtirok',
      batting: 'Zarba berish',
      bowling: 'To‘p uzatish',
      fielding: 'Maydonda o‘yin',
      economy: 'Tejamkorlik',
      strikeRate: 'Zarba ko‘rsatkichi',
    },
  },
};

export default rules;
