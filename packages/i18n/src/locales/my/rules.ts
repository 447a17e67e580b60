import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: 'မိနစ် ၅၉ အထိ ကစားခြင်း',
        minutes_60_plus: 'မိနစ် ၆၀ နှင့်အထက် ကစားခြင်း',
        goal: 'ဂိုးသွင်းခြင်း',
        assist: 'ဂိုးဖန်တီးပေးခြင်း',
        clean_sheet: 'ဂိုးမပေးခြင်း',
        saves: 'ကယ်ဆယ်မှုများ',
        penalty_saved: 'ပင်နယ်တီ ကာကွယ်ခြင်း',
        penalty_missed: 'ပင်နယ်တီ လွဲခြင်း',
        goals_conceded: 'ပေးခဲ့ရသော ဂိုးများ',
        yellow_card: 'အဝါကတ်',
        red_card: 'အနီကတ်',
        own_goal: 'ကိုယ့်ဂိုး',
        bonus: 'ဆုကြေးအမှတ်',
        defensive_contribution: 'ခံစစ် ပံ့ပိုးမှု',
        manager_win: 'နည်းပြ: အနိုင်',
        manager_draw: 'နည်းပြ: သရေ',
        manager_goal: 'နည်းပြ: ဂိုးသွင်း',
        manager_clean_sheet: 'နည်းပြ: ဂိုးမပေး',
        manager_underdog_win: 'နည်းပြ: အားနည်းသူအဖြစ် အနိုင်',
        manager_underdog_draw: 'နည်းပြ: အားနည်းသူအဖြစ် သရေ',
      },
      positions: { GK: 'ဂိုးသမား', DEF: 'နောက်တန်း', MID: 'အလယ်တန်း', FWD: 'တိုက်စစ်', AM: 'နည်းပြ' },
    },
  },
  cricket: {
    scoring: {
      title: 'T20 အမှတ်ပေးပုံ',
      playing: 'ပထမ ၁၁ ယောက်တွင် ပါဝင်ခြင်း',
      run: 'ရန်း',
      fourBonus: 'လေးရန်း ဆုကြေး',
      sixBonus: 'ခြောက်ရန်း ဆုကြေး',
      milestone: 'ရိုက်ချက် မှတ်တိုင်',
      duck: 'ရန်းမရဘဲ အောက်',
      dot: 'ရန်းမရသော ဘော',
      wicket: 'ဝီကက် (ရန်းအောက် မဟုတ်)',
      bowledLbwBonus: 'ဘိုးလ် သို့မဟုတ် LBW ဆုကြေး',
      haul: 'ဝီကက် အစုအဝေး',
      maiden: 'မေဒင် အိုဗာ',
      catch: 'ဖမ်းယူမှု',
      catchesBonus: 'ဖမ်းယူမှု ဆုကြေး',
      stumping: 'စတမ့်ပင်း',
      runOutSole: 'ရန်းအောက် (တိုက်ရိုက်ပစ်)',
      runOutShared: 'ရန်းအောက် (ပူးတွဲ)',
      economy: 'စီးပွားနှုန်း (အိုဗာတစ်ခုလျှင် ရန်း)',
      strikeRate: 'ရိုက်နှုန်း (ဘော ၁၀၀ လျှင် ရန်း)',
    },
    sections: {
      playing: 'ကစားခြင်း',
      batting: 'ရိုက်ခြင်း',
      bowling: 'ပစ်ခြင်း',
      fielding: 'ကွင်းစောင့်ခြင်း',
      economy: 'စီးပွားနှုန်း',
      strikeRate: 'ရိုက်နှုန်း',
    },
  },
};

export default rules;
