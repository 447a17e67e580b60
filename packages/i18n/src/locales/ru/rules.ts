import type { Translation } from '../../types.ts';
import type en from '../en/rules.ts';

const rules: Translation<typeof en> = {
  rules: {
    soccer: {
      scoring: {
        minutes_up_to_59: 'Сыграл до 59 минут',
        minutes_60_plus: 'Сыграл 60 минут и больше',
        goal: 'Забитый гол',
        assist: 'Голевая передача',
        clean_sheet: 'Сухой матч',
        saves: 'Сейвы',
        penalty_saved: 'Отражённый пенальти',
        penalty_missed: 'Незабитый пенальти',
        goals_conceded: 'Пропущенные голы',
        yellow_card: 'Жёлтая карточка',
        red_card: 'Красная карточка',
        own_goal: 'Автогол',
        bonus: 'Бонусные очки',
        defensive_contribution: 'Действия в обороне',
        manager_win: 'Тренер: победа',
        manager_draw: 'Тренер: ничья',
        manager_goal: 'Тренер: забитый гол',
        manager_clean_sheet: 'Тренер: сухой матч',
        manager_underdog_win: 'Тренер: победа андердога',
        manager_underdog_draw: 'Тренер: ничья андердога',
      },
      positions: { GK: 'ВР', DEF: 'ЗАЩ', MID: 'ПЗ', FWD: 'НАП', AM: 'ТР' },
    },
  },
  cricket: {
    scoring: {
      title: 'Очки в T20',
      playing: 'В стартовом составе',
      run: 'Пробежка',
      fourBonus: 'Бонус за четвёрку',
      sixBonus: 'Бонус за шестёрку',
      milestone: 'Рубеж пробежек',
      duck: 'Аут без пробежек',
      dot: 'Мяч без пробежки',
      wicket: 'Калитка (не ран-аут)',
      bowledLbwBonus: 'Бонус за боулд или LBW',
      haul: 'Серия калиток',
      maiden: 'Мейден-овер',
      catch: 'Поимка',
      catchesBonus: 'Бонус за поимки',
      stumping: 'Стампинг',
      runOutSole: 'Ран-аут (прямое попадание)',
      runOutShared: 'Ран-аут (совместный)',
      economy: 'Экономичность (пробежек за овер)',
      strikeRate: 'Страйк-рейт (пробежек на 100 мячей)',
    },
    sections: {
      playing: 'Участие',
      batting: 'Отбивание',
      bowling: 'Подача',
      fielding: 'Игра в поле',
      economy: 'Экономичность',
      strikeRate: 'Страйк-рейт',
    },
  },
};

export default rules;
