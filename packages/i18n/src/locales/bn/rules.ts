import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: '৫৯ মিনিট পর্যন্ত খেলা',
        minutes_60_plus: '৬০ মিনিট বা তার বেশি খেলা',
        goal: 'গোল করা',
        assist: 'অ্যাসিস্ট',
        clean_sheet: 'ক্লিন শিট',
        saves: 'সেভ',
        penalty_saved: 'পেনাল্টি ঠেকানো',
        penalty_missed: 'পেনাল্টি মিস',
        goals_conceded: 'হজম করা গোল',
        yellow_card: 'হলুদ কার্ড',
        red_card: 'লাল কার্ড',
        own_goal: 'আত্মঘাতী গোল',
        bonus: 'বোনাস পয়েন্ট',
        defensive_contribution: 'রক্ষণাত্মক অবদান',
        manager_win: 'ম্যানেজার: জয়',
        manager_draw: 'ম্যানেজার: ড্র',
        manager_goal: 'ম্যানেজার: গোল',
        manager_clean_sheet: 'ম্যানেজার: ক্লিন শিট',
        manager_underdog_win: 'ম্যানেজার: দুর্বল দল হিসেবে জয়',
        manager_underdog_draw: 'ম্যানেজার: দুর্বল দল হিসেবে ড্র',
      },
      positions: { GK: 'গোলরক্ষক', DEF: 'ডিফেন্ডার', MID: 'মিডফিল্ডার', FWD: 'ফরোয়ার্ড', AM: 'ম্যানেজার' },
    },
  },
  cricket: {
    scoring: {
      title: 'টি-টোয়েন্টি পয়েন্ট',
      playing: 'প্রথম একাদশে থাকা',
      run: 'রান',
      fourBonus: 'চারের বোনাস',
      sixBonus: 'ছক্কার বোনাস',
      milestone: 'ব্যাটিং মাইলফলক',
      duck: 'শূন্য রানে আউট',
      dot: 'ডট বল',
      wicket: 'উইকেট (রান-আউট নয়)',
      bowledLbwBonus: 'বোল্ড বা এলবিডব্লিউ বোনাস',
      haul: 'একাধিক উইকেট',
      maiden: 'মেডেন ওভার',
      catch: 'ক্যাচ',
      catchesBonus: 'ক্যাচের বোনাস',
      stumping: 'স্টাম্পিং',
      runOutSole: 'রান-আউট (সরাসরি থ্রো)',
      runOutShared: 'রান-আউট (যৌথ)',
      economy: 'ইকোনমি রেট (ওভারপ্রতি রান)',
      strikeRate: 'স্ট্রাইক রেট (১০০ বলে রান)',
    },
    sections: {
      playing: 'খেলা',
      batting: 'ব্যাটিং',
      bowling: 'বোলিং',
      fielding: 'ফিল্ডিং',
      economy: 'ইকোনমি',
      strikeRate: 'স্ট্রাইক রেট',
    },
  },
};

export default rules;
