import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: 'Խաղացել է մինչև 59 րոպե',
        minutes_60_plus: 'Խաղացել է 60 րոպե և ավելի',
        goal: 'Խփած գոլ',
        assist: 'Գոլային փոխանցում',
        clean_sheet: 'Անպարտելի դարպաս',
        saves: 'Փրկություններ',
        penalty_saved: 'Հետ մղված պենալտի',
        penalty_missed: 'Չիրացված պենալտի',
        goals_conceded: 'Բաց թողած գոլեր',
        yellow_card: 'Դեղին քարտ',
        red_card: 'Կարմիր քարտ',
        own_goal: 'Ինքնագոլ',
        bonus: 'Բոնուսային միավորներ',
        defensive_contribution: 'Պաշտպանական գործողություններ',
        manager_win: 'Մարզիչ՝ հաղթանակ',
        manager_draw: 'Մարզիչ՝ ոչ-ոքի',
        manager_goal: 'Մարզիչ՝ խփած գոլ',
        manager_clean_sheet: 'Մարզիչ՝ անպարտելի դարպաս',
        manager_underdog_win: 'Մարզիչ՝ հաղթանակ որպես թույլ կողմ',
        manager_underdog_draw: 'Մարզիչ՝ ոչ-ոքի որպես թույլ կողմ',
      },
      positions: { GK: 'ԴՊ', DEF: 'ՊՇ', MID: 'ԿԵ', FWD: 'ՀՐ', AM: 'ՄՐ' },
    },
  },
  cricket: {
    scoring: {
      title: 'T20 միավորներ',
      playing: 'Հիմնական կազմում',
      run: 'Վազք',
      fourBonus: 'Բոնուս քառյակի համար',
      sixBonus: 'Բոնուս վեցյակի համար',
      milestone: 'Հարվածի նշաձող',
      duck: 'Դուրս է եկել առանց վազքի',
      dot: 'Գնդակ առանց վազքի',
      wicket: 'Վիկետ (ոչ ռան-աութ)',
      bowledLbwBonus: 'Բոնուս բոուլդի կամ LBW-ի համար',
      haul: 'Վիկետների շարք',
      maiden: 'Մեյդեն օվեր',
      catch: 'Բռնում',
      catchesBonus: 'Բոնուս բռնումների համար',
      stumping: 'Սթամփինգ',
      runOutSole: 'Ռան-աութ (ուղիղ հարված)',
      runOutShared: 'Ռան-աութ (համատեղ)',
      economy: 'Խնայողություն (վազք օվերում)',
      strikeRate: 'Հարվածի ցուցանիշ (վազք 100 գնդակում)',
    },
    sections: {
      playing: 'Մասնակցություն',
      batting: 'Հարված',
      bowling: 'Նետում',
      fielding: 'Խաղ դաշտում',
      economy: 'Խնայողություն',
      strikeRate: 'Հարվածի ցուցանիշ',
    },
  },
};

export default rules;
