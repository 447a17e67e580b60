import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: '59 منٹ تک کھیلنا',
        minutes_60_plus: '60 منٹ یا اس سے زیادہ کھیلنا',
        goal: 'گول کرنا',
        assist: 'اسسٹ',
        clean_sheet: 'کلین شیٹ',
        saves: 'سیوز',
        penalty_saved: 'پنالٹی روکنا',
        penalty_missed: 'پنالٹی ضائع کرنا',
        goals_conceded: 'کھائے گئے گول',
        yellow_card: 'پیلا کارڈ',
        red_card: 'سرخ کارڈ',
        own_goal: 'اپنے خلاف گول',
        bonus: 'بونس پوائنٹس',
        defensive_contribution: 'دفاعی کردار',
        manager_win: 'مینیجر: جیت',
        manager_draw: 'مینیجر: برابر',
        manager_goal: 'مینیجر: گول',
        manager_clean_sheet: 'مینیجر: کلین شیٹ',
        manager_underdog_win: 'مینیجر: کمزور ٹیم کے طور پر جیت',
        manager_underdog_draw: 'مینیجر: کمزور ٹیم کے طور پر برابر',
      },
      positions: { GK: 'گول کیپر', DEF: 'دفاع', MID: 'مڈفیلڈ', FWD: 'فارورڈ', AM: 'مینیجر' },
    },
  },
  cricket: {
    scoring: {
      title: 'ٹی ٹوئنٹی پوائنٹس',
      playing: 'پلیئنگ الیون میں شامل',
      run: 'رن',
      fourBonus: 'چوکے کا بونس',
      sixBonus: 'چھکے کا بونس',
      milestone: 'بیٹنگ سنگ میل',
      duck: 'صفر پر آؤٹ',
      dot: 'ڈاٹ بال',
      wicket: 'وکٹ (رن آؤٹ نہیں)',
      bowledLbwBonus: 'بولڈ یا ایل بی ڈبلیو بونس',
      haul: 'وکٹوں کا مجموعہ',
      maiden: 'میڈن اوور',
      catch: 'کیچ',
      catchesBonus: 'کیچز کا بونس',
      stumping: 'اسٹمپنگ',
      runOutSole: 'رن آؤٹ (براہ راست تھرو)',
      runOutShared: 'رن آؤٹ (مشترکہ)',
      economy: 'اکانومی ریٹ (فی اوور رنز)',
      strikeRate: 'اسٹرائیک ریٹ (فی 100 گیندوں پر رنز)',
    },
    sections: {
      playing: 'شرکت',
      batting: 'بیٹنگ',
      bowling: 'بولنگ',
      fielding: 'فیلڈنگ',
      economy: 'اکانومی',
      strikeRate: 'اسٹرائیک ریٹ',
    },
  },
};

export default rules;
